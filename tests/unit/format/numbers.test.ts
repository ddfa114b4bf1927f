/**
 * en-AU numbers and dollars without Intl (src/domain/format/numbers.ts) write exactly what Intl writes:
 * the server renders with one and the browser hydrates with the other, so any difference would be a
 * hydration mismatch.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatCurrencyAud, formatNumber, type FractionDigits } from '@/domain/format/numbers'

const intlNumber = (n: number, o: FractionDigits = {}) => new Intl.NumberFormat('en-AU', o).format(n)
const intlAud = (n: number, o: FractionDigits = {}) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', ...o }).format(n)

/** Whole and decimal amounts of every size a dealer site shows, and the awkward ones. */
const amounts = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -9_999_999, max: 9_999_999 }).map((c) => c / 100),
  fc.integer({ min: -9_999_999, max: 9_999_999 }).map((c) => c / 1000 + 0.0005),
  fc.double({ min: -1e25, max: 1e25, noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e-6, max: 1e-6, noNaN: true }),
)
const digits = fc.record({ min: fc.integer({ min: 0, max: 4 }), extra: fc.integer({ min: 0, max: 3 }) }).map(({ min, extra }) => ({ minimumFractionDigits: min, maximumFractionDigits: min + extra }))

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    [1.0005, '1.001'],
    [-1500, '-1,500'],
    [-0.0001, '-0'],
  ])('%s → %s, as Intl writes it', (n, text) => {
    expect(formatNumber(n)).toBe(text)
    expect(intlNumber(n)).toBe(text)
  })

  it('rounds half away from zero on the shortest decimal form (1.005 → 1.01, where toFixed gives 1.00)', () => {
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01')
    expect(intlNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01')
    expect(formatNumber(99.995, { maximumFractionDigits: 2 })).toBe('100')
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3')
  })

  it('matches Intl for any amount with default digits', () => {
    fc.assert(fc.property(amounts, (n) => formatNumber(n) === intlNumber(n)), { numRuns: 5000 })
  })

  it('matches Intl for any amount and any fraction digits', () => {
    fc.assert(fc.property(amounts, digits, (n, o) => formatNumber(n, o) === intlNumber(n, o)), { numRuns: 5000 })
  })

  it('writes NaN and infinities as Intl does', () => {
    for (const n of [NaN, Infinity, -Infinity, -0]) expect(formatNumber(n)).toBe(intlNumber(n))
  })
})

describe('formatCurrencyAud', () => {
  it.each([
    [45990, { maximumFractionDigits: 0 }, '$45,990'],
    [45990.5, {}, '$45,990.50'],
    [-5, { maximumFractionDigits: 0 }, '-$5'],
    [0.005, {}, '$0.01'],
  ])('%s %j → %s, as Intl writes it', (n, o, text) => {
    expect(formatCurrencyAud(n, o)).toBe(text)
    expect(intlAud(n, o)).toBe(text)
  })

  it('matches Intl for any amount with whole dollars, with cents, and with any fraction digits', () => {
    fc.assert(
      fc.property(amounts, digits, (n, o) => {
        expect(formatCurrencyAud(n, { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBe(intlAud(n, { minimumFractionDigits: 0, maximumFractionDigits: 0 }))
        expect(formatCurrencyAud(n)).toBe(intlAud(n))
        expect(formatCurrencyAud(n, o)).toBe(intlAud(n, o))
        expect(formatCurrencyAud(n, { maximumFractionDigits: 0 })).toBe(intlAud(n, { maximumFractionDigits: 0 }))
      }),
      { numRuns: 5000 },
    )
  })
})
