import { describe, expect, it } from 'vitest'

import type { Location } from '@/payload-types'
import { specialHoursByLocation, toLocationView, toLocationViews, toOpeningHours, type SpecialHoursDoc } from '@/domain/presence/locationView'

const TENANT = 7

function location(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    tenant: TENANT,
    name: 'Harbour City Toyota Southport',
    slug: 'southport',
    type: 'sales',
    primary: true,
    visible: true,
    address: { street: '120 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9676, lng: 153.4138 },
    timezone: 'Australia/Brisbane',
    openingHours: [
      { weekday: '0', status: 'closed' },
      { weekday: '1', status: 'open', open: '08:30', close: '17:30' },
      { weekday: '6', status: 'open', open: '08:00', close: '16:00' },
    ],
    reviews: { averageRating: 4.7, count: 312 },
    leadEmails: { sales: 'sales@example.test' },
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** Stored like the admin's day picker: noon on the day, in the picked zone. */
const christmas: SpecialHoursDoc & { tenant: number } = {
  id: 11,
  tenant: TENANT,
  label: 'Christmas Day',
  location: 1,
  date: '2026-12-25T02:00:00.000Z',
  date_tz: 'Australia/Brisbane',
  status: 'closed',
}

describe('toOpeningHours', () => {
  it('turns the stored weekday strings into numbers, 0 = Sunday', () => {
    expect(toOpeningHours(location().openingHours)).toEqual([
      { weekday: 0, status: 'closed', open: null, close: null },
      { weekday: 1, status: 'open', open: '08:30', close: '17:30' },
      { weekday: 6, status: 'open', open: '08:00', close: '16:00' },
    ])
  })

  it('drops rows without a readable weekday and copes with no rows', () => {
    expect(toOpeningHours([{ weekday: '' as never, status: 'open', open: '08:00', close: '17:00' }, { weekday: '9' as never }])).toEqual([])
    expect(toOpeningHours(null)).toEqual([])
  })
})

describe('specialHoursByLocation', () => {
  it('converts stored rows with specialHoursFromDoc and groups them by location, earliest first', () => {
    const boxing = { ...christmas, id: 12, label: 'Boxing Day', date: '2026-12-26T02:00:00.000Z' }
    const other = { ...christmas, id: 13, location: { id: 2 } as never }
    const map = specialHoursByLocation([boxing, christmas, other])
    expect(map.get(1)).toEqual([
      { id: 11, label: 'Christmas Day', date: '2026-12-25', endDate: null, status: 'closed', open: null, close: null },
      { id: 12, label: 'Boxing Day', date: '2026-12-26', endDate: null, status: 'closed', open: null, close: null },
    ])
    expect(map.get(2)?.map((e) => e.id)).toEqual([13])
  })

  it('reads the date in the zone it was picked in, not UTC', () => {
    // Noon 1 Jan in Perth is 04:00Z on 1 Jan; in Sydney (AEDT) noon is 01:00Z: both stay on 1 Jan.
    const perth = { ...christmas, date: '2027-01-01T04:00:00.000Z', date_tz: 'Australia/Perth' as const }
    expect(specialHoursByLocation([perth]).get(1)?.[0]?.date).toBe('2027-01-01')
  })
})

describe('toLocationView', () => {
  it('maps the fields the pages show and leaves staff-only ones out', () => {
    const view = toLocationView(location(), specialHoursByLocation([christmas]))
    expect(view).toMatchObject({
      id: 1,
      slug: 'southport',
      type: 'sales',
      typeLabel: 'Sales',
      primary: true,
      timezone: 'Australia/Brisbane',
      address: { street: '120 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9676, lng: 153.4138, placeId: null, placeUrl: null },
      reviews: { averageRating: 4.7, count: 312, url: null },
    })
    expect(view.specialHours.map((s) => s.label)).toEqual(['Christmas Day'])
    expect(JSON.stringify(view)).not.toContain('sales@example.test')
  })

  it('reads an empty type as sales and a missing zone as Brisbane', () => {
    const view = toLocationView(location({ type: null, timezone: null }))
    expect(view.type).toBe('sales')
    expect(view.typeLabel).toBe('Sales')
    expect(view.timezone).toBe('Australia/Brisbane')
    expect(view.specialHours).toEqual([])
  })

  it("names its dealership while that is shown, and never the dealership's lead addresses", () => {
    const rooftop = { id: 3, tenant: TENANT, name: 'Harbour City Kia & Ford', slug: 'harbour-city-kia-and-ford', visible: true, leadEmails: { sales: 'kia@example.test' }, updatedAt: 'x', createdAt: 'x' }
    const view = toLocationView(location({ dealership: rooftop }))
    expect(view).toMatchObject({ dealershipName: 'Harbour City Kia & Ford', dealershipSlug: 'harbour-city-kia-and-ford' })
    expect(JSON.stringify(view)).not.toContain('kia@example.test')
    // Hidden by configuration, not loaded (an id), or none: no dealership on the page.
    for (const dealership of [{ ...rooftop, visible: false }, 3, null]) {
      expect(toLocationView(location({ dealership })).dealershipName).toBeNull()
      expect(toLocationView(location({ dealership })).dealershipSlug).toBeNull()
    }
  })

  it('keeps only what next/image needs of a populated image', () => {
    const image = { id: 5, url: '/api/media/file/a.jpg', alt: 'Showroom', width: 800, height: 600, filename: 'a.jpg', updatedAt: 'x', createdAt: 'x' } as never
    expect(toLocationView(location({ image })).image).toMatchObject({ id: 5, url: '/api/media/file/a.jpg', alt: 'Showroom', width: 800, height: 600 })
    expect(toLocationView(location({ image: 5 })).image).toBeNull()
  })
})

describe('toLocationViews', () => {
  it('drops hidden locations and anything of another tenant', () => {
    const docs = [
      location(),
      location({ id: 2, slug: 'hidden', visible: false }),
      location({ id: 3, slug: 'elsewhere', tenant: TENANT + 1 }),
      location({ id: 4, slug: 'service', tenant: { id: TENANT } as never }),
    ]
    const foreign = { ...christmas, id: 99, tenant: TENANT + 1, location: 4 }
    const views = toLocationViews(TENANT, docs, [christmas, foreign])
    expect(views.map((v) => v.slug)).toEqual(['southport', 'service'])
    expect(views[1]!.specialHours).toEqual([])
    expect(views[0]!.specialHours).toHaveLength(1)
  })
})
