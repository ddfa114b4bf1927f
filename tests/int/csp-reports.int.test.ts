/**
 * Content-Security-Policy violation reports (issue 33) on the real database: POST /api/csp-reports
 * stores what browsers report, in both formats, for the dealer of the Host header only; nothing for a
 * host that names no dealer; floods are refused per address and per dealer; and the dashboard counts
 * each dealer's violations, never another's.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Tenant } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { handleCspReports } from '@/lib/cspReports/endpoint'
import { loadDashboard } from '@/lib/dashboard/queries'
import { poolOf } from '@/lib/dashboard/scope'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { findTenantByHost } from '@/lib/site/tenant'
import { createTenant, getTestPayload } from './helpers'

let payload: Payload
let dealerA: Tenant
let dealerB: Tenant

const hostOf = (t: Tenant) => t.domains![0]!.domain
const count = async (t: Tenant) => Number((await poolOf(payload).query('SELECT count(*) AS n FROM csp_violations WHERE tenant_id = $1', [t.id])).rows[0].n)

async function post(host: string, contentType: string, body: unknown, ip = '198.51.100.20') {
  const request = new Request('http://forecourt.test/api/csp-reports', {
    method: 'POST',
    headers: { host, 'content-type': contentType, [CLIENT_ADDRESS_HEADER]: ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return handleCspReports(request, { payload: async () => payload, tenantByHost: findTenantByHost })
}

const legacy = (host: string, directive = 'script-src-elem', blocked = 'https://evil.example/x.js') => ({
  'csp-report': { 'document-uri': `https://${host}/cars/a-car?q=1`, 'effective-directive': directive, 'blocked-uri': blocked, disposition: 'enforce' },
})
const reporting = (host: string) => [
  { type: 'csp-violation', url: `https://${host}/`, body: { documentURL: `https://${host}/`, effectiveDirective: 'frame-src', blockedURL: 'https://ads.example/f' } },
  { type: 'csp-violation', url: `https://${host}/`, body: { documentURL: `https://${host}/`, effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' } },
]

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = await createTenant(payload, 'CSP Reports A')
  dealerB = await createTenant(payload, 'CSP Reports B')
})

beforeEach(() => resetRateLimits())

describe('POST /api/csp-reports', () => {
  it('stores both formats for the dealer of the host, without queries, and answers 204', async () => {
    const before = await count(dealerA)
    expect((await post(hostOf(dealerA), 'application/csp-report', legacy(hostOf(dealerA)))).status).toBe(204)
    expect((await post(hostOf(dealerA), 'application/reports+json', reporting(hostOf(dealerA)))).status).toBe(204)
    expect(await count(dealerA)).toBe(before + 3)
    const { rows } = await poolOf(payload).query('SELECT directive, blocked, page FROM csp_violations WHERE tenant_id = $1 ORDER BY id DESC LIMIT 3', [dealerA.id])
    expect(rows).toContainEqual({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: '/cars/a-car' })
    expect(rows).toContainEqual({ directive: 'frame-src', blocked: 'https://ads.example/f', page: '/' })
  })

  it('stores nothing for a host that names no dealer, nor a body of another type', async () => {
    const total = async () => Number((await poolOf(payload).query('SELECT count(*) AS n FROM csp_violations')).rows[0].n)
    const before = await total()
    expect((await post('localhost:3000', 'application/csp-report', legacy('localhost'))).status).toBe(204)
    const wrong = await post(hostOf(dealerA), 'application/json', legacy(hostOf(dealerA)))
    expect(wrong.status).toBe(415)
    expect(((await wrong.json()) as { message: string }).message).toMatch(/application\/csp-report or application\/reports\+json/)
    expect((await post(hostOf(dealerA), 'application/csp-report', '{')).status).toBe(400)
    expect(await total()).toBe(before)
  })

  it('refuses a flood from one address, and from many addresses at one dealer, storing no more', async () => {
    process.env.CSP_REPORTS_RATE_LIMIT = '3'
    process.env.CSP_REPORTS_DEALER_RATE_LIMIT = '5'
    try {
      const before = await count(dealerB)
      const fromOne = []
      for (let i = 0; i < 4; i++) fromOne.push((await post(hostOf(dealerB), 'application/csp-report', legacy(hostOf(dealerB)), '203.0.113.1')).status)
      expect(fromOne).toEqual([204, 204, 204, 429])
      const fromMany = []
      for (let i = 0; i < 4; i++) fromMany.push((await post(hostOf(dealerB), 'application/csp-report', legacy(hostOf(dealerB)), `203.0.113.${10 + i}`)).status)
      expect(fromMany).toEqual([204, 204, 429, 429])
      expect(await count(dealerB)).toBe(before + 5)
    } finally {
      delete process.env.CSP_REPORTS_RATE_LIMIT
      delete process.env.CSP_REPORTS_DEALER_RATE_LIMIT
    }
  })
})

describe('the dashboard’s count', () => {
  it('counts each dealer’s violations of today and 7 days, most frequent first, and never another dealer’s', async () => {
    const pool = poolOf(payload)
    const dealer = await createTenant(payload, 'CSP Dashboard')
    const other = await createTenant(payload, 'CSP Dashboard Other')
    const now = new Date()
    const insert = (t: Tenant, directive: string, blocked: string, ageMs: number) =>
      pool.query(`INSERT INTO csp_violations (tenant_id, directive, blocked, page, created_at) VALUES ($1, $2, $3, '/', $4)`, [t.id, directive, blocked, new Date(now.getTime() - ageMs)])
    const DAY = 86_400_000
    await insert(dealer, 'script-src-elem', 'https://evil.example/x.js', 1_000)
    await insert(dealer, 'script-src-elem', 'https://evil.example/x.js', 2 * DAY)
    await insert(dealer, 'frame-src', 'https://ads.example/f', 3 * DAY)
    await insert(dealer, 'frame-src', 'https://ads.example/f', 9 * DAY) // older than 7 days
    await insert(other, 'img-src', 'https://x.example/p.png', 60_000)
    const scope = { tenants: [{ id: dealer.id, name: dealer.name, slug: dealer.slug }], tenantIds: [dealer.id], dealershipIds: null, timeZone: 'Australia/Sydney' }
    const data = await loadDashboard(pool, scope, now, new Set(['csp']))
    expect(data.csp).toMatchObject({
      today: 1,
      last7: 3,
      top: [
        { directive: 'script-src-elem', blocked: 'https://evil.example/x.js', count: 2 },
        { directive: 'frame-src', blocked: 'https://ads.example/f', count: 1 },
      ],
    })
    expect(data.vitals).toBeUndefined()
  })
})
