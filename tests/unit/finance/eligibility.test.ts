/** Finance summary eligibility per provider. */
import { describe, expect, it } from 'vitest'

import { isFinanceSummaryEligible, type LenderData, type SummaryVehicle } from '@/domain/finance'
import { resolveFinanceRules } from '@tenants/financeRules'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'

const NOW = new Date('2026-06-01T00:00:00+10:00')
const settings = {
  financeSummaryHidden: DEFAULT_TENANT_SETTINGS.financeSummaryHidden,
  financeSummaryHiddenMakes: DEFAULT_TENANT_SETTINGS.financeSummaryHiddenMakes,
  financeSummaryHiddenDealerships: DEFAULT_TENANT_SETTINGS.financeSummaryHiddenDealerships,
}
const car: SummaryVehicle = { year: 2022, price: 25990, status: 'in_stock', make: 'Mazda', dealership: 'bayside-mazda' }
const lender: LenderData = { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 120, paymentMonth: 520 }

const eligible = (provider: string, over: { vehicle?: Partial<SummaryVehicle>; lender?: LenderData | null; settings?: Partial<typeof settings> } = {}) =>
  isFinanceSummaryEligible({
    vehicle: { ...car, ...over.vehicle },
    lender: over.lender === undefined ? lender : over.lender,
    rules: resolveFinanceRules(provider),
    settings: { ...settings, ...over.settings },
    now: NOW,
  })

describe('finance summary eligibility', () => {
  it('defaults: Suzuki hidden, nothing else', () => {
    expect(DEFAULT_TENANT_SETTINGS.financeSummaryHidden).toBe(false)
    expect(DEFAULT_TENANT_SETTINGS.financeSummaryHiddenMakes).toEqual(['Suzuki'])
    expect(DEFAULT_TENANT_SETTINGS.financeSummaryHiddenDealerships).toEqual([])
  })

  it.each(['taurus', 'powertorque', 'ausloans', 'angle', '360-finance', 'nissan-finance', 'manual', 'car-clarity'])(
    '%s: needs non-empty lender data with interestRate and comparisonRate; never for Suzuki, flagged sites or listed dealerships',
    (provider) => {
      expect(eligible(provider)).toBe(true)
      expect(eligible(provider, { lender: null })).toBe(false)
      expect(eligible(provider, { lender: {} })).toBe(false)
      expect(eligible(provider, { lender: { ...lender, interestRate: null } })).toBe(false)
      expect(eligible(provider, { lender: { ...lender, comparisonRate: null } })).toBe(false)
      expect(eligible(provider, { vehicle: { make: 'Suzuki' } })).toBe(false)
      expect(eligible(provider, { vehicle: { make: 'SUZUKI ' } })).toBe(false)
      expect(eligible(provider, { settings: { financeSummaryHidden: true } })).toBe(false)
      expect(eligible(provider, { settings: { financeSummaryHiddenDealerships: ['Bayside-Mazda'] } })).toBe(false)
      expect(eligible(provider, { settings: { financeSummaryHiddenMakes: [] }, vehicle: { make: 'Suzuki' } })).toBe(true)
      // Every provider needs an available vehicle.
      expect(eligible(provider, { vehicle: { status: 'sold' } })).toBe(false)
      expect(eligible(provider, { vehicle: { status: 'on_hold' } })).toBe(false)
      expect(eligible(provider, { vehicle: { status: 'coming_soon' } })).toBe(true)
    },
  )

  it('Taurus: year newer than the current year minus 12, price above 500, comparison rate', () => {
    expect(eligible('taurus', { vehicle: { year: 2015 } })).toBe(true) // 2026 − 12 = 2014
    expect(eligible('taurus', { vehicle: { year: 2014 } })).toBe(false)
    expect(eligible('taurus', { vehicle: { year: null } })).toBe(false)
    expect(eligible('taurus', { vehicle: { price: 500 } })).toBe(false)
    expect(eligible('taurus', { vehicle: { price: 501 } })).toBe(true)
    expect(eligible('taurus', { lender: { interestRate: 9, comparisonRate: 9.5 } })).toBe(true) // no payments needed
  })

  it.each(['360-finance', 'ausloans'])('%s: only an available vehicle', (provider) => {
    expect(eligible(provider, { vehicle: { price: 0, year: 1990 } })).toBe(true)
    expect(eligible(provider, { lender: { interestRate: 9, comparisonRate: 9.5 } })).toBe(true)
  })

  it.each(['manual', 'angle', 'powertorque'])('%s: price above 500 and a weekly payment', (provider) => {
    expect(eligible(provider, { vehicle: { price: 500 } })).toBe(false)
    expect(eligible(provider, { vehicle: { year: 1990 } })).toBe(true)
    expect(eligible(provider, { lender: { ...lender, paymentWeek: null } })).toBe(false)
    expect(eligible(provider, { lender: { ...lender, paymentMonth: null } })).toBe(true)
  })

  it('Nissan Finance: price above 500 and a monthly payment', () => {
    expect(eligible('nissan-finance', { vehicle: { price: 500 } })).toBe(false)
    expect(eligible('nissan-finance', { lender: { ...lender, paymentMonth: null } })).toBe(false)
    expect(eligible('nissan-finance', { lender: { ...lender, paymentWeek: null } })).toBe(true)
  })

  it('a tenant can change its provider rule (e.g. no age limit for Taurus)', () => {
    const rules = resolveFinanceRules('taurus', { summary: { maxAgeYears: 30 } })
    expect(isFinanceSummaryEligible({ vehicle: { ...car, year: 2000 }, lender, rules, settings, now: NOW })).toBe(true)
  })
})
