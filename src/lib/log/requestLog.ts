/**
 * One log line per request through the production server (scripts/next-server.ts), written when the
 * answer is finished or the caller went away: request id, method, route template (never the raw
 * path: it can hold what a shopper typed), the dealer's site, status and duration. A 5xx is an error
 * line; the load balancer's probes are debug lines, so they do not drown the rest. The same figures
 * are the request metrics (src/lib/telemetry/metrics.ts), and name the request's trace.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'

import type { Logger } from 'pino'

import { requestIdOf } from '../api/requestId'
import type { NodeHandler } from '../health/drain'
import { nameRequestSpan } from '../telemetry/spans'
import { recordRequest } from '../telemetry/metrics'
import { logger } from './logger'

export type RequestLogContext = {
  /** The route template of a path (./routeTemplates.ts). */
  routeOf: (pathname: string) => string
  /** The slug of the site a host serves, when it is known. */
  siteOf: (host: string) => string | undefined
  /** Where the lines go (the process's logger unless a test reads them). */
  log?: Logger
}

const PROBES = new Set(['/api/health', '/api/ready'])

const pathnameOf = (url: string | undefined) => {
  const raw = url ?? '/'
  const q = raw.indexOf('?')
  return q === -1 ? raw : raw.slice(0, q)
}

export function withRequestLog<H extends NodeHandler>(handler: H, context: RequestLogContext): H {
  return ((req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const pathname = pathnameOf(req.url)
    const route = context.routeOf(pathname)
    const site = context.siteOf(String(req.headers.host ?? '').toLowerCase().replace(/:\d+$/, ''))
    // The request's trace (when telemetry is on) is named by its route template and carries the site.
    const traceId = nameRequestSpan(req.method ?? 'GET', route, site)
    res.once('close', () => {
      const status = res.statusCode
      const ms = Math.round((performance.now() - started) * 10) / 10
      const fields = {
        reqId: requestIdOf(req),
        ...(traceId ? { trace_id: traceId } : {}),
        method: req.method,
        route,
        site,
        status,
        ms,
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      const log = context.log ?? logger()
      if (status >= 500) log.error(fields, 'request')
      else if (PROBES.has(pathname)) log.debug(fields, 'request')
      else log.info(fields, 'request')
      recordRequest({ method: req.method ?? 'GET', route, status, site, ms, frontCache: headerText(res, 'x-forecourt-cache'), nextCache: headerText(res, 'x-nextjs-cache') })
    })
    return handler(req, res)
  }) as H
}

const headerText = (res: ServerResponse, name: string) => {
  const value = res.getHeader(name)
  return value === undefined ? undefined : String(value)
}
