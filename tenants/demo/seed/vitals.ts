/**
 * A week of shoppers' Core Web Vitals per demo dealer (issue 18), so the dashboard's vitals panel and
 * charts have something true-to-life to show on a fresh start: page views spread over the last six
 * days and today, up to the moment the seed runs (so all of them fall in the dashboard's 7 days), each
 * with LCP, INP and CLS drawn from log-normal distributions per template (search pages slower to
 * paint and to answer a tap than a content page; a phone-heavy country dealer slower overall; one day
 * with a slow search release).
 *
 * Deterministic (a seeded generator per dealer) and bulk: one INSERT per dealer from a JSON array.
 * Idempotent like findOrCreate: a dealer that already has vitals gets none added.
 */
import { sql } from '@payloadcms/db-postgres'

import { executorFor } from '@/lib/search/db'
import type { SiteTemplate } from '@/domain/dashboard/templates'
import { tallyMany, type SeedApi } from './api'
import type { DealerSlug } from './dealers'

/** Page views a day per dealer (before the weekday swing). */
const VIEWS_PER_DAY: Record<DealerSlug, number> = { 'harbour-city': 140, 'bayside-mazda': 90, 'outback-used': 60 }
/** How much slower the dealer's shoppers' devices and networks are (outback: more phones on 4G). */
const DEALER_FACTOR: Record<DealerSlug, number> = { 'harbour-city': 1, 'bayside-mazda': 0.92, 'outback-used': 1.3 }

type Shape = { share: number; lcp: [median: number, sigma: number]; inp: [median: number, sigma: number]; cls: [shiftShare: number, median: number] }

/** Per template: its share of page views and the median and spread of each metric. */
const TEMPLATES: Partial<Record<SiteTemplate, Shape>> = {
  home: { share: 0.24, lcp: [1800, 0.42], inp: [110, 0.6], cls: [0.25, 0.03] },
  search: { share: 0.3, lcp: [2200, 0.45], inp: [170, 0.65], cls: [0.35, 0.05] },
  vehicle: { share: 0.3, lcp: [2000, 0.4], inp: [130, 0.6], cls: [0.2, 0.02] },
  page: { share: 0.08, lcp: [1600, 0.4], inp: [90, 0.55], cls: [0.2, 0.02] },
  location: { share: 0.05, lcp: [1700, 0.4], inp: [90, 0.55], cls: [0.15, 0.02] },
  form: { share: 0.03, lcp: [1900, 0.45], inp: [210, 0.6], cls: [0.3, 0.04] },
}

/** mulberry32: small, fast, good enough for demo data, and the same every run. */
function generator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

type SeedVital = { metric: 'LCP' | 'INP' | 'CLS'; value: number; template: SiteTemplate; path: string; at: string }

/** The dealer's week of vitals, ending at `now`. */
function demoVitals(dealer: DealerSlug, now: number, paths: { vehicle: string[]; location: string[] }): SeedVital[] {
  const random = generator(hash(dealer))
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  const logNormal = ([median, sigma]: [number, number]) => median * Math.exp(sigma * normal())
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]!
  const entries = Object.entries(TEMPLATES) as [SiteTemplate, Shape][]
  const rows: SeedVital[] = []
  const hour = 3_600_000
  const start = now - 6 * 24 * hour - 18 * hour
  const span = now - start
  const views = Math.round((VIEWS_PER_DAY[dealer] * span) / (24 * hour))
  for (let i = 0; i < views; i++) {
    const at = start + random() * span
    let r = random()
    const [template, shape] = entries.find(([, s]) => (r -= s.share) < 0) ?? entries[0]!
    // Three days ago a search release shipped a slow filter panel: that day's search pages paint later.
    const slowDay = template === 'search' && Math.floor((now - at) / (24 * hour)) === 3 ? 1.6 : 1
    const factor = DEALER_FACTOR[dealer] * slowDay
    const path =
      template === 'home' ? '/' : template === 'search' ? '/search' : template === 'vehicle' ? `/cars/${pick(paths.vehicle)}` : template === 'location' ? `/our-location/${pick(paths.location)}` : template === 'form' ? '/cars/trade-in' : '/about-us'
    const iso = new Date(at).toISOString()
    rows.push({ metric: 'LCP', value: Math.round(Math.max(300, logNormal(shape.lcp) * factor)), template, path, at: iso })
    // About half the page views have an interaction (INP needs one).
    if (random() < 0.55) rows.push({ metric: 'INP', value: Math.round(Math.max(16, logNormal(shape.inp) * DEALER_FACTOR[dealer])), template, path, at: iso })
    const shifted = random() < shape.cls[0]
    rows.push({ metric: 'CLS', value: shifted ? Math.round(logNormal([shape.cls[1], 0.9]) * 10_000) / 10_000 : 0, template, path, at: iso })
  }
  return rows
}

export async function seedDealerVitals(api: SeedApi, dealer: DealerSlug, tenantId: number, now: number): Promise<void> {
  const db = await executorFor(api.opts.req)
  const existing = (await db.execute(sql`SELECT 1 FROM web_vitals WHERE tenant_id = ${tenantId} LIMIT 1`)) as { rows: unknown[] }
  if (existing.rows.length > 0) return tallyMany(api, 'web-vitals', 0, 1)
  const slugs = (await db.execute(sql`SELECT slug FROM vehicles WHERE tenant_id = ${tenantId} AND slug IS NOT NULL ORDER BY id LIMIT 30`)) as { rows: { slug: string }[] }
  const locations = (await db.execute(sql`SELECT slug FROM locations WHERE tenant_id = ${tenantId} AND slug IS NOT NULL ORDER BY id`)) as { rows: { slug: string }[] }
  const rows = demoVitals(dealer, now, {
    vehicle: slugs.rows.length ? slugs.rows.map((r) => r.slug) : ['demo'],
    location: locations.rows.length ? locations.rows.map((r) => r.slug) : ['showroom'],
  })
  await db.execute(sql`
    INSERT INTO web_vitals (tenant_id, metric, value, template, path, created_at, updated_at)
    SELECT ${tenantId}, r.metric::enum_web_vitals_metric, r.value, r.template::enum_web_vitals_template, r.path, r.at, r.at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(metric text, value float8, template text, path text, at timestamptz)`)
  tallyMany(api, 'web-vitals', rows.length, 0)
}
