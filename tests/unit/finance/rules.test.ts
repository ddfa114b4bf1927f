/** Provider presets, tenant overrides and the calculator bounds and defaults they give. */
import { describe, expect, it } from 'vitest'

import {
  amountBounds,
  calculatorSetup,
  defaultAmount,
  defaultInterestRate,
  defaultTermYears,
  extrasBounds,
  interestBounds,
  showVehicleCalculators,
  termBounds,
} from '@/domain/finance'
import { FINANCE_PROVIDERS } from '@tenants/financeProviders'
import { resolveFinanceRules } from '@tenants/financeRules'
import { financeRulesFields, financeRulesIssues, FINANCE_RULE_PRESETS, type StoredFinanceRules } from '@tenants/financeRules'

const rules = (provider: string, stored?: StoredFinanceRules) => resolveFinanceRules(provider, stored)

describe('bounds for each provider', () => {
  it.each(FINANCE_PROVIDERS.map((p) => p.value))('%s has valid presets', (provider) => {
    expect(financeRulesIssues(provider, {})).toEqual([])
    expect(FINANCE_RULE_PRESETS[provider].provider).toBe(provider)
  })

  it.each([
    ['manual', 1000, 0.5, 15, false],
    ['taurus', 1000, 0.5, 15, false],
    ['powertorque', 1000, 0.5, 15, false],
    ['ausloans', 1000, 0.5, 15, false],
    ['360-finance', 1000, 0.5, 15, false],
    ['car-clarity', 1000, 0.5, 15, false],
    ['angle', 5000, 7.5, 14.5, false],
    ['nissan-finance', 1000, 0.5, 15, true],
  ])('%s: amount from %d, rate %d to %d, rate hidden %s', (provider, amountMin, rateMin, rateMax, hidden) => {
    const r = rules(provider)
    expect(amountBounds(r)).toEqual({ min: amountMin, max: 100000, step: 500 })
    expect(termBounds(r)).toEqual({ min: 1, max: 7, step: 0.5, increments: [] })
    expect(interestBounds(r)).toEqual({ min: rateMin, max: rateMax, step: 0.5 })
    expect(extrasBounds(r)).toEqual({ min: 0, max: 250000, step: 0.5 })
    expect(r.interest.hidden).toBe(hidden)
    expect(r.interest.disabled).toBe(false)
    expect(r.establishmentFees).toBe(0)
  })

  it('defaults to weekly, monthly for Nissan Finance', () => {
    expect(rules('manual').defaultFrequency).toBe('weekly')
    expect(rules('angle').defaultFrequency).toBe('weekly')
    expect(rules('nissan-finance').defaultFrequency).toBe('monthly')
  })

  it('an unknown provider gets the Manual rules', () => {
    expect(rules('nope')).toEqual(FINANCE_RULE_PRESETS.manual)
    expect(resolveFinanceRules(null)).toEqual(FINANCE_RULE_PRESETS.manual)
  })
})

describe('tenant overrides (the spec variants are values, not slugs)', () => {
  it('a flagged brand uses a 5000 minimum; another site 250000 maximum', () => {
    expect(amountBounds(rules('manual', { amount: { min: 5000 } })).min).toBe(5000)
    expect(amountBounds(rules('manual', { amount: { max: 250000 } })).max).toBe(250000)
  })

  it('one site: the maximum is 1.05 × the price above 100000', () => {
    const r = rules('manual', { amount: { priceCap: 'yes' } })
    expect(amountBounds(r, 120000).max).toBe(126000)
    expect(amountBounds(r, 100000).max).toBe(100000)
    expect(amountBounds(r, 90000).max).toBe(100000)
    expect(amountBounds(r, null).max).toBe(100000)
    expect(amountBounds(rules('manual'), 120000).max).toBe(100000)
  })

  it('term maximum 5 on one site, custom increments elsewhere', () => {
    expect(termBounds(rules('manual', { term: { max: 5 } }))).toMatchObject({ min: 1, max: 5 })
    expect(termBounds(rules('manual', { term: { increments: [5, 1, 3, 3, 2] } }))).toEqual({ min: 1, max: 5, step: 0.5, increments: [1, 2, 3, 5] })
  })

  it.each([
    [1, 14.5],
    [5.99, 15.99],
    [9.95, 19.95],
    [4, 20],
  ])('interest range variant %d to %d', (min, max) => {
    expect(interestBounds(rules('manual', { interest: { min, max } }))).toEqual({ min, max, step: 0.5 })
  })

  it('interest can be disabled or hidden; Nissan can show it again', () => {
    expect(rules('manual', { interest: { disabled: 'yes' } }).interest.disabled).toBe(true)
    expect(rules('manual', { interest: { hidden: 'yes' } }).interest.hidden).toBe(true)
    expect(rules('nissan-finance', { interest: { hidden: 'no' } }).interest.hidden).toBe(false)
  })

  it('fees, rounding, frequency, disclaimer and comparison rate', () => {
    const r = rules('taurus', {
      repayment: { establishmentFees: 1360.5, roundUp: 'yes', weeklyWholeDollars: 'no', defaultFrequency: 'monthly', disclaimer: '  Our own words.  ', comparisonRate: 9.47 },
    })
    expect(r.establishmentFees).toBe(1360.5)
    expect(r.rounding).toEqual({ roundUp: true, weeklyWholeDollars: false })
    expect(r.defaultFrequency).toBe('monthly')
    expect(r.disclaimer).toBe('Our own words.')
    expect(r.comparisonRate).toBe(9.47)
    expect(rules('taurus', { repayment: { disclaimer: '   ' } }).disclaimer).toBe(FINANCE_RULE_PRESETS.taurus.disclaimer)
  })

  it('empty stored values keep the provider default', () => {
    const stored: StoredFinanceRules = {
      amount: { min: null, max: null, step: null, priceCap: null },
      term: { increments: [], defaultYears: null },
      interest: { min: null, hidden: null },
      repayment: { defaultFrequency: null, disclaimer: null },
      summary: { minPrice: null, requires: null },
    }
    expect(rules('angle', stored)).toEqual(FINANCE_RULE_PRESETS.angle)
    expect(rules('nissan-finance', stored)).toEqual(FINANCE_RULE_PRESETS['nissan-finance'])
  })

  it('refuses inconsistent values, naming the field; the site then uses the preset', () => {
    expect(financeRulesIssues('manual', { amount: { min: 5000, max: 2000 } })).toEqual([
      { path: 'amount.max', message: 'Loan amount maximum must be above the minimum.' },
    ])
    expect(financeRulesIssues('angle', { interest: { defaultRate: 5 } })).toEqual([
      { path: 'interest.defaultRate', message: 'The default interest rate must be between 7.5 and 14.5.' },
    ])
    expect(financeRulesIssues('manual', { interest: { step: -1 } })[0]?.path).toBe('interest.step')
    expect(financeRulesIssues('manual', { repayment: { establishmentFees: -5 } })[0]?.path).toBe('repayment.establishmentFees')
    expect(rules('manual', { amount: { min: 5000, max: 2000 } })).toEqual(FINANCE_RULE_PRESETS.manual)
  })

  it('the admin fields cover every stored group', () => {
    const names = financeRulesFields.map((f) => ('name' in f ? f.name : null))
    expect(names).toEqual(['amount', 'term', 'interest', 'extras', 'repayment', 'summary'])
  })
})

describe('defaults chain', () => {
  it('amount: provided default, else the price when above 0, else 30000', () => {
    expect(defaultAmount({ provided: 25000, price: 40000 })).toBe(25000)
    expect(defaultAmount({ provided: null, price: 40000 })).toBe(40000)
    expect(defaultAmount({ provided: 0, price: 0 })).toBe(30000)
    expect(defaultAmount({ price: -5 })).toBe(30000)
    expect(defaultAmount({ price: Number.NaN })).toBe(30000)
  })

  it('term: 5 for Angle and where configured, else the lender termYears, else 6', () => {
    expect(defaultTermYears(rules('angle'), { termYears: 7 })).toBe(5)
    expect(defaultTermYears(rules('manual', { term: { defaultYears: 5 } }), { termYears: 7 })).toBe(5)
    expect(defaultTermYears(rules('manual'), { termYears: 4 })).toBe(4)
    expect(defaultTermYears(rules('manual'), null)).toBe(6)
    expect(defaultTermYears(rules('manual'), { termYears: null })).toBe(6)
    // Fitted to the bounds: a 5-year maximum site, and custom increments.
    expect(defaultTermYears(rules('manual', { term: { max: 5 } }), null)).toBe(5)
    expect(defaultTermYears(rules('manual', { term: { increments: [1, 3, 5, 7] } }), null)).toBe(5)
  })

  it('interest: the lender rate, else the configured default (10; 8.5 in one brand)', () => {
    expect(defaultInterestRate(rules('manual'), { interestRate: 7.49 })).toBe(7.49)
    expect(defaultInterestRate(rules('manual'), null)).toBe(10)
    expect(defaultInterestRate(rules('manual', { interest: { defaultRate: 8.5 } }), {})).toBe(8.5)
  })

  it('calculatorSetup puts it together', () => {
    const setup = calculatorSetup(rules('angle'), { price: 45990, lender: { deposit: 2000, balloon: 5000 } })
    expect(setup.initial).toEqual({ amount: 45990, termYears: 5, rate: 10, frequency: 'weekly', deposit: 2000, tradeIn: 0, residual: 5000 })
    expect(setup.bounds.amount).toEqual({ min: 5000, max: 100000, step: 500 })
    expect(calculatorSetup(rules('manual'), { price: 150000 }).initial.amount).toBe(100000)
    expect(calculatorSetup(rules('manual'), {}).initial.amount).toBe(30000)
  })
})

describe('vehicle page calculators', () => {
  it('show only when configured and the finance price is above 0', () => {
    expect(showVehicleCalculators(25990)).toBe(true)
    expect(showVehicleCalculators(25990, false)).toBe(false)
    expect(showVehicleCalculators(0)).toBe(false)
    expect(showVehicleCalculators(null)).toBe(false)
    expect(showVehicleCalculators(Number.NaN)).toBe(false)
  })
})
