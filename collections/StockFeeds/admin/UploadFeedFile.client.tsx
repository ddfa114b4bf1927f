'use client'
/**
 * In the stock feed's admin page: upload a feed file and import it now, then follow the run (its
 * counts, the skipped rows with their lines and reasons, a hold and its reason). A held run can be
 * released once from here. The import itself runs in the job queue; this only watches it.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'

import { RUN_COUNTS } from '../../StockFeedRuns/counts'

type Run = {
  id: number
  status: string
  summary?: string | null
  heldReason?: string | null
  error?: string | null
  counts?: Record<string, number | null> | null
  skippedRows?: { line: number; reason: string }[] | null
}

const FINISHED = new Set(['ok', 'held', 'failed', 'released'])

async function answer(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new Error(String(body.error ?? (body.errors as { message?: string }[] | undefined)?.[0]?.message ?? `The server answered ${response.status}.`))
  return body
}

export function UploadFeedFile() {
  const { id } = useDocumentInfo()
  const inputId = useId()
  const file = useRef<HTMLInputElement>(null)
  const [runId, setRunId] = useState<number | null>(null)
  const [run, setRun] = useState<Run | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (runId === null) return
    let stopped = false
    const poll = async () => {
      while (!stopped) {
        const next = (await answer(await fetch(`/api/stock-feed-runs/${runId}?depth=0`, { credentials: 'include' }))) as unknown as Run
        if (stopped) return
        setRun(next)
        if (FINISHED.has(next.status)) return
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
    poll().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
    return () => {
      stopped = true
    }
  }, [runId])

  const start = async (action: 'upload' | 'release') => {
    setError('')
    setBusy(true)
    try {
      let body: FormData | undefined
      if (action === 'upload') {
        const chosen = file.current?.files?.[0]
        if (!chosen) throw new Error('Choose the feed file first.')
        body = new FormData()
        body.append('file', chosen)
      }
      const result = await answer(await fetch(`/api/stock-feeds/${id}/${action}`, { method: 'POST', body, credentials: 'include' }))
      setRun(null)
      setRunId(Number(result.runId))
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  if (!id) return null
  return (
    <div className="field-type" style={{ marginBlock: '1.5rem' }} data-testid="feed-upload">
      <label className="field-label" htmlFor={inputId}>
        Import a file now
      </label>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <input id={inputId} ref={file} type="file" accept=".csv,.tsv,.txt,.xml,.json" />
        <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => start('upload')}>
          Import this file
        </button>
      </div>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      {run ? (
        <div role="status" aria-live="polite" style={{ marginTop: '1rem' }}>
          <p>
            <strong>Run {run.id}: </strong>
            <span data-testid="feed-run-status">{run.status}</span>
            {run.summary ? ` · ${run.summary}` : ''}
          </p>
          {run.heldReason ? <p data-testid="feed-run-held">{run.heldReason}</p> : null}
          {run.error ? <p>{run.error}</p> : null}
          {run.counts ? (
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '0.25rem 1rem' }} data-testid="feed-run-counts">
              {RUN_COUNTS.map(([key, label]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd style={{ margin: 0 }} data-count={key}>
                    {run.counts?.[key] ?? 0}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {run.skippedRows?.length ? (
            <ul>
              {run.skippedRows.slice(0, 20).map((row) => (
                <li key={row.line}>
                  Line {row.line}: {row.reason}
                </li>
              ))}
            </ul>
          ) : null}
          {run.status === 'held' ? (
            <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => start('release')}>
              Release this run (import it anyway)
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
