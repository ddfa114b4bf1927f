/**
 * Issue 33: a client cannot buy itself a fresh lead allowance with its own X-Forwarded-For. Leads are
 * posted over a real socket to a server built as scripts/next-server.ts builds `npm start`'s
 * (withClientAddress outermost), in front of the lead handler. Next's handler between them only fills
 * in X-Forwarded-For when there is none, so the handler sees what the client sent, as here.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Tenant } from '@/payload-types'
import { MESSAGES } from '@/domain/forms/messages'
import { CLIENT_ADDRESS_HEADER, withClientAddress } from '@/lib/api/clientAddress'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { findTenantByHost } from '@/lib/site/tenant'
import { createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let dealer: Tenant
let server: http.Server
let port: number
const saved = { LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT, TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS, REDIS_URL: process.env.REDIS_URL }

beforeAll(async () => {
  payload = await getTestPayload()
  dealer = await createTenant(payload, 'Client Address Motors')
  server = http.createServer(
    withClientAddress((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', async () => {
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
        const request = new Request(`http://127.0.0.1${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) })
        const answer = await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()))
      })
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})

beforeEach(() => {
  resetRateLimits()
  delete process.env.REDIS_URL
  process.env.LEADS_RATE_LIMIT = '2'
})

/** One lead over the socket, with the headers a client chose. */
function lead(headers: Record<string, string>): Promise<{ status: number; retryAfter: string | undefined; message: unknown }> {
  const body = JSON.stringify({
    form: 'enquiry',
    idempotency_key: unique('xff').replace(/[^A-Za-z0-9_-]/g, ''),
    fields: { name: 'Spoof', last_name: 'Tester', email: 'spoof@example.com', phone: '0412 345 678', postcode: '2000', message: 'Hello', category: 'Sales' },
  })
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/leads', method: 'POST', headers: { host: dealer.domains![0]!.domain, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, message: JSON.parse(Buffer.concat(chunks).toString()).message }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('the lead rate limit over a socket', () => {
  it('with no trusted proxy, a new X-Forwarded-For (or our own header) gets no fresh allowance', async () => {
    expect((await lead({ 'x-forwarded-for': '203.0.113.1' })).status).toBe(201)
    expect((await lead({ 'x-forwarded-for': '203.0.113.2' })).status).toBe(201)
    const limited = await lead({ 'x-forwarded-for': '203.0.113.3' })
    expect(limited.status).toBe(429)
    expect(limited.message).toBe(MESSAGES.rateLimited(Number(limited.retryAfter)))
    expect((await lead({ [CLIENT_ADDRESS_HEADER]: '203.0.113.4' })).status).toBe(429)
    expect((await lead({ 'x-forwarded-for': '203.0.113.5', [CLIENT_ADDRESS_HEADER]: '203.0.113.6' })).status).toBe(429)
  })

  it('behind one trusted proxy, counts the entry it appended: earlier entries the client wrote change nothing', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    try {
      expect((await lead({ 'x-forwarded-for': '6.6.6.6, 198.51.100.21' })).status).toBe(201)
      expect((await lead({ 'x-forwarded-for': '7.7.7.7, 198.51.100.21' })).status).toBe(201)
      expect((await lead({ 'x-forwarded-for': '8.8.8.8, 198.51.100.21' })).status).toBe(429)
      // Another shopper, as the proxy saw them, has their own allowance.
      expect((await lead({ 'x-forwarded-for': '6.6.6.6, 198.51.100.22' })).status).toBe(201)
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS
    }
  })
})
