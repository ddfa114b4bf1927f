import { describe, expect, it } from 'vitest'

import { signSession } from '@/lib/customers/sessionToken'
import { listUnsubscribeHeaders, unsubscribeLinks } from '@/lib/unsubscribe/links'
import { normaliseAddress, signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken, type UnsubscribeClaims } from '@/lib/unsubscribe/token'

const NOW = Date.parse('2026-11-25T10:00:00Z')
const claims: UnsubscribeClaims = { tenant: 7, channel: 'email', address: 'jane@example.com', list: 'alerts', issuedAt: NOW }
const DAY = 86_400_000

describe('unsubscribe token', () => {
  it('round-trips dealer, channel, address and list', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(claims), { now: NOW })).toEqual({ ok: true, claims })
    const sms = { ...claims, channel: 'sms' as const, address: '+61412345678', list: 'all' as const }
    expect(verifyUnsubscribeToken(signUnsubscribeToken(sms), { now: NOW, tenant: 7 })).toEqual({ ok: true, claims: sms })
  })

  it("is good only on its own dealer's site", () => {
    const token = signUnsubscribeToken(claims)
    expect(verifyUnsubscribeToken(token, { now: NOW, tenant: 7 }).ok).toBe(true)
    expect(verifyUnsubscribeToken(token, { now: NOW, tenant: 8 })).toEqual({ ok: false, reason: 'other-dealer' })
  })

  it('refuses a token whose body or signature was changed', () => {
    const [body, signature] = signUnsubscribeToken(claims).split('.')
    const forged = Buffer.from(JSON.stringify({ t: 7, c: 'email', a: 'someone-else@example.com', l: 'alerts', i: NOW })).toString('base64url')
    expect(verifyUnsubscribeToken(`${forged}.${signature}`, { now: NOW })).toEqual({ ok: false, reason: 'invalid' })
    const otherDealer = Buffer.from(JSON.stringify({ t: 8, c: 'email', a: 'jane@example.com', l: 'alerts', i: NOW })).toString('base64url')
    expect(verifyUnsubscribeToken(`${otherDealer}.${signature}`, { now: NOW, tenant: 8 })).toEqual({ ok: false, reason: 'invalid' })
    const flipped = signature!.slice(0, -1) + (signature!.endsWith('A') ? 'B' : 'A')
    expect(verifyUnsubscribeToken(`${body}.${flipped}`, { now: NOW })).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyUnsubscribeToken(`${body}.${signature}x`, { now: NOW }).ok).toBe(false)
    expect(verifyUnsubscribeToken(`${body}.${signature}.extra`, { now: NOW }).ok).toBe(false)
    expect(verifyUnsubscribeToken(body, { now: NOW }).ok).toBe(false)
  })

  it('refuses nothing, garbage, a session token and a list or channel it does not know', () => {
    expect(verifyUnsubscribeToken(undefined, { now: NOW })).toEqual({ ok: false, reason: 'missing' })
    expect(verifyUnsubscribeToken('', { now: NOW })).toEqual({ ok: false, reason: 'missing' })
    expect(verifyUnsubscribeToken('not-a-token', { now: NOW })).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyUnsubscribeToken('x'.repeat(5000), { now: NOW })).toEqual({ ok: false, reason: 'invalid' })
    // Signed with the customer-session key: the keys are derived per purpose, so it is not an unsubscribe token.
    expect(verifyUnsubscribeToken(signSession({ customer: 1, tenant: 7, issuedAt: NOW }), { now: NOW })).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyUnsubscribeToken(signUnsubscribeToken({ ...claims, list: 'marketing' as never }), { now: NOW }).ok).toBe(false)
    expect(verifyUnsubscribeToken(signUnsubscribeToken({ ...claims, channel: 'fax' as never }), { now: NOW }).ok).toBe(false)
  })

  it(`expires ${UNSUBSCRIBE_TOKEN_DAYS} days after sending (well past the Spam Act's 30), and refuses one from the future`, () => {
    const token = signUnsubscribeToken(claims)
    expect(verifyUnsubscribeToken(token, { now: NOW + 30 * DAY }).ok).toBe(true)
    expect(verifyUnsubscribeToken(token, { now: NOW + UNSUBSCRIBE_TOKEN_DAYS * DAY - 1 }).ok).toBe(true)
    expect(verifyUnsubscribeToken(token, { now: NOW + UNSUBSCRIBE_TOKEN_DAYS * DAY + 1 })).toEqual({ ok: false, reason: 'expired' })
    expect(verifyUnsubscribeToken(signUnsubscribeToken({ ...claims, issuedAt: NOW + 5 * 60_000 }), { now: NOW })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('is signed with a key derived from PAYLOAD_SECRET', () => {
    const before = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'one-secret'
    const token = signUnsubscribeToken(claims)
    try {
      expect(verifyUnsubscribeToken(token, { now: NOW }).ok).toBe(true)
      process.env.PAYLOAD_SECRET = 'another-secret'
      expect(verifyUnsubscribeToken(token, { now: NOW })).toEqual({ ok: false, reason: 'invalid' })
    } finally {
      if (before === undefined) delete process.env.PAYLOAD_SECRET
      else process.env.PAYLOAD_SECRET = before
    }
  })

  it('normalises the address it names: emails lower-cased, mobiles in +61 form', () => {
    expect(normaliseAddress('email', '  Jane@Example.COM ')).toBe('jane@example.com')
    expect(normaliseAddress('sms', '0412 345 678')).toBe('+61412345678')
    expect(normaliseAddress('sms', '61412345678')).toBe('+61412345678')
  })
})

describe('unsubscribe links and headers', () => {
  const links = unsubscribeLinks('https://dealer.example.com.au/', { tenant: 7, channel: 'email', address: 'Jane@Example.com', list: 'alerts' }, NOW, { SMTP_FROM: 'alerts@forecourt.test' })

  it('point at the dealer page and the one-click endpoint with the same token, for the normalised address', () => {
    expect(links.page).toBe(`https://dealer.example.com.au/pages/unsubscribe?t=${links.token}`)
    expect(links.oneClick).toBe(`https://dealer.example.com.au/api/unsubscribe?t=${links.token}`)
    expect(verifyUnsubscribeToken(links.token, { now: NOW, tenant: 7 })).toEqual({ ok: true, claims: { ...claims, address: 'jane@example.com' } })
    expect(links.mailto).toBe(`mailto:alerts@forecourt.test?subject=unsubscribe%20${links.token}`)
  })

  it('make RFC 8058 headers: the https and mailto addresses, and the One-Click post', () => {
    expect(listUnsubscribeHeaders(links)).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
