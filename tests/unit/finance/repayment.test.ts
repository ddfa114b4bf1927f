/**
 * Repayments against an independent reference: the textbook annuity formula with a balloon, written
 * here separately from src/domain/finance (which computes (P·(1+r)^n − B)·r / ((1+r)^n − 1) with
 * log1p/expm1), published worked examples, and properties checked with fast-check.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  ENQUIRE_FOR_FINANCE,
  FREQUENCIES,
  amortisedPayment,
  calculateRepayment,
  paymentCount,
  periodicRate,
  principalOf,
  repaymentText,
  roundRepayment,
  totalRepaymentsText,
  type FrequencyName,
} from '@/domain/finance'

/** Textbook: PMT = (P − B/(1+r)^n) · r / (1 − (1+r)^−n); at 0%, (P − B) / n. */
function referencePmt(P: number, yearlyRate: number, periodsPerYear: number, years: number, B = 0): number {
  const r = yearlyRate / 100 / periodsPerYear
  const n = Math.round(years * periodsPerYear)
  if (r === 0) return (P - B) / n
  return ((P - B / Math.pow(1 + r, n)) * r) / (1 - Math.pow(1 + r, -n))
}

const cents = (x: number) => Math.round(x * 100) / 100
const exact = { roundUp: false, weeklyWholeDollars: false }

describe('published worked examples', () => {
  it.each([
    // [principal, rate %, years, balloon, expected monthly payment, source]
    [30000, 8.5, 5, 0, 615.5, 'car loan calculators: $30,000, 5 years, 8.5% p.a.'],
    [10000, 7, 5, 0, 198.01, 'loan amortisation tables: $10,000, 5 years, 7%'],
    [200000, 6, 30, 0, 1199.1, 'mortgage tables: $200,000, 30 years, 6%'],
    [100000, 5, 30, 0, 536.82, 'mortgage tables: $100,000, 30 years, 5%'],
    [50000, 6, 5, 10000, 823.31, 'spreadsheet PMT(0.5%, 60, -50000, 10000)'],
    [12000, 0, 1, 0, 1000, '0% p.a.: 12000 / 12'],
  ])('$%d at %d%% over %d years, balloon %d: $%d a month (%s)', (P, rate, years, B, expected) => {
    const r = calculateRepayment({ amount: P, termYears: years, yearlyRate: rate, residual: B, frequency: 'monthly' }, exact)
    expect(r.payment).toBe(expected)
    expect(cents(referencePmt(P, rate, 12, years, B))).toBe(expected)
  })

  it('weekly repayments are whole dollars by default, with the same reference', () => {
    const r = calculateRepayment({ amount: 30000, termYears: 5, yearlyRate: 8.5, frequency: 'weekly' })
    expect(r.payment).toBe(Math.round(referencePmt(30000, 8.5, 52, 5)))
    expect(r.payment).toBe(142)
    expect(repaymentText(r)).toBe('$142')
  })

  it('rounds up where the lender does', () => {
    const up = { roundUp: true, weeklyWholeDollars: true }
    expect(calculateRepayment({ amount: 30000, termYears: 5, yearlyRate: 8.5, frequency: 'weekly' }, up).payment).toBe(
      Math.ceil(referencePmt(30000, 8.5, 52, 5)),
    )
    expect(calculateRepayment({ amount: 30000, termYears: 5, yearlyRate: 8.5, frequency: 'monthly' }, up).payment).toBe(615.5)
    // An exact amount stays as it is: 12000 at 0% over a year is exactly 1000 a month.
    expect(calculateRepayment({ amount: 12000, termYears: 1, yearlyRate: 0, frequency: 'monthly' }, up).payment).toBe(1000)
    expect(roundRepayment(615.491, 'monthly', up)).toBe(615.5)
    expect(roundRepayment(615.491, 'monthly', exact)).toBe(615.49)
  })

  it('uses 52, 26 and 12 payments a year', () => {
    expect(FREQUENCIES.weekly.periodsPerYear).toBe(52)
    expect(FREQUENCIES.fortnightly.periodsPerYear).toBe(26)
    expect(FREQUENCIES.monthly.periodsPerYear).toBe(12)
    expect(paymentCount(5, 52)).toBe(260)
    expect(paymentCount(5.5, 26)).toBe(143)
    expect(periodicRate(12, 12)).toBeCloseTo(0.01, 12)
  })
})

describe('principal, fees, deposit and trade-in', () => {
  it('is amount − deposit − trade-in + establishment fees', () => {
    expect(principalOf({ amount: 30000, deposit: 3000, tradeIn: 5000, establishmentFees: 1360.5 })).toBe(23360.5)
    const r = calculateRepayment(
      { amount: 30000, deposit: 3000, tradeIn: 5000, establishmentFees: 1300, termYears: 5, yearlyRate: 9, frequency: 'fortnightly' },
      exact,
    )
    expect(r.principal).toBe(23300)
    expect(r.payment).toBe(cents(referencePmt(23300, 9, 26, 5)))
  })

  it("shows 'Enquire for Finance' and hides total repayments at 25 or less", () => {
    const small = calculateRepayment({ amount: 1000, deposit: 900, termYears: 7, yearlyRate: 5, frequency: 'weekly' })
    expect(small.enquire).toBe(true)
    expect(repaymentText(small)).toBe(ENQUIRE_FOR_FINANCE)
    expect(totalRepaymentsText(small)).toBeNull()
    const zero = calculateRepayment({ amount: 0, termYears: 5, yearlyRate: 10, frequency: 'monthly' })
    expect(zero.payment).toBe(0)
    expect(repaymentText(zero)).toBe('Enquire for Finance')
    // Exactly 25 is still "25 or less"; just above is an amount.
    expect(calculateRepayment({ amount: 1300, termYears: 1, yearlyRate: 0, frequency: 'weekly' }).enquire).toBe(true)
    const above = calculateRepayment({ amount: 1352, termYears: 1, yearlyRate: 0, frequency: 'weekly' })
    expect(above.payment).toBe(26)
    expect(repaymentText(above)).toBe('$26')
    expect(totalRepaymentsText(above)).toBe('$1,352')
  })

  it('never gives NaN, whatever the inputs', () => {
    const r = calculateRepayment({ amount: Number.NaN, deposit: Infinity, termYears: Number.NaN, yearlyRate: -Infinity, frequency: 'x' as FrequencyName })
    for (const v of [r.payment, r.totalRepayments, r.principal, r.numberOfPayments]) expect(Number.isFinite(v)).toBe(true)
    expect(repaymentText(r)).toBe(ENQUIRE_FOR_FINANCE)
  })
})

describe('properties', () => {
  const frequency = fc.constantFrom<FrequencyName>('weekly', 'fortnightly', 'monthly')
  const principal = fc.double({ min: 1000, max: 250000, noNaN: true })
  // Rates below 0.01% are left out: there the textbook form itself loses all precision (1 − (1+r)^−n → 0).
  const rate = fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 25, noNaN: true }))
  const years = fc.integer({ min: 2, max: 14 }).map((h) => h / 2)

  it('matches the textbook formula (unrounded)', () => {
    fc.assert(
      fc.property(principal, rate, years, frequency, fc.double({ min: 0, max: 1, noNaN: true }), (P, y, t, f, b) => {
        const periods = FREQUENCIES[f].periodsPerYear
        const B = P * b
        const ours = amortisedPayment(P, periodicRate(y, periods), paymentCount(t, periods), B)
        const ref = referencePmt(P, y, periods, t, B)
        expect(Math.abs(ours - ref)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(ref)))
      }),
    )
  })

  it('rises with the rate', () => {
    fc.assert(
      fc.property(principal, rate, rate, years, frequency, fc.double({ min: 0, max: 1, noNaN: true }), (P, a, b, t, f, bal) => {
        fc.pre(a < b)
        const input = { amount: P, residual: P * bal, termYears: t, frequency: f }
        const low = calculateRepayment({ ...input, yearlyRate: a }, exact)
        const high = calculateRepayment({ ...input, yearlyRate: b }, exact)
        expect(high.payment).toBeGreaterThanOrEqual(low.payment)
        if (bal === 0 && b - a > 0.01) expect(high.exactPayment).toBeGreaterThan(low.exactPayment)
      }),
    )
  })

  it('falls with the term', () => {
    fc.assert(
      fc.property(principal, rate, years, years, frequency, (P, y, s, l, f) => {
        fc.pre(s < l)
        const short = calculateRepayment({ amount: P, yearlyRate: y, termYears: s, frequency: f }, exact)
        const long = calculateRepayment({ amount: P, yearlyRate: y, termYears: l, frequency: f }, exact)
        expect(long.payment).toBeLessThanOrEqual(short.payment)
        expect(long.exactPayment).toBeLessThan(short.exactPayment)
      }),
    )
  })

  it('with a residual of 0 equals the plain annuity P·r / (1 − (1+r)^−n)', () => {
    fc.assert(
      fc.property(principal, rate, years, frequency, (P, y, t, f) => {
        const periods = FREQUENCIES[f].periodsPerYear
        const r = y / 100 / periods
        const n = Math.round(t * periods)
        const annuity = r === 0 ? P / n : (P * r) / (1 - Math.pow(1 + r, -n))
        const ours = calculateRepayment({ amount: P, yearlyRate: y, termYears: t, frequency: f, residual: 0 }, exact)
        expect(Math.abs(ours.exactPayment - annuity)).toBeLessThanOrEqual(1e-6 * annuity)
        expect(ours.payment).toBe(cents(annuity))
      }),
    )
  })

  it('total repayments equal the payment × the number of payments', () => {
    fc.assert(
      fc.property(principal, rate, years, frequency, fc.boolean(), fc.boolean(), (P, y, t, f, up, whole) => {
        const r = calculateRepayment({ amount: P, yearlyRate: y, termYears: t, frequency: f }, { roundUp: up, weeklyWholeDollars: whole })
        expect(r.numberOfPayments).toBe(Math.round(t * FREQUENCIES[f].periodsPerYear))
        expect(r.totalRepayments).toBeCloseTo(r.payment * r.numberOfPayments, 2)
      }),
    )
  })

  it('a larger deposit never raises the payment', () => {
    fc.assert(
      fc.property(principal, rate, years, frequency, fc.double({ min: 0, max: 300000, noNaN: true }), fc.double({ min: 0, max: 300000, noNaN: true }), fc.boolean(), (P, y, t, f, d1, d2, up) => {
        const [small, large] = d1 <= d2 ? [d1, d2] : [d2, d1]
        const rounding = { roundUp: up, weeklyWholeDollars: true }
        const a = calculateRepayment({ amount: P, deposit: small, yearlyRate: y, termYears: t, frequency: f }, rounding)
        const b = calculateRepayment({ amount: P, deposit: large, yearlyRate: y, termYears: t, frequency: f }, rounding)
        expect(b.payment).toBeLessThanOrEqual(a.payment)
      }),
    )
  })
})
