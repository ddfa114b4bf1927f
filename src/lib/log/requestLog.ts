/**
 * One log line per request through the production server (scripts/next-server.ts), written when the
 * answer is finished or the caller went away: request id, method, route template (never the raw
 * path: it can hold what a shopper typed), the dealer's site, status and duration. A 5xx is an error
 * line; the load balancer's probes are debug lines, so they do not drown the rest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'

import type { Logger } from 'pino'

import { requestIdOf } from '../api/requestId'
import type { NodeHandler } from '../health/drain'
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
    res.once('close', () => {
      const pathname = pathnameOf(req.url)
      const status = res.statusCode
      const fields = {
        reqId: requestIdOf(req),
        method: req.method,
        route: context.routeOf(pathname),
        site: context.siteOf(String(req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '')),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      const log = context.log ?? logger()
      if (status >= 500) log.error(fields, 'request')
      else if (PROBES.has(pathname)) log.debug(fields, 'request')
      else log.info(fields, 'request')
    })
    return handler(req, res)
  }) as H
}
