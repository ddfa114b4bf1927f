'use client'
/**
 * My Garage's Favourites and Recently viewed sections, from this browser's local storage (
 * records: a favourite has id, name, slug, make, model, primary_image_url; a viewed
 * vehicle has id, stocknum, make, model, body, simple_body). Nothing is known on the server, so the
 * server render shows neither list and the browser fills them in.
 */
import { useSyncExternalStore } from 'react'

import { FAVOURITES_STORAGE_KEY, VIEWED_STORAGE_KEY, parseFavourites, parseViewed } from '@/domain/vehicle-page/viewed'
import './watchlist.css'
import { vehiclePath } from '@/domain/vehicle-page/path'

/** CardControls (src/components/vehicle/card) announces favourite changes on this page with this event. */
const SAVED_VEHICLES_EVENT = 'forecourt:saved-vehicles'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(SAVED_VEHICLES_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(SAVED_VEHICLES_EVENT, onChange)
  }
}

/** The raw stored string (a stable snapshot); undefined on the server and while hydrating. */
function useStored(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return window.localStorage.getItem(key)
      } catch {
        return null
      }
    },
    () => undefined,
  )
}

export function GarageFavourites() {
  const raw = useStored(FAVOURITES_STORAGE_KEY)
  if (raw === undefined) return <p className="garage-empty">Loading your favourites…</p>
  const favourites = parseFavourites(raw)
  if (favourites.length === 0) {
    return (
      <p className="garage-empty" data-testid="favourites-empty">
        You have no favourites yet. Tap the heart on any car to keep it here.
      </p>
    )
  }
  return (
    <ul className="garage-list" data-testid="favourites-list">
      {favourites.map((f) => (
        <li key={String(f.id)} className="garage-list__item">
          {f.primary_image_url ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail from the stored record
            <img src={f.primary_image_url} alt="" loading="lazy" width={96} height={64} />
          ) : null}
          <span className="garage-list__text">
            <a href={vehiclePath(f.slug)}>{f.name}</a>
            <span className="garage-list__meta">
              {f.make} {f.model}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

export function GarageViewed() {
  const raw = useStored(VIEWED_STORAGE_KEY)
  if (raw === undefined) return <p className="garage-empty">Loading the cars you viewed…</p>
  // Stored oldest first; the latest view is the most useful.
  const viewed = parseViewed(raw).reverse()
  if (viewed.length === 0) {
    return (
      <p className="garage-empty" data-testid="viewed-empty">
        You have not viewed any cars yet. Cars you open appear here.
      </p>
    )
  }
  return (
    <ul className="garage-list" data-testid="viewed-list">
      {viewed.map((v) => {
        const label = [v.make, v.model].join(' ')
        // The record has no address of its own; its stock number (or make and model) finds it in search.
        const query = v.stocknum ?? label
        return (
          <li key={String(v.id)} className="garage-list__item">
            <span className="garage-list__text">
              <a href={`/search?query=${encodeURIComponent(query)}`}>
                {label}
                <span className="visually-hidden"> (search for it)</span>
              </a>
              <span className="garage-list__meta">{[v.body, v.stocknum ? `Stock no. ${v.stocknum}` : null].filter(Boolean).join(' · ')}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
