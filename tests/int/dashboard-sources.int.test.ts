/**
 * The dashboard's "Leads by source" (issue 37) on the real PostgreSQL: each source, medium and
 * campaign's leads per week of the dealer's calendar over 8 weeks equal a count made here from the
 * fixtures; unfinished leads, leads older than the 8 weeks and another dealer's leads are not counted;
 * a lead from before sources were recorded counts as "(not recorded)".
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Tenant, User } from '@/payload-types'
import { addDays, dayInZone } from '@/domain/dashboard/days'
import { dashboardScope, poolOf } from '@/lib/dashboard/scope'
import { SOURCE_WEEKS, sourcesPanel } from '@/lib/dashboard/sources'
import { createMarketer, createTenant, getTestPayload, unique } from './helpers'

const DAY = 86_400_000
const now = new Date()
let payload: Payload
let dealerA: Tenant
let dealerB: Tenant
let marketerA: User

type Fixture = { dealer: Tenant; source: string | null; medium: string | null; campaign: string | null; ageDays: number; status?: string }
const fixtures: Fixture[] = []

async function addLead(f: Fixture) {
  const key = unique('key')
  const doc = await payload.create({
    collection: 'leads',
    data: { tenant: f.dealer.id, title: `enquiry ${key}`, form: 'enquiry', category: 'Sales', publicId: unique('ld'), idempotencyKey: key, contact: { name: 'Jo' } } as never,
    overrideAccess: true,
    depth: 0,
  })
  await poolOf(payload).query('UPDATE leads SET created_at = $2, status = $3, source = $4, medium = $5, campaign = $6 WHERE id = $1', [
    doc.id,
    new Date(now.getTime() - f.ageDays * DAY),
    f.status ?? 'delivered',
    f.source,
    f.medium,
    f.campaign,
  ])
  fixtures.push(f)
}

/** The Monday (yyyy-mm-dd) of the week `at` falls in, in the zone: what the dashboard groups by. */
function mondayOf(at: Date, zone: string): string {
  const day = dayInZone(at, zone)
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = await createTenant(payload, 'Sources A')
  dealerB = await createTenant(payload, 'Sources B')
  marketerA = await createMarketer(payload, [dealerA])
  const google = { source: 'google', medium: 'cpc', campaign: 'Spring Sale' }
  const organic = { source: 'google', medium: 'organic', campaign: null }
  for (const ageDays of [0, 1, 9, 20, 40, 52]) await addLead({ dealer: dealerA, ...google, ageDays })
  for (const ageDays of [2, 16]) await addLead({ dealer: dealerA, ...organic, ageDays })
  await addLead({ dealer: dealerA, source: null, medium: null, campaign: null, ageDays: 3 })
  // Not counted: unfinished, past the 8 weeks, another dealer's.
  await addLead({ dealer: dealerA, ...google, ageDays: 1, status: 'in-progress' })
  await addLead({ dealer: dealerA, ...google, ageDays: 70 })
  await addLead({ dealer: dealerB, ...google, ageDays: 1 })
}, 120_000)

describe('leads by source', () => {
  it('counts each source, medium and campaign per week of the dealer’s calendar, like a count of the fixtures', async () => {
    const scope = (await dashboardScope(payload, marketerA as never))!
    const panel = await sourcesPanel(poolOf(payload), scope, now)
    expect(panel.weeks).toHaveLength(SOURCE_WEEKS)
    expect(panel.weeks.at(-1)).toBe(mondayOf(now, scope.timeZone))

    const expected = new Map<string, number[]>()
    for (const f of fixtures) {
      if (f.dealer.id !== dealerA.id || f.status === 'in-progress') continue
      const week = panel.weeks.indexOf(mondayOf(new Date(now.getTime() - f.ageDays * DAY), scope.timeZone))
      if (week < 0) continue
      const key = `${f.source ?? '(not recorded)'}|${f.medium ?? ''}|${f.campaign ?? ''}`
      const counts = expected.get(key) ?? panel.weeks.map(() => 0)
      counts[week]! += 1
      expected.set(key, counts)
    }
    const got = new Map(panel.rows.map((r) => [`${r.source}|${r.medium}|${r.campaign}`, r.perWeek]))
    expect(got).toEqual(expected)
    // The busiest first, with its total.
    expect(panel.rows[0]).toMatchObject({ source: 'google', medium: 'cpc', campaign: 'Spring Sale', total: expected.get('google|cpc|Spring Sale')!.reduce((a, b) => a + b, 0) })
    expect(panel.others).toBeNull()
  })
})
