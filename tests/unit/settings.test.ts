import { describe, expect, it } from 'vitest'

import {
  DEFAULT_TENANT_SETTINGS,
  SETTING_DEFINITIONS,
  resolveTenantSettings,
  tenantSettingsSchema,
  validateSettingsGroups,
} from '@tenants/settings'
import { settingsFields } from '@tenants/settingsFields'

describe('tenant settings schema', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_TENANT_SETTINGS.soldWindowDays).toBe(3)
    expect(DEFAULT_TENANT_SETTINGS.justArrivedDays).toBe(8)
    expect(DEFAULT_TENANT_SETTINGS.justArrivedTagName).toBe('New')
    expect(DEFAULT_TENANT_SETTINGS.soldTagName).toBe('JUST SOLD')
    expect(DEFAULT_TENANT_SETTINGS.noPriceText).toBe('Enquire for price.')
    expect(DEFAULT_TENANT_SETTINGS.pageSize).toBe(21)
    expect(DEFAULT_TENANT_SETTINGS.promoCardPositions).toEqual([8, 17])
    expect(DEFAULT_TENANT_SETTINGS.financeProvider).toBe('manual')
    expect(DEFAULT_TENANT_SETTINGS.favourites).toBe(true)
  })

  it('covers the switches the spec names for sites', () => {
    for (const key of [
      'favourites', 'compare', 'watchlist', 'reserve', 'buyOnline', 'tradeIn', 'print', 'seriesDisplay', 'evTag',
      'phoneRevealedByDefault', 'soldWindowDays', 'justArrivedDays', 'justArrivedTagName', 'soldTagName', 'noPriceText',
      'pageSize', 'promoCardPositions', 'stockUsedOnly', 'stockInStockOnly', 'stockMakes', 'stockCertifiedOnly',
      'priceAscExcludesZero', 'financeProvider',
    ]) {
      expect(SETTING_DEFINITIONS, key).toHaveProperty(key)
    }
  })

  it('fills missing and null values with defaults (older records keep working)', () => {
    const resolved = resolveTenantSettings({ features: { compare: true }, display: { soldTagName: null } })
    expect(resolved.compare).toBe(true)
    expect(resolved.soldTagName).toBe('JUST SOLD')
    expect(resolved.pageSize).toBe(21)
  })

  it('refuses out-of-range and wrong-typed values with the field path and a message', () => {
    const issues = validateSettingsGroups({
      stock: { soldWindowDays: -1, pageSize: 2.5, promoCardPositions: [8, 999] },
      display: { noPriceText: '   ' },
      finance: { financeProvider: 'acme', financeLink: 'finance' },
    })
    const byPath = Object.fromEntries(issues.map((i) => [i.path, i.message]))
    expect(byPath['settings.stock.soldWindowDays']).toBe('Must be 0 or more.')
    expect(byPath['settings.stock.pageSize']).toBe('Enter a whole number.')
    expect(byPath['settings.stock.promoCardPositions']).toBe('Each value must be 200 or less.')
    expect(byPath['settings.display.noPriceText']).toBe('This field cannot be empty.')
    expect(byPath['settings.finance.financeProvider']).toMatch(/^Choose one of: taurus/)
    expect(byPath['settings.finance.financeLink']).toMatch(/starting with \//)
  })

  it('accepts a valid grouped settings object', () => {
    expect(validateSettingsGroups({ features: { reserve: true }, stock: { stockMakes: ['Mazda'] } })).toEqual([])
    expect(tenantSettingsSchema.safeParse({ pageSize: 30 }).success).toBe(true)
  })

  it('derives one admin field per setting, with the same default', () => {
    const names = settingsFields.flatMap((group) =>
      'fields' in group ? group.fields.map((f) => ('name' in f ? f.name : '')) : [],
    )
    expect(names.sort()).toEqual(Object.keys(SETTING_DEFINITIONS).sort())
  })
})
