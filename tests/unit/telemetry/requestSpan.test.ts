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

  it('is an error for a 5xx, and there is none for the probes', async () => {
    exporter.reset()
    await fetch(`${base}/api/ready`)
    await fetch(`${base}/broken`)
    const spans = await finished(1)
    expect(spans.map((s) => s.attributes['url.path'])).toEqual(['/broken'])
    expect(spans[0]!.status.code).toBe(2)
  })
})
