'use client'
/**
 * On the dealer's admin page (tab "Ad feeds"): how many cars each ad feed publishes and which cars it
 * leaves out, with why, so staff can fix them (a VIN, a photo, a store code on the location…). Reads
 * /api/ad-feed-report (src/app/(site)/api/ad-feed-report/route.ts), which answers signed-in staff only.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { AdFeedChannelReport, AdFeedReport as Report } from '@/lib/adFeeds/files'

/** Enough to act on; the rest are counted. */
const SHOWN_PER_FEED = 100

function Channel({ report, testId }: { report: AdFeedChannelReport; testId: string }) {
  const { label, enabled, url, rows, leftOut } = report
  return (
    <section data-testid={testId} style={{ marginBottom: '1.5rem' }}>
      <h4 style={{ marginBottom: '0.25rem' }}>
        {label} ({enabled ? 'on' : 'off'})
      </h4>
      <p style={{ margin: 0 }}>
        {rows} {rows === 1 ? 'car' : 'cars'} listed, {leftOut.length} left out.{' '}
        {enabled ? (
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        ) : (
          'Switch the feed on under Settings → Ad feeds to publish it.'
        )}
      </p>
      {leftOut.length > 0 ? (
        <ul style={{ marginTop: '0.5rem' }}>
          {leftOut.slice(0, SHOWN_PER_FEED).map((car) => (
            <li key={String(car.id)}>
              <a href={`/admin/collections/vehicles/${car.id}`}>{car.name}</a>
              {car.stocknum ? ` (${car.stocknum})` : ''}: {car.reasons.join(' ')}
            </li>
          ))}
          {leftOut.length > SHOWN_PER_FEED ? <li>…and {leftOut.length - SHOWN_PER_FEED} more.</li> : null}
        </ul>
      ) : null}
    </section>
  )
}

export function AdFeedReport() {
  const { id } = useDocumentInfo()
  const [report, setReport] = useState<Report | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!id) return
    setBusy(true)
    setError('')
    try {
      const response = await fetch(`/api/ad-feed-report?tenant=${encodeURIComponent(String(id))}`, { credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as Report & { error?: string }
      if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`)
      setReport(body)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  if (!id) return <p>Save the dealer first; its ad feed report shows here.</p>
  return (
    <div className="field-type" style={{ marginBlock: '1rem' }} data-testid="ad-feed-report">
      <p>Only cars the site shows are listed; sold cars never are. A car left out of a feed is still on the site.</p>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      {report ? (
        <div role="status" aria-live="polite">
          <Channel report={report.google} testId="ad-feed-google" />
          <Channel report={report.meta} testId="ad-feed-meta" />
        </div>
      ) : busy ? (
        <p>Building the report…</p>
      ) : null}
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => void load()}>
        Check again
      </button>
    </div>
  )
}
