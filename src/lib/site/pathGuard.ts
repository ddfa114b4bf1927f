/**
 * The production server's first step (scripts/next-server.ts), before the front cache and Next: a
 * request whose path holds a %-escape that cannot be decoded gets a plain 400 here. Next's router
 * throws on such a path and then fails to draw its own 400 page, so without this every route with a
 * dynamic segment (dealer pages, the APIs, the admin) answered 500 (vercel/next.js#94278). `next dev`
 * has no such entry: there the proxy (src/proxy.ts) gives the same answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { hasMalformedEncoding } from '@/domain/security/percentDecoding'

const MALFORMED_PATH_MESSAGE = 'Bad request: the address has a %-escape that cannot be read.'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

export function withPathGuard(handle: Handler): Handler {
  return (req, res) => {
    if (!hasMalformedEncoding(req.url ?? '/')) return handle(req, res)
    res.statusCode = 400
    res.setHeader('content-type', 'text/plain; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    res.setHeader('x-content-type-options', 'nosniff')
    res.end(req.method === 'HEAD' ? undefined : MALFORMED_PATH_MESSAGE)
  }
}
