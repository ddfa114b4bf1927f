/**
 * POST /api/leads over HTTP: the dealer from the Host header, the rate limit (per address per dealer), a bounded JSON
 * body, then submitLead. Shared by the Next route and the crash-test harness, so both answer alike.
 */
import type { Payload } from 'payload'

import { IDEMPOTENCY_HEADER } from '@/domain/forms/lead'
import { MESSAGES } from '@/domain/forms/messages'
import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import type { SiteTenant } from '../site/tenant'
import { takeToken } from '../api/sharedRateLimit'
import { perDealer } from '../api/rateLimit'
import { submitLead } from './submit'
import { answer } from '../api/answer'
import { logger } from '../log/logger'

const MAX_LEAD_BODY_BYTES = 64 * 1024

export type LeadDeps = { payload: () => Promise<Payload>; tenantByHost: (host: string) => Promise<SiteTenant | null> }

/** Reads a JSON object body of at most `max` bytes; null when it is not one. */
export async function readJsonObject(request: Request, max: number): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; message: string }> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > max) return { ok: false, message: `The request body is larger than ${max / 1024} KB.` }
  const text = await request.text()
  if (Buffer.byteLength(text) > max) return { ok: false, message: `The request body is larger than ${max / 1024} KB.` }
  try {
    const value = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value }
  } catch {
    /* answered below */
  }
  return { ok: false, message: 'The request body must be a JSON object.' }
}

export async function handleLeadRequest(request: Request, deps: LeadDeps): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return answer(404, { message: 'There is no dealer at this address.' })

  const limited = await takeToken('LEADS', perDealer(tenant.id, clientIp(request.headers)))
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)

  const body = await readJsonObject(request, MAX_LEAD_BODY_BYTES)
  if (!body.ok) return answer(400, { message: MESSAGES.fixErrors, errors: [{ field: '_form', message: body.message }] })

  try {
    const payload = await deps.payload()
    const outcome = await submitLead(payload, tenant, body.value, {
      idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER),
      userAgent: request.headers.get('user-agent'),
    })
    return answer(outcome.status, outcome.body)
  } catch (error) {
    logger().error({ err: error }, 'Lead submission failed')
    return answer(500, { message: MESSAGES.submitFailed })
  }
}
