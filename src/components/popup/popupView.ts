/**
 * The popup as the browser gets it, and the host's decisions: where it may open, whether this shopper
 * closed it, and remembering that they did. Pure apart from the Storage passed in, so the unit tests
 * drive it with a fake store.
 */
import { choosePopup, popupEndsAt, popupStorageKey, type ClosedLookup, type PopupLike } from '@/domain/presence/popup'
import type { ReactNode } from 'react'

import type { Media, Popup } from '@/payload-types'

type PopupImage = { url: string; alt: string; width: number; height: number }

export type PopupView = PopupLike & {
  id: number | string
  title: string
  href: string | null
  linkLabel: string
  image: PopupImage | null
  /** Pixels, within the admin's bounds (spec default 600). */
  maxWidth: number
}

export const DEFAULT_POPUP_MAX_WIDTH = 600
const MIN_WIDTH = 280
const MAX_WIDTH = 1200

export function popupMaxWidth(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_POPUP_MAX_WIDTH
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(value)))
}

function imageOf(media: number | Media | null | undefined): PopupImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 1200, height: media.height ?? 800 }
}

/** A popup with its body already rendered (the server renders the rich text; the client shows it). */
export type PopupEntry = PopupView & { body: ReactNode }

export function toPopupView(doc: Omit<Popup, 'tenant'>): PopupView {
  return {
    id: doc.id,
    title: doc.title,
    active: doc.active,
    // The end of the expiry day as an instant, worked out here: the browser then compares two numbers
    // and needs no time-zone data (see PopupLike.endsAt).
    endsAt: popupEndsAt({ expiryDate: doc.expiryDate, expiryTimeZone: doc.expiryDate_tz }),
    href: doc.link?.trim() || null,
    linkLabel: doc.linkLabel?.trim() || 'Find out more',
    image: imageOf(doc.image),
    maxWidth: popupMaxWidth(doc.maxWidth),
  }
}

/**
 * The popup opens on the home page only: it is the dealer's landing announcement, and a modal over
 * search results, a vehicle or a half-filled enquiry form would get in the way of the shopper's task.
 */
export function opensOn(pathname: string): boolean {
  return pathname === '/' || pathname === ''
}

type ReadStore = Pick<Storage, 'getItem'> | null
type WriteStore = Pick<Storage, 'setItem'> | null

/** Closed-lookup over browser storage; storage that is missing or throws (privacy modes) counts as "not closed". */
export function closedIn(store: ReadStore): ClosedLookup {
  return (key) => {
    try {
      return store?.getItem(key) != null
    } catch {
      return false
    }
  }
}

/** Remembers that the shopper closed this dealer's popup; false when storage refused (it then shows again next visit). */
export function rememberClosed(store: WriteStore, dealerSlug: string, id: PopupView['id'], now: number): boolean {
  try {
    if (!store) return false
    store.setItem(popupStorageKey(dealerSlug, id), new Date(now).toISOString())
    return true
  } catch {
    return false
  }
}

/** The popup to open on `pathname` now, or null. */
export function popupToOpen<P extends PopupView>(popups: readonly P[], args: { dealerSlug: string; pathname: string; now: number; store: ReadStore }): P | null {
  if (!opensOn(args.pathname)) return null
  return choosePopup(popups, args.dealerSlug, args.now, closedIn(args.store))
}
