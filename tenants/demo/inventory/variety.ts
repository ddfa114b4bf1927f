/**
 * Makes sure every dealer's stock shows each state the site has to handle (sold inside and outside
 * the 3-day window, reserved, coming soon, certified, Test Drive Only, subscription, pre-order, a
 * hidden car, a was-price), whatever the random draw gave. Only plain in-stock cars are converted, so
 * one fix never undoes another.
 */
import type { StockVehicle } from './stockVehicle'
import type { StockProfile } from './profiles'
import type { Rng } from './random'

const DAY_MS = 86_400_000
const SOLD_WINDOW_DAYS = 3

export const soldDaysAgo = (c: Pick<StockVehicle, 'status' | 'sold_date'>, now: number): number | null =>
  c.status === 'sold' && c.sold_date ? (now - Date.parse(c.sold_date)) / DAY_MS : null

const isPlain = (c: StockVehicle) =>
  c.status === 'in_stock' && !c.reserved && !c.preorder && !c.subscription_price && !c.tag && !c.certified && c.show_on_dealer_website !== false && !c.before_price && !c.offer_price

export function ensureVariety(cars: StockVehicle[], profile: StockProfile, rng: Rng, now: number): void {
  const ensure = (min: number, has: (c: StockVehicle) => boolean, eligible: (c: StockVehicle) => boolean, apply: (c: StockVehicle) => void) => {
    let count = cars.filter(has).length
    const pool = cars.filter((c) => isPlain(c) && eligible(c))
    while (count < min && pool.length) {
      const car = pool.splice(rng.int(0, pool.length - 1), 1)[0]!
      apply(car)
      count++
    }
  }
  const sell = (daysAgo: number) => (c: StockVehicle) => {
    const soldAt = now - daysAgo * DAY_MS
    c.status = 'sold'
    c.sold_date = new Date(soldAt).toISOString()
    c.createdAt = new Date(Math.min(Date.parse(c.createdAt), soldAt - 5 * DAY_MS)).toISOString()
  }
  const any = () => true
  const isCar = (c: StockVehicle) => c.item_type === 'car'
  const thisYear = new Date(now).getUTCFullYear()

  ensure(3, (c) => (soldDaysAgo(c, now) ?? Infinity) < SOLD_WINDOW_DAYS, any, (c) => sell(rng.float(0.2, 2.5))(c))
  ensure(3, (c) => (soldDaysAgo(c, now) ?? 0) > SOLD_WINDOW_DAYS + 1, any, (c) => sell(rng.float(5, 25))(c))
  ensure(2, (c) => Boolean(c.reserved), any, (c) => void (c.reserved = true))
  ensure(3, (c) => c.status === 'coming_soon', any, (c) => {
    c.status = 'coming_soon'
    c.createdAt = new Date(now - rng.float(0, 5) * DAY_MS).toISOString()
  })
  ensure(1, (c) => c.show_on_dealer_website === false, any, (c) => void (c.show_on_dealer_website = false))
  ensure(3, (c) => Boolean(c.before_price), (c) => (c.price ?? 0) > 0, (c) => void (c.before_price = (c.price ?? 0) + 1500))
  ensure(
    3,
    (c) => Boolean(c.certified),
    (c) => c.car_type === 'used' && isCar(c) && c.year >= thisYear - 6 && (c.km ?? 0) <= 120_000 && (!profile.certifiedMakes || profile.certifiedMakes.includes(c.make)),
    (c) => void (c.certified = true),
  )
  ensure(2, (c) => c.tag === 'Test Drive Only', (c) => c.car_type === 'demo', (c) => void (c.tag = 'Test Drive Only'))
  if (profile.subscriptions) {
    ensure(2, (c) => Boolean(c.subscription_price), (c) => isCar(c) && (c.price ?? 0) > 0 && c.year >= thisYear - 3, (c) => {
      c.subscription_price = Math.round(((c.price ?? 0) * 0.006) / 5) * 5
    })
  }
  ensure(1, (c) => Boolean(c.preorder), (c) => c.car_type === 'new', (c) => {
    c.status = 'coming_soon'
    c.preorder = true
  })
}
