'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

import { COMPARE_MAX, compareHref, withoutId } from '@/domain/compare'

/** What a saved car keeps, enough to list it without a search. */
export type SavedVehicle = { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null }

const FAVOURITES_KEY = 'forecourt:favourites'
export const COMPARE_KEY = 'forecourt:compare'
const CHANGE_EVENT = 'forecourt:saved-vehicles'

function read(key: string): SavedVehicle[] {
  try {
    const list = JSON.parse(localStorage.getItem(key) ?? '[]')
    return Array.isArray(list) ? list.filter((v) => v && typeof v.id === 'number') : []
  } catch {
    return []
  }
}

// useSyncExternalStore needs a stable snapshot: the raw string is compared, the parsed list only made on change.
const snapshot = (key: string) => () => {
  try {
    return localStorage.getItem(key) ?? '[]'
  } catch {
    return '[]'
  }
}

function subscribe(onChange: () => void) {
  // Other cards on this page, and other tabs of the same site.
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The ids saved under `key` in this browser, kept current across cards, pages and tabs (none on the server). */
export function useSavedIds(key: string): number[] {
  const raw = useSyncExternalStore(subscribe, snapshot(key), () => '[]')
  try {
    const list = JSON.parse(raw)
    return Array.isArray(list) ? list.map((v: SavedVehicle) => v.id) : []
  } catch {
    return []
  }
}

function write(key: string, next: SavedVehicle[]) {
  try {
    localStorage.setItem(key, JSON.stringify(next))
  } catch {
    /* private mode or full storage: the toggle simply does not stick */
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Adds the car to the list under `key` (the oldest dropped past `max`), or takes it off when there. */
export function toggleSaved(key: string, vehicle: SavedVehicle, max?: number) {
  const list = read(key)
  write(key, list.some((v) => v.id === vehicle.id) ? withoutId(list, vehicle.id) : [...list, vehicle].slice(-(max ?? Infinity)))
}

/** Takes the car off the list under `key` (nothing happens when it is not there). */
export function removeSaved(key: string, id: number) {
  const list = read(key)
  if (list.some((v) => v.id === id)) write(key, withoutId(list, id))
}

/**
 * The way to the compare page from a compared car: 'Compare (n)', n the cars picked in this browser.
 * Shown only once this car is picked, so an unpicked card adds no tab stop.
 */
export function CompareLink({ ids, className }: { ids: readonly number[]; className: string }) {
  return (
    <a className={className} href={compareHref(ids)} data-testid="compare-link">
      Compare ({ids.length})<span className="visually-hidden"> picked cars side by side</span>
    </a>
  )
}

/**
 * Favourite and compare toggles of a result card, kept in this browser ("Favourites
 * toggle and persist locally"). `children` joins the row: the watchlist button (signed-in saving).
 */
export function CardControls({ vehicle, favourite, compare, children }: { vehicle: SavedVehicle; favourite: boolean; compare: boolean; children?: ReactNode }) {
  const favourites = useSavedIds(FAVOURITES_KEY)
  const compared = useSavedIds(COMPARE_KEY)
  const isFavourite = favourites.includes(vehicle.id)
  const isCompared = compared.includes(vehicle.id)
  return (
    <div className="card-controls">
      {favourite ? (
        <button
          type="button"
          className="card-controls__button"
          aria-pressed={isFavourite}
          aria-label={`Favourite the ${vehicle.name}`}
          onClick={() => toggleSaved(FAVOURITES_KEY, vehicle)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
              fill={isFavourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
      {compare ? (
        <button
          type="button"
          className="card-controls__button"
          aria-pressed={isCompared}
          aria-label={`Compare the ${vehicle.name}`}
          onClick={() => toggleSaved(COMPARE_KEY, vehicle, COMPARE_MAX)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M7 4v16M17 4v16M3 8h8M13 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            {isCompared ? <circle cx="19" cy="5" r="4" fill="currentColor" /> : null}
          </svg>
        </button>
      ) : null}
      {compare && isCompared ? <CompareLink ids={compared} className="card-controls__compare" /> : null}
      {children}
    </div>
  )
}
