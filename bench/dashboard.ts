/**
 * The admin dashboard's server time (issue 18): every panel's figures for one dealer
 * (src/lib/dashboard: the user's scope, then leads, failed deliveries, stock freshness, promotions,
 * cars missing something and the Core Web Vitals, in parallel on the pool, as the dashboard renders
 * them) at 1,000, 10,000 and 100,000 leads and 1,000, 10,000 and 100,000 web-vitals events for that
 * dealer, on its own embedded PostgreSQL migrated as `npm start` does (no Next server, no build).
 *
 * The rows are bulk SQL (generate_series), not payload.create: leads over the last 60 days (half in
 * the 30-day window) across forms, locations and delivery states, with a time to first contact for
 * most; vitals events over the last 14 days. A second dealer gets the same volume, so every query
 * has to find its dealer's rows among others'. Each size is measured twice in the same run:
 *
 *   - with the dashboard's indexes (src/lib/dashboard/schema.ts and web_vitals (tenant, created_at));
 *   - without them (dropped, measured, recreated), i.e. with only the indexes Payload makes anyway;
 *
 * and, for comparison, the leads panel done the naive way: payload.find of the 30 days' leads with
 * the fields it needs and the counts and median in JavaScript.
 *
 * Settings: BENCH_DASHBOARD_RUNS (measured runs per case, default 20), BENCH_DASHBOARD_SIZES
 * (default 1000,10000,100000), BENCH_KEEP_DATA=1 keeps the .data/bench-dashboard-* folder.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'dashboard'
/** The dashboard's data functions run in this process against their own database: no build needed. */
export const needsBuild = false
export const description =
  "Admin dashboard server time (all panels' aggregate queries) for one dealer at 1k, 10k and 100k leads and vitals events, with and without the dashboard's indexes, and vs loading the leads into JavaScript"

const REPO = path.resolve(import.meta.dirname, '..')
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

function quantile(sorted: number[], q: number): number {
  const pos = q * (sorted.length - 1)
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

async function time(runs: number, warmup: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; min: number; max: number }> {
  for (let i = 0; i < warmup; i++) await fn()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    samples.push(performance.now() - t)
  }
  samples.sort((a, b) => a - b)
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), min: samples[0]!, max: samples[samples.length - 1]! }
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const runs = Math.max(3, Math.round(Number(process.env.BENCH_DASHBOARD_RUNS ?? 20)))
  const sizes = (process.env.BENCH_DASHBOARD_SIZES ?? '1000,10000,100000')
    .split(',')
    .map((s) => Math.round(Number(s)))
    .filter((n) => Number.isFinite(n) && n > 0)
    .sort((a, b) => a - b)
  const summary: SummaryRow[] = []
  const notes: string[] = []
  const data: Record<string, unknown> = { runs, sizes }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const dataDir = path.join(REPO, '.data', `bench-dashboard-${stamp}`)
  mkdirSync(dataDir, { recursive: true })
  let db: EmbeddedDatabase | null = null
  let destroy: (() => Promise<void>) | null = null
  const savedEnv = { ...process.env }

  try {
    ctx.log('starting an embedded PostgreSQL and applying migrations…')
    db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), database: 'forecourt_bench' })
    const migrated = spawnSync(path.resolve(REPO, 'node_modules/.bin/tsx'), ['scripts/prepare.ts'], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: db.url, SEED_DEMO: 'false', PAYLOAD_SECRET: 'bench', FORECOURT_DATA_DIR: dataDir, FORECOURT_RUN_JOBS: 'false' },
      encoding: 'utf8',
    })
    if (migrated.status !== 0) throw new Error(`migrations failed (status ${migrated.status}):\n${migrated.stdout}\n${migrated.stderr}`)

    Object.assign(process.env, { DATABASE_URL: db.url, FORECOURT_DATA_DIR: dataDir, PAYLOAD_SECRET: 'bench', FORECOURT_RUN_JOBS: 'false' })
    const { getPayload } = await import('payload')
    const { default: config } = await import('../payload.config')
    const payload = await getPayload({ config })
    const { poolOf, dashboardScope } = await import('@/lib/dashboard/scope')
    const { loadDashboard, leadsPanel, deliveriesPanel, stockPanel, promotionsPanel, carsPanel, vitalsPanel, dashboardWindows } = await import('@/lib/dashboard/queries')
    const { DASHBOARD_INDEXES } = await import('@/lib/dashboard/schema')
    const { median } = await import('@/domain/dashboard/percentile')
    const pool = poolOf(payload)
    pool.on('error', () => undefined)
    destroy = async () => {
      await Promise.race([payload.destroy().catch(() => undefined), new Promise((r) => setTimeout(r, 5000).unref())])
    }
    const opts = { overrideAccess: true, context: { disableRevalidate: true } } as const

    // Two dealers: the one measured and a neighbour with the same volume.
    const dealers: { id: number; locations: number[] }[] = []
    for (const label of ['Bench Dashboard Motors', 'Bench Neighbour Motors']) {
      const slug = label.toLowerCase().replace(/\s+/g, '-')
      const tenant = await payload.create({ collection: 'tenants', data: { name: label, slug, template: 'dealer-group', domains: [{ domain: `${slug}.example.com.au` }] } as never, ...opts })
      const locations: number[] = []
      for (const city of ['Southport', 'Tweed Heads', 'Eight Mile Plains']) {
        const loc = await payload.create({
          collection: 'locations',
          data: { _status: 'published', tenant: tenant.id, name: `${label} ${city}`, slug: city.toLowerCase().replace(/\s+/g, '-'), type: 'sales', timezone: 'Australia/Brisbane', address: { city, state: 'QLD' } } as never,
          ...opts,
        })
        locations.push(loc.id)
      }
      await payload.create({ collection: 'stock-feeds', data: { name: 'DMS export', tenant: tenant.id, source: 'upload' } as never, ...opts })
      dealers.push({ id: tenant.id, locations })
    }
    const dealer = dealers[0]!
    const user = { id: 1, collection: 'users', roles: ['marketer'], tenants: [{ tenant: dealer.id }] }

    // Stock: 2,000 cars per dealer, with gaps (no price, description or photo) here and there.
    ctx.log('inserting 2,000 cars per dealer, promotions and a photo…')
    const media = await pool.query(
      `INSERT INTO media (tenant_id, alt, filename, mime_type, filesize, width, height, url) VALUES ($1, 'Bench photo', 'bench.webp', 'image/webp', 100, 10, 10, '/media/bench.webp') RETURNING id`,
      [dealer.id],
    )
    for (const d of dealers) {
      await pool.query(
        `INSERT INTO vehicles (tenant_id, location_id, year, make, model, slug, name, price, dealercomments, status, show_on_dealer_website, updated_at, created_at)
         SELECT $1::int, ($2::int[])[1 + i % 3], 2015 + i % 10, 'Toyota', 'Corolla', 'bench-' || $1::int || '-' || i, 'Bench car ' || i,
                CASE WHEN i % 23 = 0 THEN NULL ELSE 20000 + i END, CASE WHEN i % 17 = 0 THEN '' ELSE 'A tidy car.' END,
                (CASE WHEN i % 10 = 0 THEN 'sold' ELSE 'in_stock' END)::enum_vehicles_status, true, now() - make_interval(mins => i), now() - make_interval(days => i % 90)
           FROM generate_series(1, 2000) i`,
        [d.id, d.locations],
      )
    }
    await pool.query(
      `INSERT INTO vehicles_rels ("order", parent_id, path, media_id) SELECT 1, v.id, 'images', $2 FROM vehicles v WHERE v.tenant_id = $1 AND v.id % 11 <> 0`,
      [dealer.id, media.rows[0].id],
    )
    for (const [i, title] of ['Starts soon', 'Ends soon', 'Running', 'Next month'].entries()) {
      const start = new Date(Date.now() + [2, -20, -3, 30][i]! * 86_400_000).toISOString()
      const expiry = new Date(Date.now() + [20, 3, 40, 60][i]! * 86_400_000).toISOString()
      await payload.create({ collection: 'promotions', data: { _status: 'published', tenant: dealer.id, title, startDate: start, expiryDate: expiry } as never, ...opts })
    }

    let have = 0
    for (const size of sizes) {
      const add = size - have
      ctx.log(`inserting ${add.toLocaleString('en-AU')} leads and ${add.toLocaleString('en-AU')} vitals events per dealer (to ${size.toLocaleString('en-AU')})…`)
      const t = performance.now()
      for (const d of dealers) await insertRows(pool, d, have, add)
      // What autovacuum does after a bulk insert this size: statistics, and the visibility map that lets
      // an index-only scan skip the table (VACUUM cannot run in a multi-statement query).
      for (const table of ['leads', 'leads_delivery_attempts', 'web_vitals', 'vehicles', 'vehicles_rels']) await pool.query(`VACUUM ANALYZE ${table}`)
      have = size
      ctx.log(`  inserted in ${round((performance.now() - t) / 1000)} s`)

      const scope = (await dashboardScope(payload, user as never))!
      const now = new Date()
      const whole = () => dashboardScope(payload, user as never).then((s) => loadDashboard(pool, s!, now))
      const withIdx = await time(runs, 3, whole)
      const panels = {
        leads: await time(runs, 1, () => leadsPanel(pool, scope, now)),
        deliveries: await time(runs, 1, () => deliveriesPanel(pool, scope)),
        stock: await time(runs, 1, () => stockPanel(pool, scope, now)),
        promotions: await time(runs, 1, () => promotionsPanel(pool, scope, now)),
        cars: await time(runs, 1, () => carsPanel(pool, scope)),
        vitals: await time(runs, 1, () => vitalsPanel(pool, scope, now)),
      }

      // The same without the dashboard's indexes (Payload's own single-column ones stay).
      const defs = await pool.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND (indexname = ANY($1::text[]) OR (tablename = 'web_vitals' AND indexdef LIKE '%(tenant_id, created_at)%'))`,
        [[...DASHBOARD_INDEXES]],
      )
      for (const d of defs.rows) await pool.query(`DROP INDEX "${d.indexname}"`)
      await pool.query('ANALYZE leads; ANALYZE web_vitals; ANALYZE vehicles')
      const withoutIdx = await time(runs, 3, whole)
      const panelsWithout = {
        leads: await time(Math.min(runs, 10), 1, () => leadsPanel(pool, scope, now)),
        deliveries: await time(Math.min(runs, 10), 1, () => deliveriesPanel(pool, scope)),
        vitals: await time(Math.min(runs, 10), 1, () => vitalsPanel(pool, scope, now)),
      }
      for (const d of defs.rows) await pool.query(d.indexdef)
      for (const table of ['leads', 'web_vitals', 'vehicles']) await pool.query(`VACUUM ANALYZE ${table}`)

      // The naive leads panel: the 30 days' leads loaded through Payload, counted in JavaScript.
      const windows = await dashboardWindows(pool, now, scope.timeZone)
      const naive = await time(Math.min(runs, size >= 100_000 ? 3 : 5), 1, async () => {
        const found = await payload.find({
          collection: 'leads',
          where: { and: [{ tenant: { equals: dealer.id } }, { createdAt: { greater_than_equal: windows.start30 } }, { status: { not_equals: 'in-progress' } }] },
          pagination: false,
          depth: 0,
          select: { form: true, location: true, createdAt: true, minutesToFirstContact: true } as never,
          overrideAccess: true,
        })
        const byForm = new Map<string, number[]>()
        for (const doc of found.docs as unknown as { form: string; minutesToFirstContact?: number | null }[]) {
          const list = byForm.get(doc.form) ?? []
          if (typeof doc.minutesToFirstContact === 'number') list.push(doc.minutesToFirstContact)
          byForm.set(doc.form, list)
        }
        return [...byForm].map(([form, list]) => ({ form, median: median(list) }))
      })

      const label = `${size.toLocaleString('en-AU')} leads + ${size.toLocaleString('en-AU')} vitals`
      summary.push({ label: `${label}: dashboard, with indexes`, 'p50 ms': round(withIdx.p50), 'p95 ms': round(withIdx.p95), 'max ms': round(withIdx.max) })
      summary.push({ label: `${label}: dashboard, without them`, 'p50 ms': round(withoutIdx.p50), 'p95 ms': round(withoutIdx.p95), 'max ms': round(withoutIdx.max) })
      summary.push({ label: `${label}: leads panel loading rows into JS`, 'p50 ms': round(naive.p50), 'p95 ms': round(naive.p95), 'max ms': round(naive.max) })
      notes.push(
        `${size.toLocaleString('en-AU')}: panels alone (p50 ms, with indexes / without): ` +
          Object.entries(panels)
            .map(([k, v]) => `${k} ${round(v.p50)}${k in panelsWithout ? ` / ${round(panelsWithout[k as keyof typeof panelsWithout].p50)}` : ''}`)
            .join(', ') +
          `; leads panel in SQL ${round(panels.leads.p50)} ms vs loading rows ${round(naive.p50)} ms (${round(naive.p50 / Math.max(0.1, panels.leads.p50))}×)`,
      )
      data[String(size)] = { withIndexes: withIdx, withoutIndexes: withoutIdx, naiveLeads: naive, panels, panelsWithout, droppedIndexes: defs.rows.map((d) => d.indexname) }
    }
    const top = data[String(sizes[sizes.length - 1])] as { withIndexes: { p95: number } } | undefined
    if (top) notes.push(`target: the dashboard within 300 ms at 100,000 leads and events; measured p95 ${round(top.withIndexes.p95)} ms at ${sizes[sizes.length - 1]!.toLocaleString('en-AU')}`)
    notes.push(`${runs} measured runs per case after warm-up; p50/p95 of the wall time of dashboardScope + loadDashboard (all six panels in parallel on the pool)`)
    return { summary, notes, data }
  } finally {
    await destroy?.()
    await db?.stop().catch(() => undefined)
    process.env = savedEnv
    if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true })
  }
}

/** `count` more leads (and delivery attempts for the failed ones) and vitals events for a dealer, numbered from `from`. */
async function insertRows(pool: import('pg').Pool, dealer: { id: number; locations: number[] }, from: number, count: number) {
  // Leads: over 60 days; 97% delivered, 1% retrying, 0.5% dead letters, 1.5% unfinished trade-ins; 70% contacted.
  await pool.query(
    `INSERT INTO leads (tenant_id, title, form, category, status, public_id, idempotency_key, location_id, contact_name, sales_status, first_contacted_at, minutes_to_first_contact, created_at, updated_at)
     SELECT $1::int, 'Bench lead ' || i, (ARRAY['enquiry','enquiry','enquiry','test-drive','test-drive','service','trade-in','instant-offer'])[1 + i % 8]::enum_leads_form, 'Sales',
            (CASE WHEN i % 200 = 7 THEN 'failed' WHEN i % 100 = 3 THEN 'delivering' WHEN i % 67 = 5 THEN 'in-progress' ELSE 'delivered' END)::enum_leads_status,
            'bench-' || $1::int || '-' || i, 'bench-' || i, CASE WHEN i % 10 = 0 THEN NULL ELSE ($2::int[])[1 + i % 3] END, 'Shopper ' || i,
            (CASE WHEN i % 10 < 7 THEN 'contacted' ELSE 'new' END)::enum_leads_sales_status,
            CASE WHEN i % 10 < 7 THEN at + make_interval(mins => mins) END, CASE WHEN i % 10 < 7 THEN mins END, at, at
       FROM (SELECT i, now() - make_interval(secs => (random() * 60 * 86400)::int) AS at, round(exp(ln(45) + 1.1 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))::int AS mins
               FROM generate_series($3::int + 1, $3::int + $4::int) i) x`,
    [dealer.id, dealer.locations, from, count],
  )
  await pool.query(
    `INSERT INTO leads_delivery_attempts (_order, _parent_id, id, channel, at, outcome, error)
     SELECT 1, l.id, md5(l.id::text || random()::text), 'email', l.created_at + interval '1 minute', 'failed', 'SMTP 451: try again later'
       FROM leads l WHERE l.tenant_id = $1 AND l.status IN ('failed', 'delivering') AND NOT EXISTS (SELECT 1 FROM leads_delivery_attempts d WHERE d._parent_id = l.id)`,
    [dealer.id],
  )
  // Vitals events over 14 days: LCP, INP and CLS in turn, templates by share, log-normal values.
  await pool.query(
    `INSERT INTO web_vitals (tenant_id, metric, value, template, path, created_at, updated_at)
     SELECT $1::int, m::enum_web_vitals_metric,
            CASE m WHEN 'LCP' THEN round(exp(ln(2000) + 0.45 * z)) WHEN 'INP' THEN round(exp(ln(140) + 0.6 * z)) ELSE round((CASE WHEN random() < 0.3 THEN exp(ln(0.04) + 0.9 * z) ELSE 0 END)::numeric, 4) END,
            t::enum_web_vitals_template, '/bench', at, at
       FROM (SELECT (ARRAY['LCP','INP','CLS'])[1 + i % 3] AS m, (ARRAY['home','search','search','vehicle','vehicle','page','location'])[1 + (i / 3) % 7] AS t,
                    now() - make_interval(secs => (random() * 14 * 86400)::int) AS at, sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS z
               FROM generate_series($2::int + 1, $2::int + $3::int) i) x`,
    [dealer.id, from, count],
  )
}
