'use client'
/** The no-match panel with the dealer's phone, Contact and Back. */
import { formatCurrencyAud } from '@/domain/format/numbers'
import { useEffect, useRef } from 'react'

import { MESSAGES } from '@/domain/forms/messages'

export function NoMatchPanel({ phone, contactPath, onBack }: { phone: string | null; contactPath: string; onBack: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div className="no-match" ref={ref} tabIndex={-1} role="status">
      <p className="no-match__message">{MESSAGES.noMatch}</p>
      {phone ? (
        <p>
          Call us on <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> and we will value it for you.
        </p>
      ) : null}
      <div className="lead-form__actions">
        <a className="button button--primary" href={contactPath}>
          Contact
        </a>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
      </div>
    </div>
  )
}

export const formatDollars = (n: number) => formatCurrencyAud(n, { maximumFractionDigits: 0 })

export const STATE_OPTIONS = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'].map((s) => ({ value: s, label: s }))
