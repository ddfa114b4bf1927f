/**
 * What the dealer's tags cost shoppers (issue 37), against the real embedded PostgreSQL: POST /api/events
 * stores a page view's tag costs with its vitals in one statement (a refused batch stores neither),
 * GET /api/tag-costs answers each tag's page views and 75th percentiles over 28 days for the dealer's
 * staff only, and another dealer's costs are never in it, nor readable through Payload as its marketer.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Tenant, User } from '@/payload-types'
import { GET as tagCostsGET } from '@/app/(site)/api/tag-costs/route'
import { p75 } from '@/domain/dashboard/percentile'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { poolOf } from '@/lib/dashboard/scope'
import { handleEvent } from '@/lib/events/endpoint'
import { findTenantByHost } from '@/lib/site/tenant'
import type { TagCostReport } from '@/lib/tags/costReport'
import { createMarketer, createTenant, getTestPayload, unique } from './helpers'

const PASSWORD = 'Secret-pass-123'
let payload: Payload
let dealerA: Tenant
let dealerB: Tenant
let marketerA: User
let marketerB: User
let salesA: User

const pool = () => poolOf(payload)
const hostOf = (t: Tenant) => t.domains![0]!.domain
const costsOf = async (t: Tenant) => (await pool().query('SELECT tag, bytes::float8 AS bytes, ms::float8 AS ms FROM tag_costs WHERE tenant_id = $1 ORDER BY id', [t.id])).rows

async function postEvent(tenant: Tenant, body: unknown) {
  const request = new Request('http://forecourt.test/api/events', {
    method: 'POST',
    headers: { host: hostOf(tenant), 'content-type': 'text/plain', [CLIENT_ADDRESS_HEADER]: '198.51.100.77' },
    body: JSON.stringify(body),
  })
  const res = await handleEvent(request, { payload: async () => payload, tenantByHost: findTenantByHost })
  return { status: res.status, body: (await res.json()) as { message?: string; stored?: number } }
}

async function tokenOf(user: User): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
  return token!
}
const report = (tenant: Tenant, headers: Record<string, string> = {}) => tagCostsGET(new Request(`https://admin.example.com/api/tag-costs?tenant=${tenant.id}`, { headers }))

beforeAll(async () => {
  payload = await getTestPayload()
  const tags = { gtmId: 'GTM-COST123', metaPixelId: '1234567890123', clarityId: 'abcdef1234' }
  dealerA = await createTenant(payload, 'Tag Cost A')
  dealerA = (await payload.update({ collection: 'tenants', id: dealerA.id, data: { settings: { ...dealerA.settings, tags } } as Partial<Tenant>, overrideAccess: true, context: { disableRevalidate: true } })) as Tenant
  dealerB = await createTenant(payload, 'Tag Cost B')
  marketerA = await createMarketer(payload, [dealerA])
  marketerB = await createMarketer(payload, [dealerB])
  salesA = await payload.create({ collection: 'users', data: { email: `${unique('sales')}@example.test`, password: PASSWORD, roles: ['sales'], tenants: [{ tenant: dealerA.id }] } as never, overrideAccess: true })
})

describe('tag costs from shoppers’ page views', () => {
  const gtm = [120_000, 118_000, 125_000, 90_000, 121_000]
  const gtmMs = [140, 80, 200, 0, 95]

  it('stores each tag’s cost with the page’s vitals, in the same statement', async () => {
    for (const [i, bytes] of gtm.entries()) {
      const res = await postEvent(dealerA, {
        template: 'home',
        vitals: [{ name: 'LCP', value: 1200 }],
        tags: [
          { tag: 'gtm', bytes, ms: gtmMs[i] },
          // Meta hides its sizes; the time is the browser's to tell.
          { tag: 'metaPixel', bytes: null, ms: i === 0 ? null : 60 + i },
        ],
      })
      expect(res).toEqual({ status: 202, body: { ok: true, stored: 1 } })
    }
    // A page view from before a tag was switched off still counts, under its key.
    expect((await postEvent(dealerA, { template: 'page', vitals: [{ name: 'CLS', value: 0 }], tags: [{ tag: 'custom:Old widget', bytes: 5000, ms: 12 }] })).status).toBe(202)
    expect((await postEvent(dealerB, { template: 'home', vitals: [{ name: 'LCP', value: 900 }], tags: [{ tag: 'gtm', bytes: 1, ms: 1 }] })).status).toBe(202)
    const rows = await costsOf(dealerA)
    expect(rows).toHaveLength(11)
    expect(rows[0]).toEqual({ tag: 'gtm', bytes: 120_000, ms: 140 })
    expect(rows[1]).toEqual({ tag: 'metaPixel', bytes: null, ms: null })
  })

  it('refuses malformed tag costs with a message naming the field, and stores neither the costs nor the vitals', async () => {
    const vitalsBefore = Number((await pool().query('SELECT count(*) AS n FROM web_vitals WHERE tenant_id = $1', [dealerA.id])).rows[0].n)
    const costsBefore = (await costsOf(dealerA)).length
    const cases: [unknown, RegExp][] = [
      [[{ tag: 'gtm', bytes: -1, ms: 1 }], /tags\[0\]\.bytes must not be negative/],
      [[{ tag: 'gtm', bytes: 1.5, ms: 1 }], /tags\[0\]\.bytes must be whole bytes/],
      [[{ tag: 'gtm', bytes: 1, ms: '5' }], /tags\[0\]\.ms must be a number or null/],
      [[{ tag: 'gtm', bytes: 1, ms: 10 ** 9 }], /tags\[0\]\.ms is too large/],
      [[{ tag: '', bytes: 1, ms: 1 }], /tags\[0\]\.tag must be the tag’s key/],
      [[{ tag: 'x'.repeat(201), bytes: 1, ms: 1 }], /tags\[0\]\.tag must be at most 200 characters/],
      [Array.from({ length: 21 }, () => ({ tag: 'gtm', bytes: 1, ms: 1 })), /tags must list at most 20 tags/],
      ['gtm', /tags must be a list of tag costs/],
    ]
    for (const [tags, message] of cases) {
      const res = await postEvent(dealerA, { template: 'home', vitals: [{ name: 'LCP', value: 1000 }], tags })
      expect(res.status, JSON.stringify(tags).slice(0, 80)).toBe(400)
      expect(res.body.message).toMatch(/^Invalid web vitals: /)
      expect(res.body.message).toMatch(message)
    }
    expect((await costsOf(dealerA)).length).toBe(costsBefore)
    expect(Number((await pool().query('SELECT count(*) AS n FROM web_vitals WHERE tenant_id = $1', [dealerA.id])).rows[0].n)).toBe(vitalsBefore)
  })

  it('answers the dealer’s staff with each tag’s page views and 75th percentiles, its tags switched on first', async () => {
    // Older than 28 days: out of the figures.
    await pool().query(`INSERT INTO tag_costs (tenant_id, tag, bytes, ms, created_at) VALUES ($1, 'gtm', 999999, 9999, now() - interval '29 days')`, [dealerA.id])
    const res = await report(dealerA, { authorization: `JWT ${await tokenOf(marketerA)}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = (await res.json()) as TagCostReport
    expect(body.days).toBe(28)
    expect(body.tags).toEqual([
      { tag: 'gtm', label: 'Google Tag Manager', pageViews: 5, bytesP75: Math.round(p75(gtm)!), msP75: Math.round(p75(gtmMs)!), switchedOn: true },
      { tag: 'metaPixel', label: 'Meta pixel', pageViews: 5, bytesP75: null, msP75: Math.round(p75([61, 62, 63, 64])!), switchedOn: true },
      { tag: 'clarity', label: 'Microsoft Clarity', pageViews: 0, bytesP75: null, msP75: null, switchedOn: true },
      { tag: 'custom:Old widget', label: 'Old widget', pageViews: 1, bytesP75: 5000, msP75: 12, switchedOn: false },
    ])
  })

  it('answers nobody else: signed out 401, sales staff and another dealer’s marketer 404, a bad id 400', async () => {
    expect((await report(dealerA)).status).toBe(401)
    expect((await report(dealerA, { authorization: `JWT ${await tokenOf(salesA)}` })).status).toBe(404)
    expect((await report(dealerA, { authorization: `JWT ${await tokenOf(marketerB)}` })).status).toBe(404)
    const bad = await tagCostsGET(new Request('https://admin.example.com/api/tag-costs?tenant=abc'))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Give the dealer as ?tenant={id}.' })
  })

  it('keeps each dealer’s rows its own through Payload, and no one writes them but the endpoint', async () => {
    const seen = await payload.find({ collection: 'tag-costs', user: marketerB, overrideAccess: false, limit: 100, depth: 0 })
    expect(seen.docs.length).toBe(1)
    expect(seen.docs.every((d) => (typeof d.tenant === 'object' ? d.tenant?.id : d.tenant) === dealerB.id)).toBe(true)
    const salesSees = await payload.find({ collection: 'tag-costs', user: salesA, overrideAccess: false, limit: 1, depth: 0 }).then(
      (r) => r.docs.length,
      () => 0,
    )
    expect(salesSees).toBe(0)
    await expect(payload.create({ collection: 'tag-costs', data: { tag: 'gtm', tenant: dealerA.id } as never, user: marketerA, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })
})
