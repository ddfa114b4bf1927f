/** Admin sign-in rules (issue 21): the password rule and when the session cookie is Secure. */
import { describe, expect, it } from 'vitest'

import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS, adminCookiesSecure, passwordProblem } from '@/domain/adminAuth'

describe('passwordProblem', () => {
  it('accepts the demo and test passwords', () => {
    expect(passwordProblem('Forecourt!2026')).toBeNull()
    expect(passwordProblem('Secret-pass-123')).toBeNull()
  })

  it.each([
    ['short1', /at least 12 characters long \(this one has 6\)/],
    ['abcdefghijklmnop', /at least one letter and one digit/],
    ['1234567890123', /at least one letter and one digit/],
    [undefined, /Give a password/],
    ['x1'.repeat(101), /at most 200 characters/],
  ])('refuses %j', (password, message) => expect(passwordProblem(password)).toMatch(message))

  it('refuses the email address as the password', () => {
    expect(passwordProblem('sam1@dealer.test', 'Sam1@Dealer.test')).toMatch(/must not be the email address/)
  })
})

describe('adminCookiesSecure', () => {
  it('follows ADMIN_COOKIES_SECURE, then the public address, else stays off for plain http', () => {
    expect(adminCookiesSecure({ ADMIN_COOKIES_SECURE: 'true' })).toBe(true)
    expect(adminCookiesSecure({ ADMIN_COOKIES_SECURE: 'false', PUBLIC_SERVER_URL: 'https://a.test' })).toBe(false)
    expect(adminCookiesSecure({ PUBLIC_SERVER_URL: 'https://admin.forecourt.com.au' })).toBe(true)
    expect(adminCookiesSecure({ PUBLIC_SERVER_URL: 'http://localhost:3000', NODE_ENV: 'production' })).toBe(false)
    expect(adminCookiesSecure({ NODE_ENV: 'production' })).toBe(false)
    expect(adminCookiesSecure({ NODE_ENV: 'production', FORECOURT_HTTPS: 'true' })).toBe(true)
    expect(adminCookiesSecure({ NODE_ENV: 'development', FORECOURT_HTTPS: 'true' })).toBe(false)
  })

  it('locks after 5 failures for 10 minutes', () => {
    expect(MAX_LOGIN_ATTEMPTS).toBe(5)
    expect(LOCK_TIME_MS).toBe(600_000)
  })
})
