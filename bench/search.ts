/**
 * Search latency at 1k, 10k and 100k vehicles in one dealer, for the UI states a shopper produces
 * (each sent as the browser sends it, disjunctive facet queries included):
 *   - engine: runSearch in this process against the server's PostgreSQL (the server-side time);
 *   - http:   the same multi-query through the running server's /api/search endpoint (autocannon,
 *             one connection, so the figure is latency rather than queueing);
 *   - floor:  the bare SQL that returns the same page of hits, and nothing else.
 * Stock comes from scripts/generate-stock.ts (bulk SQL), into the server's own embedded database.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { INDEXES } from '../src/lib/search/attributes'
import { runSearch } from '../src/lib/search/embeddedEngine'
import { whereClause } from '../src/lib/search/sqlEngine'
import { parseOne, parseSearchRequest } from '../src/lib/search/protocol'
import { Params } from '../src/lib/search/sql'
import { DEFAULT_TENANT_SETTINGS } from '../tenants/settings'
import { measure, percentile } from './lib/autocannon'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'search'
export const description = 'search latency (engine, HTTP, bare SQL floor) at 1k, 10k and 100k vehicles in one dealer'

const TENANT_SLUG = 'bench-dealer'
const HOST = `${TENANT_SLUG}.localhost`
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number)
const FACETS = ['car_type', 'make', 'body', 'fuel', 'transmission', 'price', 'km', 'year']
const ENGINE_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200)

type State = { label: string; requests: Record<string, unknown>[] }

/** The multi-queries react-instantsearch sends for each state (one extra query per refined disjunctive facet). */
const STATES: State[] = [
  { label: 'unrefined', requests: [{ indexName: 'vehicles', hitsPerPage: 21, facets: FACETS, maxValuesPerFacet: 100 }] },
  {
    label: 'make+body',
    requests: [
      { indexName: 'vehicles', hitsPerPage: 21, facets: FACETS, facetFilters: [['make:Toyota'], ['body:suv']] },
      { indexName: 'vehicles', hitsPerPage: 0, facets: ['make'], facetFilters: [['body:suv']] },
      { indexName: 'vehicles', hitsPerPage: 0, facets: ['body'], facetFilters: [['make:Toyota']] },
    ],
  },
  {
    label: 'price range',
    requests: [{ indexName: 'vehicles', hitsPerPage: 21, facets: FACETS, numericFilters: ['price>=20000', 'price<=40000'] }],
  },
  { label: 'text query', requests: [{ indexName: 'vehicles', hitsPerPage: 21, facets: FACETS, query: 'toyota hilux' }] },
]

const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10)

function timeStats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) }
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.startServer('search')
  // The launcher prints the embedded database's port before the server answers.
  await server.waitFor200('/api/users/me')
  const pgLine = server.findLine(/Embedded PostgreSQL ready on port (\d+)/)
  const pgPort = pgLine ? /port (\d+)/.exec(pgLine.text)![1] : null
  if (!pgPort) throw new Error('Could not read the embedded PostgreSQL port from the launcher output')
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/forecourt`
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  // An idle client whose server went away must not crash the runner before it reports.
  pool.on('error', (error) => ctx.log(`database connection lost: ${error.message}`))
  const summary: SummaryRow[] = []
  const data: unknown[] = []
  try {
    for (const size of SIZES) {
      ctx.log(`generating ${size} vehicles for ${TENANT_SLUG}…`)
      const generated = spawnSync(
        path.resolve('node_modules/.bin/tsx'),
        ['scripts/generate-stock.ts', '--tenant', TENANT_SLUG, '--count', String(size), '--replace'],
        { env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'bench' }, encoding: 'utf8' },
      )
      if (generated.status !== 0) throw new Error(`generate-stock failed:\n${generated.stdout}\n${generated.stderr}`)
      await pool.query('ANALYZE vehicle_search')
      const tenantId = (await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [TENANT_SLUG])).rows[0]!.id
      const tenant = { id: tenantId, settings: DEFAULT_TENANT_SETTINGS }

      for (const state of STATES) {
        const queries = parseSearchRequest({ requests: state.requests })
        // Engine: the whole multi-query as the endpoint runs it (queries side by side).
        const engine: number[] = []
        const floor: number[] = []
        let nbHits = 0
        for (let i = 0; i < ENGINE_RUNS; i++) {
          const t0 = performance.now()
          const results = await Promise.all(queries.map((q) => runSearch(pool, tenant, q)))
          engine.push(performance.now() - t0)
          nbHits = results[0]!.nbHits
          // Floor: only the page of hits of the main query.
          const main = parseOne(state.requests[0]!)
          const params = new Params()
          const where = whereClause(main, tenant, Date.now(), params)
          const t1 = performance.now()
          await pool.query(`SELECT record FROM vehicle_search WHERE ${where} ORDER BY ${INDEXES[main.indexName]} LIMIT 21`, params.values)
          floor.push(performance.now() - t1)
        }
        const http = await measure(
          {
            label: `${state.label} @${size}`,
            port: server.port,
            path: '/api/search/1/indexes/*/queries',
            host: HOST,
            method: 'POST',
            body: JSON.stringify({ requests: state.requests }),
            headers: { 'content-type': 'application/json' },
          },
          { ...ctx.load, connections: 1 },
        )
        if (http.non2xx > 0 || http.errors > 0) throw new Error(`${state.label} @${size}: ${http.non2xx} non-2xx, ${http.errors} errors over HTTP`)
        const e = timeStats(engine)
        const f = timeStats(floor)
        summary.push({
          label: `${state.label} @${size.toLocaleString('en-AU')}`,
          hits: nbHits,
          'engine p50': e.p50,
          'engine p95': e.p95,
          'http p50': http.p50Ms,
          'http p95': http.p95Ms,
          'floor p50': f.p50,
          'floor p95': f.p95,
          'http p95 / floor p95': f.p95 ? round(http.p95Ms! / f.p95) : null,
        })
        data.push({ size, state: state.label, nbHits, engine: e, floor: f, http })
        ctx.log(`${state.label} @${size}: engine p95 ${e.p95} ms, http p95 ${http.p95Ms} ms, floor p95 ${f.p95} ms (${nbHits} hits)`)
      }
    }
  } finally {
    await pool.end()
    await server.stop()
  }
  return {
    summary,
    notes: ['Times in ms. Targets: p95 ≤ 50 ms over HTTP at 100k, and at most 2× the bare query.'],
    data,
  }
}
