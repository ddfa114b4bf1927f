import { describe, expect, it } from 'vitest'

import { PHONE_MESSAGES, formatMobile, normaliseMobile } from '@/domain/accounts/phone'

describe('normaliseMobile', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['04-1234-5678', '+61412345678'],
    ['(04) 1234 5678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['+61 (0) 412 345 678', '+61412345678'],
    ['61 412 345 678', '+61412345678'],
    ['0061 412 345 678', '+61412345678'],
    ['412 345 678', '+61412345678'],
    ['  0499.000.111 ', '+61499000111'],
  ])('accepts %s as %s', (typed, normalised) => {
    expect(normaliseMobile(typed)).toEqual({ ok: true, phone: normalised })
  })

  it.each([
    ['07 3000 1234', 'a landline'],
    ['02 9999 0000', 'a Sydney landline'],
    ['041234567', 'too few digits'],
    ['04123456789', 'too many digits'],
    ['+1 415 555 0100', 'a foreign number'],
    ['+0412345678', 'a plus before the trunk 0'],
    ['0412 345 67a', 'a letter'],
    ['0412345678 ext 2', 'an extension'],
    ['+61 2 9999 0000', 'an international landline'],
  ])('refuses %s (%s) with the mobile message', (typed) => {
    expect(normaliseMobile(typed)).toEqual({ ok: false, message: PHONE_MESSAGES.invalid })
  })

  it('asks for a number when nothing (or not text) was sent', () => {
    expect(normaliseMobile('')).toEqual({ ok: false, message: PHONE_MESSAGES.empty })
    expect(normaliseMobile('   ')).toEqual({ ok: false, message: PHONE_MESSAGES.empty })
    expect(normaliseMobile(undefined)).toEqual({ ok: false, message: PHONE_MESSAGES.empty })
    expect(normaliseMobile(412345678)).toEqual({ ok: false, message: PHONE_MESSAGES.empty })
  })

  it('refuses absurdly long input before looking at it', () => {
    expect(normaliseMobile(`0412345678${' '.repeat(40)}`)).toEqual({ ok: false, message: PHONE_MESSAGES.invalid })
  })

  it('tells the shopper what a valid number looks like', () => {
    expect(PHONE_MESSAGES.invalid).toBe('Enter an Australian mobile number, like 0412 345 678.')
  })
})

describe('formatMobile', () => {
  it('shows a normalised number the Australian way', () => {
    expect(formatMobile('+61412345678')).toBe('0412 345 678')
  })
  it('leaves anything else as it is', () => {
    expect(formatMobile('+6173000123')).toBe('+6173000123')
  })
})
