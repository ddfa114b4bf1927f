/**
 * The OpenTelemetry SDK of a production process, started by ./preload.ts before anything else loads
 * (only when an OTLP endpoint is set: src/domain/operations/telemetry.ts). Traces and metrics go out
 * over OTLP/HTTP (JSON), to a Collector or any backend that takes OTLP.
 *
 * Traced by instrumentation: every request the server answers and every call it makes over HTTP
 * (node:http: S3 and the other AWS SDK calls; undici: fetch, so CRM webhooks, valuation, DMS feeds),
 * and every PostgreSQL query (pg, which @payloadcms/db-postgres uses). Our own code adds spans for
 * jobs (./jobs.ts, carried from the request that queued them), SMTP sends and Redis calls (./spans.ts), and the metrics of
 * ./metrics.ts. The runtime's own (event-loop delay, heap, memory) are ./runtimeGauges.ts.
 */
import { context, createNoopMeter, diag, DiagLogLevel, metrics, propagation, type MeterProvider as ApiMeterProvider, type Span, type TracerProvider } from '@opentelemetry/api'
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics'
import { BatchSpanProcessor, ParentBasedSampler } from '@opentelemetry/sdk-trace-base'
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'

import type { TelemetrySettings } from '@/domain/operations/telemetry'

import { logger } from '../log/logger'
import { FinishedRequestsLetGo } from './contextManager'
import { startRuntimeGauges } from './runtimeGauges'
import { TracesStartHereSampler } from './sampler'

const NOOP_METER_PROVIDER: ApiMeterProvider = { getMeter: () => createNoopMeter() }

/**
 * A query string can hold what a shopper typed (a search, an address to geocode, an unsubscribe
 * address): spans keep the path and say a query was there. Set over what the instrumentation
 * recorded, under both the older and the stable attribute names.
 */
function withoutQuery(span: Span, origin: string, pathAndQuery: string): void {
  const q = pathAndQuery.indexOf('?')
  if (q === -1) return
  const path = pathAndQuery.slice(0, q)
  span.setAttributes({ 'url.full': `${origin}${path}`, 'http.url': `${origin}${path}`, 'url.query': 'REDACTED' })
}

export type RunningTelemetry = { shutdown: () => Promise<void>; tracerProvider: TracerProvider }

/**
 * The SDK's own errors (an export the Collector refused or never answered) as warning lines, each
 * message at most once a minute: a Collector that is down must be seen, not repeated every second.
 */
const safeJson = (value: unknown) => {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

function reportSdkErrors(): void {
  const lastSaid = new Map<string, number>()
  const say = (message: string) => {
    const now = Date.now()
    if (now - (lastSaid.get(message) ?? 0) < 60_000) return
    lastSaid.set(message, now)
    logger().warn({ reason: message.slice(0, 500) }, 'OpenTelemetry could not send (traces and metrics of this period are lost; the site is not affected)')
  }
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : safeJson(a))).join(' ')
  diag.setLogger({ error: (...args) => say(text(args)), warn: () => undefined, info: () => undefined, debug: () => undefined, verbose: () => undefined }, DiagLogLevel.ERROR)
}

export function startTelemetry(settings: TelemetrySettings, env: NodeJS.ProcessEnv = process.env): RunningTelemetry {
  reportSdkErrors()
  const resource = resourceFromAttributes({
    'service.name': settings.serviceName,
    'service.namespace': 'forecourt',
    'service.instance.id': env.INSTANCE_ID || `${os.hostname()}:${process.pid}`,
    'forecourt.role': settings.role,
  })
  const tracerProvider = new NodeTracerProvider({
    resource,
    sampler: new ParentBasedSampler({ root: new TracesStartHereSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1_000 })],
  })
  // The AsyncLocalStorage context (a request's spans nest under it across awaits) and W3C trace
  // context propagation on outgoing calls are global. The tracer provider is not: it is handed to the
  // instrumentations and to our own spans (./running.ts). Next traces every request it serves once a
  // real provider is registered globally (span wrappers, context switches and bookkeeping for the
  // nine in ten requests nobody samples); with none it traces only inside a recording span, and there
  // its spans record nothing, so a sampled request's queries sit directly under our server span
  // (src/domain/next/reliedOn.ts, 8).
  context.setGlobalContextManager(new FinishedRequestsLetGo().enable())
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }))

  const meterProvider = new MeterProvider({
    resource,
    readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter(), exportIntervalMillis: settings.metricIntervalMs, exportTimeoutMillis: Math.min(30_000, settings.metricIntervalMs) })],
  })
  metrics.setGlobalMeterProvider(meterProvider)
  const runtime = startRuntimeGauges(meterProvider.getMeter('forecourt'))

  registerInstrumentations({
    tracerProvider,
    // Their spans, not their per-call metrics (a histogram point per query and per call): what the
    // dashboards need is measured once per request and job (./metrics.ts), and at every query the
    // recording was a cost each search paid several times over.
    meterProvider: NOOP_METER_PROVIDER,
    instrumentations: [
      // Outgoing calls only (S3 and the other AWS SDK calls): each request's server span is made by
      // ./requestSpan.ts, at a fraction of the cost.
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        requestHook: (span, request) => {
          if (!(request instanceof IncomingMessage)) withoutQuery(span, `${request.protocol}//${request.host}`, request.path)
        },
      }),
      new UndiciInstrumentation({ requestHook: (span, request) => withoutQuery(span, request.origin, request.path) }),
      // Queries outside any request or job (the queue's polling, the cache bus listening) would each be a trace of their own.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  })
  // node:http is patched when it is first required, and our own servers import it as an ES module
  // (which require hooks never see): required once here so its one shared module object is patched.
  const require = createRequire(import.meta.url)
  require('node:http')
  require('node:https')

  return {
    tracerProvider,
    shutdown: async () => {
      // Whatever is still buffered goes out before the process ends (the gauges' last readings too:
      // they stop after the final export).
      await Promise.allSettled([tracerProvider.shutdown(), meterProvider.shutdown()])
      runtime.stop()
    },
  }
}
