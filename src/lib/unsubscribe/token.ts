/**
 * The signed token of an unsubscribe link (`/pages/unsubscribe?t=…`, `/api/unsubscribe?t=…`): it names
 * the dealer (tenant id), the channel and address the message went to, and the list it belonged to,
 * so the link works without the shopper signing in and cannot be edited to unsubscribe someone else.
 * `{payload}.{signature}`, HMAC-SHA256 with a key derived from PAYLOAD_SECRET for this purpose only (as
 * src/lib/customers/sessionToken.ts derives its own), so a session token is never an unsubscribe token
 * and the other way round. Pure functions (no Next or Payload imports): the routes, the page, the
 * senders and the tests share them.
 *
 * A link stays good for UNSUBSCRIBE_TOKEN_DAYS (the Spam Act asks for at least 30 days after sending).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedKey } from '../api/derivedKey'

import { normaliseMobile } from '@/domain/accounts/phone'

const UNSUBSCRIBE_LISTS = ['alerts', 'auto-replies', 'all'] as const
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number]
const UNSUBSCRIBE_CHANNELS = ['email', 'sms'] as const
export type UnsubscribeChannel = (typeof UNSUBSCRIBE_CHANNELS)[number]

/** A year: far past the Spam Act's 30 days, so an old alert's link still works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365
const MAX_AGE_MS = UNSUBSCRIBE_TOKEN_DAYS * 86_400_000
/** Longer than any real token (an email address is at most 254 characters). */
const MAX_TOKEN_LENGTH = 1_000

export type UnsubscribeClaims = { tenant: number; channel: UnsubscribeChannel; address: string; list: UnsubscribeList; issuedAt: number }

export type UnsubscribeTokenCheck =
  | { ok: true; claims: UnsubscribeClaims }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'other-dealer' }

const key = () => derivedKey('unsubscribe-link')

const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export function signUnsubscribeToken(claims: UnsubscribeClaims): string {
  const body = Buffer.from(JSON.stringify({ t: claims.tenant, c: claims.channel, a: claims.address, l: claims.list, i: claims.issuedAt })).toString('base64url')
  return `${body}.${sign(body)}`
}

/**
 * The claims of a well-signed, unexpired token; with `tenant`, only for that dealer (the dealer of the
 * host the link was opened on: dealer A's link does nothing on dealer B's site).
 */
export function verifyUnsubscribeToken(token: string | undefined | null, options: { tenant?: number; now?: number } = {}): UnsubscribeTokenCheck {
  const now = options.now ?? Date.now()
  if (!token) return { ok: false, reason: 'missing' }
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' }
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  let raw: { t?: unknown; c?: unknown; a?: unknown; l?: unknown; i?: unknown }
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof raw
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (
    !raw ||
    typeof raw.t !== 'number' ||
    typeof raw.a !== 'string' ||
    !raw.a ||
    typeof raw.i !== 'number' ||
    !UNSUBSCRIBE_CHANNELS.includes(raw.c as UnsubscribeChannel) ||
    !UNSUBSCRIBE_LISTS.includes(raw.l as UnsubscribeList)
  ) {
    return { ok: false, reason: 'invalid' }
  }
  if (raw.i > now + 60_000) return { ok: false, reason: 'invalid' }
  if (now - raw.i > MAX_AGE_MS) return { ok: false, reason: 'expired' }
  if (options.tenant !== undefined && raw.t !== options.tenant) return { ok: false, reason: 'other-dealer' }
  return { ok: true, claims: { tenant: raw.t, channel: raw.c as UnsubscribeChannel, address: raw.a, list: raw.l as UnsubscribeList, issuedAt: raw.i } }
}

/** The address as stored and compared: an email lower-cased, a mobile number as the gateway writes it (+614…). */
export function normaliseAddress(channel: UnsubscribeChannel, address: string): string {
  if (channel === 'email') return address.trim().toLowerCase()
  const mobile = normaliseMobile(address)
  return mobile.ok ? mobile.phone : address.replace(/[\s\-().]/g, '')
}
