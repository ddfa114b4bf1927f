import { describe, expect, it } from 'vitest'

import {
  CODE_TTL_SECONDS,
  MAX_ATTEMPTS,
  OTP_MESSAGES,
  SEND_RULES,
  codeFromNumber,
  hashCode,
  judgeCode,
  normaliseCode,
  refusalOf,
  sendDecision,
  signInSms,
  type StoredCode,
} from '@/domain/accounts/otp'

const KEY = 'test-key'
const scope = { tenant: 7, phone: '+61412345678' }
const NOW = Date.parse('2026-11-22T10:00:00Z')
const stored = (over: Partial<StoredCode> = {}): StoredCode => ({
  codeHash: hashCode(KEY, scope, '123456'),
  expiresAt: new Date(NOW + CODE_TTL_SECONDS * 1000),
  attempts: 0,
  consumedAt: null,
  ...over,
})

describe('codes', () => {
  it('are six digits, keeping leading zeros', () => {
    expect(codeFromNumber(42)).toBe('000042')
    expect(codeFromNumber(999_999)).toBe('999999')
    expect(codeFromNumber(0)).toBe('000000')
  })

  it('are read from what people type', () => {
    expect(normaliseCode('123456')).toBe('123456')
    expect(normaliseCode('123 456')).toBe('123456')
    expect(normaliseCode('123-456')).toBe('123456')
    expect(normaliseCode('12345')).toBeNull()
    expect(normaliseCode('1234567')).toBeNull()
    expect(normaliseCode('12345a')).toBeNull()
    expect(normaliseCode(null)).toBeNull()
  })
})

describe('hashCode', () => {
  it('never contains the code and depends on key, dealer and number', () => {
    const hash = hashCode(KEY, scope, '123456')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('123456')
    expect(hashCode(KEY, scope, '123456')).toBe(hash)
    expect(hashCode('other-key', scope, '123456')).not.toBe(hash)
    expect(hashCode(KEY, { ...scope, tenant: 8 }, '123456')).not.toBe(hash)
    expect(hashCode(KEY, { ...scope, phone: '+61412345679' }, '123456')).not.toBe(hash)
    expect(hashCode(KEY, scope, '123457')).not.toBe(hash)
  })
})

describe('judgeCode', () => {
  const right = hashCode(KEY, scope, '123456')
  const wrong = hashCode(KEY, scope, '654321')

  it('accepts the right code before it expires', () => {
    expect(judgeCode(stored(), right, NOW)).toEqual({ kind: 'ok' })
    expect(judgeCode(stored(), right, NOW + CODE_TTL_SECONDS * 1000 - 1)).toEqual({ kind: 'ok' })
  })

  it('refuses a wrong code, counting down the attempts left', () => {
    expect(judgeCode(stored(), wrong, NOW)).toEqual({ kind: 'wrong', attemptsLeft: MAX_ATTEMPTS - 1 })
    expect(judgeCode(stored({ attempts: MAX_ATTEMPTS - 1 }), wrong, NOW)).toEqual({ kind: 'wrong', attemptsLeft: 0 })
  })

  it('refuses even the right code once the attempts are used up', () => {
    expect(judgeCode(stored({ attempts: MAX_ATTEMPTS }), right, NOW)).toEqual({ kind: 'locked' })
  })

  it('refuses the right code after five minutes', () => {
    expect(judgeCode(stored(), right, NOW + CODE_TTL_SECONDS * 1000)).toEqual({ kind: 'expired' })
  })

  it('refuses a replayed code', () => {
    expect(judgeCode(stored({ consumedAt: new Date(NOW - 1000) }), right, NOW)).toEqual({ kind: 'used' })
  })

  it('has nothing to compare with when no code was sent', () => {
    expect(judgeCode(null, right, NOW)).toEqual({ kind: 'none' })
  })
})

describe('refusalOf', () => {
  it('gives each refusal its own message', () => {
    expect(refusalOf({ kind: 'wrong', attemptsLeft: 3 })).toEqual({ status: 401, message: 'That code is not right. You have 3 attempts left.' })
    expect(refusalOf({ kind: 'wrong', attemptsLeft: 1 }).message).toBe('That code is not right. You have 1 attempt left.')
    expect(refusalOf({ kind: 'wrong', attemptsLeft: 0 })).toEqual({ status: 429, message: OTP_MESSAGES.tooManyAttempts })
    expect(refusalOf({ kind: 'locked' })).toEqual({ status: 429, message: OTP_MESSAGES.tooManyAttempts })
    expect(refusalOf({ kind: 'expired' })).toEqual({ status: 401, message: 'This code has expired. Send a new one.' })
    expect(refusalOf({ kind: 'used' })).toEqual({ status: 401, message: OTP_MESSAGES.used })
    expect(refusalOf({ kind: 'none' })).toEqual({ status: 401, message: OTP_MESSAGES.noCode })
    const messages = new Set([OTP_MESSAGES.tooManyAttempts, OTP_MESSAGES.expired, OTP_MESSAGES.used, OTP_MESSAGES.noCode, OTP_MESSAGES.wrong(2)])
    expect(messages.size).toBe(5)
  })
})

describe('sendDecision', () => {
  const rule = SEND_RULES.perNumber
  const minutesAgo = (m: number) => NOW - m * 60_000

  it('allows codes under the limit', () => {
    expect(sendDecision([], NOW, rule)).toEqual({ allowed: true })
    expect(sendDecision([minutesAgo(1), minutesAgo(2)], NOW, rule)).toEqual({ allowed: true })
  })

  it('refuses the fourth code in ten minutes and says when the oldest leaves the window', () => {
    expect(sendDecision([minutesAgo(1), minutesAgo(2), minutesAgo(7.5)], NOW, rule)).toEqual({ allowed: false, retryAfterMinutes: 3 })
    expect(OTP_MESSAGES.tooManyCodes(3)).toBe('Too many codes requested. Try again in 3 minutes.')
    expect(OTP_MESSAGES.tooManyCodes(1)).toBe('Too many codes requested. Try again in 1 minute.')
  })

  it('forgets codes older than the window', () => {
    expect(sendDecision([minutesAgo(1), minutesAgo(2), minutesAgo(11)], NOW, rule)).toEqual({ allowed: true })
  })

  it('waits at least a minute', () => {
    expect(sendDecision([minutesAgo(1), minutesAgo(2), minutesAgo(9.99)], NOW, rule)).toEqual({ allowed: false, retryAfterMinutes: 1 })
  })

  it('counts an address over an hour', () => {
    const ten = Array.from({ length: 10 }, (_, i) => minutesAgo(5 * i + 1))
    expect(sendDecision(ten, NOW, SEND_RULES.perIp)).toEqual({ allowed: false, retryAfterMinutes: 14 })
    expect(sendDecision(ten.slice(1), NOW, SEND_RULES.perIp)).toEqual({ allowed: true })
  })
})

describe('signInSms', () => {
  it('names the dealer, the code and how long it lasts', () => {
    expect(signInSms('Harbour City Motor Group', '012345')).toBe('Your Harbour City Motor Group sign-in code is 012345. It expires in 5 minutes.')
  })
})

describe('sendDecision under concurrency', () => {
  it('counts codes stamped after `now` (created while this request waited for the lock)', () => {
    expect(sendDecision([NOW + 5, NOW + 10, NOW - 1000], NOW, SEND_RULES.perNumber)).toEqual({ allowed: false, retryAfterMinutes: 10 })
  })
})
