'use client'
/**
 * Save to / remove from the watchlist. The saved state comes from
 * the shared store (./watchlistStore.client), learnt in the browser, never from the (cached, shared)
 * server render. Disabled while the list loads and while its own call is under way; hidden for a sold
 * car unless it is saved. The parent renders it only where the dealer has the watchlist on.
 */
import { useEffect } from 'react'

import { watchlistButtonLabel, watchlistButtonVisible } from '@/domain/watchlist/button'
import { loadWatchlist, toggleWatchlist, useWatchlist } from './watchlistStore.client'
import './watchlist.css'

type Props = {
  carId: number
  /** The car's name as the page shows it (the accessible name and the toast say it). */
  name: string
  sold: boolean
  /** 'icon': the round control on a result card; 'labelled': the vehicle page sidebar's button. */
  variant?: 'icon' | 'labelled'
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 3.5h12v17l-6-4.2-6 4.2z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

export function WatchlistButton({ carId, name, sold, variant = 'icon' }: Props) {
  const list = useWatchlist()
  useEffect(() => {
    void loadWatchlist()
  }, [])
  const saved = list.status === 'ready' ? list.saved.has(carId) : null
  if (!watchlistButtonVisible({ enabled: true, sold, saved })) return null
  const busy = list.status === 'idle' || list.status === 'loading' || list.pending.has(carId)
  const className = variant === 'icon' ? 'card-controls__button watchlist-button watchlist-button--icon' : 'vp-tools__button watchlist-button'
  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved === true}
      aria-label={watchlistButtonLabel(name, saved === true)}
      // aria-disabled rather than disabled: the button keeps keyboard focus while its call runs.
      aria-disabled={busy || undefined}
      data-loading={busy || undefined}
      data-testid="watchlist-button"
      onClick={() => {
        if (!busy) void toggleWatchlist({ id: carId, name })
      }}
    >
      <BookmarkIcon filled={saved === true} />
      {variant === 'labelled' ? <span aria-hidden="true">Watchlist</span> : null}
    </button>
  )
}
