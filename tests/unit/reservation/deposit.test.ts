/** The deposit and its state caps (tenants/settings.ts depositAmount, depositCaps). */
import { describe, expect, it } from 'vitest'

import { capCents, depositCents, formatCents, formatDeposit, parseDepositCap } from '@/domain/reservation'

describe('deposit caps', () => {
  it("reads 'STATE:10%' and 'STATE:$500' and refuses anything else", () => {
    expect(parseDepositCap('NSW:10%')).toEqual({ state: 'NSW', kind: 'percent', percent: 10 })
    expect(parseDepositCap('vic:$500')).toEqual({ state: 'VIC', kind: 'absolute', cents: 50_000 })
    expect(parseDepositCap('NSW:2.5%')).toEqual({ state: 'NSW', kind: 'percent', percent: 2.5 })
    for (const bad of ['NSW', 'NZ:10%', 'NSW:10', 'NSW:$', 'NSW:100%', '']) expect(parseDepositCap(bad), bad).toBeNull()
  })

  it('applies only the cap of the car’s state, the lowest when a state has two', () => {
    expect(capCents(['NSW:10%'], 'NSW', 1500)).toBe(15_000)
    expect(capCents(['NSW:10%'], 'QLD', 1500)).toBeNull()
    expect(capCents(['NSW:10%'], null, 1500)).toBeNull()
    expect(capCents(['NSW:10%', 'NSW:$100'], 'NSW', 1500)).toBe(10_000)
  })
})

describe('depositCents', () => {
  const base = { depositAmount: 200, depositCaps: ['NSW:10%'], priceDollars: 30_000, state: 'QLD' }

  it('is the dealer’s amount when no cap bites', () => {
    expect(depositCents(base)).toBe(20_000)
    expect(depositCents({ ...base, state: 'NSW' })).toBe(20_000)
  })

  it('never exceeds the state cap: a $1,500 car in NSW has a $150 deposit', () => {
    expect(depositCents({ ...base, priceDollars: 1500, state: 'NSW' })).toBe(15_000)
    expect(depositCents({ ...base, priceDollars: 1500, state: 'nsw' })).toBe(15_000)
    // The same car in Queensland has no cap.
    expect(depositCents({ ...base, priceDollars: 1500, state: 'QLD' })).toBe(20_000)
  })

  it('rounds a percentage cap down to the cent', () => {
    expect(depositCents({ ...base, priceDollars: 1499, state: 'NSW' })).toBe(14_990)
    expect(depositCents({ ...base, priceDollars: 1499.99, state: 'NSW' })).toBe(14_999)
  })

  it("treats '$500' caps as absolute", () => {
    expect(depositCents({ ...base, depositAmount: 1000, depositCaps: ['VIC:$500'], state: 'VIC' })).toBe(50_000)
    expect(depositCents({ ...base, depositAmount: 1000, depositCaps: ['VIC:$500'], state: 'QLD' })).toBe(100_000)
  })

  it('is null for a zero or empty deposit, and when the cap leaves nothing', () => {
    expect(depositCents({ ...base, depositAmount: 0 })).toBeNull()
    expect(depositCents({ ...base, depositAmount: null })).toBeNull()
    expect(depositCents({ ...base, depositAmount: undefined })).toBeNull()
    expect(depositCents({ ...base, depositAmount: Number.NaN })).toBeNull()
    expect(depositCents({ ...base, priceDollars: 0, state: 'NSW' })).toBeNull()
  })
})

describe('deposit formatting', () => {
  it("reads '$200' for whole dollars and '$149.90' otherwise; the payment page shows cents", () => {
    expect(formatDeposit(20_000)).toBe('$200')
    expect(formatDeposit(14_990)).toBe('$149.90')
    expect(formatDeposit(150_000)).toBe('$1,500')
    expect(formatCents(20_000)).toBe('$200.00')
    expect(formatCents(14_990)).toBe('$149.90')
  })
})
