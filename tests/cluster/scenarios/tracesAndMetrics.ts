/**
 * OpenTelemetry across the deployment (issue 38): every process sends OTLP to a receiver on loopback
 * (tests/support/otlpReceiver.ts). A shopper's lead is one trace from the web instance that took the
 * POST (its insert into PostgreSQL among its spans) to the worker that delivered it minutes or
 * milliseconds later (the job, its queries, the SMTP send), and the metrics an operator's dashboards
 * and alerts read arrive from both kinds of process.
 */
import { expect, it } from 'vitest'

import { DELIVER_LEAD_TASK } from '@/lib/leads/store'
import type { OtlpReceiver, ReceivedSpan } from '../../support/otlpReceiver'
import type { Cluster } from '../harness/cluster'
import { pollUntil, request } from '../harness/http'
import { nextLeadKey, nextShopperIp, sendLead, storedLeads, waitUntilDelivered } from '../harness/leads'

const SERVER = 2
const CONSUMER = 5

/** Whether `span` descends from `ancestor` within the spans received. */
function descendsFrom(spans: ReceivedSpan[], span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  const byId = new Map(spans.map((s) => [s.spanId, s]))
  for (let at: ReceivedSpan | undefined = span; at; at = byId.get(at.parentSpanId)) if (at.spanId === ancestor.spanId) return true
  return false
}

const pointsOf = (otlp: OtlpReceiver, name: string, service?: string) => otlp.metrics.filter((m) => m.name === name && (!service || m.service === service)).flatMap((m) => m.points)

export function tracesAndMetrics(cluster: () => Cluster, otlp: () => OtlpReceiver) {
  it("one lead is one trace: the web instance's POST and insert, the worker's delivery job and its SMTP send", async () => {
    const c = cluster()
    const receiver = otlp()
    const host = c.tenants.find((t) => t.slug === 'outback-used')!.domains[0]!
    const key = nextLeadKey('traced')
    const sent = await sendLead(c.nginx.url, host, { ip: nextShopperIp(), key })
    expect(sent.status).toBe(201)
    const stored = await storedLeads(c.db, [key])
    await waitUntilDelivered(c.db, c.smtp, stored, 60_000)

    const trace = await pollUntil("the lead's trace, from both processes", 30_000, async () => {
      const post = receiver.spans.find((s) => s.service === 'forecourt-web' && s.kind === SERVER && s.name === 'POST /api/leads' && s.attributes['forecourt.site'] === 'outback-used')
      if (!post) return undefined
      const spans = receiver.spans.filter((s) => s.traceId === post.traceId)
      const insert = spans.find((s) => s.service === 'forecourt-web' && s.attributes['db.system.name'] === 'postgresql' && /^insert into "leads"/i.test(String(s.attributes['db.query.text'] ?? s.attributes['db.statement'] ?? '')))
      const job = spans.find((s) => s.service === 'forecourt-worker' && s.kind === CONSUMER && s.name === `job ${DELIVER_LEAD_TASK}`)
      const smtp = spans.find((s) => s.service === 'forecourt-worker' && s.name === 'smtp send')
      const workerQuery = spans.find((s) => s.service === 'forecourt-worker' && s.attributes['db.system.name'] === 'postgresql')
      return insert && job && smtp && workerQuery ? { spans, post, insert, job, smtp, workerQuery } : undefined
    }, 250)
    expect(descendsFrom(trace.spans, trace.insert, trace.post), 'the insert is part of the request').toBe(true)
    expect(descendsFrom(trace.spans, trace.job, trace.post), 'the job continues the request that queued it').toBe(true)
    expect(descendsFrom(trace.spans, trace.smtp, trace.job), 'the SMTP send is part of the job').toBe(true)
    expect(descendsFrom(trace.spans, trace.workerQuery, trace.job)).toBe(true)
    expect(trace.smtp.attributes).toMatchObject({ 'server.address': '127.0.0.1', 'server.port': c.smtp.port })
    // Nothing the shopper typed: not in a span's name or attributes (the lead's fields, its address).
    expect(JSON.stringify(trace.spans)).not.toMatch(/cluster\.shopper@example\.com|0412 345 678|Cluster Shopper/)
  })

  it('the metrics arrive: requests by route and site, both caches, search, deliveries, web vitals, the queue, the runtime', async () => {
    const c = cluster()
    const receiver = otlp()
    const host = c.tenants.find((t) => t.slug === 'outback-used')!.domains[0]!
    // A page twice (the second from an instance's front cache or Next's), a search and a page's vitals.
    for (let i = 0; i < 4; i++) expect((await request(`${c.nginx.url}/`, { host })).status).toBe(200)
    const search = await request(`${c.nginx.url}/api/search/1/indexes/*/queries`, { method: 'POST', host, json: { requests: [{ indexName: 'vehicles', hitsPerPage: 1 }] } })
    expect(search.status).toBe(200)
    const vitals = await request(`${c.nginx.url}/api/events`, { method: 'POST', host, headers: { 'x-forwarded-for': nextShopperIp() }, json: { vitals: [{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.02 }], template: 'home', path: '/' } })
    expect(vitals.status).toBeLessThan(300)

    await pollUntil('every metric exported', 30_000, async () => {
      const requests = pointsOf(receiver, 'forecourt.http.server.request.duration', 'forecourt-web')
      const missing = [
        requests.some((p) => p['http.route'] === '/api/leads' && p['forecourt.site'] === 'outback-used' && p['http.response.status_code'] === 201) ? null : 'lead requests by route and site',
        requests.some((p) => p['http.route'] === '/[[...slug]]' && p['forecourt.site'] === 'outback-used') ? null : 'page requests by route and site',
        pointsOf(receiver, 'forecourt.front_cache.lookups').some((p) => p.result === 'hit' || p.result === 'miss') ? null : 'front cache lookups',
        pointsOf(receiver, 'forecourt.next_cache.lookups').length > 0 ? null : 'Next cache lookups',
        pointsOf(receiver, 'forecourt.search.duration').some((p) => p['forecourt.site'] === 'outback-used') ? null : 'search latency',
        pointsOf(receiver, 'forecourt.lead.deliveries', 'forecourt-worker').some((p) => p.channel === 'email' && p.outcome === 'sent') ? null : 'lead deliveries by outcome',
        pointsOf(receiver, 'forecourt.web_vitals.lcp').some((p) => p['forecourt.template'] === 'home') ? null : 'web vitals',
        pointsOf(receiver, 'forecourt.jobs.queued', 'forecourt-worker').some((p) => p.task === DELIVER_LEAD_TASK) ? null : 'queue depth',
        pointsOf(receiver, 'forecourt.jobs.oldest_age', 'forecourt-worker').some((p) => p.task === DELIVER_LEAD_TASK) ? null : 'oldest job age',
        pointsOf(receiver, 'nodejs.eventloop.delay.p99', 'forecourt-web').length > 0 ? null : 'event-loop delay',
        pointsOf(receiver, 'process.memory.usage', 'forecourt-worker').length > 0 ? null : 'process memory',
      ].filter(Boolean)
      if (missing.length === 0) return true
      throw new Error(`not yet: ${missing.join(', ')}`)
    }, 500)
    // Every export was the JSON encoding this receiver reads.
    expect(receiver.refused).toEqual([])
  })
}
