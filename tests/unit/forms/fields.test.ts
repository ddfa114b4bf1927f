import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type * as z from '@/domain/validation/zodMini'

import { checkbox, email, mustAgree, phone, postcode, requiredText, wholeNumber, optionalWholeNumber } from '@/domain/forms/fields'
import { MESSAGES } from '@/domain/forms/messages'

const msg = (schema: z.ZodMiniType, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? null : r.error.issues[0]!.message
}

describe('postcode: required, exactly 4 digits', () => {
  it('accepts four digits (also as a number-like string with spaces around)', () => {
    expect(postcode.parse('4000')).toBe('4000')
    expect(postcode.parse(' 0800 ')).toBe('0800')
  })
  it.each(['', '400', '40000', '4a00', '4,000', '4 000', null, undefined])('refuses %p with the spec message', (value) => {
    expect(msg(postcode, value)).toBe(MESSAGES.postcode)
  })
  it('accepts every 4-digit string and refuses every other length (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{4}$/), (s) => postcode.safeParse(s).success))
    fc.assert(fc.property(fc.stringMatching(/^\d{0,3}$|^\d{5,8}$/), (s) => msg(postcode, s) === MESSAGES.postcode))
  })
})

describe('required text, email and phone', () => {
  it('a required field is "* This field is required" when empty or blank', () => {
    expect(msg(requiredText(), '')).toBe(MESSAGES.required)
    expect(msg(requiredText(), '   ')).toBe(MESSAGES.required)
    expect(msg(requiredText(), undefined)).toBe(MESSAGES.required)
    expect(msg(requiredText(5), 'too long text')).toBe(MESSAGES.tooLong(5))
  })
  it('email: required, then a plausible address', () => {
    expect(msg(email, '')).toBe(MESSAGES.required)
    expect(msg(email, 'jane@')).toBe(MESSAGES.email)
    expect(msg(email, 'jane@example')).toBe(MESSAGES.email)
    expect(email.parse(' jane@example.com ')).toBe('jane@example.com')
  })
  it('phone: required, 8 to 15 digits with common punctuation', () => {
    expect(msg(phone, '')).toBe(MESSAGES.required)
    expect(msg(phone, '12345')).toBe(MESSAGES.phone)
    expect(msg(phone, '0412 abc 678')).toBe(MESSAGES.phone)
    expect(phone.parse('+61 (0)412-345-678')).toBe('+61 (0)412-345-678')
  })
})

describe('checkboxes', () => {
  it('terms_conditions must be ticked, with the spec message', () => {
    expect(msg(mustAgree, undefined)).toBe(MESSAGES.terms)
    expect(msg(mustAgree, false)).toBe(MESSAGES.terms)
    expect(msg(mustAgree, '')).toBe(MESSAGES.terms)
    expect(mustAgree.parse('on')).toBe(true)
    expect(mustAgree.parse(true)).toBe(true)
  })
  it('opt_in defaults to true and reads browser and JSON values', () => {
    expect(checkbox(true).parse(undefined)).toBe(true)
    expect(checkbox(true).parse(false)).toBe(false)
    expect(checkbox(false).parse('on')).toBe(true)
  })
})

describe('whole numbers', () => {
  it('reads kilometres as people type them', () => {
    expect(wholeNumber().parse('120,000 km')).toBe(120000)
    expect(wholeNumber().parse(45)).toBe(45)
    expect(msg(wholeNumber(), '')).toBe(MESSAGES.required)
    expect(msg(wholeNumber(), 'abc')).toBe(MESSAGES.required)
  })
  it('an optional one accepts empty', () => {
    expect(optionalWholeNumber().parse('')).toBeUndefined()
    expect(optionalWholeNumber().parse('7')).toBe(7)
    expect(msg(optionalWholeNumber(), 'x')).toBe(MESSAGES.required)
  })
})
