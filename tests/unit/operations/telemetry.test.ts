import { describe, expect, it } from 'vitest'

import { alwaysTraced, roleOfScript, telemetrySettings } from '@/domain/operations/telemetry'

describe('telemetry settings', () => {
  it('are off without an OTLP endpoint, or when the SDK is disabled', () => {
    expect(telemetrySettings({}, 'dist/serve.mjs')).toBeNull()
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, 'dist/serve.mjs')).toBeNull()
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' }, 'dist/serve.mjs')).toBeNull()
  })

  it('are on with any of the endpoint variables, named by the process role', () => {
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, '/srv/app/dist/serve.mjs')).toEqual({ serviceName: 'forecourt-web', role: 'web', metricIntervalMs: 60_000, sampleRatio: 0.1 })
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/v1/traces' }, 'dist/worker.mjs')?.serviceName).toBe('forecourt-worker')
    expect(telemetrySettings({ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://c/v1/metrics', OTEL_SERVICE_NAME: 'bayside-web' }, 'dist/serve.mjs')?.serviceName).toBe('bayside-web')
  })

  it('read the export interval and the sampling share, ignoring nonsense', () => {
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }
    expect(telemetrySettings({ ...base, OTEL_METRIC_EXPORT_INTERVAL: '1000', OTEL_TRACES_SAMPLER_ARG: '0.25' }, 'x')).toMatchObject({ metricIntervalMs: 1000, sampleRatio: 0.25 })
    expect(telemetrySettings({ ...base, OTEL_METRIC_EXPORT_INTERVAL: '-5', OTEL_TRACES_SAMPLER_ARG: 'lots' }, 'x')).toMatchObject({ metricIntervalMs: 60_000, sampleRatio: 0.1 })
    expect(telemetrySettings({ ...base, OTEL_TRACES_SAMPLER_ARG: '7' }, 'x')?.sampleRatio).toBe(1)
    expect(telemetrySettings({ ...base, OTEL_TRACES_SAMPLER_ARG: '0' }, 'x')?.sampleRatio).toBe(0)
  })

  it('tell the worker from the web server by the entry script', () => {
    expect(roleOfScript('dist/worker.mjs')).toBe('worker')
    expect(roleOfScript('C:\\app\\scripts\\worker.ts')).toBe('worker')
    expect(roleOfScript('dist/serve.mjs')).toBe('web')
    expect(roleOfScript('dist/networker.mjs')).toBe('web')
    expect(roleOfScript(undefined)).toBe('web')
  })
})

describe('which new traces are always kept', () => {
  it('jobs, and requests that write: a lead, a booking, an admin save', () => {
    expect(alwaysTraced({ kind: 'job' })).toBe(true)
    expect(alwaysTraced({ kind: 'request', method: 'POST', path: '/api/leads' })).toBe(true)
    expect(alwaysTraced({ kind: 'request', method: 'patch', path: '/api/pages/4' })).toBe(true)
    expect(alwaysTraced({ kind: 'request', method: 'DELETE', path: '/api/media/9' })).toBe(true)
  })

  it('not page views, probes of any kind, or searches (POSTed as often as pages are viewed)', () => {
    expect(alwaysTraced({ kind: 'request', method: 'GET', path: '/cars/mazda-cx-5' })).toBe(false)
    expect(alwaysTraced({ kind: 'request', method: 'HEAD', path: '/' })).toBe(false)
    expect(alwaysTraced({ kind: 'request', method: 'OPTIONS', path: '/api/leads' })).toBe(false)
    expect(alwaysTraced({ kind: 'request', method: 'POST', path: '/api/search/1/indexes/*/queries' })).toBe(false)
  })
})
