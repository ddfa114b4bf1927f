/**
 * Which cars can be reserved, or bought online ("Reserve button: only for cars eligible
 * for reservation and when the site enables it; a zero or empty deposit is not displayed";
 * "Online purchase: only when purchasable", for both).
 *
 * Eligible means, in this order (the first failure is the reason a shopper is told):
 *   the site's switch is on (features.reserve, or features.buyOnline for the journey);
 *   the car is not sold; it is available (in_stock or coming_soon); it is not already reserved;
 *   it has a price above 0; its car type is one the dealer reserves (reserveCarTypes);
 *   and it has a deposit above 0 after the state cap.
 */
import type { TenantSettings } from '@tenants/settings'
import { depositCents } from './deposit'

export type ReservationKind = 'reserve' | 'buy-online'

export type EligibilitySettings = Pick<TenantSettings, 'reserve' | 'buyOnline' | 'depositAmount' | 'depositCaps' | 'reserveCarTypes'>

export type EligibilityCar = {
  status: string | null | undefined
  sold?: boolean | null
  reserved?: boolean | null
  price?: number | null
  offer_price?: number | null
  car_type: string | null | undefined
  /** The state of the car's location (for the deposit cap). */
  state?: string | null
}

type IneligibleReason = 'switch_off' | 'sold' | 'unavailable' | 'reserved' | 'no_price' | 'car_type' | 'no_deposit'

export type Eligibility = { ok: true; depositCents: number } | { ok: false; reason: IneligibleReason; message: string }

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

/** The price the shopper pays: the offer price when it undercuts the price, else the price. */
export function sellingPrice(car: Pick<EligibilityCar, 'price' | 'offer_price'>): number {
  if (positive(car.offer_price) && positive(car.price) && car.offer_price < car.price) return car.offer_price
  return positive(car.price) ? car.price : 0
}

const CAR_TYPE_NOUNS: Record<string, string> = { new: 'new', used: 'used', demo: 'demo' }

/** What a shopper reads on the page that refuses them (and what the API answers). */
function ineligibleMessage(reason: IneligibleReason, kind: ReservationKind, carType?: string | null): string {
  const doing = kind === 'reserve' ? 'reserved online' : 'bought online'
  switch (reason) {
    case 'switch_off':
      return kind === 'reserve' ? 'Online reservations are not available on this site.' : 'Buying online is not available on this site.'
    case 'sold':
      return 'Sorry, this car has been sold, so it can no longer be ' + doing + '.'
    case 'unavailable':
      return 'Sorry, this car is not available to be ' + doing + ' at the moment.'
    case 'reserved':
      return 'Sorry, this car is already reserved by another customer.'
    case 'no_price':
      return 'This car has no advertised price, so it cannot be ' + doing + '. Please enquire with us instead.'
    case 'car_type':
      return `Sorry, ${CAR_TYPE_NOUNS[carType ?? ''] ?? 'these'} cars cannot be ${doing} at this dealer. Please enquire with us instead.`
    case 'no_deposit':
      return 'This car cannot be ' + doing + '. Please enquire with us instead.'
  }
}

export function reservationEligibility(car: EligibilityCar, settings: EligibilitySettings, kind: ReservationKind = 'reserve'): Eligibility {
  const no = (reason: IneligibleReason): Eligibility => ({ ok: false, reason, message: ineligibleMessage(reason, kind, car.car_type) })
  if (!(kind === 'reserve' ? settings.reserve : settings.buyOnline)) return no('switch_off')
  if (car.status === 'sold' || car.sold === true) return no('sold')
  if (car.status !== 'in_stock' && car.status !== 'coming_soon') return no('unavailable')
  if (car.reserved === true) return no('reserved')
  const price = sellingPrice(car)
  if (price <= 0) return no('no_price')
  if (!car.car_type || !settings.reserveCarTypes.includes(car.car_type)) return no('car_type')
  const cents = depositCents({ depositAmount: settings.depositAmount, depositCaps: settings.depositCaps, priceDollars: price, state: car.state })
  if (cents === null) return no('no_deposit')
  return { ok: true, depositCents: cents }
}

/** The per-car facts the vehicle page's buttons need (src/domain/vehicles/actions.ts ActionFacts). */
export function reservationFacts(car: EligibilityCar, settings: EligibilitySettings): { reservable: boolean; purchasable: boolean; depositCents: number | null } {
  const reserve = reservationEligibility(car, settings, 'reserve')
  const buy = reservationEligibility(car, settings, 'buy-online')
  return {
    reservable: reserve.ok,
    purchasable: buy.ok,
    depositCents: reserve.ok ? reserve.depositCents : buy.ok ? buy.depositCents : null,
  }
}
