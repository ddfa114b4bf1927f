/**
 * Dealer-presence records (locations with hours, special hours, promotions, popups, range models,
 * brands): bad input is refused with the spec's message and changes nothing, and one dealer's
 * marketer can never read, edit or create another dealer's records.
 */
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Location, Tenant, User } from '@/payload-types'
import { noonOf } from '@tenants/demo/seed/presence'
import { createMarketer, createTenant, getTestPayload, refusal, unique } from './helpers'

let payload: Payload
let tenantA: Tenant
let tenantB: Tenant
let marketerA: User
let locationA: Location
let locationB: Location

const asUser = (user: User) => ({ user, overrideAccess: false as const, context: { disableRevalidate: true } })
const trusted = { overrideAccess: true as const, context: { disableRevalidate: true } }
const TZ = 'Australia/Sydney'

const weekdayRow = (weekday: number, open: string, close: string) => ({ weekday: String(weekday) as never, status: 'open' as const, open, close })

async function createLocation(tenant: Tenant, name: string) {
  return payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, 
      name,
      slug: unique('loc'),
      tenant: tenant.id,
      address: { city: 'Sydney', state: 'NSW' },
      timezone: TZ,
      openingHours: [weekdayRow(1, '08:30', '17:30')],
    },
    ...trusted,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  tenantA = await createTenant(payload, 'Presence A')
  tenantB = await createTenant(payload, 'Presence B')
  marketerA = await createMarketer(payload, [tenantA])
  locationA = await createLocation(tenantA, 'A Showroom')
  locationB = await createLocation(tenantB, 'B Showroom')
})

describe('opening hours', () => {
  it('refuses a closing time before the opening time and keeps the stored hours', async () => {
    const message = await refusal(
      payload.update({ collection: 'locations', id: locationA.id, data: { openingHours: [weekdayRow(1, '17:00', '09:00')] }, ...asUser(marketerA) }),
    )
    expect(message).toContain('The closing time must be after the opening time.')
    const stored = await payload.findByID({ collection: 'locations', id: locationA.id, ...trusted })
    expect(stored.openingHours?.map((r) => [r.weekday, r.open, r.close])).toEqual([['1', '08:30', '17:30']])
  })

  it('refuses a weekday listed twice', async () => {
    const message = await refusal(
      payload.update({
        collection: 'locations',
        id: locationA.id,
        data: { openingHours: [weekdayRow(2, '08:00', '17:00'), weekdayRow(2, '09:00', '12:00')] },
        ...asUser(marketerA),
      }),
    )
    expect(message).toContain('Tuesday is listed more than once.')
  })
})

describe('special hours', () => {
  it('refuses an entry overlapping another for the same location, and allows it at another location', async () => {
    const first = await payload.create({
      collection: 'special-hours',
      data: { _status: 'published' as const, label: 'Christmas shutdown', location: locationA.id, tenant: tenantA.id, status: 'closed', date: noonOf('2026-12-24', TZ), date_tz: TZ, endDate: noonOf('2026-12-28', TZ), endDate_tz: TZ },
      ...asUser(marketerA),
    })
    expect(first.id).toBeTruthy()
    const before = await payload.count({ collection: 'special-hours', where: { location: { equals: locationA.id } }, ...trusted })
    const message = await refusal(
      payload.create({
        collection: 'special-hours',
        data: { _status: 'published' as const, label: 'Boxing Day', location: locationA.id, tenant: tenantA.id, status: 'closed', date: noonOf('2026-12-26', TZ), date_tz: TZ },
        ...asUser(marketerA),
      }),
    )
    expect(message).toMatch(/Overlaps the special hours for Christmas shutdown/)
    expect((await payload.count({ collection: 'special-hours', where: { location: { equals: locationA.id } }, ...trusted })).totalDocs).toBe(before.totalDocs)

    const elsewhere = await payload.create({
      collection: 'special-hours',
      data: { _status: 'published' as const, label: 'Boxing Day', location: locationB.id, tenant: tenantB.id, status: 'closed', date: noonOf('2026-12-26', TZ), date_tz: TZ },
      ...trusted,
    })
    expect(elsewhere.id).toBeTruthy()
  })

  it('refuses special opening hours that close before they open', async () => {
    const message = await refusal(
      payload.create({
        collection: 'special-hours',
        data: { _status: 'published' as const, label: 'Late night', location: locationA.id, tenant: tenantA.id, status: 'open', open: '20:00', close: '18:00', date: noonOf('2027-02-04', TZ), date_tz: TZ },
        ...asUser(marketerA),
      }),
    )
    expect(message).toContain('The closing time must be after the opening time.')
  })
})

describe('promotions', () => {
  it('refuses an expiry before the start and stores nothing', async () => {
    const title = unique('Backwards sale')
    const message = await refusal(
      payload.create({
        collection: 'promotions',
        data: { _status: 'published' as const, 
          title,
          tenant: tenantA.id,
          placement: 'banner',
          startDate: noonOf('2025-07-24', '+10:00'),
          startDate_tz: 'Australia/Brisbane',
          expiryDate: noonOf('2025-07-01', '+10:00'),
          expiryDate_tz: 'Australia/Brisbane',
        },
        ...asUser(marketerA),
      }),
    )
    expect(message).toContain('The expiry date must be on or after the start date.')
    expect((await payload.count({ collection: 'promotions', where: { title: { equals: title } }, ...trusted })).totalDocs).toBe(0)
  })

  it('accepts a one-day promotion (start and expiry on the same day)', async () => {
    const doc = await payload.create({
      collection: 'promotions',
      data: { _status: 'published' as const, title: unique('One day'), tenant: tenantA.id, placement: 'card', startDate: noonOf('2025-07-01', 'Australia/Brisbane'), startDate_tz: 'Australia/Brisbane', expiryDate: noonOf('2025-07-01', 'Australia/Brisbane'), expiryDate_tz: 'Australia/Brisbane' },
      ...asUser(marketerA),
    })
    expect(doc.placement).toBe('card')
  })
})

describe('one dealer never sees or edits another’s presence records', () => {
  const records: { collection: CollectionSlug; data: (t: Tenant, location: Location) => Record<string, unknown> }[] = [
    { collection: 'promotions', data: (t) => ({ title: unique('Promo'), tenant: t.id, placement: 'banner' }) },
    { collection: 'popups', data: (t) => ({ title: unique('Popup'), tenant: t.id }) },
    { collection: 'range-models', data: (t) => ({ name: unique('Model'), slug: unique('model'), bodies: ['suv'], tenant: t.id }) },
    { collection: 'brands', data: (t) => ({ name: unique('Brand'), slug: unique('brand'), group: 'car', description: 'A brand', tenant: t.id }) },
    {
      collection: 'special-hours',
      data: (t, location) => ({ label: unique('Holiday'), location: location.id, tenant: t.id, status: 'closed', date: noonOf('2027-01-26', TZ), date_tz: TZ }),
    },
  ]

  for (const { collection, data } of records) {
    it(`${collection}: lists, reads, updates, deletes and creates are confined to dealer A`, async () => {
      const own = await payload.create({ collection, data: data(tenantA, locationA) as never, ...trusted })
      const other = await payload.create({ collection, data: data(tenantB, locationB) as never, ...trusted })

      const listed = await payload.find({ collection, limit: 500, depth: 0, ...asUser(marketerA) })
      const ids = listed.docs.map((d) => d.id)
      expect(ids).toContain(own.id)
      expect(ids).not.toContain(other.id)

      await expect(payload.findByID({ collection, id: other.id, ...asUser(marketerA) })).rejects.toMatchObject({ status: 404 })
      await expect(payload.update({ collection, id: other.id, data: { tenant: tenantA.id } as never, ...asUser(marketerA) })).rejects.toBeTruthy()
      await expect(payload.delete({ collection, id: other.id, ...asUser(marketerA) })).rejects.toBeTruthy()
      await expect(payload.create({ collection, data: data(tenantB, locationB) as never, ...asUser(marketerA) })).rejects.toBeTruthy()

      const stillThere = await payload.findByID({ collection, id: other.id, depth: 0, ...trusted })
      const tenantOf = (stillThere as { tenant?: number | { id: number } }).tenant
      expect(typeof tenantOf === 'object' ? tenantOf?.id : tenantOf).toBe(tenantB.id)
    })
  }

  it('anonymous API callers are refused; the site renderer reads with its context', async () => {
    await expect(payload.find({ collection: 'promotions', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'special-hours', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    const site = await payload.find({
      collection: 'locations',
      where: { tenant: { equals: tenantB.id } },
      overrideAccess: false,
      context: { publicSite: true },
      depth: 0,
    })
    expect(site.docs.map((d) => d.id)).toEqual([locationB.id])
    // Staff-only lead addresses never reach the public renderer.
    expect(site.docs[0]).not.toHaveProperty('leadEmails.sales')
  })
})
