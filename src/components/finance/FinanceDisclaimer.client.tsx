'use client'

import { useId, useState } from 'react'

import { SHOW_LESS, SHOW_MORE, truncateDisclaimer } from '@/domain/finance/disclaimer'

/**
 * The finance disclaimer ("collapsed (truncated) or expanded by Show More / Show Less"):
 * collapsed after 197 characters. The full text is always in the page for search engines and screen
 * readers that read on; the button only changes what is shown.
 */
export function FinanceDisclaimer({ text, anchorId, className }: { text: string; anchorId?: string; className?: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const { text: short, truncated } = truncateDisclaimer(text)
  if (!text.trim()) return null
  return (
    <div className={`fin-disclaimer ${className ?? ''}`} id={anchorId}>
      <p id={`${id}-text`} className="fin-disclaimer__text">
        {expanded || !truncated ? text.trim() : short}
      </p>
      {truncated ? (
        <button
          type="button"
          className="fin-disclaimer__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? SHOW_LESS : SHOW_MORE}
        </button>
      ) : null}
    </div>
  )
}
