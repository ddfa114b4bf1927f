/**
 * The delivery lease on a lead. Payload's job runner claims a job with a read and then a write, so two
 * runners (two server processes, or a crash-recovered job and a late original) could both start the
 * same job. Before sending anything, a delivery takes this lease with one atomic UPDATE; a second
 * runner finds it held and backs off, so no channel is ever worked on twice at once. A lease left by a
 * killed process simply expires (LEAD_DELIVERY_LEASE_SECONDS, default 120: longer than one attempt,
 * whose every network call is time-bounded).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export const leaseSeconds = () => {
  const value = Number(process.env.LEAD_DELIVERY_LEASE_SECONDS ?? 120)
  return Number.isFinite(value) && value >= 1 ? value : 120
}

const pool = (payload: Payload) => (payload.db as unknown as PostgresAdapter).pool

export async function claimLead(payload: Payload, leadId: number): Promise<boolean> {
  const result = await pool(payload).query(
    `UPDATE leads SET delivery_claimed_until = now() + make_interval(secs => $2)
      WHERE id = $1 AND (delivery_claimed_until IS NULL OR delivery_claimed_until < now())
      RETURNING id`,
    [leadId, leaseSeconds()],
  )
  return (result.rowCount ?? 0) > 0
}

export async function releaseLead(payload: Payload, leadId: number): Promise<void> {
  await pool(payload).query('UPDATE leads SET delivery_claimed_until = NULL WHERE id = $1', [leadId])
}
