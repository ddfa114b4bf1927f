/** The fuel cost calculator, the finance estimate, the finance link and the disclaimer. */
import { describe, expect, it } from 'vitest'

import {
  FINANCE_ESTIMATE,
  comparisonRateOf,
  sampleLender,
  FUEL_DEFAULTS,
  estimateText,
  financeEstimate,
  financeLinkHref,
  formatFuelPrice,
  formatKms,
  fuelConsumptionOf,
  fuelCost,
  parseFuelInput,
  showFuelCalculator,
  stickyEstimateText,
  truncateDisclaimer,
} from '@/domain/finance'
import { DEFAULT_FINANCE_DISCLAIMER, resolveFinanceRules } from '@tenants/financeRules'

describe('fuel calculator', () => {
  it('defaults: 10 L/100km, $1.70 a litre, 250 km a week', () => {
    expect(FUEL_DEFAULTS).toEqual({ consumption: 10, pricePerLitre: 1.7, kmPerWeek: 250 })
    expect(fuelConsumptionOf(null)).toBe(10)
    expect(fuelConsumptionOf({ variant: { fuelconsumptioncombined: null } })).toBe(10)
    expect(fuelConsumptionOf({ variant: { fuelconsumptioncombined: 0 } })).toBe(10)
    expect(fuelConsumptionOf({ variant: { fuelconsumptioncombined: 6.4 } })).toBe(6.4)
  })

  it('is hidden for electric vehicles only', () => {
    expect(showFuelCalculator({ simple_fuel: 'Electric' })).toBe(false)
    for (const fuel of ['Petrol', 'Diesel', 'Hybrid', 'PHEV', 'LPG', null]) expect(showFuelCalculator({ simple_fuel: fuel })).toBe(true)
    expect(showFuelCalculator({ simple_fuel: 'Diesel', item_type: 'caravan' })).toBe(false)
    expect(showFuelCalculator({ simple_fuel: 'Petrol', item_type: 'motorcycle' })).toBe(true)
    expect(showFuelCalculator(null)).toBe(true)
  })

  it("strips '$', 'kms' and commas", () => {
    expect(parseFuelInput('$1.70')).toBe(1.7)
    expect(parseFuelInput('250 kms')).toBe(250)
    expect(parseFuelInput('1,250kms')).toBe(1250)
    expect(parseFuelInput('$2,000.5')).toBe(2000.5)
    expect(parseFuelInput('12 km')).toBe(12)
    expect(parseFuelInput('abc')).toBeNull()
    expect(parseFuelInput('-5')).toBeNull()
    expect(parseFuelInput('')).toBeNull()
    expect(parseFuelInput(Number.NaN)).toBeNull()
    expect(formatFuelPrice(1.7)).toBe('$1.70')
    expect(formatKms(1250)).toBe('1,250 kms')
  })

  it('weekly cost = km / 100 × L/100km × $/L', () => {
    expect(fuelCost({ consumption: 10, pricePerLitre: 1.7, kmPerWeek: 250 })).toEqual({ litresPerWeek: 25, weekly: 42.5, yearly: 2210 })
    expect(fuelCost({ consumption: 6.4, pricePerLitre: 1.899, kmPerWeek: 300 }).weekly).toBe(36.46)
    expect(fuelCost({ consumption: Number.NaN, pricePerLitre: -1, kmPerWeek: Infinity })).toEqual({ litresPerWeek: 0, weekly: 0, yearly: 0 })
  })
})

describe('finance estimate', () => {
  it('5 years, 10% deposit, 30% final payment; weekly whole dollars; monthly = weekly × 4.33', () => {
    expect(FINANCE_ESTIMATE).toMatchObject({ termYears: 5, depositRatio: 0.1, finalPaymentRatio: 0.3, weeksPerMonth: 4.33, quoteLoanTerm: 5, creditScore: 'GREAT' })
    // Reference: PMT on 27000 (90% of 30000) over 260 weeks at 8.5%/52 with a 9000 balloon.
    const r = 8.5 / 100 / 52
    const ref = ((27000 - 9000 / Math.pow(1 + r, 260)) * r) / (1 - Math.pow(1 + r, -260))
    const e = financeEstimate({ price: 30000, rate: 8.5, comparisonRate: 9.4567 })!
    expect(e.weekly).toBe(Math.round(ref))
    expect(e.monthly).toBe(Math.round(e.weekly * 4.33))
    expect(e.fortnightly).toBe(e.weekly * 2)
    expect(e.comparisonRate).toBe(9.46)
    expect(estimateText(e)).toBe(`$${e.weekly}/wk*`)
    expect(estimateText(e, 'monthly')).toBe(`$${e.monthly}/mo*`)
    expect(estimateText(e, 'fortnightly')).toBe(`$${e.fortnightly}/fn*`)
    expect(stickyEstimateText(e)).toBe(`est. $${e.weekly}/wk based on sample 8.5% p.a.`)
  })

  it('prefers a quote, rounding its figures', () => {
    const e = financeEstimate({ price: 30000, rate: 8.5, quote: { weeklyRepaymentAmount: 121.6, advertisedRate: 7.99, comparisonRate: 8.384 } })!
    expect(e).toEqual({ weekly: 122, fortnightly: 244, monthly: 528, rate: 7.99, comparisonRate: 8.38, source: 'quote' })
  })

  it('is not available without a price above 0, or at 25 a week or less', () => {
    expect(financeEstimate({ price: 0, rate: 8 })).toBeNull()
    expect(financeEstimate({ price: Number.NaN, rate: 8 })).toBeNull()
    expect(financeEstimate({ price: 30000, rate: null })).toBeNull()
    expect(financeEstimate({ price: 2000, rate: 5 })).toBeNull()
    expect(financeEstimate({ price: 0, rate: 8, quote: { weeklyRepaymentAmount: 0, advertisedRate: 8, comparisonRate: 9 } })).toBeNull()
  })
})

describe('finance link', () => {
  it('adds the vehicle parameters and #finance-form', () => {
    expect(
      financeLinkHref('/finance', { preferredDealership: 'bayside-mazda', vehiclePriceBudget: 45990, car_id: 12, car_type: 'used', vin: 'JM0ABC' }),
    ).toBe('/finance?preferredDealership=bayside-mazda&vehiclePriceBudget=45990&car_id=12&car_type=used&vin=JM0ABC#finance-form')
    expect(financeLinkHref('/mazda-finance-page', { preferredDealership: 'bayside-mazda', vehiclePriceBudget: 30000 })).toBe(
      '/mazda-finance-page?preferredDealership=bayside-mazda&vehiclePriceBudget=30000#finance-form',
    )
    expect(financeLinkHref('', { vin: '', car_id: null, vehiclePriceBudget: Number.NaN })).toBe('/finance#finance-form')
  })
})

describe('disclaimer', () => {
  it('collapses at 197 characters', () => {
    const long = truncateDisclaimer(DEFAULT_FINANCE_DISCLAIMER)
    expect(DEFAULT_FINANCE_DISCLAIMER.length).toBeGreaterThan(197)
    expect(long.truncated).toBe(true)
    expect(long.text.endsWith('…')).toBe(true)
    expect(long.text.length).toBeLessThanOrEqual(198)
    expect(DEFAULT_FINANCE_DISCLAIMER.startsWith(long.text.slice(0, -1))).toBe(true)
    expect(truncateDisclaimer('x'.repeat(197))).toEqual({ text: 'x'.repeat(197), truncated: false })
  })
})

describe('sample lender and comparison rate', () => {
  it('a comparison rate equals the rate without fees and exceeds it with fees', () => {
    expect(comparisonRateOf({ amount: 30000, fees: 0, termYears: 5, yearlyRate: 8.5 })).toBe(8.5)
    const withFees = comparisonRateOf({ amount: 30000, fees: 1300, termYears: 5, yearlyRate: 8.5 })!
    expect(withFees).toBeGreaterThan(8.5)
    // Check by the reference: repaying 31300 at 8.5% costs what repaying 30000 at the comparison rate costs.
    const pmt = (P: number, y: number) => (P * (y / 1200)) / (1 - Math.pow(1 + y / 1200, -60))
    expect(Math.abs(pmt(30000, withFees) - pmt(31300, 8.5))).toBeLessThan(0.2)
    expect(comparisonRateOf({ amount: 0, fees: 10, termYears: 5, yearlyRate: 8 })).toBeNull()
  })

  it('sampleLender gives the summary fields from the rules', () => {
    const lender = sampleLender(resolveFinanceRules('manual'))
    expect(lender).toMatchObject({ interestRate: 10, comparisonRate: 10, termYears: 5, deposit: 0, balloon: 0, termWeeks: 260, termMonths: 60 })
    expect(lender.paymentWeek).toBe(Math.round((30000 * (0.1 / 52)) / (1 - Math.pow(1 + 0.1 / 52, -260))))
    const configured = sampleLender(resolveFinanceRules('taurus', { repayment: { comparisonRate: 9.99 } }))
    expect(configured.comparisonRate).toBe(9.99)
  })
})
