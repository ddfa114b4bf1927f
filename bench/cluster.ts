/**
 * Scale-out throughput (issue 20): the cluster of tests/cluster (redis-server, PostgreSQL, two
 * production instances on this build, a worker) measured three ways in the same run:
 *   - one instance directly (its port, no proxy);
 *   - one instance behind nginx (what the proxy costs);
 *   - two instances behind nginx, round-robin (what the second instance gives).
 * Targets: a dealer's home page as shoppers repeat it (the front cache answers) and the search
 * endpoint (POST /api/search/…/queries, a refined multi-query as react-instantsearch sends it).
 * Everything on loopback; each run stops after its duration. On a 2-core machine autocannon, nginx
 * and both instances share the CPU, so compare rows within a run.
 * BENCH_CLUSTER_SEED_SCALE (default 1) sets the demo seed's stock scale.
 */
import { loadRow, measure, type LoadResult, type LoadTarget } from './lib/autocannon'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'
import { SHAPES } from './search'
import { startCluster, type Cluster } from '../tests/cluster/harness/cluster'
import { pollUntil, request } from '../tests/cluster/harness/http'
import { startNginx, type Nginx } from '../tests/cluster/harness/nginx'

export const name = 'cluster'
export const description = 'cached dealer home page and search endpoint: two instances behind nginx beside one instance, directly and behind nginx'

const SEARCH_SHAPE = 'make+body'

/** Until repeated requests through `port` are front-cache hits on every instance behind it. */
async function warmPage(port: number, host: string, instances: number) {
  let hits = 0
  await pollUntil(`home page cached behind :${port}`, 60_000, async () => {
    const res = await request(`http://127.0.0.1:${port}/`, { host })
    hits = res.status === 200 && res.headers['x-forecourt-cache'] === 'HIT' ? hits + 1 : 0
    return hits >= instances * 2 ? true : undefined
  }, 20)
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  ctx.log('starting the cluster (redis-server, PostgreSQL with the demo seed, two instances, a worker, nginx)…')
  const seedStockScale = Number(process.env.BENCH_CLUSTER_SEED_SCALE ?? 1)
  let cluster: Cluster | null = null
  let single: Nginx | null = null
  try {
    cluster = await startCluster({ seedStockScale, log: ctx.log })
    const [a] = cluster.instances
    single = await startNginx([a.port])
    const host = cluster.tenants.find((t) => t.slug === 'harbour-city')!.domains[0]!
    const shape = SHAPES.find((s) => s.label === SEARCH_SHAPE)!
    const setups = [
      { label: '1 instance, direct', port: a.port, instances: 1 },
      { label: '1 instance behind nginx', port: single.port, instances: 1 },
      { label: '2 instances behind nginx', port: cluster.nginx.port, instances: 2 },
    ]
    const rows: { kind: string; setup: string; result: LoadResult }[] = []
    for (const kind of ['home page (cached)', `search endpoint (${SEARCH_SHAPE})`]) {
      for (const setup of setups) {
        const target: LoadTarget =
          kind.startsWith('home')
            ? { label: `${kind}: ${setup.label}`, port: setup.port, path: '/', host }
            : {
                label: `${kind}: ${setup.label}`,
                port: setup.port,
                path: '/api/search/1/indexes/*/queries',
                host,
                method: 'POST',
                body: JSON.stringify({ requests: shape.requests }),
                headers: { 'content-type': 'application/json' },
              }
        if (kind.startsWith('home')) await warmPage(setup.port, host, setup.instances)
        ctx.log(`${target.label}: ${ctx.load.warmupS} s warm-up, then ${ctx.load.durationS} s × ${ctx.load.connections} connections…`)
        const result = await measure(target, ctx.load)
        if (result.non2xx > 0 || result.errors > 0) ctx.log(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`)
        rows.push({ kind, setup: setup.label, result })
      }
    }
    const summary: SummaryRow[] = rows.map(({ result }) => loadRow(result))
    const ratio = (kind: string, setup: string) => {
      const of = (s: string) => rows.find((r) => r.kind === kind && r.setup === s)!.result.reqPerS
      return Math.round((of(setup) / of(setups[0]!.label)) * 100) / 100
    }
    const notes = [...new Set(rows.map((r) => r.kind))].map(
      (kind) => `${kind}: behind nginx ${ratio(kind, setups[1]!.label)}× and two instances ${ratio(kind, setups[2]!.label)}× the req/s of one instance directly`,
    )
    notes.push(`${ctx.load.connections} connections; autocannon, nginx (1 worker process) and the instances share this machine's CPUs.`)
    return { summary, notes, data: { seedStockScale, load: ctx.load, rows } }
  } finally {
    await single?.stop()
    await cluster?.stop()
  }
}
