/**
 * The job queue as gauges, read from PostgreSQL each time metrics are collected (every
 * OTEL_METRIC_EXPORT_INTERVAL): jobs due and not finished, and the age of the oldest of them, per
 * queue and task. "The oldest lead delivery is 10 minutes old" is the alert that says leads stopped
 * (README: Traces and metrics). Only with telemetry on: otherwise nothing is registered or queried.
 */
import { metrics } from '@opentelemetry/api'
import type { Pool } from 'pg'

import { logger } from '../log/logger'
import { telemetryStarted } from './running'

type QueueRow = { queue: string; task: string; queued: number; oldest_seconds: number }

/** Due means its wait (a reservation's expiry, a retry's backoff) is over; a job out of retries is no longer queued. */
const QUEUE_SQL = `SELECT coalesce(queue, 'default') AS queue, coalesce(task_slug::text, 'workflow') AS task, count(*)::int AS queued,
  extract(epoch FROM now() - min(coalesce(wait_until, created_at)))::float AS oldest_seconds
  FROM payload_jobs
  WHERE completed_at IS NULL AND coalesce(has_error, false) = false AND (wait_until IS NULL OR wait_until <= now())
  GROUP BY 1, 2`

const OBSERVED = Symbol.for('forecourt.telemetry.jobQueue')

/**
 * `tasks`: every task the config registers, each reported on the default queue with 0 when none of
 * its jobs is due, so a dashboard shows an empty queue (and an alert on age sees 0) rather than a gap.
 */
export function observeJobQueue(pool: Pool, tasks: string[]): void {
  const g = globalThis as typeof globalThis & { [OBSERVED]?: true }
  if (!telemetryStarted() || g[OBSERVED]) return
  g[OBSERVED] = true
  const meter = metrics.getMeter('forecourt')
  const queued = meter.createObservableGauge('forecourt.jobs.queued', { description: 'Jobs due and not yet finished, per queue and task' })
  const oldest = meter.createObservableGauge('forecourt.jobs.oldest_age', { unit: 's', description: 'Age of the oldest job due and not yet finished, per queue and task' })
  meter.addBatchObservableCallback(async (result) => {
    try {
      const { rows } = await pool.query<QueueRow>(QUEUE_SQL)
      const idle = tasks.filter((task) => !rows.some((row) => row.queue === 'default' && row.task === task))
      for (const row of [...rows, ...idle.map((task) => ({ queue: 'default', task, queued: 0, oldest_seconds: 0 }))]) {
        const attributes = { queue: row.queue, task: row.task }
        result.observe(queued, row.queued, attributes)
        result.observe(oldest, Math.max(0, row.oldest_seconds), attributes)
      }
    } catch (error) {
      logger().warn({ err: error }, 'The job queue gauges could not be read')
    }
  }, [queued, oldest])
}
