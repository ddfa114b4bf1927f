'use client'
/**
 * The watchlist toasts: 'Car Saved In Watchlist' / 'Car Removed' with a View List
 * link, shown for 3000 ms after a successful save or removal. One live region for the whole site (in
 * the dealer layout), present before any message so screen readers announce it. The timer pauses while
 * the pointer or keyboard focus is on the toast, so its link can still be reached (WCAG 2.2.1).
 */
import { useEffect, useRef, useState } from 'react'

import { WATCHLIST_TOAST_MS, watchlistToast } from '@/domain/watchlist/button'
import { dismissWatchlistToast, useWatchlist } from './watchlistStore.client'
import './watchlist.css'

export function WatchlistToaster() {
  const { toast } = useWatchlist()
  const [held, setHeld] = useState(false)
  const timer = useRef<number | null>(null)

  useEffect(() => {
    if (!toast || held) return
    timer.current = window.setTimeout(() => dismissWatchlistToast(toast.id), WATCHLIST_TOAST_MS)
    return () => {
      if (timer.current !== null) window.clearTimeout(timer.current)
    }
  }, [toast, held])

  const copy = toast ? watchlistToast(toast.action, toast.name) : null
  return (
    <div className="watchlist-toasts" role="status" data-testid="watchlist-toast-region">
      {copy && toast ? (
        <div
          key={toast.id}
          className="watchlist-toast"
          data-testid="watchlist-toast"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <p className="watchlist-toast__title">{copy.title}</p>
          <p className="watchlist-toast__message">{copy.message}</p>
          <a className="watchlist-toast__link" href={copy.href}>
            {copy.linkLabel}
          </a>
        </div>
      ) : null}
    </div>
  )
}
