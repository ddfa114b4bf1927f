/**
 * The SMS gateway simulator over HTTP, speaking the contract in src/lib/sms/index.ts:
 *   POST /v1/messages { to, from?, body }  202 { id, status: 'queued' } | 400 { message } | 401 { message }
 * and, for tests and developers, an inbox of what was "sent":
 *   GET /v1/messages?to=+61412345678       200 { messages: [{ id, to, from, body, createdAt }] } (newest last)
 *   GET /                                  an HTML inbox (`npm run dev` prints its address)
 * It can be told to fail: `failNext(count, status)`.
 * Run alone: `tsx tests/simulators/sms/server.ts [port]` (default 4041).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type SimulatedSms = { id: string; to: string; from: string | null; body: string; createdAt: string }

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

export async function startSmsSimulator(options: { port?: number; apiKey?: string; host?: string } = {}) {
  const messages: SimulatedSms[] = []
  let fail = { count: 0, status: 500 }
  let counter = 0

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim')
    const send = (status: number, body: unknown, type = 'application/json') =>
      res.writeHead(status, { 'content-type': type }).end(typeof body === 'string' ? body : JSON.stringify(body))
    if (req.method === 'GET' && url.pathname === '/') {
      const rows = messages
        .slice()
        .reverse()
        .map((m) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.body)}</td></tr>`)
        .join('')
      return send(200, `<!doctype html><meta charset="utf-8"><title>SMS inbox (simulator)</title><h1>SMS inbox</h1><table><tr><th>Sent</th><th>To</th><th>Message</th></tr>${rows}</table>`, 'text/html; charset=utf-8')
    }
    if (req.method === 'GET' && url.pathname === '/v1/messages') {
      const to = url.searchParams.get('to')
      return send(200, { messages: to ? messages.filter((m) => m.to === to) : messages })
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/messages') return send(404, { message: 'Unknown route.' })
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) return send(401, { message: 'Unauthorised.' })
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      if (fail.count > 0) {
        fail.count--
        return send(fail.status, { message: 'Simulated failure.' })
      }
      let body: { to?: unknown; from?: unknown; body?: unknown }
      try {
        body = JSON.parse(raw) as typeof body
      } catch {
        return send(400, { message: 'Body must be JSON.' })
      }
      if (typeof body.to !== 'string' || !/^\+61[2-478]\d{8}$/.test(body.to)) return send(400, { message: 'to must be an Australian number in +61 form.' })
      if (typeof body.body !== 'string' || !body.body.trim()) return send(400, { message: 'body must not be empty.' })
      const message: SimulatedSms = {
        id: `sms_${Date.now().toString(36)}_${++counter}`,
        to: body.to,
        from: typeof body.from === 'string' ? body.from : null,
        body: body.body,
        createdAt: new Date().toISOString(),
      }
      messages.push(message)
      send(202, { id: message.id, status: 'queued' })
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve()))
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    messages,
    failNext: (count: number, status = 500) => void (fail = { count, status }),
    reset() {
      messages.length = 0
      fail = { count: 0, status: 500 }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmsSimulator = Awaited<ReturnType<typeof startSmsSimulator>>

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startSmsSimulator({ port: Number(process.argv[2] ?? 4041) })
  console.log(`SMS simulator on ${sim.url} (inbox at ${sim.url}/)`)
}
