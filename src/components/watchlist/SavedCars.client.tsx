'use client'
/**
 * The signed-in shopper's saved cars as cards (the watchlist page and My Garage): image, name (a link
 * while the car still shows on the site), price, a Sold or Reserved badge, and the remove button. The
 * list comes from the server render of that (dynamic, per-shopper) page and primes the shared store;
 * a car removed here leaves the list at once, and focus moves to the list's heading so keyboard users
 * are not left on nothing.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'

import type { WatchlistEntry } from '@/lib/watchlist/records'
import { WatchlistButton } from './WatchlistButton.client'
import { primeWatchlist, useWatchlist } from './watchlistStore.client'
import './watchlist.css'
import { vehiclePath } from '@/domain/vehicle-page/path'

type Props = {
  entries: WatchlistEntry[]
  phone: string
  /** The id of the heading that names the list (focused when a removal empties a spot). */
  headingId: string
  emptyText: string
  /** The level of the heading above the list; each car's name is one level below. */
  headingLevel?: 1 | 2 | 3
}

function Badge({ entry }: { entry: WatchlistEntry }) {
  if (entry.sold) return <span className="saved-car__badge" data-kind="sold">Sold</span>
  if (entry.reserved) return <span className="saved-car__badge" data-kind="reserved">Reserved</span>
  return null
}

export function SavedCars({ entries, phone, headingId, emptyText, headingLevel = 2 }: Props) {
  const list = useWatchlist()
  // A layout effect runs before the buttons' effects, so they find the list known and do not fetch it.
  useLayoutEffect(() => {
    primeWatchlist({ signedIn: true, phone, items: entries })
  }, [entries, phone])
  const shown = list.status === 'ready' ? entries.filter((e) => list.saved.has(e.carId)) : entries
  const count = useRef(shown.length)
  useEffect(() => {
    if (shown.length < count.current && (!document.activeElement || document.activeElement === document.body)) {
      document.getElementById(headingId)?.focus()
    }
    count.current = shown.length
  }, [shown.length, headingId])

  if (shown.length === 0) return <p className="garage-empty" data-testid="watchlist-empty">{emptyText}</p>
  const Title = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  return (
    <ul className="saved-cars" data-testid="saved-cars">
      {shown.map((e) => (
        <li key={e.carId} className="saved-car" data-testid="saved-car" data-car-id={e.carId}>
          <div className="saved-car__media">
            {e.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- small list thumbnails, not worth next/image's resizing here
              <img src={e.imageUrl} alt="" loading="lazy" width={480} height={320} />
            ) : null}
            <Badge entry={e} />
          </div>
          <div className="saved-car__body">
            <Title className="saved-car__title">{e.visible ? <a href={vehiclePath(e.slug)}>{e.name}</a> : e.name}</Title>
            <p className="saved-car__price">{e.priceText}</p>
            {e.locationName ? <p className="saved-car__note">{e.locationName}</p> : null}
            {!e.visible ? <p className="saved-car__note">No longer listed on this site.</p> : null}
          </div>
          <div className="saved-car__remove">
            <WatchlistButton carId={e.carId} name={e.name} sold={e.sold} />
          </div>
        </li>
      ))}
    </ul>
  )
}
