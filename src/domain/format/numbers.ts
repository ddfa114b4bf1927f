/**
 * Numbers and Australian dollars as en-AU text, without Intl.
 *
 * Why not Intl: the first Intl.NumberFormat a browser tab builds loads ICU's locale data, which costs
 * 50–80 ms on a phone (Chromium at 4× CPU slowdown, Lighthouse's mobile preset). Formatters built at
 * module scope paid that inside each page's first script task, the one that hydrates the page, on every
 * dealer page: the largest single piece of its Total Blocking Time. The text here is exactly what
 * `Intl.NumberFormat('en-AU', …)` writes (a unit test compares the two over many values), so server and
 * browser still agree character for character and hydration sees no difference.
 *
 * Rounding is Intl's: half away from zero ("halfExpand") on the number's shortest decimal form, so
 * 1.005 rounds to 1.01 as Intl does (where `toFixed` gives 1.00).
 */

export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number }

/** Whole dollars: `formatCurrencyAud(45990, WHOLE_DOLLARS)` → `'$45,990'`. */
export const WHOLE_DOLLARS: FractionDigits = { minimumFractionDigits: 0, maximumFractionDigits: 0 }

/** The shortest decimal form of a finite, non-negative number, split into whole and fraction digits. */
function decimalParts(abs: number): { whole: string; fraction: string } {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs))
  if (!m) return { whole: '0', fraction: '' }
  const digits = m[1]! + (m[2] ?? '')
  const point = m[1]!.length + Number(m[3] ?? 0)
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits }
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' }
  return { whole: digits.slice(0, point), fraction: digits.slice(point) }
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('')
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1)
      return out.join('')
    }
    out[i] = '0'
  }
  return '1' + out.join('')
}

/** '1234567' → '1,234,567' (en-AU groups every three digits from four digits on). */
function group(whole: string): string {
  let out = ''
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) out += ','
    out += whole[i]
  }
  return out
}

/**
 * Digits of |n| rounded to at most `max` decimals, with at least `min` (trailing zeros beyond `min`
 * dropped), grouped: the part both formatters share.
 */
function digitsOf(abs: number, min: number, max: number): string {
  let { whole, fraction } = decimalParts(abs)
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53 // '5'
    fraction = fraction.slice(0, max)
    if (roundUp) {
      const bumped = increment(whole + fraction)
      whole = bumped.slice(0, bumped.length - max) || '0'
      fraction = max > 0 ? bumped.slice(bumped.length - max) : ''
    }
  }
  fraction = fraction.replace(/0+$/, '')
  if (fraction.length < min) fraction = fraction.padEnd(min, '0')
  whole = whole.replace(/^0+(?=\d)/, '')
  return fraction ? `${group(whole)}.${fraction}` : group(whole)
}

function fractionRange(options: FractionDigits, defaultMax: number): [number, number] {
  const min = options.minimumFractionDigits ?? 0
  return [min, Math.max(min, options.maximumFractionDigits ?? Math.max(min, defaultMax))]
}

/**
 * As `new Intl.NumberFormat('en-AU', options).format(n)`: `1234.5` → `'1,234.5'`, at most three
 * decimals unless told otherwise. A negative number keeps its sign even when it rounds to zero ('-0'),
 * as Intl does.
 */
export function formatNumber(n: number, options: FractionDigits = {}): string {
  if (Number.isNaN(n)) return 'NaN'
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  if (!Number.isFinite(n)) return `${sign}∞`
  const [min, max] = fractionRange(options, 3)
  return sign + digitsOf(Math.abs(n), min, max)
}

/**
 * As `new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', …options }).format(n)`:
 * `45990` → `'$45,990.00'` by default, `-5` with no decimals → `'-$5'`. For a finite number.
 */
export function formatCurrencyAud(n: number, options: FractionDigits = {}): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? '$NaN' : `${n < 0 ? '-' : ''}$∞`
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  const [min, max] = fractionRange({ minimumFractionDigits: options.minimumFractionDigits ?? Math.min(2, options.maximumFractionDigits ?? 2), maximumFractionDigits: options.maximumFractionDigits }, 2)
  return `${sign}$${digitsOf(Math.abs(n), min, max)}`
}
