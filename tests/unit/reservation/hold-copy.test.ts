/** The hold (a deposit holds a car for 48 hours) and the reservation copy. */
import { describe, expect, it } from 'vitest'

import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { checkoutIsAbandoned, heldUntil, holdIsOver, prefillFromCustomer, reservationCopy, reserveButtonNote } from '@/domain/reservation'

const PAID = new Date('2026-03-02T01:00:00.000Z')

describe('the hold', () => {
  it('ends holdHours after the payment', () => {
    expect(heldUntil(PAID, 48).toISOString()).toBe('2026-03-04T01:00:00.000Z')
    expect(heldUntil(PAID, 2).toISOString()).toBe('2026-03-02T03:00:00.000Z')
    // A nonsense setting falls back to the spec's 48 hours rather than releasing the car at once.
    expect(heldUntil(PAID, 0).toISOString()).toBe('2026-03-04T01:00:00.000Z')
  })

  it('is over at its end, not a moment before', () => {
    const until = heldUntil(PAID, 48)
    expect(holdIsOver(until, new Date(until.getTime() - 1))).toBe(false)
    expect(holdIsOver(until, until)).toBe(true)
    expect(holdIsOver(until.toISOString(), new Date(until.getTime() + 1))).toBe(true)
    expect(holdIsOver(null, PAID)).toBe(false)
  })

  it('counts an unpaid checkout as abandoned once its session has closed (35 minutes)', () => {
    expect(checkoutIsAbandoned(PAID, new Date(PAID.getTime() + 34 * 60_000))).toBe(false)
    expect(checkoutIsAbandoned(PAID.toISOString(), new Date(PAID.getTime() + 35 * 60_000))).toBe(true)
  })
})

describe('the reservation copy', () => {
  it("says '$200', 'held for 48 hours' and '100% refundable' by default", () => {
    const copy = reservationCopy(20_000, DEFAULT_TENANT_SETTINGS, 'used')
    expect(copy.deposit).toBe('$200')
    expect(copy.heading).toBe('Reserve this car with a $200 deposit')
    expect(copy.payLabel).toBe('Pay $200 deposit')
    expect(copy.hold).toBe('Your car is held for 48 hours.')
    expect(copy.refund).toBe('Your deposit is 100% refundable.')
    expect(copy.guarantee).toBeNull()
    expect(reserveButtonNote(20_000, DEFAULT_TENANT_SETTINGS)).toBe('$200 fully refundable deposit, held for 48 hours')
  })

  it('follows the dealer’s hours and capped deposit', () => {
    const copy = reservationCopy(15_000, { ...DEFAULT_TENANT_SETTINGS, holdHours: 24 }, 'new')
    expect(copy.payLabel).toBe('Pay $150 deposit')
    expect(copy.hold).toBe('Your car is held for 24 hours.')
  })

  it('adds the 48-hour money-back guarantee for used cars only, where the dealer offers it', () => {
    const on = { ...DEFAULT_TENANT_SETTINGS, moneyBackGuarantee: true }
    const used = reservationCopy(20_000, on, 'used').guarantee
    expect(used?.heading).toBe('48-hour money-back guarantee')
    expect(used?.conditions.join(' ')).toMatch(/300 km/)
    expect(used?.conditions.join(' ')).toMatch(/5pm the next day/)
    // One sequence, not two deadlines for one thing: tell us within 48 hours, then return it the next day.
    expect(used?.summary).toMatch(/Tell us within 48 hours of taking delivery/)
    expect(used?.conditions[0]).toBe('Once you have told us, return the car by 5pm the next day.')
    expect(used?.conditions.join(' ')).toMatch(/2 cars per customer in any 12 months/)
    expect(reservationCopy(20_000, on, 'new').guarantee).toBeNull()
    expect(reservationCopy(20_000, on, 'demo').guarantee).toBeNull()
  })
})

describe('prefill from the signed-in customer', () => {
  it('maps the stored details to the form and shows the mobile as people write it', () => {
    expect(prefillFromCustomer({ name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', phone: '+61412345678', postcode: '4000' })).toEqual({
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412345678',
      postcode: '4000',
    })
    expect(prefillFromCustomer(null)).toEqual({ name: '', last_name: '', email: '', phone: '', postcode: '' })
  })
})
