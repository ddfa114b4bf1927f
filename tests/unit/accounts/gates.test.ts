import { describe, expect, it } from 'vitest'

import { gatesOf } from '@/lib/customers/gates'
import type { SiteTenant } from '@/lib/site/tenant'
import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@tenants/settings'

const tenant = (settings: Partial<TenantSettings>) => ({ id: 7, settings: { ...DEFAULT_TENANT_SETTINGS, ...settings } }) as unknown as SiteTenant

describe("a dealer's sign-in gates, as the proxy reads them", () => {
  it('gates checkout only where the dealer reserves or sells online', () => {
    expect(gatesOf(tenant({ gateCheckout: true, reserve: true, buyOnline: false })).gates.gateCheckout).toBe(true)
    expect(gatesOf(tenant({ gateCheckout: true, reserve: false, buyOnline: true })).gates.gateCheckout).toBe(true)
    expect(gatesOf(tenant({ gateCheckout: true, reserve: false, buyOnline: false })).gates.gateCheckout).toBe(false)
    expect(gatesOf(tenant({ gateCheckout: false, reserve: true, buyOnline: true })).gates.gateCheckout).toBe(false)
  })

  it('passes the other switches and the finance link through', () => {
    const lookup = gatesOf(tenant({ gateTradeIn: true, financeLink: '/finance-and-insurance' }))
    expect(lookup).toMatchObject({ tenantId: 7, gates: { gateTradeIn: true, gateSellMyCar: false, financeLink: '/finance-and-insurance' } })
  })
})
