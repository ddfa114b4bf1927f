/**
 * Signed preview links: `{claims}.{signature}`, HMAC-SHA256 with a key derived from PAYLOAD_SECRET for
 * this purpose only. A token names one record (collection and id) of one dealer and an expiry; the
 * preview route (src/app/(site)/[host]/preview/[token]) shows that record's newest draft only on that
 * dealer's own host, to anyone holding the link until it expires, with no admin sign-in. The admin's
 * live preview uses short-lived ones; "Share preview" hands out longer ones a colleague can open.
 * Pure (no Next, no Payload) so the route, the admin and the tests share it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { derivedKey } from '../api/derivedKey'

const PREVIEWABLE = ['pages', 'promotions', 'popups'] as const
export type PreviewCollection = (typeof PREVIEWABLE)[number]

export type PreviewClaims = { collection: PreviewCollection; id: number; tenant: number; expiresAt: number }

/** The admin's own live preview: re-issued each time the document opens. */
export const LIVE_PREVIEW_MS = 12 * 60 * 60 * 1000
/** A shared link: long enough for a colleague to look tomorrow, short enough not to linger. */
export const SHARED_PREVIEW_MS = 72 * 60 * 60 * 1000

const key = () => derivedKey('draft-preview')

const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export function signPreview(claims: PreviewClaims): string {
  const body = Buffer.from(JSON.stringify({ c: claims.collection, i: claims.id, t: claims.tenant, e: claims.expiresAt })).toString('base64url')
  return `${body}.${sign(body)}`
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyPreview(token: string | undefined | null, now = Date.now()): PreviewClaims | null {
  if (!token || token.length > 512) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c?: unknown; i?: unknown; t?: unknown; e?: unknown }
    if (!PREVIEWABLE.includes(raw.c as PreviewCollection)) return null
    if (typeof raw.i !== 'number' || typeof raw.t !== 'number' || typeof raw.e !== 'number') return null
    if (raw.e <= now) return null
    return { collection: raw.c as PreviewCollection, id: raw.i, tenant: raw.t, expiresAt: raw.e }
  } catch {
    return null
  }
}
