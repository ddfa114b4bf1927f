/**
 * Which reservations this browser started: a signed, HTTP-only cookie holding their references, set
 * when the checkout starts. The confirmation page shows a reservation only to its owner (this cookie,
 * or the signed-in customer it belongs to), so a reference copied from someone else's screen or
 * guessed shows nothing. Pure functions; the routes read and write the cookie.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedKey } from '../api/derivedKey'

export const RECEIPT_COOKIE = 'fc_reservations'
/** The newest few are enough: a receipt only has to outlive one trip to the payment page and back. */
const RECEIPT_MAX_REFERENCES = 8
const RECEIPT_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

const key = () => derivedKey('reservation-receipt')
const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export function readReceipt(token: string | null | undefined): string[] {
  if (!token) return []
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return []
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  try {
    const refs = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
    return Array.isArray(refs) ? refs.filter((r): r is string => typeof r === 'string').slice(0, RECEIPT_MAX_REFERENCES) : []
  } catch {
    return []
  }
}

/** The cookie value after adding a reference (newest first, oldest dropped). */
export function addToReceipt(token: string | null | undefined, reference: string): string {
  const refs = [reference, ...readReceipt(token).filter((r) => r !== reference)].slice(0, RECEIPT_MAX_REFERENCES)
  const body = Buffer.from(JSON.stringify(refs)).toString('base64url')
  return `${body}.${sign(body)}`
}

export function receiptCookieHeader(value: string, secure: boolean): string {
  return `${RECEIPT_COOKIE}=${value}; Path=/; Max-Age=${RECEIPT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The raw value of one cookie in a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim()
  }
  return null
}
