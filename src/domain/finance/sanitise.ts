/**
 * Calculator input sanitising: "Outside bounds the message is 'Cannot be less than {min}
 * or more than {max}'. An amount of zero or below becomes 0. ... Other numeric inputs clamp to min or
 * max. Currency strings are stripped of non-numeric characters." Nothing here returns NaN.
 */

export type Bounds = { min: number; max: number; step: number }

/** 'Cannot be less than 1000 or more than 100000'. */
export function boundsMessage(bounds: Pick<Bounds, 'min' | 'max'>): string {
  return `Cannot be less than ${plain(bounds.min)} or more than ${plain(bounds.max)}`
}

/** A number as typed in a message: no separators, at most two decimals (5.99, 100000). */
function plain(n: number): string {
  return String(Number(n.toFixed(2)))
}

/**
 * The number in user input. Numbers pass through (NaN and ±Infinity included); strings lose every
 * character but digits and the first decimal point ('$30,000.50' → 30000.5), and a leading minus (also
 * after a '$') makes them negative. A string without digits, and anything else, is NaN.
 */
export function parseNumeric(raw: unknown): number {
  if (typeof raw === 'number') return raw
  if (typeof raw !== 'string') return Number.NaN
  const s = raw.trim()
  const negative = /^[$\s]*-/.test(s)
  const kept = s.replace(/[^0-9.]/g, '')
  const [whole = '', ...fraction] = kept.split('.')
  const normalised = fraction.length ? `${whole}.${fraction.join('')}` : whole
  if (!/\d/.test(normalised)) return Number.NaN
  const n = Number(normalised)
  return negative ? -n : n
}

export function clamp(n: number, min: number, max: number): number {
  if (Number.isNaN(n)) return min
  return Math.min(max, Math.max(min, n))
}

/** The nearest value on the slider's steps (min + k × step), within bounds; exact to 6 decimals. */
export function snapToStep(value: number, bounds: Bounds): number {
  const v = clamp(value, bounds.min, bounds.max)
  if (!(bounds.step > 0)) return v
  const k = Math.round((v - bounds.min) / bounds.step)
  return Number(clamp(bounds.min + k * bounds.step, bounds.min, bounds.max).toFixed(6))
}

/** The nearest entry of a list of allowed values (custom term increments). */
export function nearestOf(value: number, values: readonly number[]): number {
  if (values.length === 0) return value
  const v = Number.isFinite(value) ? value : values[0]!
  return values.reduce((best, x) => (Math.abs(x - v) < Math.abs(best - v) ? x : best), values[0]!)
}

export type Sanitised = {
  /** A finite value to calculate with. */
  value: number
  /** The bounds message when the input was outside the bounds or not a number, else null. */
  message: string | null
}

/**
 * Sanitises one calculator input against its bounds. Inside the bounds the value is the number;
 * outside, the bounds message is set and the value clamps to min or max (NaN and −Infinity to min,
 * +Infinity and huge values to max). With `zeroFloor` (the loan amount), zero, negative and
 * non-numeric input becomes 0.
 */
export function sanitiseInput(raw: unknown, bounds: Pick<Bounds, 'min' | 'max'>, options: { zeroFloor?: boolean } = {}): Sanitised {
  const n = parseNumeric(raw)
  const inRange = Number.isFinite(n) && n >= bounds.min && n <= bounds.max
  const message = inRange ? null : boundsMessage(bounds)
  if (options.zeroFloor && !(n > 0)) return { value: 0, message }
  return { value: clamp(n, bounds.min, bounds.max), message }
}

/** The loan amount: as {@link sanitiseInput}, where zero or below (and non-numeric input) becomes 0. */
export function sanitiseAmount(raw: unknown, bounds: Pick<Bounds, 'min' | 'max'>): Sanitised {
  return sanitiseInput(raw, bounds, { zeroFloor: true })
}
