import { describe, expect, it } from 'vitest'

import { PROFILE_MESSAGES, parseProfileUpdate } from '@/domain/accounts/profile'

describe('parseProfileUpdate', () => {
  it('accepts any of the four details, trimmed', () => {
    expect(parseProfileUpdate({ name: ' Jane ', lastName: 'Citizen', email: 'jane@example.com', postcode: '4000' })).toEqual({
      ok: true,
      data: { name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', postcode: '4000' },
    })
    expect(parseProfileUpdate({ postcode: '2000' })).toEqual({ ok: true, data: { postcode: '2000' } })
  })

  it('clears a detail sent empty or null', () => {
    expect(parseProfileUpdate({ email: '', name: null })).toEqual({ ok: true, data: { email: null, name: null } })
  })

  it.each([
    [{ email: 'jane@' }, PROFILE_MESSAGES.email],
    [{ email: 'jane@example' }, PROFILE_MESSAGES.email],
    [{ postcode: '400' }, PROFILE_MESSAGES.postcode],
    [{ postcode: '40000' }, PROFILE_MESSAGES.postcode],
    [{ postcode: 'abcd' }, PROFILE_MESSAGES.postcode],
    [{ name: 'x'.repeat(81) }, 'First name must be 80 characters or fewer.'],
    [{ lastName: 42 }, 'Last name must be text.'],
    [{ phone: '0412345678' }, PROFILE_MESSAGES.phone],
    [{ name: 'Jane', admin: true }, 'Unknown field: admin.'],
    [{}, PROFILE_MESSAGES.empty],
  ])('refuses %o with a specific message', (body, message) => {
    expect(parseProfileUpdate(body)).toEqual({ ok: false, message })
  })

  it('refuses a body that is not an object', () => {
    expect(parseProfileUpdate('name=Jane').ok).toBe(false)
    expect(parseProfileUpdate(null).ok).toBe(false)
  })
})
