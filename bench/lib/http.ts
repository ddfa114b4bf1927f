/**
 * One-off requests to the bench server with the dealer chosen by the Host header, kept whole (status,
 * time to the last byte, body, headers), and the demo dealers' car slugs through the site's own search
 * endpoint. Shared by the benchmarks that open pages one at a time (vehicle-page, lighthouse).
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'

export type Raw = { status: number; ms: number; body: Buffer; headers: http.IncomingHttpHeaders }

/** node:http rather than fetch: fetch may not let us set Host, and we need it to pick the dealer. No Accept-Encoding: bodies come as stored. */
export function request(port: number, path: string, options: { host?: string; method?: 'GET' | 'POST'; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        timeout: 120_000,
        headers: { ...(options.host ? { host: options.host } : {}), ...(options.body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks), headers: res.headers }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path} timed out`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** The dealer's in-stock cars (slug and id), through the site's own search endpoint (the dealer from the Host header). */
export async function carHits(port: number, host: string, count: number): Promise<{ slug: string; id: number }[]> {
  const body = JSON.stringify({ requests: [{ indexName: 'vehicles', hitsPerPage: count, facetFilters: ['status:in_stock'] }] })
  const res = await request(port, '/api/search/1/indexes/*/queries', { host, method: 'POST', body })
  if (res.status !== 200) throw new Error(`search for ${host} answered ${res.status}`)
  const json = JSON.parse(res.body.toString('utf8')) as { results: { hits: { slug: string; id: number }[] }[] }
  return json.results[0]!.hits.map((h) => ({ slug: h.slug, id: Number(h.id) }))
}

/** The dealer's car slugs, through the site's own search endpoint (the dealer from the Host header). */
export async function carSlugs(port: number, host: string, count: number): Promise<string[]> {
  return (await carHits(port, host, count)).map((h) => h.slug)
}
