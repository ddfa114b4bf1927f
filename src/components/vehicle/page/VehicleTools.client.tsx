'use client'
/**
 * Share, Favourite and Print. Share writes the page URL to the clipboard, shows the
 * toast 'Copied {car name} to your clipboard!' (3 s) and a 'Copied' notice on the button (1.5 s).
 * Favourite toggles the car in the local favourites list. Print opens /print?car_id={slug} in a new tab.
 */
import { useEffect, useRef, useState } from 'react'

import {
  COPIED_NOTICE_MS,
  FAVOURITES_STORAGE_KEY,
  TOAST_DURATION_MS,
  isFavourite,
  parseFavourites,
  shareToastMessage,
  shareUrl,
  toggleFavourite,
  type FavouriteVehicle,
} from '@/domain/vehicle-page'
import { useHydrated } from '@/components/hydration/useHydrated.client'
import { trackEvent } from '@/lib/events/client'
import { readStorage, writeStorage } from './storage'

type Props = {
  name: string
  slug: string
  carId: number
  favourite: FavouriteVehicle | null
  printHref: string | null
}

export function VehicleTools({ name, slug, carId, favourite, printHref }: Props) {
  const [copied, setCopied] = useState(false)
  const [toast, setToast] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const timers = useRef<number[]>([])
  // Share and Favourite act only through their click handlers: disabled until those listen.
  const hydrated = useHydrated()

  useEffect(() => {
    if (favourite) setSaved(isFavourite(parseFavourites(readStorage(FAVOURITES_STORAGE_KEY)), favourite.id))
    const list = timers.current
    return () => list.forEach((t) => window.clearTimeout(t))
  }, [favourite])

  async function share() {
    const url = shareUrl(window.location.origin, slug)
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      setToast(shareToastMessage(name))
      timers.current.push(window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS))
      timers.current.push(window.setTimeout(() => setToast(null), TOAST_DURATION_MS))
    } catch {
      setToast(`Could not copy the link. The address is ${url}`)
      timers.current.push(window.setTimeout(() => setToast(null), TOAST_DURATION_MS))
    }
  }

  function toggle() {
    if (!favourite) return
    const next = toggleFavourite(parseFavourites(readStorage(FAVOURITES_STORAGE_KEY)), favourite)
    writeStorage(FAVOURITES_STORAGE_KEY, JSON.stringify(next))
    const now = isFavourite(next, favourite.id)
    setSaved(now)
    if (now) trackEvent(39, { car_id: String(carId) })
  }

  return (
    <div className="vp-tools">
      <button type="button" className="vp-tools__button" onClick={share} disabled={!hydrated} data-testid="vehicle-share">
        <span aria-hidden="true">⤴</span> Share
        {copied ? <span className="vp-tools__notice"> Copied!</span> : null}
      </button>
      {favourite ? (
        <button type="button" className="vp-tools__button" aria-pressed={saved} disabled={!hydrated} onClick={toggle} data-testid="vehicle-favourite">
          <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved' : 'Favourite'}
          <span className="visually-hidden"> {name}</span>
        </button>
      ) : null}
      {printHref ? (
        <a className="vp-tools__button" href={printHref} target="_blank" rel="noopener" onClick={() => trackEvent(61, { car_id: String(carId) })}>
          <span aria-hidden="true">⎙</span> Print<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <div className="vp-toast" role="status" aria-live="polite">
        {toast ? <p className="vp-toast__message">{toast}</p> : null}
      </div>
    </div>
  )
}
