/**
 * The SMS gateway simulator over HTTP, speaking the contract in src/lib/sms/index.ts:
 *   POST /v1/messages { to, from?, body }  202 { id, status: 'queued' } | 400 { message } | 401 { message }
 * and, for tests and developers, an inbox of what was "sent":
 *   GET /v1/messages?to=+61412345678       200 { messages: [{ id, to, from, body, createdAt }] } (newest last)
 *   GET /                                  an HTML inbox (`npm run dev` prints its address)
 * Shoppers' replies: with `inboundUrl` and `webhookSecret` it POSTs a reply to the app as the gateway's
 * signed inbound webhook (contract in src/lib/sms/index.ts), threaded to the last message sent to that
 * number unless told otherwise:
 *   reply(from, body, { inReplyTo? }) / POST /_sim/inbound { from, body, inReplyTo? }   → { status, body } of the app
 * It can be told to fail: failNext(count, status, to?) / POST /_sim/fail-next { count, status, to? }
 * (with `to`, only messages to that number fail).
 * Run alone: `tsx tests/simulators/sms/server.ts [port]` (default 4041).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMS_SIGNATURE_HEADER, signSmsWebhook } from '@/lib/sms/webhook'
import { listen, type PortChoice } from '../listen'

export type SimulatedSms = { id: string; to: string; from: string | null; body: string; createdAt: string }

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

export type SimulatedReply = { id: string; from: string; to: string; body: string; inReplyTo: string | null; receivedAt: string; status: number | null }

export async function startSmsSimulator(options: PortChoice & { apiKey?: string; inboundUrl?: string; webhookSecret?: string } = {}) {
  const messages: SimulatedSms[] = []
  const replies: SimulatedReply[] = []
  let fail: { count: number; status: number; to?: string } = { count: 0, status: 500 }
  let counter = 0

  /** A shopper texts back: signed and POSTed to the app's inbound webhook, as the gateway does. */
  async function reply(from: string, body: string, opts: { inReplyTo?: string | null } = {}): Promise<{ status: number; body: unknown }> {
    if (!options.inboundUrl || !options.webhookSecret) throw new Error('The SMS simulator has no inboundUrl and webhookSecret to send replies to.')
    const last = [...messages].reverse().find((m) => m.to === from)
    const inbound: SimulatedReply = {
      id: `in_${Date.now().toString(36)}_${++counter}`,
      from,
      to: last?.from ?? 'Forecourt',
      body,
      inReplyTo: opts.inReplyTo === undefined ? (last?.id ?? null) : opts.inReplyTo,
      receivedAt: new Date().toISOString(),
      status: null,
    }
    replies.push(inbound)
    const { status: _status, ...wire } = inbound
    const raw = JSON.stringify(wire)
    const res = await fetch(options.inboundUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SMS_SIGNATURE_HEADER]: signSmsWebhook(raw, options.webhookSecret) },
      body: raw,
      signal: AbortSignal.timeout(15_000),
    })
    inbound.status = res.status
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON: the text as it came
    }
    return { status: res.status, body: parsed }
  }

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
    if (req.method === 'GET' && url.pathname === '/_sim/replies') return send(200, { replies })
    if (req.method === 'POST' && (url.pathname === '/_sim/inbound' || url.pathname === '/_sim/fail-next')) {
      let raw = ''
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
      req.on('end', () => {
        let b: { from?: unknown; body?: unknown; inReplyTo?: unknown; count?: unknown; status?: unknown; to?: unknown } = {}
        try {
          b = raw ? (JSON.parse(raw) as typeof b) : {}
        } catch {
          return send(400, { message: 'Body must be JSON.' })
        }
        if (url.pathname === '/_sim/fail-next') {
          fail = { count: Number(b.count ?? 1), status: Number(b.status ?? 500), ...(typeof b.to === 'string' ? { to: b.to } : {}) }
          return send(200, { ok: true })
        }
        if (typeof b.from !== 'string' || typeof b.body !== 'string') return send(400, { message: 'from and body are required.' })
        reply(b.from, b.body, typeof b.inReplyTo === 'string' || b.inReplyTo === null ? { inReplyTo: b.inReplyTo } : {}).then(
          (result) => send(200, result),
          (error: Error) => send(502, { message: error.message }),
        )
      })
      return
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/messages') return send(404, { message: 'Unknown route.' })
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) return send(401, { message: 'Unauthorised.' })
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      let body: { to?: unknown; from?: unknown; body?: unknown }
      try {
        body = JSON.parse(raw) as typeof body
      } catch {
        return send(400, { message: 'Body must be JSON.' })
      }
      if (fail.count > 0 && (!fail.to || fail.to === body.to)) {
        fail.count--
        return send(fail.status, { message: 'Simulated failure.' })
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
  await listen(server, { port: options.port ?? 0, host: options.host, onPortTaken: options.onPortTaken })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    messages,
    replies,
    reply,
    failNext: (count: number, status = 500, to?: string) => void (fail = { count, status, ...(to ? { to } : {}) }),
    reset() {
      messages.length = 0
      replies.length = 0
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
