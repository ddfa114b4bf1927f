/**
 * No personal data in a log line (issue 38): emails and Australian phone numbers are masked in any
 * text, personal keys are replaced whole at any depth, and an error keeps its own message and stack.
 */
import { describe, expect, it } from 'vitest'

import { REDACTED, isPersonalKey, maskLogValue, maskText } from '@/domain/operations/personalData'

describe('maskText', () => {
  it('masks email addresses, keeping the first letter and the domain', () => {
    expect(maskText('New enquiry from jordan.smith+cars@example.com.au today')).toBe('New enquiry from j•••@example.com.au today')
  })

  it.each([
    ['0412 345 678', '•••• ••• •78'],
    ['0412345678', '••••••••78'],
    ['+61 412 345 678', '+•• ••• ••• •78'],
    ['(07) 5555 1234', '(••) •••• ••34'],
    ['1300 123 456', '•••• ••• •56'],
  ])('masks the phone number %s as %s', (phone, masked) => {
    expect(maskText(`call ${phone} back`)).toBe(`call ${masked} back`)
  })

  it('leaves dates, durations, ids and prices alone', () => {
    const text = 'Ready in 74776ms at 2026-12-06T22:42:59Z: lead 1234567890123, $45,990, run 20261121'
    expect(maskText(text)).toBe(text)
  })
})

describe('maskLogValue', () => {
  it('replaces personal keys whatever their spelling, at any depth, and masks the other strings', () => {
    const masked = maskLogValue({
      leadId: 42,
      lead: { first_name: 'Jordan', lastName: 'Smith', Email: 'jordan@example.com', phone: '0412 345 678', message: 'Call me after 5' },
      note: 'reply to jordan@example.com',
      list: [{ mobile: '0412 345 678' }],
    })
    expect(masked).toEqual({
      leadId: 42,
      lead: { first_name: REDACTED, lastName: REDACTED, Email: REDACTED, phone: REDACTED, message: REDACTED },
      note: 'reply to j•••@example.com',
      list: [{ mobile: REDACTED }],
    })
  })

  it("keeps an error's own message and stack, masked like any text, and its other fields", () => {
    const error = Object.assign(new Error('duplicate key for jordan@example.com'), { code: '23505' })
    const masked = maskLogValue({ err: error }) as { err: Record<string, unknown> }
    expect(masked.err.type).toBe('Error')
    expect(masked.err.message).toBe('duplicate key for j•••@example.com')
    expect(masked.err.code).toBe('23505')
    expect(String(masked.err.stack)).toContain('personalData.test.ts')
    expect(String(masked.err.stack)).not.toContain('jordan@')
  })

  it('cuts cycles and deep nesting short instead of failing', () => {
    const cycle: Record<string, unknown> = { id: 1 }
    cycle.self = cycle
    expect(maskLogValue(cycle)).toEqual({ id: 1, self: '[circular]' })
    expect(maskLogValue({ a: { b: { c: 1 } } }, 2)).toEqual({ a: { b: '[nested]' } })
  })

  it('knows personal keys and leaves the others', () => {
    for (const key of ['email', 'phoneNumber', 'full-name', 'password', 'authorization']) expect(isPersonalKey(key), key).toBe(true)
    for (const key of ['reqId', 'route', 'status', 'tenant', 'leadId', 'code']) expect(isPersonalKey(key), key).toBe(false)
  })
})
