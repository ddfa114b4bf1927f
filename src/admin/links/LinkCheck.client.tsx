'use client'
/**
 * The sidebar link check on a page or the menus (issue 17): after each save (autosaved drafts
 * included) it asks /api/link-check which internal links lead to no page or route of the dealer, and
 * lists each with where it is. A warning only: the save has already gone through.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Broken = { href: string; path: string; where: string }
type Result = { checked: number; broken: Broken[] }

/** Saves come in bursts while autosave runs; ask once they settle. */
const SETTLE_MS = 700

export function LinkCheck() {
  const { id, collectionSlug, lastUpdateTime, data } = useDocumentInfo()
  const savedAt = `${lastUpdateTime ?? ''}|${(data as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
  const [result, setResult] = useState<Result | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!id || (collectionSlug !== 'pages' && collectionSlug !== 'menus')) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/link-check?collection=${collectionSlug}&id=${encodeURIComponent(String(id))}`, { credentials: 'include', signal: controller.signal })
        const body = (await response.json().catch(() => ({}))) as Partial<Result> & { error?: string }
        // A save while the answer was read aborts it: the body is then empty, and a newer check follows.
        if (controller.signal.aborted) return
        if (!response.ok || !Array.isArray(body.broken)) throw new Error(body.error ?? `The link check answered ${response.status}.`)
        setResult({ checked: body.checked ?? 0, broken: body.broken })
        setError('')
      } catch (e) {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e))
      }
    }, SETTLE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [id, collectionSlug, savedAt])

  if (!id) return null
  return (
    <div className="field-type link-check" data-testid="link-check" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label" style={{ marginBottom: '0.25rem' }}>
        Link check
      </p>
      {error ? <p style={{ color: 'var(--theme-error-500)', margin: 0 }}>{error}</p> : null}
      {!result && !error ? <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>Checking links…</p> : null}
      {result && result.broken.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>
          {result.checked === 0 ? 'No links to this site here.' : `All ${result.checked} links to this site lead to a page.`}
        </p>
      ) : null}
      {result && result.broken.length > 0 ? (
        <div
          role="status"
          data-testid="link-check-warning"
          style={{ border: '1px solid var(--theme-warning-500)', background: 'var(--theme-warning-100)', borderRadius: 'var(--style-radius-s)', padding: '0.5rem 0.75rem' }}
        >
          <p style={{ margin: 0, fontWeight: 600 }}>
            {result.broken.length === 1 ? '1 link leads nowhere' : `${result.broken.length} links lead nowhere`}
          </p>
          <ul style={{ margin: '0.5rem 0', paddingInlineStart: '1.1rem' }}>
            {result.broken.map((link, i) => (
              <li key={`${i}-${link.href}`} style={{ marginBottom: '0.25rem' }}>
                <code>{link.href}</code>
                <br />
                <small>{link.where}</small>
              </li>
            ))}
          </ul>
          <p style={{ margin: 0 }}>
            <small>Nothing on this dealer’s site answers these addresses: no published page and no built-in page. The save went through; correct the address, or publish a page at it.</small>
          </p>
        </div>
      ) : null}
    </div>
  )
}
