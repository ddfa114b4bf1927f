/**
 * The promotional card in search results: "A promotional card (We
 * Want Your Car! We buy all types of cars / Our high turnover means we can pay more) is interleaved at a
 * configured position, only when the result is used-only. Positions come from configuration (for
 * example 8 and 17, or 9); one configuration randomises 0 to 2 plus a base."
 *
 * A slot is a 0-based index in the combined list of cards (hits and promo cards): with slots [8, 17]
 * the promo card is the 9th and the 18th card, i.e. the last card of the 3rd and 6th rows of a
 * three-column grid.
 */
import type { SearchRecord } from '../search/record'
import type { TenantSettings } from '@tenants/settings'

export const PROMO_CARD_COPY = {
  title: 'We Want Your Car!',
  lines: ['We buy all types of cars', 'Our high turnover means we can pay more'],
} as const

/** The random offset added to the base position: 0, 1 or 2 (spec: "randomises 0 to 2 plus a base"). */
const PROMO_RANDOM_OFFSET_MAX = 2

export type PromoSettings = Pick<TenantSettings, 'promoCardPositions' | 'promoCardRandomOffset'>
export type ResultItem<T> = { type: 'hit'; hit: T } | { type: 'promo'; key: string }

/** 0, 1 or 2 from a `random()` in [0, 1); out-of-range or NaN results are clamped. */
export function promoRandomOffset(random: () => number): number {
  const r = random()
  if (!Number.isFinite(r) || r <= 0) return 0
  return Math.min(PROMO_RANDOM_OFFSET_MAX, Math.floor(r * (PROMO_RANDOM_OFFSET_MAX + 1)))
}

/**
 * The combined-list indexes of the promo card for these results, ascending.
 *
 * - None unless there is at least one hit and every hit is used (`car_type` 'used').
 * - Positions are `settings.promoCardPositions` (whole numbers ≥ 0, de-duplicated, sorted). With
 *   `promoCardRandomOffset` there is one slot: the first configured position plus 0–2 from `random`.
 * - A slot is dropped when more hits would have to precede it than there are: a promo card may follow
 *   the last hit, but never stands after a gap.
 */
export function promoCardSlots(
  hits: readonly Pick<SearchRecord, 'car_type'>[],
  settings: PromoSettings,
  random: () => number,
): number[] {
  if (hits.length === 0 || !hits.every((h) => h.car_type === 'used')) return []
  const configured = settings.promoCardPositions.filter((p) => Number.isInteger(p) && p >= 0)
  if (configured.length === 0) return []
  const positions = settings.promoCardRandomOffset
    ? [configured[0]! + promoRandomOffset(random)]
    : [...new Set(configured)].sort((a, b) => a - b)
  const slots: number[] = []
  for (const p of positions) {
    const hitsBefore = p - slots.length
    if (hitsBefore > hits.length) break
    slots.push(p)
  }
  return slots
}

/**
 * The combined list: hits in order, with a promo card at each slot index. Slots that cannot be reached
 * (beyond the end of the combined list) are ignored. Promo keys are `promo-{index}`.
 */
export function interleave<T>(hits: readonly T[], slots: readonly number[]): ResultItem<T>[] {
  const at = new Set(slots.filter((s) => Number.isInteger(s) && s >= 0))
  const out: ResultItem<T>[] = []
  let h = 0
  while (h < hits.length || at.has(out.length)) {
    if (at.has(out.length)) out.push({ type: 'promo', key: `promo-${out.length}` })
    else out.push({ type: 'hit', hit: hits[h++]! })
  }
  return out
}
