/**
 * The production web server `npm start` runs (scripts/serve.ts calls startWebServer in its own
 * process, in place of `next start`): Next's own request handler (rewrites, the proxy, compression, its page cache: the same code `next
 * start` runs) behind the front cache of src/lib/frontCache.
 *
 * Environment:
 *   PORT, BIND_HOST                  where to listen (default 3000 on 0.0.0.0), as for `next start`;
 *   FORECOURT_FRONT_CACHE=off        serve every request through Next (nothing else changes);
 *   FRONT_CACHE_TTL_SECONDS          the longest a page is answered from memory (default 60); a Payload
 *                                    change empties the front cache at once, this bounds anything else;
 *   FRONT_CACHE_MAX_MB               memory for kept pages (default 64);
 *   TRUSTED_PROXY_HOPS               how many proxies in front append to X-Forwarded-For (default 0:
 *                                    none, the socket's address is the caller's).
 * A path with a %-escape that cannot be decoded is answered 400 before anything else (src/lib/site/pathGuard.ts).
 * Every HTML document carries a Content-Security-Policy with a nonce of its own on its scripts, pages
 * from the front cache included (src/lib/frontCache/pipeline.ts, src/lib/site/csp).
 * stop(): the instance drains. /api/ready answers 503 (the balancer stops sending), the listener
 * closes, requests in flight finish, requests arriving on kept-alive connections get a 503 with
 * Connection: close, and it resolves once nothing is in flight (at most DRAIN_TIMEOUT_SECONDS,
 * default 25, later). The launcher calls it on SIGTERM or SIGINT, however they arrive.
 */
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import next from 'next'

import { hostsCovered, purgeFrontCache, setFrontCachePurger } from '@/lib/frontCache/purge'
import { frontHandler } from '@/lib/frontCache/pipeline'
import type { Handler } from '@/lib/frontCache/server'
import { tenantHostsMap } from '@/lib/frontCache/tenantHosts'
import { subscribeRevalidations } from '@/lib/cache/bus'
import { revalidateThroughNext } from '@/lib/cache/internalRevalidate'
import { markTagsRevalidated } from '@/lib/cache/sharedCacheRedis'
import { withClientAddress } from '@/lib/api/clientAddress'
import { requestIdOf, withRequestId } from '@/lib/api/requestId'
import { withDrain } from '@/lib/health/drain'
import { withPathGuard } from '@/lib/site/pathGuard'
import { isDraining, startDraining } from '@/lib/health/lifecycle'
import { cspServerOptions } from '@/lib/site/csp/options'
import { FrontCacheStore } from '@/lib/frontCache/store'
import { logger } from '@/lib/log/logger'
import { withRequestLog } from '@/lib/log/requestLog'
import { routeTemplates } from '@/lib/log/routeTemplates'
import { withRequestSpan } from '@/lib/telemetry/requestSpan'

export type WebServer = {
  /** Drains and closes the server; the same promise for every call. */
  stop: (reason: string) => Promise<void>
}

export async function startWebServer(): Promise<WebServer> {
  const port = Number(process.env.PORT ?? 3000)
  const bindHost = process.env.BIND_HOST ?? '0.0.0.0'
  const maxTtlMs = Number(process.env.FRONT_CACHE_TTL_SECONDS ?? 60) * 1000
  const maxBytes = Number(process.env.FRONT_CACHE_MAX_MB ?? 64) * 1024 * 1024

  // The banner and the Ready line read as `next start`'s do (bench/cold-start.ts times its phases by them).
  const nextVersion = (createRequire(import.meta.url)('next/package.json') as { version: string }).version
  const log = logger()
  log.info(`▲ Next.js ${nextVersion} (production, behind the front cache unless FORECOURT_FRONT_CACHE=off)`)
  const app = next({ dev: false, hostname: 'localhost', port })
  await app.prepare()
  const nextHandler = app.getRequestHandler()
  // Every HTML document gets its Content-Security-Policy and a fresh nonce on the way out, after the
  // front cache: a page from memory gets its own nonce too (src/lib/frontCache/pipeline.ts).
  const frontCacheOn = process.env.FORECOURT_FRONT_CACHE !== 'off' && maxTtlMs > 0
  const store = frontCacheOn ? new FrontCacheStore({ maxEntries: 5_000, maxBytes }) : null
  const handle: Handler = frontHandler((req, res) => nextHandler(req, res), { store, maxTtlMs, csp: cspServerOptions() })

  // The dealers' hosts come from the database, refreshed every minute: for the front cache's purges and
  // the request log's site.
  const tenantHosts = tenantHostsMap(process.env.DATABASE_URL)
  if (store) {
    // Every revalidation of ours purges through here (src/lib/frontCache/purge.ts): only the hosts of
    // the dealers it names.
    setFrontCachePurger((tags) => {
      const hosts = hostsCovered(tags, tenantHosts.hostsOf)
      if (hosts === 'all') store.purge()
      else store.purgeHosts(hosts)
    })
    log.info(`  Front cache: pages kept up to ${maxTtlMs / 1000} s, ${Math.round(maxBytes / 1024 / 1024)} MB`)
  }

  // Revalidations made by other processes on this database (the worker's jobs, other web instances),
  // and this one's own jobs. With REDIS_URL, Next's cache is shared and the publisher has marked the
  // tags in Redis already (src/lib/cache/revalidateFromJob.ts); they are marked again here, in case the
  // publisher runs without REDIS_URL (a worker configured short), then the front cache is purged.
  // Without it, this process expires the tags in its own Next cache by asking itself to run
  // revalidateTag (src/lib/cache/internalRevalidate.ts: there is no public way outside a request).
  const selfUrl = `http://${bindHost === '0.0.0.0' || bindHost === '::' ? '127.0.0.1' : bindHost.includes(':') ? `[${bindHost}]` : bindHost}:${port}`
  if (process.env.DATABASE_URL) {
    subscribeRevalidations(
      process.env.DATABASE_URL,
      (tags) => {
        if (process.env.REDIS_URL) return void markTagsRevalidated(tags).finally(() => purgeFrontCache(tags))
        // Draining, this process no longer listens to itself; it serves nothing new either.
        if (isDraining()) return purgeFrontCache(tags)
        void revalidateThroughNext(selfUrl, tags)
          .then(() => purgeFrontCache(tags))
          .catch((error) => {
            // The front cache at least; Next's entries for these tags stay until the next change.
            purgeFrontCache(tags)
            log.error({ err: error, tags }, 'Could not expire tags heard on the bus')
          })
      },
      // Messages sent while disconnected are lost: the front cache starts over (Next's entries expire on their own).
      () => purgeFrontCache(['*']),
    )
  }

  // This server owns the socket, so it alone writes the caller's address the rate limits count
  // (src/lib/api/clientAddress.ts); whatever a client sent under that name is dropped first.
  // Each request goes by one request id, a trusted proxy's or a new one, answered in X-Request-Id (src/lib/api/requestId.ts).
  const drainable = withDrain(withRequestId(withClientAddress(handle)))
  // Every request passes here first: an undecodable path is a 400, never Next's 500 (src/lib/site/pathGuard.ts).
  // Then one log line each, when its answer is done (src/lib/log/requestLog.ts).
  // Then (with telemetry on) each is a trace's server span (src/lib/telemetry/requestSpan.ts).
  const guarded = withRequestSpan(withRequestLog(withPathGuard(drainable.handler), { routeOf: routeTemplates(path.resolve(process.env.NEXT_DIST_DIR || '.next')), siteOf: tenantHosts.siteOf }))
  const server = http.createServer((req, res) => {
    Promise.resolve(guarded(req, res)).catch((error) => {
      // The id, not the address: a query string can hold what a shopper typed.
      log.error({ err: error, reqId: requestIdOf(req) }, 'Request failed')
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, bindHost, () => {
      log.info(`✓ Ready in ${Math.round(performance.now())}ms on http://localhost:${port}`)
      resolve()
    })
  })

  const drainTimeoutMs = Number(process.env.DRAIN_TIMEOUT_SECONDS ?? 25) * 1000
  let stopped: Promise<void> | null = null
  // A second signal (the group's, or Ctrl-C again) finds the drain under way and waits for it too.
  const stop = (reason: string) =>
    (stopped ??= new Promise<void>((resolve) => {
      startDraining()
      log.info(`${reason}: draining (${drainable.inFlight} in flight)`)
      server.close()
      server.closeIdleConnections()
      // Whatever still runs after the timeout is cut off: the orchestrator's own kill would come next.
      const timer = setTimeout(() => {
        log.warn(`Drain timeout: stopping with ${drainable.inFlight} in flight`)
        resolve()
      }, drainTimeoutMs)
      timer.unref()
      void drainable.drain().then(() => {
        clearTimeout(timer)
        log.info('Drained')
        resolve()
      })
    }))
  return { stop }
}
