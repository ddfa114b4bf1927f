/**
 * Dealer groups at scale (issue 36): a group of 20 dealerships and 100,000 cars with 21 sites (the
 * group site and a franchise site per rooftop, each over the group's one stock), beside one single
 * dealer of the same size, measured in the same run:
 *   - search latency per query shape on the group site, on a franchise site (its rooftop's share of
 *     the stock, filtered on the server) and on the single dealer's site: over HTTP (the multi-query
 *     the browser sends, one connection) and in this process (the embedded engine alone);
 *   - from a price change saved through the API to every site that shows the car returning the new
 *     price in its search (and the sites that do not show it still not showing it).
 * Targets: p95 ≤ 50 ms on each site, the group site within 1.5× the single dealer's; ≤ 1 s to every site.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { runSearches } from '@/lib/search/embeddedEngine'
import { parseSearchRequest } from '@/lib/search/protocol'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { measure, percentile } from './lib/autocannon'
import { httpPost } from './lib/server'
import { SHAPES, generate } from './search'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'groups'
export const description = 'search p95 on a 20-rooftop group site, a franchise site and a single dealer of 100k cars each; price change to every site'

const CARS = Number(process.env.BENCH_GROUPS_CARS ?? 100_000)
const ROOFTOPS = Number(process.env.BENCH_GROUPS_DEALERSHIPS ?? 20)
const SINGLE = 'bench-dealer'
const GROUP = 'bench-dealer-group'
const ENGINE_RUNS = Number(process.env.BENCH_GROUPS_RUNS ?? 50)
const MEASURED_SHAPES = ['unrefined', 'make+body', 'text', 'sort price asc', 'page 10']
const PROPAGATION_TIMEOUT_MS = 10_000

type Site = { label: string; host: string; stockTenantId: number; dealershipIds: number[] }

const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10)
const p95 = (samples: number[]) => round(percentile([...samples].sort((a, b) => a - b), 95))

type SearchAnswer = { results: { nbHits: number; hits: { objectID: string; price?: number }[] }[] }

export async function run(ctx: BenchContext): Promise<BenchResult> {
  process.env.SEARCH_PLAN_MEMO = 'off'
  const server = await ctx.startServer('groups')
  await server.waitFor200('/api/users/me')
  const pgLine = server.findLine(/Embedded PostgreSQL ready on port (\d+)/)
  const pgPort = pgLine ? /port (\d+)/.exec(pgLine.text)![1] : null
  if (!pgPort) throw new Error('Could not read the embedded PostgreSQL port from the launcher output')
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/forecourt`
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  pool.on('error', (error) => ctx.log(`database connection lost: ${error.message}`))
  const summary: SummaryRow[] = []
  const data: unknown[] = []
  try {
    ctx.log(`generating ${CARS} cars for the single dealer…`)
    generate(databaseUrl, SINGLE, CARS)
    ctx.log(`generating ${CARS} cars for a group of ${ROOFTOPS} dealerships with ${ROOFTOPS} franchise sites…`)
    generate(databaseUrl, GROUP, CARS, ['--dealerships', String(ROOFTOPS)])
    await pool.query('ANALYZE vehicle_search')
    const ids = async (slug: string) => (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [slug])).rows[0]!.id
    const single = await ids(SINGLE)
    const group = await ids(GROUP)
    const rooftop = (await pool.query<{ id: number }>(`SELECT id FROM dealerships WHERE tenant_id = $1 AND slug = 'rooftop-1'`, [group])).rows[0]!.id
    const sites: Site[] = [
      { label: 'single dealer', host: `${SINGLE}.localhost`, stockTenantId: single, dealershipIds: [] },
      { label: 'group site', host: `${GROUP}.localhost`, stockTenantId: group, dealershipIds: [] },
      { label: 'franchise site', host: `${GROUP}-site-1.localhost`, stockTenantId: group, dealershipIds: [rooftop] },
    ]

    for (const site of sites) {
      const warm = await httpPost(server.port, '/api/search/1/indexes/*/queries', site.host, JSON.stringify({ requests: SHAPES[0]!.requests }))
      if (warm.status !== 200) throw new Error(`warm-up search on ${site.host} answered ${warm.status}`)
    }
    const groupP95: Record<string, Record<string, number | null>> = {}
    for (const shape of SHAPES.filter((s) => MEASURED_SHAPES.includes(s.label))) {
      for (const site of sites) {
        const queries = parseSearchRequest({ requests: shape.requests })
        const tenant = { id: site.stockTenantId, settings: { ...DEFAULT_TENANT_SETTINGS, stockDealershipIds: site.dealershipIds } }
        const engine: number[] = []
        let nbHits = 0
        for (let i = 0; i < ENGINE_RUNS; i++) {
          const t0 = performance.now()
          nbHits = (await runSearches(pool, tenant, queries))[0]!.nbHits
          engine.push(performance.now() - t0)
        }
        const http = await measure(
          { label: `${shape.label} @${site.label}`, port: server.port, path: '/api/search/1/indexes/*/queries', host: site.host, method: 'POST', body: JSON.stringify({ requests: shape.requests }), headers: { 'content-type': 'application/json' } },
          { ...ctx.load, connections: 1 },
        )
        if (http.non2xx > 0 || http.errors > 0) throw new Error(`${shape.label} @${site.label}: ${http.non2xx} non-2xx, ${http.errors} errors`)
        ;(groupP95[shape.label] ??= {})[site.label] = http.p95Ms
        summary.push({ label: `${shape.label} @${site.label}`, hits: nbHits, 'http p50': http.p50Ms, 'http p95': http.p95Ms, 'engine p95': p95(engine) })
        data.push({ shape: shape.label, site: site.label, nbHits, http, engineP95: p95(engine) })
        ctx.log(`${shape.label} @${site.label}: http p95 ${http.p95Ms} ms, engine p95 ${p95(engine)} ms (${nbHits} hits)`)
      }
    }
    for (const [shape, bySite] of Object.entries(groupP95)) {
      const ratio = bySite['group site'] && bySite['single dealer'] ? round(bySite['group site'] / bySite['single dealer']) : null
      summary.push({ label: `${shape}: group ÷ single (http p95)`, ratio })
    }

    // A price change through the API, then every site of the group asked until its search shows it.
    const login = await fetch(`http://127.0.0.1:${server.port}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@forecourt.test', password: 'Forecourt!2026' }) })
    const { token } = (await login.json()) as { token: string }
    const car = (await pool.query<{ vehicle_id: number; price: string }>(`SELECT vehicle_id, price FROM vehicle_search WHERE tenant_id = $1 AND dealership_id = $2 AND status = 'in_stock' AND show_on_dealer_website LIMIT 1`, [group, rooftop])).rows[0]!
    const newPrice = Math.round(Number(car.price)) + 1
    const allSites = (await pool.query<{ slug: string; source: number | null }>(`SELECT slug, stock_source_id AS source FROM tenants WHERE id = $1 OR stock_source_id = $1 ORDER BY id`, [group])).rows
    const showing = new Set([GROUP, `${GROUP}-site-1`])
    const started = performance.now()
    const patched = await fetch(`http://127.0.0.1:${server.port}/api/vehicles/${car.vehicle_id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` }, body: JSON.stringify({ price: newPrice }) })
    const savedMs = performance.now() - started
    if (!patched.ok) throw new Error(`the price change answered ${patched.status}`)
    const seenAt: number[] = []
    const request = [{ indexName: 'vehicles', hitsPerPage: 1, filters: `objectID = ${car.vehicle_id}` }]
    let wrongSites = 0
    await Promise.all(
      allSites.map(async ({ slug }) => {
        for (;;) {
          const answer = await searchOnHost(server.port, `${slug}.localhost`, request)
          const hit = answer.results[0]!.hits[0]
          if (!showing.has(slug)) {
            if (hit) wrongSites++
            return
          }
          if (hit?.price === newPrice) return void seenAt.push(performance.now() - started)
          if (performance.now() - started > PROPAGATION_TIMEOUT_MS) throw new Error(`${slug} did not show the new price within ${PROPAGATION_TIMEOUT_MS} ms`)
        }
      }),
    )
    const lastMs = round(Math.max(...seenAt))
    summary.push({ label: `price change → every site showing the car (${seenAt.length} of ${allSites.length} sites show it)`, 'saved ms': round(savedMs), 'last site ms': lastMs, 'other sites showing it': wrongSites })
    data.push({ propagation: { savedMs, seenAt, sites: allSites.length, wrongSites } })
    ctx.log(`price change: saved in ${round(savedMs)} ms, on every site showing it after ${lastMs} ms; ${wrongSites} other sites show it`)
  } finally {
    await pool.end()
  }
  return { summary, data }
}

/** A search POST with a Host header (fetch cannot set Host), answered as JSON. */
function searchOnHost(port: number, host: string, requests: Record<string, unknown>[]): Promise<SearchAnswer> {
  const body = JSON.stringify({ requests })
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/search/1/indexes/*/queries', method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`search on ${host} answered ${res.statusCode}`))
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SearchAnswer)
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}
