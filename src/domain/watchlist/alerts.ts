/**
 * When a watched car earns its watcher a notification (issue 8 item 4): it sold, it became reserved,
 * or its price dropped. Pure: the Vehicles hook (src/lib/watchlist/alerts.ts) feeds it what the watcher
 * was last told (`notified`, recorded when saving) and the car as it is now.
 *
 * The rules, chosen so stock-feed noise never reaches a shopper:
 * - Price: alert only when the new price is below the lowest price the watcher has been told or shown
 *   (`notified.price`). A rise is not news and does not move that mark, so a price going back and forth
 *   (30,000 → 35,000 → 30,000) says nothing, and a later drop to 32,000 is not a "drop" either.
 * - Sold: once per saved car (change key `sold`); a car relisted and sold again is not announced twice.
 * - Reserved: each time the car becomes reserved after not being reserved (key `reserved:{stamp}`, the
 *   stamp being the vehicle's updatedAt of that change); a lapsed reservation only resets the mark.
 * - At most one alert per change, most important first: sold, then reserved, then a price drop. A drop
 *   that arrives with a sale or reservation still lowers the mark, so it is not announced later.
 */

import { reducedPrice } from '../vehicles/price'

export type WatchAlertKind = 'price-drop' | 'sold' | 'reserved'

/** What the watcher was last told (or saw when saving): the `notified` group of a watchlist item. */
export type NotifiedState = { price: number | null; status: string | null; reserved: boolean }

/** The car as it is now; `price` is the {@link watchedPrice}. */
export type WatchedCar = { price: number | null | undefined; status: string | null | undefined; sold?: boolean | null; reserved?: boolean | null }

export type WatchAlertDecision = {
  /** The notification owed, or null. */
  alert: { kind: WatchAlertKind; changeKey: string; price: number | null; previousPrice: number | null } | null
  /** The watcher's state after this change (what the item's `notified` should become). */
  notified: NotifiedState
  /** Whether `notified` differs from what was stored (the item needs an update). */
  changed: boolean
}

const positive = (n: number | null | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null)

/**
 * The price a shopper sees and a watcher is told about: a valid offer price (below the price) is the
 * price shown, so an offer counts as a drop; otherwise the price.
 */
export function watchedPrice(v: { price?: number | null; offer_price?: number | null }): number | null {
  const price = typeof v.price === 'number' ? v.price : Number.NaN
  return reducedPrice({ price, offer_price: v.offer_price ?? null })?.amount ?? positive(v.price)
}

const carIsSold = (car: WatchedCar) => car.status === 'sold' || car.sold === true

/** The state a watcher sees for a car right now: recorded when the car is saved. */
export function notifiedStateOf(car: WatchedCar): NotifiedState {
  return { price: positive(car.price), status: carIsSold(car) ? 'sold' : (car.status ?? null), reserved: car.reserved === true }
}

const sameState = (a: NotifiedState, b: NotifiedState) => a.price === b.price && a.status === b.status && a.reserved === b.reserved

/**
 * The alert (if any) a change owes one watcher, and their new `notified` state.
 * `stamp` makes a reservation's change key unique to that change (the vehicle's updatedAt).
 * A watcher with nothing recorded (`notified` null or empty) gets the current state and no alert.
 */
export function decideWatchAlert(
  notified: { price?: number | null; status?: string | null; reserved?: boolean | null } | null | undefined,
  car: WatchedCar,
  stamp: string,
): WatchAlertDecision {
  const now = notifiedStateOf(car)
  const told: NotifiedState = {
    price: positive(notified?.price ?? null),
    status: notified?.status ?? null,
    reserved: notified?.reserved === true,
  }
  if (!notified || (told.price === null && told.status === null && notified.reserved == null)) {
    return { alert: null, notified: now, changed: true }
  }

  const dropped = now.price !== null && told.price !== null && now.price < told.price
  // The lowest price told or shown; a rise leaves it where it was.
  const mark = told.price === null ? now.price : now.price === null ? told.price : Math.min(told.price, now.price)
  const next: NotifiedState = { price: mark, status: now.status, reserved: now.reserved }

  let alert: WatchAlertDecision['alert'] = null
  if (now.status === 'sold' && told.status !== 'sold') {
    alert = { kind: 'sold', changeKey: 'sold', price: now.price, previousPrice: told.price }
  } else if (now.status !== 'sold' && now.reserved && !told.reserved) {
    alert = { kind: 'reserved', changeKey: `reserved:${stamp}`, price: now.price, previousPrice: told.price }
  } else if (now.status !== 'sold' && dropped) {
    alert = { kind: 'price-drop', changeKey: `price-drop:${now.price}`, price: now.price, previousPrice: told.price }
  }
  return { alert, notified: next, changed: !sameState(next, told) }
}

/** What the alert says, by SMS or email. `url` is the car's page on the dealer's site. */
export function watchAlertMessage(
  kind: WatchAlertKind,
  details: { carName: string; dealerName: string; url: string; price: number | null; previousPrice: number | null },
  formatPrice: (n: number) => string,
): string {
  const { carName, dealerName, url } = details
  switch (kind) {
    case 'price-drop':
      return `${carName} you saved at ${dealerName} is now ${formatPrice(details.price ?? 0)}${
        details.previousPrice !== null ? ` (was ${formatPrice(details.previousPrice)})` : ''
      }. View it: ${url}`
    case 'sold':
      return `${carName} you saved at ${dealerName} has sold. See similar cars: ${url}`
    case 'reserved':
      return `${carName} you saved at ${dealerName} has been reserved. View it: ${url}`
  }
}

/** The email subject of an alert sent by email (the SMS fallback). */
export function watchAlertSubject(kind: WatchAlertKind, carName: string): string {
  switch (kind) {
    case 'price-drop':
      return `Price drop: ${carName}`
    case 'sold':
      return `Sold: ${carName}`
    case 'reserved':
      return `Reserved: ${carName}`
  }
}
