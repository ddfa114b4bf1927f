/**
 * The rules take a stored Payload vehicle as it is: this file fails to type-check if a rule's input
 * type drifts from the collection's fields, and checks a few answers from one stored document.
 */
import { describe, expect, it } from 'vitest'

import type { Vehicle } from '@/payload-types'
import {
  autogaugeEligible,
  breadcrumbTitle,
  featuredRows,
  informationSections,
  parseHotspots,
  showMarketPriceBadge,
  summaryRows,
  usedCarBlock,
} from '@/domain/vehicle-page'

const NOW = Date.UTC(2025, 6, 15, 2, 0, 0)

const stored: Vehicle = {
  id: 7,
  location: 1,
  status: 'in_stock',
  reserved: false,
  sold: false,
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  series: 'KF',
  car_type: 'used',
  item_type: 'car',
  price: 34990,
  km: 30500,
  regplate: '123XYZ',
  rego_expiry: '2026-02-01T14:00:00.000Z',
  file: 'https://reports.example/7.pdf',
  market: { average_market_price: 36000, state_average_market_price: 35500 },
  simple_body: 'suv',
  standard_equipment: ['Apple CarPlay'],
  hotspots: { exterior: [{ id: 'h1', description: 'LED lights', anchors: [{ angle: 0, x: 10, y: 40 }] }] },
  updatedAt: '2025-07-01T00:00:00.000Z',
  createdAt: '2025-07-01T00:00:00.000Z',
}

describe('a stored Payload vehicle', () => {
  it('feeds the page rules directly', () => {
    expect(breadcrumbTitle(stored, { seriesDisplay: true })).toBe('2022 Mazda CX-5 Maxx Sport KF')
    expect(featuredRows(stored, { now: NOW }).map((r) => r.label)).toEqual(['Kilometres', 'Registration', 'Rego Expiry'])
    expect(summaryRows(stored)[0]).toEqual({ key: 'body', label: 'Body type', value: 'suv' })
    expect(usedCarBlock(stored, { now: NOW, showUnregisteredText: false })?.regoExpiry?.text).toBe('Expires on 02/02/2026')
    expect(autogaugeEligible(stored)).toBe(true)
    expect(showMarketPriceBadge({ price: stored.price, ...stored.market })).toBe(true)
    expect(informationSections({ features: stored.standard_equipment }).at(-1)?.title).toBe('Features')
    expect(parseHotspots(stored.hotspots).exterior.map((h) => h.id)).toEqual(['h1'])
  })
})
