import { describe, expect, it } from 'vitest'

import { SESSION_SECONDS, signSession, verifySession } from '@/lib/customers/sessionToken'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const claims = { customer: 12, tenant: 3, issuedAt: NOW }

describe('customer session token', () => {
  it('round-trips its claims', () => {
    expect(verifySession(signSession(claims), NOW)).toEqual(claims)
  })

  it('refuses a token whose body was changed', () => {
    const [body, signature] = signSession(claims).split('.')
    const forged = Buffer.from(JSON.stringify({ c: 13, t: 3, i: NOW })).toString('base64url')
    expect(verifySession(`${forged}.${signature}`, NOW)).toBeNull()
    expect(verifySession(`${body}.${signature}x`, NOW)).toBeNull()
    expect(verifySession(`${body}.${signature}.extra`, NOW)).toBeNull()
    expect(verifySession(body, NOW)).toBeNull()
  })

  it('refuses nothing, garbage and a Payload-style JWT', () => {
    expect(verifySession(undefined, NOW)).toBeNull()
    expect(verifySession('', NOW)).toBeNull()
    expect(verifySession('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.abc', NOW)).toBeNull()
  })

  it('expires after thirty days and refuses a token from the future', () => {
    const token = signSession(claims)
    expect(verifySession(token, NOW + SESSION_SECONDS * 1000 - 1)).toEqual(claims)
    expect(verifySession(token, NOW + SESSION_SECONDS * 1000 + 1)).toBeNull()
    expect(verifySession(signSession({ ...claims, issuedAt: NOW + 5 * 60_000 }), NOW)).toBeNull()
  })

  it('is signed with a key derived from PAYLOAD_SECRET', () => {
    const before = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'one-secret'
    const token = signSession(claims)
    process.env.PAYLOAD_SECRET = 'another-secret'
    try {
      expect(verifySession(token, NOW)).toBeNull()
    } finally {
      process.env.PAYLOAD_SECRET = before
    }
  })
})
