/**
 * GET /api/ready: 200 when this instance should take traffic (PostgreSQL answers and it is not
 * shutting down), otherwise 503 naming why. Redis or S3 not answering is reported, not refused:
 * `status: "degraded"` with `degraded: ["redis"]` and a warning in the log when it starts
 * (src/lib/health/ready.ts says why).
 */
import { isDraining } from '@/lib/health/lifecycle'
import { readiness } from '@/lib/health/ready'
import { payloadClient } from '@/lib/payload'
import { poolOf } from '@/lib/search/db'
import { logger } from '@/lib/log/logger'

export const dynamic = 'force-dynamic'

/** What this process last reported as degraded, so a change is logged once, not on every probe. */
let lastDegraded = ''

export async function GET() {
  const result = await readiness({
    database: async () => poolOf(await payloadClient()).query('SELECT 1'),
    draining: isDraining(),
  })
  const failing = result.checks
    .filter((c) => !c.ok)
    .map((c) => `${c.name} (${c.detail})`)
    .join(', ')
  const degraded = result.degraded.join(', ')
  if (degraded !== lastDegraded) {
    logger().warn({ degraded: result.degraded }, degraded ? `Ready but degraded: ${failing}` : 'No longer degraded: every configured part answers')
    lastDegraded = degraded
  }
  const body = !result.ok
    ? { status: 'not ready', message: `Not ready: ${failing}`, degraded: result.degraded, checks: result.checks }
    : result.degraded.length > 0
      ? { status: 'degraded', message: `Ready without: ${failing}`, degraded: result.degraded, checks: result.checks }
      : { status: 'ready', degraded: [], checks: result.checks }
  return Response.json(body, { status: result.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
