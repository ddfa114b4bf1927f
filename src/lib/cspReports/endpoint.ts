/**
 * POST /api/csp-reports: Content-Security-Policy violations that browsers report (the policy's
 * report-uri and report-to: src/domain/security/contentSecurityPolicy.ts), stored for the dealer of the
 * Host header and counted on the admin dashboard. Answers 204 with no body (browsers read none).
 *
 * Anyone can post here, so it is bounded: 16 KB a request, at most 20 reports in one, a rate limit per
 * address and one per dealer (whatever the addresses: a flood fills no table), and nothing stored for a
 * host that names no dealer (the admin's own reports). No cookie is read or set.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { parseCspReports, type CspViolation } from '@/domain/security/cspReport'
import { clientIp } from '../api/clientAddress'
import { answer } from '../api/answer'
import { tooManyRequests } from '../api/tooManyRequests'
import { takeToken } from '../api/sharedRateLimit'
import type { SiteTenant } from '../site/tenant'

const MAX_BYTES = 16 * 1024

export type CspReportDeps = { payload: () => Promise<Payload>; tenantByHost: (host: string) => Promise<SiteTenant | null> }

export async function handleCspReports(request: Request, deps: CspReportDeps): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return answer(204)
  const limited = await takeToken('CSP_REPORTS', clientIp(request.headers))
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)

  const body = await request.text()
  if (Buffer.byteLength(body) > MAX_BYTES) return answer(413, { message: 'The report is too large.' })
  const parsed = parseCspReports(request.headers.get('content-type'), body)
  if (!parsed.ok) return answer(parsed.message.startsWith('Reports must be sent') ? 415 : 400, { message: parsed.message })
  if (parsed.violations.length === 0) return answer(204)
  const dealerLimit = await takeToken('CSP_REPORTS_DEALER', String(tenant.id))
  if (!dealerLimit.allowed) return tooManyRequests(dealerLimit.retryAfterS)
  await storeCspViolations(await deps.payload(), tenant.id, parsed.violations)
  return answer(204)
}

/** One INSERT for a request's violations (all or none). */
async function storeCspViolations(payload: Payload, tenantId: number, violations: readonly CspViolation[]): Promise<number> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const result = await pool.query(
    `INSERT INTO csp_violations (tenant_id, directive, blocked, page, source)
     SELECT $1, d, b, p, s FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS t(d, b, p, s)`,
    [tenantId, violations.map((v) => v.directive), violations.map((v) => v.blocked), violations.map((v) => v.page), violations.map((v) => v.source)],
  )
  return result.rowCount ?? 0
}
