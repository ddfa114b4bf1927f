/**
 * The watchlist endpoints, for the dealer of the Host header and the customer of the
 * signed session cookie:
 *   POST /api/watchlist/save-car   { phone_number, car_id } → { success: true } | { success: false, message }
 *   POST /api/watchlist/remove-car { phone_number, car_id } → same
 *   GET  /api/watchlist            → { signedIn, phone, items } (the signed-in customer's list only)
 * Refusals: 401 not signed in, 403 phone_number is not the signed-in customer's, 404 no such car of
 * this dealer (or no dealer, or the watchlist is off), 409 a sold car cannot be newly saved, 400 a
 * malformed body. Nothing is cached (answers are per customer).
 */
import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'
import { WATCHLIST_MESSAGES } from '@/domain/watchlist/button'
import { normaliseMobile } from '@/domain/accounts/phone'
import { parseWatchlistBody } from '@/domain/watchlist/request'
import type { SiteTenant } from '../site/tenant'
import { listWatchlist, removeCar, saveCar } from './store'
import type { WatchlistEntry } from './records'
import { answer } from '../api/answer'

export type WatchlistDeps = {
  payload: () => Promise<Payload>
  tenantByHost: (host: string) => Promise<SiteTenant | null>
  /** The signed-in customer of this request on this dealer's site (src/lib/customers/session.ts). */
  customer: (tenantId: number) => Promise<Customer | null>
}

/** GET /api/watchlist's answer. */
export type WatchlistAnswer = { signedIn: boolean; phone: string | null; items: WatchlistEntry[] }

const WATCHLIST_HTTP_MESSAGES = {
  noDealer: 'There is no dealer at this address.',
  off: 'The watchlist is not available on this site.',
  notJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  otherPhone: 'That phone number is not the one you signed in with. Please sign in again.',
} as const

const MAX_BODY_BYTES = 2 * 1024
const refuse = (status: number, message: string) => answer(status, { success: false, message })

async function dealerOf(request: Request, deps: WatchlistDeps): Promise<SiteTenant | Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return refuse(404, WATCHLIST_HTTP_MESSAGES.noDealer)
  if (!tenant.settings.watchlist) return refuse(404, WATCHLIST_HTTP_MESSAGES.off)
  return tenant
}

async function change(request: Request, deps: WatchlistDeps, action: 'save' | 'remove'): Promise<Response> {
  const tenant = await dealerOf(request, deps)
  if (tenant instanceof Response) return tenant
  const customer = await deps.customer(tenant.id)
  if (!customer) return refuse(401, WATCHLIST_MESSAGES.signIn)

  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return refuse(400, WATCHLIST_HTTP_MESSAGES.tooLarge)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return refuse(400, WATCHLIST_HTTP_MESSAGES.notJson)
  }
  const parsed = parseWatchlistBody(raw)
  if (!parsed.ok) return refuse(400, parsed.message)
  const own = normaliseMobile(customer.phone ?? '')
  if (!own.ok || own.phone !== parsed.body.phone) return refuse(403, WATCHLIST_HTTP_MESSAGES.otherPhone)

  const payload = await deps.payload()
  const outcome = action === 'save' ? await saveCar(payload, tenant, customer, parsed.body.carId) : await removeCar(payload, tenant, customer, parsed.body.carId)
  return outcome.ok ? answer(200, { success: true }) : refuse(outcome.status, outcome.message)
}

export const handleSaveCar = (request: Request, deps: WatchlistDeps) => change(request, deps, 'save')
export const handleRemoveCar = (request: Request, deps: WatchlistDeps) => change(request, deps, 'remove')

export async function handleListWatchlist(request: Request, deps: WatchlistDeps): Promise<Response> {
  const tenant = await dealerOf(request, deps)
  if (tenant instanceof Response) return tenant
  const customer = await deps.customer(tenant.id)
  if (!customer) return answer(200, { signedIn: false, phone: null, items: [] } satisfies WatchlistAnswer)
  const items = await listWatchlist(await deps.payload(), tenant, customer)
  return answer(200, { signedIn: true, phone: customer.phone ?? null, items } satisfies WatchlistAnswer)
}
