/**
 * The DMS simulator: a dealer management system publishing each dealer's stock export over HTTP, the
 * way the demo stock feeds (tenants/demo/seed/stockFeeds.ts) fetch it on their schedule.
 *
 *   GET|HEAD /{dealer-slug}/stock.csv   the export (Australian DMS CSV), with ETag and Last-Modified;
 *                                       If-None-Match (or, without it, If-Modified-Since) that still
 *                                       matches gets 304 and no body; no export for the slug is 404
 *   GET      /                          an HTML list of the exports (`npm run dev` prints its address)
 *
 * The files are read from `dir` on each request ({dir}/{dealer-slug}/stock.csv, by default the
 * demo exports the seed writes: tenants/demo/feeds/demoExports.ts), so an edited file is served at once
 * with a new ETag. `requests` records what was asked and answered, for tests.
 * Run alone: `tsx tests/simulators/dms/server.ts [port] [dir]` (default 4003 and .data/dms-exports).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { demoExportFile, demoExportsDir } from '@tenants/demo/feeds/demoExports'
import { listen, type PortChoice } from '../listen'

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since; tags compare weakly for a GET. */
function notModified(req: http.IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')))
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return Number.isFinite(since) && lastModified.getTime() <= since
}

export async function startDmsSimulator(options: PortChoice & { dir?: string } = {}) {
  const dir = options.dir ?? demoExportsDir()
  const requests: { method: string; path: string; status: number }[] = []

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sim')
    const send = (status: number, body: string | Buffer = '', headers: Record<string, string> = {}) => {
      requests.push({ method: req.method ?? 'GET', path: url.pathname, status })
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(req.method === 'HEAD' || status === 304 ? undefined : body)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Only GET and HEAD.', { allow: 'GET, HEAD' })
    if (url.pathname === '/') {
      const slugs = (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory()).map((d) => d.name).sort()
      const items = slugs.map((s) => `<li><a href="/${encodeURIComponent(s)}/stock.csv">${escapeHtml(s)}/stock.csv</a></li>`).join('')
      return send(200, `<!doctype html><meta charset="utf-8"><title>DMS exports (simulator)</title><h1>DMS exports</h1><p>From ${escapeHtml(dir)}</p><ul>${items}</ul>`, { 'content-type': 'text/html; charset=utf-8' })
    }
    // The slug is checked before it becomes part of a path, so no request can leave `dir`.
    const slug = /^\/([a-z0-9][a-z0-9-]*)\/stock\.csv$/.exec(url.pathname)?.[1]
    if (!slug) return send(404, 'Unknown route.')
    const file = demoExportFile(dir, slug)
    let data: Buffer
    let modified: Date
    try {
      ;[data, modified] = await Promise.all([readFile(file), stat(file).then((s) => s.mtime)])
    } catch {
      return send(404, `No stock export for ${slug}.`)
    }
    // HTTP dates have whole seconds; the ETag is the content's, so an unchanged rewrite still matches.
    const lastModified = new Date(Math.floor(modified.getTime() / 1000) * 1000)
    const headers = {
      etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`,
      'last-modified': lastModified.toUTCString(),
      'cache-control': 'no-cache',
    }
    if (notModified(req, headers.etag, lastModified)) return send(304, '', headers)
    send(200, data, { ...headers, 'content-type': 'text/csv; charset=utf-8', 'content-length': String(data.length) })
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`Simulator error: ${error instanceof Error ? error.message : String(error)}`)
    })
  })
  await listen(server, { port: options.port ?? 0, host: options.host, onPortTaken: options.onPortTaken })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    dir,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type DmsSimulator = Awaited<ReturnType<typeof startDmsSimulator>>

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startDmsSimulator({ port: Number(process.argv[2] ?? 4003), dir: process.argv[3] })
  console.log(`DMS simulator on ${sim.url} (exports from ${sim.dir}; list at ${sim.url}/)`)
}
