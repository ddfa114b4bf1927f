'use client'

import { useState } from 'react'
import { useHydrated } from '@/components/hydration/useHydrated.client'

const PDF_DOWNLOAD_LABEL = 'Download PDF'
const PDF_GENERIC_FAILURE = 'Sorry, we could not download the PDF. Please try again.'

/** /cars/{slug}.pdf: the address the PDF downloads from (rewritten to /api/vehicle-pdf/{slug}). */
const vehiclePdfPath = (slug: string) => `/cars/${encodeURIComponent(slug)}.pdf`

/**
 * Fetches the car's PDF and saves it as {slug}.pdf; on any failure shows a browser alert with the
 * server's message.
 */
export function PdfDownloadButton({ slug, href = vehiclePdfPath(slug), className = 'button button--secondary' }: { slug: string; href?: string; className?: string }) {
  const [busy, setBusy] = useState(false)
  // Enabled once hydrated: a click before that would do nothing.
  const ready = useHydrated()

  async function download() {
    setBusy(true)
    try {
      const res = await fetch(href, { headers: { accept: 'application/pdf' } })
      const type = res.headers.get('content-type') ?? ''
      if (!res.ok || !type.includes('application/pdf')) {
        let message = PDF_GENERIC_FAILURE
        if (type.includes('application/json')) {
          const body = (await res.json().catch(() => null)) as { message?: unknown } | null
          if (body && typeof body.message === 'string' && body.message) message = body.message
        }
        throw new Error(message)
      }
      const blob = await res.blob()
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = `${slug}.pdf`
      document.body.appendChild(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      const message = error instanceof Error && error.message && !/fetch|network/i.test(error.name) ? error.message : PDF_GENERIC_FAILURE
      window.alert(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" className={className} onClick={download} disabled={!ready || busy} aria-busy={busy} data-testid="pdf-download">
      {busy ? 'Preparing PDF…' : PDF_DOWNLOAD_LABEL}
    </button>
  )
}
