'use client'
/** Dealer comments: the pending text when empty, '|' paragraphs, Show More / Show Less past 400 characters. */
import { useId, useState } from 'react'

import { dealerComments } from '@/domain/vehicle-page'

export function DealerComments({ text }: { text: string | null }) {
  const [expanded, setExpanded] = useState(false)
  const id = `dc${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const shown = dealerComments(text, expanded)
  return (
    <div className={`vp-comments${shown.pending ? ' vp-comments--pending' : ''}`}>
      <div id={id}>
        {shown.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {shown.toggleLabel ? (
        <button type="button" className="vp-link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {shown.toggleLabel}
        </button>
      ) : null}
    </div>
  )
}
