/**
 * What a card or vehicle page shows as the price:
 * "Subscription price (if subscriptions offered and price above 0); then a reduced price or a price
 * above 10 (a was-price shows when before_price exceeds price); then PREORDER if preorder is set; then
 * the site's no-price text (default Enquire for price.)."
 */
import type { SearchRecord } from '../search/record'
import type { TenantSettings } from '@tenants/settings'
import { formatCurrencyAud, WHOLE_DOLLARS } from '../format/numbers'

/** A price must be above this to display as a price ("a price above 10"). */
export const MIN_DISPLAY_PRICE = 10
const PREORDER_LABEL = 'PREORDER'

export type DisplayPrice =
  | { kind: 'subscription'; amount: number; per: 'week' }
  | { kind: 'price'; amount: number; wasPrice: number | null }
  | { kind: 'preorder'; label: 'PREORDER' }
  | { kind: 'text'; label: string }

export type PriceFields = Pick<
  SearchRecord,
  'price' | 'before_price' | 'offer_price' | 'subscription_price' | 'preorder'
>

function positive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0
}

/**
 * A reduced price applies when `offer_price` is above 0 and below `price`; the offer is the amount
 * and the price becomes the was-price.
 */
export function reducedPrice(v: Pick<SearchRecord, 'price' | 'offer_price'>): { amount: number; wasPrice: number } | null {
  if (positive(v.offer_price) && Number.isFinite(v.price) && v.offer_price < v.price) {
    return { amount: v.offer_price, wasPrice: v.price }
  }
  return null
}

/**
 * The price to display, by the spec's priority. Subscription prices are weekly. Without a reduced
 * price, a price above 10 shows with `before_price` as the was-price only when it exceeds the price.
 * A price of exactly 10 is not a price.
 */
export function displayPrice(v: PriceFields, settings: Pick<TenantSettings, 'offersSubscription' | 'noPriceText'>): DisplayPrice {
  if (settings.offersSubscription && positive(v.subscription_price)) {
    return { kind: 'subscription', amount: v.subscription_price, per: 'week' }
  }
  const reduced = reducedPrice(v)
  if (reduced) return { kind: 'price', ...reduced }
  if (Number.isFinite(v.price) && v.price > MIN_DISPLAY_PRICE) {
    const wasPrice = positive(v.before_price) && v.before_price > v.price ? v.before_price : null
    return { kind: 'price', amount: v.price, wasPrice }
  }
  if (v.preorder) return { kind: 'preorder', label: PREORDER_LABEL }
  return { kind: 'text', label: settings.noPriceText }
}


/**
 * Australian dollars: `45990` → `'$45,990'`, `45990.5` → `'$45,990.50'` (cents only when the amount is
 * not whole after rounding to the cent), `-5` → `'-$5'`. A non-finite number gives `''`.
 */
export function formatAud(n: number): string {
  if (!Number.isFinite(n)) return ''
  const cents = Math.round(n * 100)
  const value = cents === 0 ? 0 : cents / 100 // never '-$0'
  return cents % 100 === 0 ? formatCurrencyAud(value, WHOLE_DOLLARS) : formatCurrencyAud(value)
}
