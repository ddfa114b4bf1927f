import { describe, expect, it } from 'vitest'

import { SWITCHES_OFF, brandedGarageOf, gateFor, mayBeGated, normaliseGatePath, type GateSettings } from '@/domain/accounts/gating'
import { DEFAULT_TENANT_SETTINGS, validateSettingsGroups } from '@tenants/settings'

const ALL_OFF: GateSettings = SWITCHES_OFF
const ALL_ON: GateSettings = { ...ALL_OFF, gateCheckout: true, gateCarFinance: true, gateFinancePage: true, gateSpinToWin: true, gateTradeIn: true, gateSellMyCar: true }

describe('always gated', () => {
  it.each([
    ['/online-payment', 'online-payment'],
    ['/online-payment/receipt', 'online-payment'],
    ['/my-garage', 'my-garage'],
    ['/my-watchlist', 'my-garage'],
    ['/my-garage/favourites', 'my-garage'],
  ])('%s needs sign-in (%s) with every switch off', (path, type) => {
    expect(gateFor(path, ALL_OFF)).toBe(type)
  })

  it('cannot be dodged by case, a trailing slash, doubled slashes or percent-encoding', () => {
    expect(gateFor('/My-Garage/', ALL_OFF)).toBe('my-garage')
    expect(gateFor('//my-garage', ALL_OFF)).toBe('my-garage')
    expect(gateFor('/my%2Dgarage', ALL_OFF)).toBe('my-garage')
    expect(gateFor('/online%2Dpayment', ALL_OFF)).toBe('online-payment')
  })

  it('does not catch pages that merely start with "my"', () => {
    expect(gateFor('/mystery-sale', ALL_ON)).toBeNull()
    expect(gateFor('/myer', ALL_ON)).toBeNull()
    expect(gateFor('/mymotorama', ALL_ON)).toBeNull()
  })

  it('gates a dealer group’s branded garage, named by its setting, and only that dealer’s', () => {
    const motorama: GateSettings = { ...ALL_OFF, garagePath: 'mymotorama' }
    expect(gateFor('/mymotorama', motorama)).toBe('my-garage')
    expect(gateFor('/MyMotorama/', motorama)).toBe('my-garage')
    expect(gateFor('/mymotorama/saved', motorama)).toBe('my-garage')
    expect(gateFor('/myservco', motorama)).toBeNull()
    expect(gateFor('/mymotoramaz', motorama)).toBeNull()
    expect(brandedGarageOf('/mymotorama', motorama)).toBe('mymotorama')
    expect(brandedGarageOf('/my%6Dotorama', motorama)).toBe('mymotorama')
    expect(brandedGarageOf('/my-garage', motorama)).toBeNull()
    expect(brandedGarageOf('/mymotorama', ALL_OFF)).toBeNull()
  })

  it('the branded garage setting takes one lower-case word starting with "my", or nothing', () => {
    const issues = (garagePath: string) => validateSettingsGroups({ accounts: { garagePath } }).filter((i) => i.path === 'settings.accounts.garagePath')
    for (const ok of ['', 'mymotorama', 'my-group2']) expect(issues(ok), ok).toEqual([])
    for (const bad of ['motorama', 'my', 'MyMotorama', 'my/garage', 'my garage'])
      expect(issues(bad), bad).toEqual([{ path: 'settings.accounts.garagePath', message: "Use one lower-case word starting with 'my', for example mymotorama." }])
  })
})

describe('gated by a switch', () => {
  const cases: [string, keyof GateSettings, string][] = [
    ['/cars/2021-mazda-cx-5-abc123/checkout', 'gateCheckout', 'checkout'],
    ['/cars/2021-mazda-cx-5-abc123/buy-online', 'gateCheckout', 'checkout'],
    ['/checkout-journey', 'gateCheckout', 'checkout'],
    ['/personalised/finance', 'gateCarFinance', 'car-finance'],
    ['/finance', 'gateFinancePage', 'finance'],
    ['/spin-to-win', 'gateSpinToWin', 'spin-to-win'],
    ['/trade-in', 'gateTradeIn', 'trade-in'],
    ['/cars/trade-in', 'gateTradeIn', 'trade-in'],
    ['/sell-my-car', 'gateSellMyCar', 'trade-in'],
    ['/sell-your-car', 'gateSellMyCar', 'trade-in'],
  ]

  it.each(cases)('%s is gated by %s (type %s) only when that switch is on', (path, on, type) => {
    expect(gateFor(path, { ...ALL_OFF, [on]: true })).toBe(type)
    expect(gateFor(path, { ...ALL_ON, [on]: false })).toBeNull()
  })

  it('follows the dealer’s own finance page', () => {
    const settings = { ...ALL_OFF, gateFinancePage: true, financeLink: '/apply-for-finance' }
    expect(gateFor('/apply-for-finance', settings)).toBe('finance')
    expect(gateFor('/finance', settings)).toBeNull()
  })

  it('uses the spec defaults: checkout gated, trade-in and sell-my-car open', () => {
    expect(gateFor('/cars/x/checkout', DEFAULT_TENANT_SETTINGS)).toBe('checkout')
    expect(gateFor('/trade-in', DEFAULT_TENANT_SETTINGS)).toBeNull()
    expect(gateFor('/sell-my-car', DEFAULT_TENANT_SETTINGS)).toBeNull()
    expect(gateFor('/finance', DEFAULT_TENANT_SETTINGS)).toBeNull()
  })
})

describe('open pages', () => {
  it.each(['/', '/cars/2021-mazda-cx-5-abc123', '/cars/x/checkout/extra', '/search/used-cars', '/sign-in', '/finance-calculator-info', '/contact'])(
    '%s is never gated',
    (path) => {
      expect(gateFor(path, ALL_ON)).toBeNull()
    },
  )
})

describe('mayBeGated (the proxy’s cheap first look)', () => {
  it('is false for the busy pages, so they cost nothing more', () => {
    for (const path of ['/', '/cars/2021-mazda-cx-5-abc123', '/search/new-cars', '/special-offers', '/about-us', '/sign-in']) expect(mayBeGated(path)).toBe(false)
  })

  it('is true for every path some dealer could gate', () => {
    for (const path of ['/my-garage', '/mymotorama', '/myharbourcity/saved', '/online-payment', '/cars/x/checkout', '/cars/x/buy-online', '/checkout-journey', '/personalised/finance', '/finance', '/finance-enquiry', '/apply-for-finance', '/spin-to-win', '/trade-in', '/cars/trade-in', '/sell-my-car', '/sell-your-car'])
      expect(mayBeGated(path), path).toBe(true)
  })

  it('knows a finance link without "finance" in it once the dealer told it', () => {
    expect(mayBeGated('/loans')).toBe(false)
    expect(mayBeGated('/loans', '/loans')).toBe(true)
  })

  it('agrees with gateFor: whatever gateFor gates, mayBeGated lets through to it', () => {
    const paths = ['/my-x', '/online-payment', '/cars/a/checkout', '/finance', '/trade-in', '/sell-your-car', '/spin-to-win', '/personalised/finance', '/checkout-journey']
    for (const path of paths) if (gateFor(path, ALL_ON)) expect(mayBeGated(path), path).toBe(true)
    expect(gateFor('/mybrand', { ...ALL_ON, garagePath: 'mybrand' })).toBe('my-garage')
    expect(mayBeGated('/mybrand')).toBe(true)
  })
})

describe('normaliseGatePath', () => {
  it('decodes, lower-cases and trims trailing slashes', () => {
    expect(normaliseGatePath('/My%2DGarage/')).toBe('/my-garage')
    expect(normaliseGatePath('/')).toBe('/')
  })
  it('gives up on broken encoding', () => {
    expect(normaliseGatePath('/%E0%A4%A')).toBeNull()
  })
})
