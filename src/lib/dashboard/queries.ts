/**
 * The admin dashboard's figures (issue 18), each computed by PostgreSQL: counts, medians and 75th
 * percentiles are aggregate queries over the dealer's rows; JavaScript only receives the results
 * (a few dozen rows per panel, never a table's rows). Every query is scoped by the tenant ids of a
 * DashboardScope (./scope.ts) and takes the clock (`now`) and the dealer's time zone as parameters, so
 * "today" and each day are the dealer's days and a test can fix the clock.
 *
 * Panels: leads by form and location (today, 7 and 30 days, median time to first contact) and per day;
 * deliveries that failed (retrying) or were dead-lettered; stock feed freshness and, for dealers
 * without a feed, when stock last changed; published promotions starting or ending within 7 days;
 * cars on the site with no photo, price or description; shoppers' Core Web Vitals (p75 per template
 * and per day over 7 days); what the Content-Security-Policy refused on the dealer's pages;
 * scheduled publishes that failed when they ran. The indexes these lean on are in ./schema.ts.
 */
import type { Pool } from 'pg'

import { DEFAULT_TIME_ZONE } from '@/fields/timezones'
import { addDays, dayInZone, lastDays } from '@/domain/dashboard/days'
import { VITAL_METRICS, type VitalMetric } from '@/domain/dashboard/vitals'
import type { FeedState } from '@/domain/feeds/state'
import type { DashboardScope } from './scope'
import { sourcesPanel, type SourcesPanel } from './sources'

type Queryable = Pick<Pool, 'query'>

/**
 * The dealer's calendar, for every query: today's start, the starts of the 7- and 30-day windows
 * (today included), and the 30 midnights as instants (`edges`), so a row's day is
 * width_bucket(created_at, edges) (1 = the first of the 30 days, 30 = today): a binary search over
 * 30 values instead of a time zone conversion per row, and still right across a daylight-saving change.
 */
const bounds = (now: string, tz: string) => `b AS (
  SELECT (d AT TIME ZONE ${tz}) AS today, ((d - interval '6 days') AT TIME ZONE ${tz}) AS start7, ((d - interval '29 days') AT TIME ZONE ${tz}) AS start30,
         ARRAY(SELECT g AT TIME ZONE ${tz} FROM generate_series(d - interval '29 days', d, interval '1 day') g ORDER BY g) AS edges
    FROM (SELECT date_trunc('day', ${now}::timestamptz AT TIME ZONE ${tz}) AS d) x
)`
/** With the clock as $2 and the zone as $3 (after the tenant ids, $1). */
const BOUNDS = bounds('$2', '$3')

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? new Date(v).toISOString() : null)

/** The instants the windows start at (today, 7 and 30 days), for links and for tests to count the same rows. */
export type Windows = { today: string; start7: string; start30: string }

export async function dashboardWindows(db: Queryable, now: Date, timeZone: string): Promise<Windows> {
  const { rows } = await db.query(`WITH ${bounds('$1', '$2')} SELECT today, start7, start30 FROM b`, [now, timeZone])
  return { today: iso(rows[0].today)!, start7: iso(rows[0].start7)!, start30: iso(rows[0].start30)! }
}

// --- leads --------------------------------------------------------------------------------------------

type LeadCounts = { today: number; last7: number; last30: number }
type LeadRow = LeadCounts & { medianFirstContactSeconds: number | null }
export type LeadsPanel = {
  total: LeadCounts & { medianFirstContactSeconds: { today: number | null; last7: number | null; last30: number | null } }
  byForm: (LeadRow & { form: string })[]
  byLocation: (LeadRow & { locationId: number | null; location: string | null })[]
  /** The 30 days of the chart, oldest first (yyyy-mm-dd in the dealer's zone). */
  days: string[]
  /** Leads per day per form over those days (days without leads are absent; the chart fills zeros). */
  perDay: { day: string; form: string; count: number }[]
}

/**
 * Two passes over the dealer's last 30 days of leads, in parallel: the counts, grouped four ways at
 * once (all, by form, by location, by day and form; a hash aggregate), and the medians of the time to
 * first contact over the leads that have one (all, by form, by location). A lead the shopper has not
 * finished (a trade-in in progress) is not a lead yet and is not counted. Both read only the columns
 * of the leads' covering (tenant, created_at, ...) index (./schema.ts).
 */
export async function leadsPanel(db: Queryable, scope: DashboardScope, now: Date): Promise<LeadsPanel> {
  const where = `l.tenant_id = ANY($1::int[]) AND ($4::int[] IS NULL OR l.dealership_id = ANY($4::int[])) AND l.created_at >= b.start30 AND l.created_at <= $2::timestamptz AND l.status <> 'in-progress'`
  const [counts, medians] = await Promise.all([
    db.query(
      `WITH ${BOUNDS}
       SELECT GROUPING(l.form, l.location_id, width_bucket(l.created_at, b.edges)) AS g, l.form::text AS form, l.location_id,
              width_bucket(l.created_at, b.edges) AS bucket,
              count(*) FILTER (WHERE l.created_at >= b.today) AS today, count(*) FILTER (WHERE l.created_at >= b.start7) AS last7, count(*) AS last30
         FROM leads l, b
        WHERE ${where}
        GROUP BY GROUPING SETS ((), (l.form), (l.location_id), (width_bucket(l.created_at, b.edges), l.form))`,
      [scope.tenantIds, now, scope.timeZone, scope.dealershipIds],
    ),
    db.query(
      `WITH ${BOUNDS}
       SELECT GROUPING(l.form, l.location_id) AS g, l.form::text AS form, l.location_id,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY l.minutes_to_first_contact) FILTER (WHERE l.created_at >= b.today) * 60 AS ttfc_today,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY l.minutes_to_first_contact) FILTER (WHERE l.created_at >= b.start7) * 60 AS ttfc_7,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY l.minutes_to_first_contact) * 60 AS ttfc_30
         FROM leads l, b
        WHERE ${where} AND l.minutes_to_first_contact IS NOT NULL
        GROUP BY GROUPING SETS ((), (l.form), (l.location_id))`,
      [scope.tenantIds, now, scope.timeZone, scope.dealershipIds],
    ),
  ])
  const rows = counts.rows
  // GROUPING bits: form 4, location 2, day 1 (a set bit = not grouped by it); medians: form 2, location 1.
  const medianOf = (g: number, key: (r: Record<string, unknown>) => boolean) => medians.rows.find((r) => r.g === g && key(r))
  const locationIds = [...new Set(rows.filter((r) => r.g === 5 && r.location_id !== null).map((r) => Number(r.location_id)))]
  const names = locationIds.length
    ? new Map((await db.query<{ id: number; name: string }>('SELECT id, name FROM locations WHERE id = ANY($1::int[])', [locationIds])).rows.map((r) => [r.id, r.name]))
    : new Map<number, string>()
  const counted = (r: Record<string, unknown> | undefined): LeadCounts => ({ today: num(r?.today), last7: num(r?.last7), last30: num(r?.last30) })
  const all = rows.find((r) => r.g === 7)
  const days = lastDays(now, scope.timeZone, 30)
  const allMedians = medianOf(3, () => true)
  return {
    total: {
      ...counted(all),
      medianFirstContactSeconds: { today: numOrNull(allMedians?.ttfc_today), last7: numOrNull(allMedians?.ttfc_7), last30: numOrNull(allMedians?.ttfc_30) },
    },
    byForm: rows
      .filter((r) => r.g === 3)
      .map((r) => ({ form: String(r.form), ...counted(r), medianFirstContactSeconds: numOrNull(medianOf(1, (m) => m.form === r.form)?.ttfc_30) }))
      .sort((a, b) => b.last30 - a.last30 || a.form.localeCompare(b.form)),
    byLocation: rows
      .filter((r) => r.g === 5)
      .map((r) => ({
        locationId: numOrNull(r.location_id),
        location: r.location_id === null ? null : (names.get(Number(r.location_id)) ?? null),
        ...counted(r),
        medianFirstContactSeconds: numOrNull(medianOf(2, (m) => m.location_id === r.location_id)?.ttfc_30),
      }))
      .sort((a, b) => b.last30 - a.last30 || (a.location ?? '').localeCompare(b.location ?? '')),
    days,
    perDay: rows.filter((r) => r.g === 2 && days[r.bucket - 1]).map((r) => ({ day: days[r.bucket - 1]!, form: String(r.form), count: num(r.last30) })),
  }
}

// --- failed deliveries ----------------------------------------------------------------------------------

type FailedDelivery = {
  id: number
  tenantId: number
  title: string | null
  form: string
  /** failed: dead letter, retries used up (staff must act); delivering: failed and retrying on its own. */
  status: 'failed' | 'delivering'
  createdAt: string
  channel: string | null
  failedAt: string | null
  error: string | null
}
export type DeliveriesPanel = { deadLettered: number; retrying: number; leads: FailedDelivery[] }

/** Leads whose delivery failed: dead letters first, newest first; the latest failed attempt of each. */
export async function deliveriesPanel(db: Queryable, scope: DashboardScope, limit = 20): Promise<DeliveriesPanel> {
  const { rows } = await db.query(
    `WITH f AS (
       SELECT l.id, l.tenant_id, l.title, l.form::text AS form, l.status::text AS status, l.created_at
         FROM leads l
        WHERE l.tenant_id = ANY($1::int[]) AND ($3::int[] IS NULL OR l.dealership_id = ANY($3::int[])) AND l.status IN ('failed', 'delivering')
          AND (l.status = 'failed' OR EXISTS (SELECT 1 FROM leads_delivery_attempts d WHERE d._parent_id = l.id AND d.outcome = 'failed'))
     ), counted AS (
       SELECT f.*, count(*) FILTER (WHERE f.status = 'failed') OVER () AS dead, count(*) FILTER (WHERE f.status = 'delivering') OVER () AS retrying
         FROM f
        ORDER BY (f.status = 'failed') DESC, f.created_at DESC, f.id DESC
        LIMIT $2
     )
     SELECT c.*, a.channel::text AS channel, a.at AS failed_at, a.error
       FROM counted c
       LEFT JOIN LATERAL (
         SELECT d.channel, d.at, d.error FROM leads_delivery_attempts d WHERE d._parent_id = c.id AND d.outcome = 'failed' ORDER BY d.at DESC LIMIT 1
       ) a ON true
      ORDER BY (c.status = 'failed') DESC, c.created_at DESC, c.id DESC`,
    [scope.tenantIds, limit, scope.dealershipIds],
  )
  let deadLettered = 0
  let retrying = 0
  if (rows.length) {
    deadLettered = num(rows[0].dead)
    retrying = num(rows[0].retrying)
  }
  return {
    deadLettered,
    retrying,
    leads: rows.map((r) => ({
      id: Number(r.id),
      tenantId: Number(r.tenant_id),
      title: r.title ?? null,
      form: String(r.form),
      status: r.status as FailedDelivery['status'],
      createdAt: iso(r.created_at)!,
      channel: r.channel ?? null,
      failedAt: iso(r.failed_at),
      error: r.error ?? null,
    })),
  }
}

// --- stock freshness --------------------------------------------------------------------------------------

type FeedFreshness = {
  id: number
  tenantId: number
  name: string
  enabled: boolean
  source: string
  lastGoodAt: string | null
  lastRunStatus: string | null
  heldRunId: number | null
  staleAfterHours: number
  /** The feed's state by the rule the feeds list uses too (src/domain/feeds/state.ts), computed here in SQL to sort by it. */
  state: FeedState
}
export type StockPanel = { feeds: FeedFreshness[]; withoutFeeds: { tenantId: number; vehicles: number; lastChangedAt: string | null }[] }

/** Each feed's last good import and its latest run's status, problems first, then the stalest. */
export async function stockPanel(db: Queryable, scope: DashboardScope, now: Date): Promise<StockPanel> {
  const [feeds, withoutFeeds] = await Promise.all([
    db.query(
      `SELECT s.*,
              CASE WHEN NOT s.enabled THEN 'off'
                   WHEN s.held_run_id IS NOT NULL OR s.last_run_status = 'held' THEN 'held'
                   WHEN s.last_run_status = 'failed' THEN 'failed'
                   WHEN s.last_good_at IS NULL OR s.last_good_at < $2::timestamptz - make_interval(hours => s.stale_after_hours) THEN 'stale'
                   ELSE 'fresh' END AS state
         FROM (
           SELECT f.id, f.tenant_id, f.name, coalesce(f.enabled, true) AS enabled, f.source::text AS source, f.status_last_imported_at AS last_good_at,
                  f.status_last_run_status AS last_run_status, f.status_held_run_id AS held_run_id, coalesce(f.stale_after_hours, 24)::int AS stale_after_hours
             FROM stock_feeds f
            WHERE f.tenant_id = ANY($1::int[])
         ) s
        ORDER BY CASE WHEN NOT s.enabled THEN 4
                      WHEN s.held_run_id IS NOT NULL OR s.last_run_status IN ('held', 'failed') THEN 0
                      WHEN s.last_good_at IS NULL OR s.last_good_at < $2::timestamptz - make_interval(hours => s.stale_after_hours) THEN 1
                      ELSE 2 END,
                 s.last_good_at ASC NULLS FIRST, s.name, s.id`,
      [scope.tenantIds, now],
    ),
    // Dealers without a feed: when a car of theirs last changed (vehicles' (tenant, updated_at) index).
    db.query(
      `SELECT t.id AS tenant_id,
              (SELECT max(v.updated_at) FROM vehicles v WHERE v.tenant_id = t.id) AS last_changed_at,
              (SELECT count(*) FROM vehicles v WHERE v.tenant_id = t.id) AS vehicles
         FROM tenants t
        WHERE t.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM stock_feeds f WHERE f.tenant_id = t.id)
        ORDER BY 2 ASC NULLS FIRST, t.id`,
      [scope.tenantIds],
    ),
  ])
  return {
    feeds: feeds.rows.map((r) => ({
      id: Number(r.id),
      tenantId: Number(r.tenant_id),
      name: String(r.name),
      enabled: Boolean(r.enabled),
      source: String(r.source),
      lastGoodAt: iso(r.last_good_at),
      lastRunStatus: r.last_run_status ?? null,
      heldRunId: numOrNull(r.held_run_id),
      staleAfterHours: num(r.stale_after_hours),
      state: r.state as FeedFreshness['state'],
    })),
    withoutFeeds: withoutFeeds.rows.map((r) => ({ tenantId: Number(r.tenant_id), vehicles: num(r.vehicles), lastChangedAt: iso(r.last_changed_at) })),
  }
}

// --- promotions --------------------------------------------------------------------------------------------

type PromotionChange = { id: number; tenantId: number; title: string; change: 'starts' | 'ends'; day: string; daysAway: number }
export type PromotionsPanel = { until: string; changes: PromotionChange[] }

/**
 * Published promotions whose start or expiry day is today or within the next 7 days, each day read in
 * the zone it was picked in (Payload stores a day as noon in that zone, src/fields/timezones.ts).
 */
export async function promotionsPanel(db: Queryable, scope: DashboardScope, now: Date): Promise<PromotionsPanel> {
  const { rows } = await db.query(
    `WITH p AS (
       SELECT p.id, p.tenant_id, p.title,
              (p.start_date AT TIME ZONE coalesce(p.startdate_tz::text, $3))::date AS start_day, ($2::timestamptz AT TIME ZONE coalesce(p.startdate_tz::text, $3))::date AS start_today,
              (p.expiry_date AT TIME ZONE coalesce(p.expirydate_tz::text, $3))::date AS expiry_day, ($2::timestamptz AT TIME ZONE coalesce(p.expirydate_tz::text, $3))::date AS expiry_today
         FROM promotions p
        WHERE p.tenant_id = ANY($1::int[]) AND p._status = 'published' AND (p.start_date IS NOT NULL OR p.expiry_date IS NOT NULL)
     )
     SELECT id, tenant_id, title, 'starts' AS change, to_char(start_day, 'YYYY-MM-DD') AS day, start_day - start_today AS days_away
       FROM p WHERE start_day BETWEEN start_today AND start_today + 7
     UNION ALL
     SELECT id, tenant_id, title, 'ends' AS change, to_char(expiry_day, 'YYYY-MM-DD') AS day, expiry_day - expiry_today AS days_away
       FROM p WHERE expiry_day BETWEEN expiry_today AND expiry_today + 7
     ORDER BY days_away, change DESC, title, id`,
    [scope.tenantIds, now, DEFAULT_TIME_ZONE],
  )
  return {
    until: addDays(dayInZone(now, scope.timeZone), 7),
    changes: rows.map((r) => ({ id: Number(r.id), tenantId: Number(r.tenant_id), title: String(r.title), change: r.change, day: String(r.day), daysAway: num(r.days_away) })),
  }
}

// --- cars missing something ------------------------------------------------------------------------------

/** The cars the dashboard checks: on the site and for sale (shown, in stock or coming soon). */
export const ON_SITE_WHERE = { show_on_dealer_website: { equals: true }, status: { in: ['in_stock', 'coming_soon'] } } as const

/** Each gap as a Payload where (for the admin list the figure links to) and as the SQL that counts it. */
export const CAR_GAPS = {
  noPhoto: { label: 'No photo', where: { images: { exists: false } } },
  noPrice: { label: 'No price', where: { or: [{ price: { exists: false } }, { price: { equals: 0 } }] } },
  noDescription: { label: 'No description', where: { or: [{ dealercomments: { exists: false } }, { dealercomments: { equals: '' } }] } },
} as const
export type CarGap = keyof typeof CAR_GAPS

export type CarsPanel = { dealers: ({ tenantId: number; onSite: number } & Record<CarGap, number>)[] }

export async function carsPanel(db: Queryable, scope: DashboardScope): Promise<CarsPanel> {
  const { rows } = await db.query(
    `SELECT v.tenant_id, count(*) AS on_site,
            count(*) FILTER (WHERE photos.parent_id IS NULL) AS no_photo,
            count(*) FILTER (WHERE v.price IS NULL OR v.price = 0) AS no_price,
            count(*) FILTER (WHERE v.dealercomments IS NULL OR v.dealercomments = '') AS no_description
       FROM vehicles v
       LEFT JOIN (SELECT DISTINCT r.parent_id FROM vehicles_rels r WHERE r.path = 'images' AND r.media_id IS NOT NULL) photos ON photos.parent_id = v.id
      WHERE v.tenant_id = ANY($1::int[]) AND v.show_on_dealer_website AND v.status IN ('in_stock', 'coming_soon')
      GROUP BY v.tenant_id`,
    [scope.tenantIds],
  )
  const byTenant = new Map(rows.map((r) => [Number(r.tenant_id), r]))
  return {
    dealers: scope.tenantIds.map((tenantId) => {
      const r = byTenant.get(tenantId)
      return { tenantId, onSite: num(r?.on_site), noPhoto: num(r?.no_photo), noPrice: num(r?.no_price), noDescription: num(r?.no_description) }
    }),
  }
}

// --- web vitals ----------------------------------------------------------------------------------------------

type VitalFigure = { p75: number; count: number }
export type VitalsPanel = {
  /** The 7 days, oldest first. */
  days: string[]
  /** p75 of each metric over the 7 days, for all templates and per template. */
  overall: Partial<Record<VitalMetric, VitalFigure>>
  byTemplate: { template: string; metrics: Partial<Record<VitalMetric, VitalFigure>> }[]
  perDay: { metric: VitalMetric; day: string; p75: number; count: number }[]
}

/** Two passes over the 7 days of vitals, in parallel: per metric and per metric and template; per metric and day. */
export async function vitalsPanel(db: Queryable, scope: DashboardScope, now: Date): Promise<VitalsPanel> {
  const [byTemplate, byDay] = await Promise.all([
    db.query(
      `WITH ${BOUNDS}
       SELECT GROUPING(w.template) AS g, w.metric::text AS metric, w.template::text AS template, count(*) AS n, percentile_cont(0.75) WITHIN GROUP (ORDER BY w.value) AS p75
         FROM web_vitals w, b
        WHERE w.tenant_id = ANY($1::int[]) AND w.created_at >= b.start7 AND w.created_at <= $2::timestamptz
        GROUP BY GROUPING SETS ((w.metric), (w.metric, w.template))`,
      [scope.tenantIds, now, scope.timeZone],
    ),
    db.query(
      `WITH ${BOUNDS}
       SELECT w.metric::text AS metric, width_bucket(w.created_at, b.edges) AS bucket, count(*) AS n, percentile_cont(0.75) WITHIN GROUP (ORDER BY w.value) AS p75
         FROM web_vitals w, b
        WHERE w.tenant_id = ANY($1::int[]) AND w.created_at >= b.start7 AND w.created_at <= $2::timestamptz
        GROUP BY 1, 2`,
      [scope.tenantIds, now, scope.timeZone],
    ),
  ])
  const days30 = lastDays(now, scope.timeZone, 30)
  const figure = (r: Record<string, unknown>): VitalFigure => ({ p75: Number(r.p75), count: num(r.n) })
  const overall: VitalsPanel['overall'] = {}
  const templates = new Map<string, Partial<Record<VitalMetric, VitalFigure>>>()
  const perDay: VitalsPanel['perDay'] = []
  for (const r of byTemplate.rows) {
    const metric = r.metric as VitalMetric
    if (!VITAL_METRICS.includes(metric)) continue
    // GROUPING bit: template 1 (set = not grouped by it).
    if (r.g === 1) overall[metric] = figure(r)
    else {
      const entry = templates.get(String(r.template)) ?? {}
      entry[metric] = figure(r)
      templates.set(String(r.template), entry)
    }
  }
  for (const r of byDay.rows) {
    const metric = r.metric as VitalMetric
    const day = days30[Number(r.bucket) - 1]
    if (VITAL_METRICS.includes(metric) && day) perDay.push({ metric, day, p75: Number(r.p75), count: num(r.n) })
  }
  return {
    days: lastDays(now, scope.timeZone, 7),
    overall,
    byTemplate: [...templates.entries()]
      .map(([template, metrics]) => ({ template, metrics }))
      .sort((a, b) => (b.metrics.LCP?.count ?? 0) - (a.metrics.LCP?.count ?? 0) || a.template.localeCompare(b.template)),
    perDay: perDay.sort((a, b) => a.metric.localeCompare(b.metric) || a.day.localeCompare(b.day)),
  }
}

// --- content security policy violations -----------------------------------------------------------------------

type CspPanel = {
  today: number
  last7: number
  /** The most frequent refusals over the 7 days: the rule and what it refused. */
  top: { directive: string; blocked: string; count: number; lastSeen: string }[]
}

/**
 * What shoppers' browsers refused on the dealer's pages (issue 33: src/lib/cspReports): counts for
 * today and 7 days, and the five most frequent refusals, one pass over the (tenant, created_at) index.
 */
async function cspPanel(db: Queryable, scope: DashboardScope, now: Date): Promise<CspPanel> {
  const { rows } = await db.query(
    `WITH ${BOUNDS}
     SELECT GROUPING(c.directive, c.blocked) AS g, c.directive, c.blocked,
            count(*) FILTER (WHERE c.created_at >= b.today) AS today, count(*) AS last7, max(c.created_at) AS last_seen
       FROM csp_violations c, b
      WHERE c.tenant_id = ANY($1::int[]) AND c.created_at >= b.start7 AND c.created_at <= $2::timestamptz
      GROUP BY GROUPING SETS ((), (c.directive, c.blocked))`,
    [scope.tenantIds, now, scope.timeZone],
  )
  const all = rows.find((r) => r.g === 3)
  return {
    today: num(all?.today),
    last7: num(all?.last7),
    top: rows
      .filter((r) => r.g === 0)
      .map((r) => ({ directive: String(r.directive), blocked: String(r.blocked), count: num(r.last7), lastSeen: iso(r.last_seen)! }))
      .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen))
      .slice(0, 5),
  }
}

// --- scheduled publishes that failed ----------------------------------------------------------------------

type FailedSchedule = { jobId: number; collection: string; docId: number; tenantId: number; title: string; type: 'publish' | 'unpublish'; failedAt: string; reason: string }
export type SchedulesPanel = { failed: FailedSchedule[] }

/** Each drafted collection's table and the column its admin uses as the title. */
const SCHEDULED_TABLES: [collection: string, table: string, title: string][] = [
  ['pages', 'pages', 'title'],
  ['promotions', 'promotions', 'title'],
  ['popups', 'popups', 'title'],
  ['menus', 'menus', 'title'],
  ['locations', 'locations', 'name'],
  ['special-hours', 'special_hours', 'label'],
]

/**
 * Scheduled publishes that failed when they ran over the last 7 days (src/lib/jobs/scheduledPublishFailures.ts):
 * Payload keeps a failed job (hasError) with its reason, and the job's input names the document, whose
 * table gives the dealer. Failures are rare, so the few failed jobs are read first, then matched.
 */
export async function schedulesPanel(db: Queryable, scope: DashboardScope, now: Date, limit = 20): Promise<SchedulesPanel> {
  const docs = SCHEDULED_TABLES.map(([collection, table, title]) => `SELECT '${collection}' AS collection, id, tenant_id, ${title}::text AS title FROM ${table}`).join(' UNION ALL ')
  const { rows } = await db.query(
    `WITH f AS (
       SELECT j.id, j.input->'doc'->>'relationTo' AS collection, (j.input->'doc'->>'value')::int AS doc_id,
              coalesce(j.input->>'type', 'publish') AS type, j.updated_at AS failed_at, j.error->>'message' AS reason
         FROM payload_jobs j
        WHERE j.task_slug = 'schedulePublish' AND j.has_error AND j.completed_at IS NULL
          AND j.updated_at >= $2::timestamptz - interval '7 days' AND j.updated_at <= $2::timestamptz
          AND j.input->'doc'->>'value' ~ '^[0-9]+$'
     )
     SELECT f.*, d.tenant_id, d.title FROM f JOIN (${docs}) d ON d.collection = f.collection AND d.id = f.doc_id
      WHERE d.tenant_id = ANY($1::int[])
      ORDER BY f.failed_at DESC, f.id DESC LIMIT $3`,
    [scope.tenantIds, now, limit],
  )
  return {
    failed: rows.map((r) => ({
      jobId: num(r.id),
      collection: String(r.collection),
      docId: num(r.doc_id),
      tenantId: num(r.tenant_id),
      title: r.title ? String(r.title) : `#${r.doc_id}`,
      type: r.type === 'unpublish' ? 'unpublish' : 'publish',
      failedAt: iso(r.failed_at)!,
      reason: r.reason ? String(r.reason) : 'Unknown error',
    })),
  }
}

// --- all panels -----------------------------------------------------------------------------------------------

export type DashboardData = {
  windows: Windows
  leads: LeadsPanel
  sources: SourcesPanel
  deliveries: DeliveriesPanel
  stock: StockPanel
  promotions: PromotionsPanel
  cars: CarsPanel
  vitals: VitalsPanel
  csp: CspPanel
  schedules: SchedulesPanel
}

export type PanelName = Exclude<keyof DashboardData, 'windows'>

/** Every panel's figures at once, in parallel on the pool (the bench measures exactly this). */
export async function loadDashboard(db: Queryable, scope: DashboardScope, now: Date = new Date(), panels?: ReadonlySet<PanelName>): Promise<Partial<DashboardData> & { windows: Windows }> {
  const want = (p: PanelName) => !panels || panels.has(p)
  const [windows, leads, sources, deliveries, stock, promotions, cars, vitals, csp, schedules] = await Promise.all([
    dashboardWindows(db, now, scope.timeZone),
    want('leads') ? leadsPanel(db, scope, now) : undefined,
    want('sources') ? sourcesPanel(db, scope, now) : undefined,
    want('deliveries') ? deliveriesPanel(db, scope) : undefined,
    want('stock') ? stockPanel(db, scope, now) : undefined,
    want('promotions') ? promotionsPanel(db, scope, now) : undefined,
    want('cars') ? carsPanel(db, scope) : undefined,
    want('vitals') ? vitalsPanel(db, scope, now) : undefined,
    want('csp') ? cspPanel(db, scope, now) : undefined,
    want('schedules') ? schedulesPanel(db, scope, now) : undefined,
  ])
  return { windows, leads, sources, deliveries, stock, promotions, cars, vitals, csp, schedules }
}
