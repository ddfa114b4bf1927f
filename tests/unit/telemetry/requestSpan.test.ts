/**
 * The server span of each request (src/lib/telemetry/requestSpan.ts): the caller's trace continued,
 * the path kept without its query, the probes untraced, a 5xx an error; and with telemetry off the
 * handler is not wrapped at all.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { context, trace } from '@opentelemetry/api'
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withRequestSpan } from '@/lib/telemetry/requestSpan'
import { markTelemetryStarted } from '@/lib/telemetry/running'

const exporter = new InMemorySpanExporter()
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
let server: http.Server
let base = ''
let seenTrace: string | undefined

beforeAll(async () => {
  const plain = (req: http.IncomingMessage, res: http.ServerResponse) => {
    seenTrace = trace.getActiveSpan()?.spanContext().traceId
    res.statusCode = req.url?.startsWith('/broken') ? 503 : 200
    res.end('ok')
  }
  expect(withRequestSpan(plain)).toBe(plain)
  provider.register()
  markTelemetryStarted({ shutdown: async () => undefined })
  server = http.createServer(withRequestSpan(plain))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await provider.shutdown()
  trace.disable()
  context.disable()
})

const finished = async (count: number) => {
  for (let i = 0; i < 50 && exporter.getFinishedSpans().length < count; i++) await new Promise((resolve) => setImmediate(resolve))
  return exporter.getFinishedSpans()
}

describe('the request span', () => {
  it("continues the caller's trace, keeps the path without its query, and is active in the handler", async () => {
    exporter.reset()
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    await fetch(`${base}/search?q=jo.shopper@example.com`, { headers: { traceparent } })
    const [span] = await finished(1)
    expect(span!.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c')
    expect(span!.parentSpanContext?.spanId).toBe('b7ad6b7169203331')
    expect(span!.attributes).toMatchObject({ 'http.request.method': 'GET', 'url.path': '/search', 'http.response.status_code': 200 })
    expect(JSON.stringify(span!.attributes)).not.toContain('shopper')
    expect(seenTrace).toBe('0af7651916cd43dd8448eb211c80319c')
  })

  it('with a share of 0: no span and no trace context for a page view or a search, a span for every write, and a caller\'s sampled trace continued', async () => {
    let active: string | undefined = 'unset'
    const door = withRequestSpan((req: http.IncomingMessage, res: http.ServerResponse) => {
      active = trace.getActiveSpan()?.spanContext().traceId
      res.end('ok')
    }, { sampleRatio: 0 })
    const dark = http.createServer(door)
    await new Promise<void>((resolve) => dark.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(dark.address() as AddressInfo).port}`
    try {
      exporter.reset()
      await fetch(`${at}/cars/2021-mazda-cx-5`)
      expect(active).toBeUndefined()
      await fetch(`${at}/api/search/1/indexes/*/queries`, { method: 'POST', body: '{}' })
      expect(active).toBeUndefined()
      await fetch(`${at}/api/leads`, { method: 'POST', body: '{}' })
      expect(active).toMatch(/^[0-9a-f]{32}$/)
      await fetch(`${at}/`, { headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } })
      expect(active).toBe('0af7651916cd43dd8448eb211c80319c')
      // A traceparent that is not one is no reason to trace: the door decides as for any page view.
      await fetch(`${at}/`, { headers: { traceparent: 'not-a-trace' } })
      expect(active).toBeUndefined()
      const spans = await finished(2)
      expect(spans.map((s) => `${s.attributes['http.request.method']} ${s.attributes['url.path']}`)).toEqual(['POST /api/leads', 'GET /'])
    } finally {
      await new Promise((resolve) => dark.close(resolve))
    }
  })

  it('with a share of one in four, a page view is traced when the draw falls under it', async () => {
    const draws = [0.9, 0.1]
    let active: string | undefined
    const door = withRequestSpan((req: http.IncomingMessage, res: http.ServerResponse) => {
      active = trace.getActiveSpan()?.spanContext().traceId
      res.end('ok')
    }, { sampleRatio: 0.25, random: () => draws.shift()! })
    const seen: (string | undefined)[] = []
    for (let i = 0; i < 2; i++) {
      const res = { once: () => res, statusCode: 200, writableFinished: true } as unknown as http.ServerResponse
      door({ url: '/', method: 'GET', headers: {} } as http.IncomingMessage, Object.assign(res, { end: () => res }))
      seen.push(active)
    }
    expect(seen[0]).toBeUndefined()
    expect(seen[1]).toMatch(/^[0-9a-f]{32}$/)
  })

  it('is an error for a 5xx, and there is none for the probes', async () => {
    exporter.reset()
    await fetch(`${base}/api/ready`)
    await fetch(`${base}/broken`)
    const spans = await finished(1)
    expect(spans.map((s) => s.attributes['url.path'])).toEqual(['/broken'])
    expect(spans[0]!.status.code).toBe(2)
  })
})
