/**
 * The lead API under load: POST /api/leads with a new idempotency key per request, 127.0.0.1 only,
 * bounded by BENCH_DURATION. Reports accepted leads per second
 * and latency percentiles, then checks that nothing was lost: every lead_id answered with a 2xx is a
 * row in PostgreSQL (looked up directly in the server's database), and reports how many were delivered to the
 * real local SMTP server (tests/simulators/smtp) a few seconds later.
 *
 * The per-IP rate limit would answer 429 after 30 requests and make the figures meaningless, so this
 * benchmark starts its own server with LEADS_RATE_LIMIT raised (the limit is an env setting).
 */
import autocannon, { type Options, type Result } from 'autocannon'
import pg from 'pg'

import { percentile } from './lib/autocannon'
import type { BenchContext, BenchResult } from './lib/types'
import { startSmtpSimulator } from '../tests/simulators/smtp/server'

export const name = 'leads'
export const description = 'POST /api/leads under load: leads/s accepted, p95, rows vs 2xx answers (zero lost), SMTP deliveries'

const HOST = 'bayside-mazda.localhost'
const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10)

type LoadStats = { ok: number; leadIds: string[]; statuses: Record<string, number>; latencies: number[] }

/**
 * One bounded autocannon run. Each request gets a fresh idempotency key (setupRequest), so each is a
 * new lead; each 2xx answer's lead_id is kept (onResponse), so the check afterwards is per lead.
 */
function load(port: number, body: (key: string) => string, connections: number, durationS: number, stats: LoadStats, measureLatency: boolean) {
  let n = 0
  const prefix = `${process.pid.toString(36)}${Date.now().toString(36)}`
  return new Promise<Result>((resolve, reject) => {
    const options = {
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: durationS,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/api/leads',
          headers: { host: HOST, 'content-type': 'application/json' },
          setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body(`${prefix}-${++n}`) }),
          onResponse: (status: number, responseBody: string) => {
            stats.statuses[status] = (stats.statuses[status] ?? 0) + 1
            if (status < 200 || status >= 300) return
            stats.ok++
            try {
              stats.leadIds.push(JSON.parse(responseBody).lead_id)
            } catch {
              /* counted as ok without an id: it shows up as lost below */
            }
          },
        },
      ],
    } as unknown as Options
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    const stop = () => instance.stop()
    process.once('SIGINT', stop)
    if (measureLatency) instance.on('response', (_client, status, _bytes, ms) => status >= 200 && status < 300 && stats.latencies.push(ms))
    instance.on('done', () => process.removeListener('SIGINT', stop))
  })
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const smtp = await startSmtpSimulator()
  const saved = { LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT, SMTP_HOST: process.env.SMTP_HOST, SMTP_PORT: process.env.SMTP_PORT }
  process.env.LEADS_RATE_LIMIT = '100000000'
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  let db: pg.Client | null = null
  try {
    const server = await ctx.startServer('leads')
    Object.assign(process.env, saved)
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]
    const ms = await server.waitFor200('/assets/forecourt-mark.svg')
    ctx.log(`server ready after ${Math.round(ms / 100) / 10} s`)
    const pgPort = /Embedded PostgreSQL ready on port (\d+)/.exec(server.findLine(/Embedded PostgreSQL ready on port/)?.text ?? '')?.[1]
    if (!pgPort) throw new Error('could not read the embedded PostgreSQL port from the server output')
    db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/forecourt` })
    await db.connect()

    const tag = `bench${Date.now().toString(36)}`
    const body = (key: string) =>
      JSON.stringify({
        form: 'enquiry',
        idempotency_key: `${tag}-${key}`,
        fields: { name: 'Bench', last_name: 'Shopper', email: 'bench@example.com', phone: '0412 345 678', postcode: '4000', message: 'Load test lead' },
        attribution: { source_page: '/contact', visited_pages: ['/', '/contact'] },
      })

    const warm: LoadStats = { ok: 0, leadIds: [], statuses: {}, latencies: [] }
    const stats: LoadStats = { ok: 0, leadIds: [], statuses: {}, latencies: [] }
    ctx.log(`${ctx.load.warmupS} s warm-up, then ${ctx.load.durationS} s × ${ctx.load.connections} connections…`)
    if (ctx.load.warmupS > 0) await load(server.port, (k) => body(`w${k}`), ctx.load.connections, ctx.load.warmupS, warm, false)
    const measured = await load(server.port, body, ctx.load.connections, ctx.load.durationS, stats, true)
    stats.latencies.sort((a, b) => a - b)
    // Requests still in flight when autocannon stopped may commit a moment later; they are not in the
    // 2xx list, so they can only add rows, never hide a lost one.
    await new Promise((r) => setTimeout(r, 2000))

    // Zero lost: every lead_id answered with a 2xx is a row.
    const answered = [...warm.leadIds, ...stats.leadIds]
    const found = Number((await db.query('SELECT count(*) FROM leads WHERE public_id = ANY($1::text[])', [answered])).rows[0].count)
    const okCount = warm.ok + stats.ok
    const lost = okCount - found
    const rows = Number((await db.query('SELECT count(*) FROM leads WHERE idempotency_key LIKE $1', [`${tag}-%`])).rows[0].count)
    const jobsWaiting = Number((await db.query(`SELECT count(*) FROM payload_jobs WHERE task_slug = 'deliverLead' AND completed_at IS NULL`)).rows[0].count)
    // Delivery runs behind the answers (5-second runner ticks, 50 jobs each); give it a bounded wait.
    const deliverBy = Date.now() + 90_000
    let delivered = 0
    while (Date.now() < deliverBy) {
      delivered = Number((await db.query(`SELECT count(*) FROM leads WHERE idempotency_key LIKE $1 AND status = 'delivered'`, [`${tag}-%`])).rows[0].count)
      if (delivered >= rows) break
      await new Promise((r) => setTimeout(r, 1000))
    }
    const non2xx = Object.entries(stats.statuses).filter(([s]) => !s.startsWith('2')).reduce((n, [, c]) => n + c, 0)
    const summary = [
      {
        label: 'POST /api/leads',
        'leads/s': round(stats.latencies.length / measured.duration),
        'p50 ms': round(percentile(stats.latencies, 50)),
        'p95 ms': round(percentile(stats.latencies, 95)),
        'p99 ms': round(percentile(stats.latencies, 99)),
        '2xx': okCount,
        'rows found': found,
        lost,
        errors: measured.errors,
        'non-2xx': non2xx,
      },
    ]
    const notes = [
      `${lost === 0 ? 'zero' : lost} lost: each of the ${okCount} lead_ids answered 2xx (warm-up included) was looked up; ${found} are rows (${rows} rows in all, the rest answered after autocannon stopped listening)`,
      `delivery: ${delivered} of ${rows} delivered to the local SMTP server within 90 s after the load (${jobsWaiting} delivery jobs were still queued when the load ended; ${smtp.messages.length} messages received)`,
      'LEADS_RATE_LIMIT was raised for this server: the default 30 per 10 minutes per IP would turn the run into 429s',
    ]
    const statuses = { warmup: warm.statuses, measured: stats.statuses }
    return { summary, notes, data: { load: ctx.load, statuses, rows, found, accepted: okCount, lost, delivered, jobsWaiting, smtpMessages: smtp.messages.length } }
  } finally {
    Object.assign(process.env, saved)
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k]
    await db?.end().catch(() => undefined)
    await smtp.close()
  }
}
