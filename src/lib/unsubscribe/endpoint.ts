/**
 * /api/unsubscribe?t={token}, for the dealer of the Host header:
 *   POST, body `List-Unsubscribe=One-Click` (RFC 8058: a mail program's unsubscribe button)
 *        → unsubscribes at once: 200 { unsubscribed: true }; a bad, expired or other dealer's token
 *          → 400 { message }, nothing changed.
 *   POST from the unsubscribe page's confirm button (form field t, no One-Click)
 *        → unsubscribes (method 'link') and 303 back to /pages/unsubscribe?t=…, which then says so;
 *          with a bad token it changes nothing and the page explains.
 *   GET  → 303 to the page: following a link never unsubscribes (mail scanners open links).
 * No cookies or session: the signed token is the authority, and it is only good on its own dealer's host.
 */
import type { Payload } from 'payload'

import type { SiteTenant } from '../site/tenant'
import { UNSUBSCRIBE_PAGE_PATH } from './links'
import { unsubscribe } from './store'
import { verifyUnsubscribeToken } from './token'
import { answer } from '../api/answer'

export type UnsubscribeDeps = { payload: () => Promise<Payload>; tenantByHost: (host: string) => Promise<SiteTenant | null> }

const UNSUBSCRIBE_HTTP_MESSAGES = {
  noDealer: 'There is no dealer at this address.',
  invalid: 'This unsubscribe link is not valid.',
  expired: 'This unsubscribe link has expired.',
  otherDealer: 'This unsubscribe link is for another site.',
} as const

const MAX_BODY_BYTES = 8 * 1024
const NO_STORE = { 'cache-control': 'no-store' }
const toPage = (token: string | null) =>
  new Response(null, { status: 303, headers: { ...NO_STORE, location: `${UNSUBSCRIBE_PAGE_PATH}${token ? `?t=${encodeURIComponent(token)}` : ''}` } })

async function formOf(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? ''
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return new URLSearchParams()
  try {
    if (type.includes('multipart/form-data')) {
      const form = await request.formData()
      const fields = new URLSearchParams()
      for (const [name, value] of form.entries()) if (typeof value === 'string') fields.append(name, value)
      return fields
    }
    const text = await request.text()
    return new URLSearchParams(Buffer.byteLength(text) > MAX_BODY_BYTES ? '' : text)
  } catch {
    return new URLSearchParams()
  }
}

export async function handleUnsubscribePost(request: Request, deps: UnsubscribeDeps): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return answer(404, { message: UNSUBSCRIBE_HTTP_MESSAGES.noDealer })
  const form = await formOf(request)
  const token = new URL(request.url).searchParams.get('t') || form.get('t')
  const oneClick = form.get('List-Unsubscribe') === 'One-Click'
  const check = verifyUnsubscribeToken(token, { tenant: tenant.id })
  if (!check.ok) {
    if (!oneClick) return toPage(token)
    const message =
      check.reason === 'expired' ? UNSUBSCRIBE_HTTP_MESSAGES.expired : check.reason === 'other-dealer' ? UNSUBSCRIBE_HTTP_MESSAGES.otherDealer : UNSUBSCRIBE_HTTP_MESSAGES.invalid
    return answer(400, { message })
  }
  const { channel, address, list } = check.claims
  await unsubscribe(await deps.payload(), { tenant: tenant.id, channel, address, list, method: oneClick ? 'one-click' : 'link' })
  return oneClick ? answer(200, { unsubscribed: true }) : toPage(token)
}

export function handleUnsubscribeGet(request: Request): Response {
  return toPage(new URL(request.url).searchParams.get('t'))
}
