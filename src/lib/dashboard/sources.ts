/**
 * The dashboard's "Leads by source" (issue 37): which campaigns and sites brought the dealer's leads,
 * week by week over the last 8 of the dealer's weeks (Monday to Sunday in its time zone), by the
 * source, medium and campaign each lead was credited to (src/domain/marketing/touch.ts). Counted by
 * PostgreSQL; the busiest 20 combinations, the rest summed into one row.
 */
import type { Pool } from 'pg'

import type { DashboardScope } from './scope'

type Queryable = Pick<Pool, 'query'>

export const SOURCE_WEEKS = 8
const TOP_SOURCES = 20

export type SourceRow = { source: string; medium: string; campaign: string; perWeek: number[]; total: number }
export type SourcesPanel = {
  /** The weeks' Mondays, oldest first (yyyy-mm-dd in the dealer's zone). */
  weeks: string[]
  rows: SourceRow[]
  /** Leads of the combinations past the top 20, per week. */
  others: number[] | null
}

/** A lead from before sources were recorded has none: it is counted, under "(not recorded)". */
const NOT_RECORDED = '(not recorded)'

export async function sourcesPanel(db: Queryable, scope: DashboardScope, now: Date): Promise<SourcesPanel> {
  // The weeks' starts as instants (`edges`), so a lead's week is width_bucket(created_at, edges): a
  // binary search over 8 values rather than a time zone conversion per lead (as the leads panel does).
  const weeks = await db.query<{ week: string; edge: Date }>(
    `SELECT to_char(w, 'YYYY-MM-DD') AS week, w AT TIME ZONE $2 AS edge
       FROM (SELECT date_trunc('week', $1::timestamptz AT TIME ZONE $2) - g * interval '1 week' AS w FROM generate_series(${SOURCE_WEEKS - 1}, 0, -1) g) x
      ORDER BY w`,
    [now, scope.timeZone],
  )
  const edges = weeks.rows.map((r) => r.edge)
  const { rows: counted } = await db.query<{ bucket: number; source: string | null; medium: string | null; campaign: string | null; count: string }>(
    `SELECT width_bucket(l.created_at, $3::timestamptz[]) AS bucket, l.source, l.medium, l.campaign, count(*) AS count
       FROM leads l
      WHERE l.tenant_id = ANY($1::int[]) AND ($4::int[] IS NULL OR l.dealership_id = ANY($4::int[])) AND l.status <> 'in-progress'
        AND l.created_at >= $5::timestamptz AND l.created_at <= $2::timestamptz
      GROUP BY 1, 2, 3, 4`,
    [scope.tenantIds, now, edges, scope.dealershipIds, edges[0]],
  )
  const rows = counted.map((r) => ({ ...r, week: weeks.rows[r.bucket - 1]?.week ?? '' }))
  const weekList = weeks.rows.map((r) => r.week)
  const index = new Map(weekList.map((w, i) => [w, i]))
  const byKey = new Map<string, SourceRow>()
  for (const r of rows) {
    const at = index.get(r.week)
    if (at === undefined) continue
    const source = r.source ?? NOT_RECORDED
    const medium = r.medium ?? ''
    const campaign = r.campaign ?? ''
    const key = JSON.stringify([source, medium, campaign])
    const row = byKey.get(key) ?? { source, medium, campaign, perWeek: weekList.map(() => 0), total: 0 }
    row.perWeek[at]! += Number(r.count)
    row.total += Number(r.count)
    byKey.set(key, row)
  }
  const sorted = [...byKey.values()].sort((a, b) => b.total - a.total || a.source.localeCompare(b.source) || a.medium.localeCompare(b.medium) || a.campaign.localeCompare(b.campaign))
  const rest = sorted.slice(TOP_SOURCES)
  return {
    weeks: weekList,
    rows: sorted.slice(0, TOP_SOURCES),
    others: rest.length ? weekList.map((_, i) => rest.reduce((sum, r) => sum + r.perWeek[i]!, 0)) : null,
  }
}
