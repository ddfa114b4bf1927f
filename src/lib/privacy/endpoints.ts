/**
 * The privacy view's endpoints, on the privacy log's collection (/api/privacy-log/person…), for the
 * signed-in admin user Payload resolves from its session:
 * - POST /person {q, tenant?}: the records held about a person (logged as a search);
 * - POST /person/export {q, tenant?, password}: a zip of them (logged);
 * - POST /person/erase {q, tenant?, password, count}: erases them when `count` is still what is held (logged).
 * Export and erase take the user's password again and are rate limited per user (PRIVACY_RATE_LIMIT).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { parsePersonQuery } from '@/domain/privacy/identifiers'
import { takeToken } from '../api/sharedRateLimit'
import { tooManyRequests } from '../api/tooManyRequests'
import { erasePersonFor, exportPerson, findPerson, passwordConfirms, PRIVACY_MESSAGES, privacyScope, type PrivacyScope } from './requests'

const reply = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

type Body = { q?: unknown; tenant?: unknown; password?: unknown; count?: unknown }

async function bodyOf(req: PayloadRequest): Promise<Body> {
  try {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' ? (body as Body) : {}
  } catch {
    return {}
  }
}

type Ready = { ok: true; body: Body; scope: PrivacyScope; user: NonNullable<PayloadRequest['user']> } | { ok: false; response: Response }

async function ready(req: PayloadRequest): Promise<Ready> {
  const user = req.user
  if (!user || user.collection !== 'users') return { ok: false, response: reply(401, { message: PRIVACY_MESSAGES.signIn }) }
  const body = await bodyOf(req)
  const tenant = typeof body.tenant === 'number' || typeof body.tenant === 'string' ? body.tenant : null
  const scope = await privacyScope(req.payload, user, tenant)
  if (!scope) return { ok: false, response: reply(403, { message: PRIVACY_MESSAGES.notAllowed }) }
  return { ok: true, body, scope, user }
}

/** Export and erase: the password again, and a few per hour per user. */
async function confirmed(req: PayloadRequest, r: Extract<Ready, { ok: true }>): Promise<Response | null> {
  const limited = await takeToken('PRIVACY', `user:${r.user.id}`)
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
  if (typeof r.body.password !== 'string' || !r.body.password) return reply(400, { message: PRIVACY_MESSAGES.password, field: 'password' })
  if (!(await passwordConfirms(req.payload, r.user, r.body.password))) return reply(403, { message: PRIVACY_MESSAGES.wrongPassword, field: 'password' })
  return null
}

export const privacyEndpoints: Endpoint[] = [
  {
    path: '/person',
    method: 'post',
    handler: async (req) => {
      const r = await ready(req)
      if (!r.ok) return r.response
      const result = await findPerson(req.payload, r.user, r.scope, r.body.q)
      return result.ok ? reply(200, result.found) : reply(400, { message: result.message, field: 'q' })
    },
  },
  {
    path: '/person/export',
    method: 'post',
    handler: async (req) => {
      const r = await ready(req)
      if (!r.ok) return r.response
      const parsed = parsePersonQuery(r.body.q)
      if (!parsed.ok) return reply(400, { message: parsed.message, field: 'q' })
      const refused = await confirmed(req, r)
      if (refused) return refused
      const file = await exportPerson(req.payload, r.user, r.scope, parsed.query)
      if (file.count === 0) return reply(404, { message: PRIVACY_MESSAGES.nothing })
      return new Response(Buffer.from(file.zip), {
        status: 200,
        headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': 'private, no-store' },
      })
    },
  },
  {
    path: '/person/erase',
    method: 'post',
    handler: async (req) => {
      const r = await ready(req)
      if (!r.ok) return r.response
      const parsed = parsePersonQuery(r.body.q)
      if (!parsed.ok) return reply(400, { message: parsed.message, field: 'q' })
      const count = typeof r.body.count === 'number' && Number.isInteger(r.body.count) && r.body.count >= 0 ? r.body.count : null
      if (count === null) return reply(400, { message: PRIVACY_MESSAGES.changed, field: 'count' })
      const refused = await confirmed(req, r)
      if (refused) return refused
      const result = await erasePersonFor(req.payload, r.user, r.scope, parsed.query, count)
      return result.ok ? reply(200, { erased: result.erased }) : reply(409, { message: result.message, count: result.count })
    },
  },
]
