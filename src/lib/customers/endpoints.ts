/**
 * The customer API (a contract the watchlist and checkout code against):
 *
 *   POST  /api/customers/send-code    { phone }        200 { ok: true, phone: '+614…', expiresInSeconds: 300 }
 *   POST  /api/customers/verify-code  { phone, code }  200 { ok: true, customer } + Set-Cookie fc_customer
 *   POST  /api/customers/sign-out                      200 { ok: true }, cookie cleared, sessions ended
 *   GET   /api/customers/me                            200 { signedIn: false } | { signedIn: true, customer }
 *   PATCH /api/customers/me  { name?, lastName?, email?, postcode? }  200 { ok: true, customer }
 *
 * customer = { phone, name, lastName, email, postcode } (null where not given). The dealer comes from
 * the Host header. Errors are { message }: 400 bad input, 401 wrong/expired/used code or not signed
 * in, 403 a request from another site and 415 a body that is not JSON (both the routes' shared guard),
 * 404 no dealer at this address, 429 too many (Retry-After), 502 the SMS gateway failed. A refusal
 * changes nothing (a wrong code spends one attempt).
 */
import type { Payload } from 'payload'
import { ValidationError } from 'payload'

import type { Customer } from '@/payload-types'
import { OTP_MESSAGES } from '@/domain/accounts/otp'
import { parseProfileUpdate } from '@/domain/accounts/profile'
import type { CustomerView } from '@/domain/accounts/storedDetails'
import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import { readJsonObject } from '../leads/endpoint'
import { takeToken } from '../api/sharedRateLimit'
import type { SiteTenant } from '../site/tenant'
import type { SmsMessage } from '../sms'
import { answer } from '../api/answer'
import { isHttps, sessionTokenOf } from './respond'
import { sendSignInCode, verifySignInCode } from './otp'
import { clearedSessionCookie, customerForToken, endSessions, sessionCookie } from './session'

export type CustomerDeps = {
  payload: () => Promise<Payload>
  tenantByHost: (host: string) => Promise<SiteTenant | null>
  sms?: (message: SmsMessage) => Promise<unknown>
}

export const NOT_SIGNED_IN_MESSAGE = 'Sign in to see and save your details.'
const MAX_BODY_BYTES = 4 * 1024

const customerView = (c: Customer): CustomerView => ({
  phone: c.phone,
  name: c.name ?? null,
  lastName: c.lastName ?? null,
  email: c.email ?? null,
  postcode: c.postcode ?? null,
})

const noDealer = () => answer(404, { message: 'There is no dealer at this address.' })

async function tenantOf(request: Request, deps: CustomerDeps) {
  const host = request.headers.get('host')
  return host ? deps.tenantByHost(host) : null
}

/**
 * The checks every write starts with: a dealer at this host, a JSON object body. Another site's
 * request was refused before (the routes' refusePublicWrite, src/lib/api/publicWrite.ts).
 */
async function prepareWrite(request: Request, deps: CustomerDeps, withBody: boolean) {
  const tenant = await tenantOf(request, deps)
  if (!tenant) return { error: noDealer() }
  if (!withBody) return { tenant, body: {} as Record<string, unknown> }
  const body = await readJsonObject(request, MAX_BODY_BYTES)
  if (!body.ok) return { error: answer(400, { message: body.message }) }
  return { tenant, body: body.value }
}

const refusal = (r: { status: number; message: string; retryAfterS?: number }) =>
  answer(r.status, { message: r.message }, r.retryAfterS ? { 'retry-after': String(r.retryAfterS) } : {})

export async function handleSendCode(request: Request, deps: CustomerDeps): Promise<Response> {
  const ready = await prepareWrite(request, deps, true)
  if ('error' in ready) return ready.error!
  const outcome = await sendSignInCode(await deps.payload(), ready.tenant, ready.body.phone, clientIp(request.headers), { sms: deps.sms })
  if (!outcome.ok) return refusal(outcome)
  return answer(200, { ok: true, phone: outcome.phone, expiresInSeconds: outcome.expiresInSeconds })
}

export async function handleVerifyCode(request: Request, deps: CustomerDeps): Promise<Response> {
  const ready = await prepareWrite(request, deps, true)
  if ('error' in ready) return ready.error!
  // Guessing across many numbers from one address is limited too, not only per code.
  const limited = await takeToken('SIGN_IN', clientIp(request.headers))
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS, OTP_MESSAGES.tooManyChecks(Math.max(1, Math.ceil(limited.retryAfterS / 60))))
  const outcome = await verifySignInCode(await deps.payload(), ready.tenant, ready.body.phone, ready.body.code)
  if (!outcome.ok) return refusal(outcome)
  const res = answer(200, { ok: true, customer: customerView(outcome.customer) })
  res.cookies.set(sessionCookie(outcome.customer, ready.tenant.id, isHttps(request)))
  return res
}

export async function handleSignOut(request: Request, deps: CustomerDeps): Promise<Response> {
  const ready = await prepareWrite(request, deps, false)
  if ('error' in ready) return ready.error!
  const payload = await deps.payload()
  const customer = await customerForToken(payload, sessionTokenOf(request), ready.tenant.id)
  if (customer) await endSessions(payload, customer, ready.tenant.id)
  const res = answer(200, { ok: true })
  res.cookies.set(clearedSessionCookie(isHttps(request)))
  return res
}

export async function handleGetMe(request: Request, deps: CustomerDeps): Promise<Response> {
  const token = sessionTokenOf(request)
  // Most visitors have no session: answer them without touching the database.
  if (!token) return answer(200, { signedIn: false })
  const tenant = await tenantOf(request, deps)
  if (!tenant) return noDealer()
  const customer = await customerForToken(await deps.payload(), token, tenant.id)
  if (!customer) {
    const res = answer(200, { signedIn: false })
    res.cookies.set(clearedSessionCookie(isHttps(request)))
    return res
  }
  return answer(200, { signedIn: true, customer: customerView(customer) })
}

export async function handleUpdateMe(request: Request, deps: CustomerDeps): Promise<Response> {
  const ready = await prepareWrite(request, deps, true)
  if ('error' in ready) return ready.error!
  const payload = await deps.payload()
  const customer = await customerForToken(payload, sessionTokenOf(request), ready.tenant.id)
  if (!customer) return answer(401, { message: NOT_SIGNED_IN_MESSAGE })
  const update = parseProfileUpdate(ready.body)
  if (!update.ok) return answer(400, { message: update.message })
  try {
    const saved = await payload.update({ collection: 'customers', id: customer.id, data: update.data, depth: 0, overrideAccess: true })
    return answer(200, { ok: true, customer: customerView(saved) })
  } catch (error) {
    if (error instanceof ValidationError) return answer(400, { message: error.data.errors[0]?.message ?? 'The details are not valid.' })
    throw error
  }
}
