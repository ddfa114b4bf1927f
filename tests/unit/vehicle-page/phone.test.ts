import { describe, expect, it } from 'vitest'

import { displayedPhone, initialPhoneRevealed, maskPhone, phoneForCarType, telHref } from '@/domain/vehicle-page'

describe('maskPhone', () => {
  it('keeps the first 5 characters; later digits become asterisks, spacing stays', () => {
    expect(maskPhone('(07) 5550 1010')).toBe('(07) **** ****')
    expect(maskPhone('0412 345 678')).toBe('0412 *** ***')
    expect(maskPhone('1300 123 456')).toBe('1300 *** ***')
    expect(maskPhone('+61 7 5550 1010')).toBe('+61 7 **** ****')
  })
  it('short numbers are not masked; surrounding spaces are trimmed', () => {
    expect(maskPhone('000')).toBe('000')
    expect(maskPhone('  13 13 ')).toBe('13 13')
  })
})

describe('phoneForCarType', () => {
  const contact = { phone: '(07) 5550 1000', phoneNew: '(07) 5550 1010', phoneUsed: '(07) 5550 1020', phoneDemo: '' }
  it('the per-car-type number', () => {
    expect(phoneForCarType(contact, 'new')).toBe('(07) 5550 1010')
    expect(phoneForCarType(contact, 'used')).toBe('(07) 5550 1020')
  })
  it("the car's location comes first: its number for the car type, then its own number, before the dealer's defaults", () => {
    const tweed = { phone: '(07) 5550 1040', phoneUsed: '(07) 5550 1045' }
    expect(phoneForCarType(contact, 'used', tweed)).toBe('(07) 5550 1045')
    expect(phoneForCarType(contact, 'new', tweed)).toBe('(07) 5550 1040')
    expect(phoneForCarType(contact, 'demo', { phone: ' (07) 4000 0000 ' })).toBe('(07) 4000 0000')
  })
  it("falls back to the dealer's number for the car type, then its main number", () => {
    expect(phoneForCarType(contact, 'new', { phone: ' ' })).toBe('(07) 5550 1010')
    expect(phoneForCarType(contact, 'demo')).toBe('(07) 5550 1000')
    expect(phoneForCarType(contact, null)).toBe('(07) 5550 1000')
  })
  it('null when there is no number at all', () => {
    expect(phoneForCarType({ phone: '  ', phoneNew: null }, 'new', null)).toBeNull()
  })
})

describe('reveal', () => {
  it('revealed by default only where the tenant says so', () => {
    expect(initialPhoneRevealed({ phoneRevealedByDefault: true })).toBe(true)
    expect(initialPhoneRevealed({ phoneRevealedByDefault: false })).toBe(false)
  })
  it('masked until revealed', () => {
    expect(displayedPhone('(07) 5550 1010', false)).toBe('(07) **** ****')
    expect(displayedPhone('(07) 5550 1010', true)).toBe('(07) 5550 1010')
  })
  it('tel links dial digits only', () => {
    expect(telHref('(07) 5550 1010')).toBe('tel:0755501010')
    expect(telHref('+61 7 5550 1010')).toBe('tel:+61755501010')
    expect(telHref('none')).toBeNull()
    expect(telHref(null)).toBeNull()
  })
})
