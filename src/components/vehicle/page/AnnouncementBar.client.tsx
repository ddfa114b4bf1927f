'use client'
/** 'Located at {city}' with Get Directions, dismissible. */
import { useState } from 'react'

import { GET_DIRECTIONS_LABEL } from '@/domain/vehicle-page'

export function AnnouncementBar({ text, directionsUrl }: { text: string; directionsUrl: string | null }) {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <div className="vp-announce" role="region" aria-label="Vehicle location">
      <div className="container vp-announce__inner">
        <p className="vp-announce__text">
          <strong>{text}</strong>
          {directionsUrl ? (
            <>
              {' '}
              <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
                {GET_DIRECTIONS_LABEL}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </p>
        <button type="button" className="vp-announce__close" onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Dismiss location notice</span>
        </button>
      </div>
    </div>
  )
}
