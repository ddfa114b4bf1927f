/**
 * The reservation's HTTP edges, independent of Next (the routes pass their dependencies):
 *
 *   POST /api/reserve { car_id, fields, journey_lead? }     start a checkout (./start.ts)
 *     201 { url, reference } + the receipt cookie · 400 { message, errors } · 401 { message, signIn }
 *     404 | 409 | 429 | 502 | 503 { message }
 *   GET  /cars/{slug}/checkout/complete?session_id=          the payment page's return (./complete.ts)
 *     303 to /cars/{slug}/checkout/confirmation?reference=… (or ?problem=unknown-payment)
 *   POST /api/payments/webhook                               the signed webhook (./complete.ts)
 *     200 { received: true } · 400 { message } bad signature or body · 404 when no secret is configured
 *   POST /api/checkout-journey { car_id, answers, idempotency_key }   store the journey (./journey.ts)
 *     201 | 200 { lead_id } · 400 · 404 · 409 · 429
 */
import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'
import { MESSAGES } from '@/domain/forms/messages'
import { confirmationPath, reservationPath, type ReservePath } from '@/domain/reservation/paths'
import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import { readJsonObject } from '../leads/endpoint'
import { takeToken } from '../api/sharedRateLimit'
import { perDealer } from '../api/rateLimit'
import { SIGNATURE_HEADER, verifyWebhook } from '../payments'
import type { SiteTenant } from '../site/tenant'
import { completeCheckout } from './complete'
import { storeJourney, type JourneyContext } from './journey'
import { addToReceipt, cookieValue, RECEIPT_COOKIE, receiptCookieHeader } from './receipt'
import { startCheckout } from './start'
import { relationId } from '@/domain/relationId'
import { answer } from '../api/answer'
import { logger } from '../log/logger'

export type SiteDeps = {
  payload: () => Promise<Payload>
  tenantByHost: (host: string) => Promise<SiteTenant | null>
}

/** A relative redirect: the browser resolves it against the dealer's own address. */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/**
 * The dealer site's origin as the shopper's browser addressed it: the Host header (the one the dealer
 * was resolved from; a forwarded host could point the payment page's return somewhere else).
 */
function originOf(request: Request): string {
  const host = request.headers.get('host') ?? new URL(request.url).host
  const proto = (request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')).split(',')[0]!.trim()
  return `${proto === 'https' ? 'https' : 'http'}://${host}`
}

export async function handleReserveRequest(request: Request, deps: SiteDeps & { customer: (tenantId: number) => Promise<Pick<Customer, 'id'> | null> }): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return answer(404, { message: 'There is no dealer at this address.' })
  const limited = await takeToken('LEADS', `reserve:${perDealer(tenant.id, clientIp(request.headers))}`)
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
  const body = await readJsonObject(request, 16 * 1024)
  if (!body.ok) return answer(400, { message: MESSAGES.fixErrors, errors: [{ field: '_form', message: body.message }] })
  try {
    const origin = originOf(request)
    const outcome = await startCheckout(await deps.payload(), tenant, body.value, { customer: await deps.customer(tenant.id), origin })
    if (outcome.status !== 201) return answer(outcome.status, outcome.body)
    const receipt = addToReceipt(cookieValue(request.headers.get('cookie'), RECEIPT_COOKIE), outcome.body.reference)
    return answer(201, outcome.body, { 'set-cookie': receiptCookieHeader(receipt, origin.startsWith('https:')) })
  } catch (error) {
    logger().error({ err: error }, 'Starting a reservation failed')
    return answer(500, { message: 'Something went wrong starting your reservation. No money was taken. Please try again.' })
  }
}

/** The return from the payment page: complete, then show the outcome on the confirmation page. */
export async function handleCompletion(request: Request, deps: SiteDeps & { host: string; slug: string; path: ReservePath }): Promise<Response> {
  const tenant = await deps.tenantByHost(deps.host)
  if (!tenant || tenant.settings.reservePath !== deps.path) return new Response('Not found', { status: 404 })
  const sessionId = new URL(request.url).searchParams.get('session_id') ?? ''
  const payload = await deps.payload()
  const outcome = await completeCheckout(payload, sessionId, { tenantId: tenant.stockTenantId })
  if (outcome.kind === 'unknown') return seeOther(`${reservationPath(deps.slug, deps.path)}/confirmation?problem=unknown-payment`)
  const vehicleId = relationId(outcome.reservation.vehicle)
  const vehicle = vehicleId ? await payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 0, overrideAccess: true, select: { slug: true } }).catch(() => null) : null
  return seeOther(confirmationPath(vehicle?.slug ?? deps.slug, deps.path, outcome.reservation.reference))
}

export async function handlePaymentsWebhook(request: Request, deps: { payload: () => Promise<Payload>; secret?: string }): Promise<Response> {
  const secret = deps.secret ?? process.env.PAYMENTS_WEBHOOK_SECRET
  if (!secret) return answer(404, { message: 'Webhooks are not configured.' })
  const raw = await request.text()
  if (raw.length > 64 * 1024) return answer(400, { message: 'The body is too large.' })
  const check = verifyWebhook(raw, request.headers.get(SIGNATURE_HEADER), secret)
  if (!check.ok) return answer(400, { message: check.message })
  let event: { type?: unknown; data?: { session_id?: unknown } }
  try {
    event = JSON.parse(raw) as typeof event
  } catch {
    return answer(400, { message: 'The body must be JSON.' })
  }
  // Other events are acknowledged and ignored, so the service does not send them again.
  if (event.type !== 'checkout.session.completed' || typeof event.data?.session_id !== 'string') return answer(200, { received: true, handled: false })
  const outcome = await completeCheckout(await deps.payload(), event.data.session_id)
  // An unconfirmed session is worth another delivery; anything else is settled.
  if (outcome.kind === 'unconfirmed') return answer(503, { message: 'The payment could not be confirmed yet.' })
  return answer(200, { received: true, handled: outcome.kind !== 'unknown', outcome: outcome.kind })
}

export async function handleJourneyRequest(request: Request, deps: SiteDeps & { context: (tenant: SiteTenant) => Promise<JourneyContext> }): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return answer(404, { message: 'There is no dealer at this address.' })
  if (!tenant.settings.buyOnline) return answer(404, { message: 'Buying online is not available on this site.' })
  const limited = await takeToken('LEADS', perDealer(tenant.id, clientIp(request.headers)))
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
  const body = await readJsonObject(request, 32 * 1024)
  if (!body.ok) return answer(400, { message: MESSAGES.fixErrors, errors: [{ field: '_form', message: body.message }] })
  try {
    const ctx = { ...(await deps.context(tenant)), userAgent: request.headers.get('user-agent') }
    const outcome = await storeJourney(await deps.payload(), tenant, body.value, ctx)
    return answer(outcome.status, outcome.body)
  } catch (error) {
    logger().error({ err: error }, 'Storing an online purchase journey failed')
    return answer(500, { message: MESSAGES.submitFailed })
  }
}
