/**
 * A small OTLP/HTTP receiver on loopback, standing in for an OpenTelemetry Collector: it takes the
 * JSON encoding the exporters send (POST /v1/traces, /v1/metrics) and keeps every span and metric
 * point, with the service that sent it. `env` is what a process needs to send here.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean }
type KeyValue = { key: string; value: AnyValue }

export type ReceivedSpan = {
  service: string
  traceId: string
  spanId: string
  parentSpanId: string
  name: string
  kind: number
  attributes: Record<string, string | number | boolean>
}

type ReceivedMetric = { service: string; name: string; points: Record<string, string | number | boolean>[] }

export type OtlpReceiver = {
  url: string
  env: Record<string, string>
  spans: ReceivedSpan[]
  metrics: ReceivedMetric[]
  /** Requests that were not OTLP JSON (a wrong encoding would show here). */
  refused: string[]
  close: () => Promise<void>
}

const valueOf = (v: AnyValue): string | number | boolean => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.doubleValue ?? v.boolValue ?? ''
const attributesOf = (list: KeyValue[] | undefined) => Object.fromEntries((list ?? []).map((kv) => [kv.key, valueOf(kv.value)]))
const serviceOf = (resource: { attributes?: KeyValue[] } | undefined) => String(attributesOf(resource?.attributes)['service.name'] ?? '')

type TracesBody = { resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] })[] }[] }[] }
type DataPoint = { attributes?: KeyValue[] }
type MetricsBody = {
  resourceMetrics?: { resource?: { attributes?: KeyValue[] }; scopeMetrics?: { metrics?: { name: string; sum?: { dataPoints?: DataPoint[] }; gauge?: { dataPoints?: DataPoint[] }; histogram?: { dataPoints?: DataPoint[] } }[] }[] }[]
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = []
  const metrics: ReceivedMetric[] = []
  const refused: string[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const type = String(req.headers['content-type'] ?? '')
      if (req.method !== 'POST' || !type.includes('json')) {
        refused.push(`${req.method} ${req.url} ${type}`)
        res.writeHead(415).end()
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TracesBody & MetricsBody
      if (req.url === '/v1/traces') {
        for (const rs of body.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? []) spans.push({ service: serviceOf(rs.resource), traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, kind: s.kind, attributes: attributesOf(s.attributes) })
      } else if (req.url === '/v1/metrics') {
        for (const rm of body.resourceMetrics ?? [])
          for (const sm of rm.scopeMetrics ?? [])
            for (const m of sm.metrics ?? []) {
              const points = m.sum?.dataPoints ?? m.gauge?.dataPoints ?? m.histogram?.dataPoints ?? []
              metrics.push({ service: serviceOf(rm.resource), name: m.name, points: points.map((p) => attributesOf(p.attributes)) })
            }
      } else {
        refused.push(`POST ${req.url}`)
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_METRIC_EXPORT_INTERVAL: '1000' },
    spans,
    metrics,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
