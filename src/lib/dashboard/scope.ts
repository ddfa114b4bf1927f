/**
 * Whose figures the dashboard shows (issue 18): the dealers the signed-in user may see (a super-admin:
 * every dealer; anyone else: the dealers in their `tenants`), narrowed to the dealer picked in the
 * admin's tenant selector when there is one and the user may see it; a sales person limited to some
 * rooftops counts only their leads. Every dashboard query takes the
 * resulting ids and filters by them; nothing else decides what a user sees.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { limitedDealershipIds } from '@/access/dealershipScope'
import { assignedTenantIds, isSuperAdminUser } from '@/access/roles'
import { DEFAULT_TIME_ZONE } from '@/fields/timezones'

export type DashboardScope = {
  /** The dealers whose figures are shown (never empty: no dealers, no dashboard). */
  tenants: { id: number; name: string; slug: string }[]
  tenantIds: number[]
  /** The rooftops whose leads are counted, for a sales person limited to some (null: every rooftop). */
  dealershipIds: number[] | null
  /** The clock "today" and each day are counted on: the zone of the scope's primary location. */
  timeZone: string
}

type UserLike = Parameters<typeof assignedTenantIds>[0] & { collection?: string }

export const poolOf = (payload: Payload): Pool => (payload.db as unknown as PostgresAdapter).pool

/** The scope for a user, or null when they may see no dealer (or are not an admin user at all). */
export async function dashboardScope(payload: Payload, user: UserLike | null | undefined, selectedTenant?: number | string | null): Promise<DashboardScope | null> {
  if (!user || user.collection !== 'users') return null
  const pool = poolOf(payload)
  const all = isSuperAdminUser(user)
  const assigned = all ? null : assignedTenantIds(user).map(Number).filter(Number.isInteger)
  if (assigned && assigned.length === 0) return null
  const selected = selectedTenant !== null && selectedTenant !== undefined && Number.isInteger(Number(selectedTenant)) ? Number(selectedTenant) : null
  const narrowTo = selected !== null && (all || assigned!.includes(selected)) ? [selected] : assigned
  const { rows } = await pool.query<{ id: number; name: string; slug: string; timezone: string | null }>(
    `SELECT t.id, t.name, t.slug,
            ${dealerZoneSql('t.id')} AS timezone
       FROM tenants t
      WHERE $1::int[] IS NULL OR t.id = ANY($1::int[])
      ORDER BY t.name, t.id`,
    [narrowTo],
  )
  if (rows.length === 0) return null
  const rooftops = limitedDealershipIds(user)
  return {
    tenants: rows.map(({ id, name, slug }) => ({ id, name, slug })),
    tenantIds: rows.map((r) => r.id),
    dealershipIds: rooftops.length ? rooftops : null,
    timeZone: rows.find((r) => r.timezone)?.timezone ?? DEFAULT_TIME_ZONE,
  }
}

/**
 * A dealer's clock as SQL: the zone of its primary location, else of its first location with one
 * (null without). One definition for the dashboard's days and the admin's schedule times.
 * `tenant` is SQL naming the dealer's id (a column or a parameter), never shopper input.
 */
const dealerZoneSql = (tenant: string) =>
  `(SELECT l.timezone FROM locations l WHERE l.tenant_id = ${tenant} AND l.timezone IS NOT NULL ORDER BY l."primary" DESC NULLS LAST, l.id LIMIT 1)::text`

/** The dealer's zone (dealerZoneSql), or the platform default. */
export async function dealerTimeZone(pool: Pool, tenantId: number): Promise<string> {
  const { rows } = await pool.query<{ timezone: string | null }>(`SELECT ${dealerZoneSql('$1::int')} AS timezone`, [tenantId])
  return rows[0]?.timezone || DEFAULT_TIME_ZONE
}
