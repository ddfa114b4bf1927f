/**
 * The finance side of the tenant record (next to the YouX quote tests): the "Finance rules" tab
 * persists, resolves over the provider preset, and refuses inconsistent values beside the field.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { resolveFinanceRules, type StoredFinanceRules } from '@tenants/financeRules'
import { createTenant, getTestPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const rulesOf = async (id: number) => {
  const doc = await payload.findByID({ collection: 'tenants', id, depth: 0, overrideAccess: true })
  return resolveFinanceRules(doc.settings?.finance?.financeProvider, doc.financeRules as StoredFinanceRules)
}

describe('tenant finance rules', () => {
  it('an untouched tenant gets its provider preset', async () => {
    const tenant = await createTenant(payload, 'Angle Preset', { settings: { finance: { financeProvider: 'angle' } } } as never)
    const rules = await rulesOf(tenant.id)
    expect(rules.amount.min).toBe(5000)
    expect(rules.interest).toMatchObject({ min: 7.5, max: 14.5, defaultRate: 10 })
    expect(rules.term.defaultYears).toBe(5)
    const doc = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true })
    expect(doc.settings?.finance?.financeSummaryHiddenMakes).toEqual(['Suzuki'])
  })

  it('stored values override the preset, decimals and lists included', async () => {
    const tenant = await createTenant(payload, 'Nissan Override', {
      settings: { finance: { financeProvider: 'nissan-finance' } },
      financeRules: {
        interest: { min: 5.99, max: 15.99, defaultRate: 8.5, hidden: 'no' },
        term: { max: 5, increments: [1, 2, 3, 4, 5] },
        amount: { max: 250000, priceCap: 'yes' },
        repayment: { establishmentFees: 1360.5, roundUp: 'yes', comparisonRate: 9.47, disclaimer: 'Dealer words.' },
      },
    } as never)
    const rules = await rulesOf(tenant.id)
    expect(rules.interest).toEqual({ min: 5.99, max: 15.99, step: 0.5, defaultRate: 8.5, disabled: false, hidden: false })
    expect(rules.term.increments).toEqual([1, 2, 3, 4, 5])
    expect(rules.term.max).toBe(5)
    expect(rules.amount).toMatchObject({ max: 250000, priceCap: true })
    expect(rules.establishmentFees).toBe(1360.5)
    expect(rules.rounding.roundUp).toBe(true)
    expect(rules.comparisonRate).toBe(9.47)
    expect(rules.disclaimer).toBe('Dealer words.')
    expect(rules.defaultFrequency).toBe('monthly')
  })

  it('refuses a maximum below the minimum, naming the field', async () => {
    const tenant = await createTenant(payload, 'Bad Bounds')
    const error = await payload
      .update({
        collection: 'tenants',
        id: tenant.id,
        data: { financeRules: { amount: { min: 5000, max: 2000 } } } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      .catch((e) => e)
    expect(error?.name).toBe('ValidationError')
    expect(JSON.stringify(error.data ?? error)).toContain('Loan amount maximum must be above the minimum.')
    expect(JSON.stringify(error.data ?? error)).toContain('financeRules.amount.max')
    // A default rate outside the provider's range is refused too.
    const rate = await payload
      .update({
        collection: 'tenants',
        id: tenant.id,
        data: { settings: { finance: { financeProvider: 'angle' } }, financeRules: { interest: { defaultRate: 5 } } } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      .catch((e) => e)
    expect(JSON.stringify(rate.data ?? rate)).toContain('The default interest rate must be between 7.5 and 14.5.')
  })
})
