/**
 * POST /api/events: records one analytics event, or one page's batch of Core Web Vitals (a body with
 * `vitals`, see ./vitals.ts), for the dealer of the Host header. Answers 202 with no body worth
 * reading (sendBeacon ignores it); refuses unknown events, malformed batches and floods. No cookie is
 * read or set.
 */
import type { Payload } from 'payload'

import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import { takeToken } from '../api/sharedRateLimit'
import type { SiteTenant } from '../site/tenant'
import { eventBodySchema } from './schema'
import { isVitalsBody, parseVitalsBatch, storeVitals } from './vitals'
import { answer } from '../api/answer'

const MAX_BYTES = 8 * 1024
export type EventDeps = { payload: () => Promise<Payload>; tenantByHost: (host: string) => Promise<SiteTenant | null> }

export async function handleEvent(request: Request, deps: EventDeps): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return answer(404, { message: 'There is no dealer at this address.' })
  const limited = await takeToken('EVENTS', clientIp(request.headers))
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)

  // sendBeacon posts text/plain (or a Blob of any type): the body is read as text and parsed as JSON.
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BYTES) return answer(400, { message: 'The event is too large.' })
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return answer(400, { message: 'The request body is not valid JSON.' })
  }
  if (isVitalsBody(raw)) {
    const vitals = parseVitalsBatch(raw)
    if (!vitals.ok) return answer(400, { message: vitals.message })
    const stored = await storeVitals(await deps.payload(), tenant.id, vitals.batch)
    return answer(202, { ok: true, stored })
  }
  const parsed = eventBodySchema.safeParse(raw)
  if (!parsed.success) return answer(400, { message: parsed.error.issues[0]?.message ?? 'Invalid event.' })

  const payload = await deps.payload()
  await payload.create({
    collection: 'analytics-events',
    data: { ...parsed.data, tenant: tenant.id },
    overrideAccess: true,
    depth: 0,
  })
  return answer(202, { ok: true })
}
