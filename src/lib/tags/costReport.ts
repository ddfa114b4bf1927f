/**
 * What each of a dealer's tags typically costs a shopper's page view, from the costs shoppers' browsers
 * measured over the last 28 days (collections/TagCosts): the page views that started it, and the 75th
 * percentile of its bytes and of its main-thread time (the figure Core Web Vitals judge a site by).
 * Read by the dealer's Marketing tags settings in the admin (GET /api/tag-costs).
 */
import type { Pool } from 'pg'

import type { SiteTag } from '@/domain/marketing/tags'
import { tagCostLabels } from '@/domain/marketing/tagCost'

const TAG_COST_DAYS = 28

type TagCostRow = { tag: string; label: string; pageViews: number; bytesP75: number | null; msP75: number | null; switchedOn: boolean }
export type TagCostReport = { days: number; tags: TagCostRow[] }

const p75OrNull = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)))

/** `tags`: the dealer's tags switched on now (SiteTenant.tags). */
export async function tagCostReport(pool: Pick<Pool, 'query'>, tenantId: number, tags: readonly SiteTag[], now = new Date()): Promise<TagCostReport> {
  const { rows } = await pool.query<{ tag: string; n: string; bytes: string | null; ms: string | null }>(
    `SELECT tag, count(*) AS n,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY bytes) FILTER (WHERE bytes IS NOT NULL) AS bytes,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY ms) FILTER (WHERE ms IS NOT NULL) AS ms
       FROM tag_costs
      WHERE tenant_id = $1 AND created_at > $2::timestamptz - make_interval(days => $3) AND created_at <= $2::timestamptz
      GROUP BY tag`,
    [tenantId, now, TAG_COST_DAYS],
  )
  const labels = tagCostLabels(tags)
  const measured = new Map(rows.map((r) => [r.tag, r]))
  // The tags switched on now, in loading order, measured or not; then any measured tag since switched off.
  const keys = [...new Set([...Object.keys(labels), ...rows.map((r) => r.tag).sort()])]
  return {
    days: TAG_COST_DAYS,
    tags: keys.map((tag) => {
      const r = measured.get(tag)
      return {
        tag,
        label: labels[tag] ?? (tag.startsWith('custom:') ? tag.slice('custom:'.length) : tag),
        pageViews: r ? Number(r.n) : 0,
        bytesP75: p75OrNull(r?.bytes),
        msP75: p75OrNull(r?.ms),
        switchedOn: tag in labels,
      }
    }),
  }
}
