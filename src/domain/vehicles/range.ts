/**
 * Range slider rules.
 *
 * A range refinement is stored in the URL as `min:max`, either side optional (`5000:`, `:20000`).
 * Refinement errors are never thrown: bad input is ignored ("Slider refinement errors:
 * logged only").
 */

/** The default range: max 100000, in 100 steps. */
export const DEFAULT_RANGE_MAX = 100_000
const DEFAULT_RANGE_MIN = 0
export const DEFAULT_RANGE_STEPS = 100
/** Range slider debounce 400 ms. */
export const RANGE_DEBOUNCE_MS = 400
/** Price and km values round to the nearest 1000. */
export const RANGE_ROUNDING = 1000
const ROUNDED_RANGE_ATTRIBUTES = ['price', 'km'] as const

/** The hero price-range slider: 5000 to 250000, step 500, min below max by at least 1. */
export const PRICE_RANGE_SLIDER = { min: 5000, max: 250_000, step: 500, minGap: 1 } as const

export type RangeRefinement = { min?: number; max?: number }
export type RangeBounds = { min: number; max: number }

/** The default slider bounds: 0 to 100000. */
export const DEFAULT_RANGE_BOUNDS: RangeBounds = { min: DEFAULT_RANGE_MIN, max: DEFAULT_RANGE_MAX }

/** The slider step for bounds split into `steps` steps (default: 100000 / 100 = 1000). */
export function rangeStep(bounds: RangeBounds = DEFAULT_RANGE_BOUNDS, steps: number = DEFAULT_RANGE_STEPS): number {
  const span = bounds.max - bounds.min
  if (!Number.isFinite(span) || span <= 0 || !Number.isFinite(steps) || steps < 1) return 1
  return span / Math.floor(steps)
}

const NUMBER = /^\d+(\.\d*)?$/

function parseSide(side: string): number | undefined {
  const s = side.trim()
  if (!NUMBER.test(s)) return undefined
  const n = Math.trunc(Number(s))
  return Number.isSafeInteger(n) ? n : undefined
}

/**
 * A stored refinement of the form min:max is parsed as whole numbers. Decimals are
 * truncated (`'5000.9:'` → min 5000). A side that is empty, negative, not a number, or too large is
 * left unset; input without exactly one `:` (or null/undefined: no value in the URL, which resets the
 * range) gives `{}`. Min above max is not corrected here; see {@link clampRange}.
 */
export function parseRefinement(value: string | null | undefined): RangeRefinement {
  if (typeof value !== 'string') return {}
  const parts = value.split(':')
  if (parts.length !== 2) return {}
  const out: RangeRefinement = {}
  const min = parseSide(parts[0]!)
  const max = parseSide(parts[1]!)
  if (min !== undefined) out.min = min
  if (max !== undefined) out.max = max
  return out
}

/**
 * The URL form of a refinement, `min:max` with an empty side when unset; null when neither side is set
 * (remove the parameter). Values are written as whole numbers.
 */
export function formatRefinement(r: RangeRefinement): string | null {
  const side = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? String(Math.trunc(n)) : '')
  const min = side(r.min)
  const max = side(r.max)
  return min === '' && max === '' ? null : `${min}:${max}`
}

/**
 * "A min below the range minimum is ignored; a max above the range maximum is ignored; min
 * capped at current max, max floored at current min". Ignored means unset. The current max is the
 * refinement's max when set, else the range maximum; so a min above the range maximum is capped to it.
 * Likewise the current min is the refinement's min when set, else the range minimum.
 */
export function clampRange(r: RangeRefinement, bounds: RangeBounds): RangeRefinement {
  let min = r.min !== undefined && Number.isFinite(r.min) && r.min >= bounds.min ? r.min : undefined
  let max = r.max !== undefined && Number.isFinite(r.max) && r.max <= bounds.max ? r.max : undefined
  if (min !== undefined) min = Math.min(min, max ?? bounds.max)
  if (max !== undefined) max = Math.max(max, min ?? bounds.min)
  const out: RangeRefinement = {}
  if (min !== undefined) out.min = min
  if (max !== undefined) out.max = max
  return out
}

/** Whether the attribute's slider values round to the nearest 1000 (price and km). */
export function isRoundedAttribute(attribute: string): boolean {
  return (ROUNDED_RANGE_ATTRIBUTES as readonly string[]).includes(attribute)
}

/**
 * A slider value for the URL: price and km round to the nearest 1000; other attributes
 * round to a whole number. Then, when bounds are given, the value clamps to them. A non-finite value
 * gives the lower bound (0 without bounds).
 */
export function roundForAttribute(attribute: string, value: number, bounds?: RangeBounds): number {
  if (!Number.isFinite(value)) return bounds ? bounds.min : 0
  const rounded = isRoundedAttribute(attribute) ? Math.round(value / RANGE_ROUNDING) * RANGE_ROUNDING : Math.round(value)
  const clamped = bounds ? Math.min(bounds.max, Math.max(bounds.min, rounded)) : rounded
  return clamped + 0 // never -0
}
