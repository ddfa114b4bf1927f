/**
 * Site popups: "A popup shows once per dealer until the shopper closes it; hidden after its expiry
 * date." Closing is remembered per dealer and per popup (browser storage, read through `closed`), so
 * closing dealer A's popup leaves dealer B's alone, and a new popup of the same dealer still shows.
 * Expiry uses the promotion day rule: the expiry day is included, in the popup's zone.
 */
import { dayEndsAt } from './promotions'

export type PopupLike = {
  id: string | number
  /** ISO instant (noon of the day in its zone) or 'YYYY-MM-DD'; the day is included. */
  expiryDate?: string | null
  expiryTimeZone?: string | null
  /**
   * Epoch ms of the end of the expiry day when already worked out from the two fields above (null:
   * never expires). The server works it out for the browser, which then needs no time-zone data: the
   * first Intl.DateTimeFormat a browser tab builds costs tens of ms on a phone, on the page's hydration.
   */
  endsAt?: number | null
  /** Missing means active. */
  active?: boolean | null
}

/** Reads whether a storage key records the popup as closed. */
export type ClosedLookup = (key: string) => boolean

/** 'forecourt:popup-closed:{dealerSlug}:{popupId}'. */
export function popupStorageKey(dealerSlug: string, popupId: string | number): string {
  return `forecourt:popup-closed:${dealerSlug}:${popupId}`
}

/**
 * Epoch ms of the end of the popup's expiry day in its zone; null when it has none. An unreadable date
 * gives 0 (long past: such a popup never shows), which, unlike NaN, survives the JSON trip to the browser.
 */
export function popupEndsAt(popup: Pick<PopupLike, 'expiryDate' | 'expiryTimeZone'>): number | null {
  const endsAt = dayEndsAt(popup.expiryDate, popup.expiryTimeZone)
  if (!endsAt) return null
  return Number.isNaN(endsAt.getTime()) ? 0 : endsAt.getTime()
}

/** True when the popup is past the end of its expiry day. An unreadable expiry counts as expired. */
export function isPopupExpired(popup: Pick<PopupLike, 'expiryDate' | 'expiryTimeZone' | 'endsAt'>, now: Date | number): boolean {
  const endsAt = popup.endsAt !== undefined ? popup.endsAt : popupEndsAt(popup)
  if (endsAt === null) return false
  const t = now instanceof Date ? now.getTime() : now
  return !(t < endsAt)
}

/** Whether to show the popup: active, not expired, and not closed by this shopper for this dealer. */
export function shouldShowPopup(args: {
  popup: PopupLike
  dealerSlug: string
  now: Date | number
  closed: ClosedLookup
}): boolean {
  const { popup, dealerSlug, now, closed } = args
  if (popup.active === false) return false
  if (isPopupExpired(popup, now)) return false
  return !closed(popupStorageKey(dealerSlug, popup.id))
}

/** The first popup (in the caller's order) that should show, or null. */
export function choosePopup<P extends PopupLike>(
  popups: readonly P[],
  dealerSlug: string,
  now: Date | number,
  closed: ClosedLookup,
): P | null {
  return popups.find((popup) => shouldShowPopup({ popup, dealerSlug, now, closed })) ?? null
}
