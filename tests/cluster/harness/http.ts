/**
 * One HTTP request to a loopback address with the Host header we choose (it picks the dealer; fetch
 * does not let a caller set Host), answering status, headers, body and time. No connection reuse:
 * each request is a new connection, as nginx sees shoppers' requests arrive.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; body: Buffer; ms: number }

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH'
  host?: string
  headers?: Record<string, string>
  /** JSON bodies are sent with content-type application/json. */
  json?: unknown
  timeoutMs?: number
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url)
  if (target.hostname !== '127.0.0.1') throw new Error(`cluster requests stay on loopback, not ${target.hostname}`)
  const body = options.json === undefined ? undefined : JSON.stringify(options.json)
  const headers: Record<string, string> = { ...(options.host ? { host: options.host } : {}), ...(options.headers ?? {}) }
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) })
  const timeoutMs = options.timeoutMs ?? 30_000
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? 'GET', headers, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString('utf8'), body, ms: performance.now() - started })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out after ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(body)
  })
}

/** Polls `check` until it returns a value other than undefined, or throws after `timeoutMs` naming `what`. */
export async function pollUntil<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown = 'no answer yet'
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      last = error instanceof Error ? error.message : error
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${String(last)})`)
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}
