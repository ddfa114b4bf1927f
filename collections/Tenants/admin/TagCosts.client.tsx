'use client'
/**
 * On the dealer's Settings tab, under its marketing tags: what each tag cost shoppers' page views over
 * the last 28 days, as their browsers measured it (bytes of its scripts and main-thread time in long
 * frames, 75th percentile), so a marketer sees the price of a tag before adding another. Reads
 * /api/tag-costs (src/app/(site)/api/tag-costs/route.ts), which answers signed-in staff only.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { TagCostReport } from '@/lib/tags/costReport'

const kb = (bytes: number | null) => (bytes === null ? 'not told by the vendor' : `${Math.round(bytes / 1024)} KB`)
const ms = (value: number | null) => (value === null ? 'not measured' : `${value} ms`)

export function TagCosts() {
  const { id } = useDocumentInfo()
  const [report, setReport] = useState<TagCostReport | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!id) return
    let live = true
    fetch(`/api/tag-costs?tenant=${encodeURIComponent(String(id))}`, { credentials: 'include' })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as TagCostReport & { error?: string }
        if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`)
        if (live) setReport(body)
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [id])

  if (!id) return null
  return (
    <div className="field-type" style={{ marginBlock: '1rem' }} data-testid="tag-costs">
      <h4 style={{ marginBottom: '0.25rem' }}>What the tags cost shoppers</h4>
      <p style={{ marginTop: 0 }}>
        Measured by shoppers’ browsers on every page view that started the tag, last {report?.days ?? 28} days, 75th percentile: the bytes of its
        scripts, and the time its scripts held the page (in frames long enough for a shopper to notice; Chromium browsers only).
      </p>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      {report ? (
        report.tags.length === 0 ? (
          <p>No tag is switched on, and none was measured.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Tag</th>
                <th scope="col">Page views</th>
                <th scope="col">Size</th>
                <th scope="col">Main thread</th>
              </tr>
            </thead>
            <tbody>
              {report.tags.map((t) => (
                <tr key={t.tag} data-tag={t.tag}>
                  <th scope="row">
                    {t.label}
                    {t.switchedOn ? '' : ' (off now)'}
                  </th>
                  <td>{t.pageViews}</td>
                  <td>{t.pageViews ? kb(t.bytesP75) : '–'}</td>
                  <td>{t.pageViews ? ms(t.msP75) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </div>
  )
}
