/**
 * `npm run worker`: the job queue in its own process (issue 20), for deployments that run web
 * instances with JOBS=off: lead delivery, search indexing, watch alerts, stock feed runs, scheduled
 * publishing. Any number of workers may run; Payload 3 can hand one job to two of them, so every
 * handler is idempotent (lead delivery claims the lead first: src/lib/leads/delivery/claim.ts).
 *
 * Each round: jobs left "processing" by a worker that died (older than JOB_STUCK_AFTER_SECONDS,
 * default 600) are put back in the queue, then up to JOBS_PER_ROUND due jobs run. Revalidations the
 * jobs make reach the web instances over the database (src/lib/cache/bus.ts).
 *
 * Environment: DATABASE_URL (required: the web instances' database), JOBS_POLL_SECONDS (default 2),
 * JOBS_PER_ROUND (default 50), JOB_STUCK_AFTER_SECONDS (default 600). SIGTERM finishes the round.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { sweepStuckJobs } from '@/lib/jobs/sweep'
import { routeConsoleToLogger } from '@/lib/log/console'
import { logger, setLogRole } from '@/lib/log/logger'
import { warnIfTelemetryNotPreloaded } from '@/lib/telemetry/preloadCheck'
import { flushTelemetry } from '@/lib/telemetry/running'

setLogRole('worker')
const log = logger()
routeConsoleToLogger(log)
warnIfTelemetryNotPreloaded(log)

if (!process.env.DATABASE_URL) {
  log.fatal('npm run worker needs DATABASE_URL: the database the web instances use.')
  process.exit(2)
}
// The worker runs the queue by hand: Payload's own cron stays off here.
process.env.FORECOURT_RUN_JOBS = 'false'
process.env.FORECOURT_PROCESS = 'worker'

const pollMs = Number(process.env.JOBS_POLL_SECONDS ?? 2) * 1000
const perRound = Number(process.env.JOBS_PER_ROUND ?? 50)
const stuckAfterMs = Number(process.env.JOB_STUCK_AFTER_SECONDS ?? 600) * 1000

const payload = await getPayload({ config })
let stopping = false
const stop = () => {
  stopping = true
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
log.info(`Worker ${process.pid}: running the job queue every ${pollMs / 1000} s`)

while (!stopping) {
  try {
    const swept = await sweepStuckJobs(payload, stuckAfterMs)
    if (swept > 0) log.warn({ swept }, `Worker ${process.pid}: ${swept} job(s) left processing by a stopped worker are queued again`)
    await payload.jobs.run({ queue: 'default', limit: perRound })
  } catch (error) {
    log.error({ err: error }, `Worker ${process.pid}: a round failed`)
  }
  if (!stopping) await new Promise((resolve) => setTimeout(resolve, pollMs))
}
log.info(`Worker ${process.pid}: stopped`)
await payload.destroy()
await flushTelemetry()
process.exit(0)
