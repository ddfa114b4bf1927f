/**
 * GET /api/ready: 200 when this instance should take traffic (PostgreSQL, and Redis and S3 where
 * configured, answer, and it is not shutting down); otherwise 503 naming what is not ready.
 */
import { isDraining } from '@/lib/health/lifecycle'
import { readiness } from '@/lib/health/ready'
import { payloadClient } from '@/lib/payload'
import { poolOf } from '@/lib/search/db'

export const dynamic = 'force-dynamic'

export async function GET() {
  const result = await readiness({
    database: async () => poolOf(await payloadClient()).query('SELECT 1'),
    draining: isDraining(),
  })
  const failing = result.checks.filter((c) => !c.ok)
  const body = result.ok
    ? { status: 'ready', checks: result.checks }
    : { status: 'not ready', message: `Not ready: ${failing.map((c) => `${c.name} (${c.detail})`).join(', ')}`, checks: result.checks }
  return Response.json(body, { status: result.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
