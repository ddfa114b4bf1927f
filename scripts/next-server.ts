/**
 * The production web server `npm start` runs (scripts/serve.ts starts it in place of `next start`):
 * Next's own request handler (rewrites, the proxy, compression, its page cache: the same code `next
 * start` runs) behind the front cache of src/lib/frontCache.
 *
 * Environment:
 *   PORT, BIND_HOST                  where to listen (default 3000 on 0.0.0.0), as for `next start`;
 *   FORECOURT_FRONT_CACHE=off        serve every request through Next (nothing else changes);
 *   FRONT_CACHE_TTL_SECONDS          the longest a page is answered from memory (default 60); a Payload
 *                                    change empties the front cache at once, this bounds anything else;
 *   FRONT_CACHE_MAX_MB               memory for kept pages (default 64).
 * SIGTERM / SIGINT close the listener and exit, as `next start` does.
 */
import http from 'node:http'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'

import next from 'next'

import { onNextTagRevalidation } from '../src/lib/frontCache/nextTags'
import { withFrontCache, type Handler } from '../src/lib/frontCache/server'
import { FrontCacheStore } from '../src/lib/frontCache/store'

const port = Number(process.env.PORT ?? 3000)
const bindHost = process.env.BIND_HOST ?? '0.0.0.0'
const maxTtlMs = Number(process.env.FRONT_CACHE_TTL_SECONDS ?? 60) * 1000
const maxBytes = Number(process.env.FRONT_CACHE_MAX_MB ?? 64) * 1024 * 1024

// The banner and the Ready line read as `next start`'s do (bench/cold-start.ts times its phases by them).
const nextVersion = (createRequire(import.meta.url)('next/package.json') as { version: string }).version
console.log(`▲ Next.js ${nextVersion} (production, behind the front cache unless FORECOURT_FRONT_CACHE=off)`)
const app = next({ dev: false, hostname: 'localhost', port })
await app.prepare()
const nextHandler = app.getRequestHandler()
let handle: Handler = (req, res) => nextHandler(req, res)

if (process.env.FORECOURT_FRONT_CACHE !== 'off' && maxTtlMs > 0) {
  const store = new FrontCacheStore({ maxEntries: 5_000, maxBytes })
  // Without a way to hear Next's revalidations the front cache could serve a page Next no longer
  // would: then it is not started at all.
  const heard = onNextTagRevalidation(() => store.purge())
  if (heard) {
    handle = withFrontCache(store, handle, { maxTtlMs })
    console.log(`  Front cache: pages kept up to ${maxTtlMs / 1000} s, ${Math.round(maxBytes / 1024 / 1024)} MB`)
  } else console.warn("Front cache off: Next's tag manifest was not found (a Next upgrade?); every request goes to Next.")
}

const server = http.createServer((req, res) => {
  Promise.resolve(handle(req, res)).catch((error) => {
    console.error('Request failed', req.url, error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
})
server.listen(port, bindHost, () => console.log(`✓ Ready in ${Math.round(performance.now())}ms on http://localhost:${port}`))

let closing = false
function close() {
  if (closing) return
  closing = true
  server.close(() => process.exit(0))
  // Keep-alive connections would hold close() open; they get a moment, then the process goes.
  setTimeout(() => process.exit(0), 5_000).unref()
  server.closeIdleConnections()
}
process.on('SIGTERM', close)
process.on('SIGINT', close)
