/** Rounding and formatting of money and rates ("Comparison rate rounded to two decimals; weekly payments shown as whole dollars"). */

import { formatCurrencyAud, formatNumber, WHOLE_DOLLARS } from '../format/numbers'

/** Guards against binary noise such as 615.4999999999 for an exact 615.50 before rounding. */
const NOISE = 1e-9

/** To the nearest multiple of `unit` (0.01 for cents, 1 for dollars), halves away from zero. */
export function roundTo(value: number, unit: number): number {
  if (!Number.isFinite(value)) return value
  const scaled = value / unit
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled) + NOISE)
  return Number((rounded * unit).toFixed(unit < 1 ? 2 : 0)) || 0
}

/** Up to the next multiple of `unit`; an exact multiple (within float noise) stays as it is. */
export function roundUpTo(value: number, unit: number): number {
  if (!Number.isFinite(value)) return value
  const scaled = value / unit
  return Number((Math.ceil(scaled - NOISE * Math.max(1, Math.abs(scaled))) * unit).toFixed(unit < 1 ? 2 : 0)) || 0
}

/** A comparison rate (or any rate) to two decimals: 8.3849 → 8.38. */
export function roundRate(rate: number): number {
  return roundTo(rate, 0.01)
}


/**
 * Dollars for a repayment: whole dollars when `whole` (or when the amount is whole), otherwise with
 * cents: 615.5 → '$615.50', 139 → '$139'. A non-finite number gives ''.
 */
export function formatMoney(value: number, whole = false): string {
  if (!Number.isFinite(value)) return ''
  if (whole) return formatCurrencyAud(roundTo(value, 1) || 0, WHOLE_DOLLARS)
  const cents = roundTo(value, 0.01)
  return Number.isInteger(cents) ? formatCurrencyAud(cents, WHOLE_DOLLARS) : formatCurrencyAud(cents)
}

/** Always with cents: 200 → '$200.00' (fuel prices and costs). A non-finite number gives ''. */
export function formatCents(value: number): string {
  return Number.isFinite(value) ? formatCurrencyAud(roundTo(value, 0.01) || 0) : ''
}

/** '8.5%', '5.99%', '10%': at most two decimals, no trailing zeros. */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return ''
  return `${formatNumber(roundRate(rate), { maximumFractionDigits: 2 })}%`
}

/** '5 years', '1 year', '5.5 years'. */
export function formatYears(years: number): string {
  if (!Number.isFinite(years)) return ''
  const n = Number(years.toFixed(2))
  return `${formatNumber(n, { maximumFractionDigits: 2 })} ${n === 1 ? 'year' : 'years'}`
}
