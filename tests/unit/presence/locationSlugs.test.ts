import { describe, expect, it } from 'vitest'

import {
  chooseLocationsLayout,
  contactUsSlug,
  directionsUrl,
  gridColumns,
  groupLocationsByAddress,
  haversineKm,
  locationTypeLabel,
  showSwipeHint,
  slugify,
} from '@/domain/presence'

describe('slugify', () => {
  it('lower-cases, spells out & and dashes the rest', () => {
    expect(slugify('Harbour City Mazda')).toBe('harbour-city-mazda')
    expect(slugify('  Smith & Sons -- Motors!  ')).toBe('smith-and-sons-motors')
    expect(slugify('Café Motors')).toBe('cafe-motors')
  })
})

describe('contactUsSlug', () => {
  it('drops a trailing department word', () => {
    expect(contactUsSlug('Harbour City Mazda Service')).toBe('harbour-city-mazda')
    expect(contactUsSlug('Harbour City Mazda Sales')).toBe('harbour-city-mazda')
    expect(contactUsSlug('Harbour City Mazda PARTS')).toBe('harbour-city-mazda')
    expect(contactUsSlug('Harbour City Mazda')).toBe('harbour-city-mazda')
  })

  it('drops combined departments', () => {
    expect(contactUsSlug('Harbour City Mazda Service & Parts')).toBe('harbour-city-mazda')
    expect(contactUsSlug('Harbour City Mazda Service and Parts')).toBe('harbour-city-mazda')
    expect(contactUsSlug('Harbour City Mazda Sales & Service')).toBe('harbour-city-mazda')
    expect(contactUsSlug('Harbour City Mazda - Service')).toBe('harbour-city-mazda')
  })

  it('only drops whole trailing words', () => {
    expect(contactUsSlug('Servicemaster Toyota')).toBe('servicemaster-toyota')
    expect(contactUsSlug('Sales Street Motors')).toBe('sales-street-motors')
    expect(contactUsSlug('Motorsales')).toBe('motorsales')
    expect(contactUsSlug('Service')).toBe('service')
  })
})

describe('locationTypeLabel', () => {
  it("reads an empty type as 'Sales'", () => {
    expect(locationTypeLabel(null)).toBe('Sales')
    expect(locationTypeLabel('')).toBe('Sales')
    expect(locationTypeLabel('sales')).toBe('Sales')
  })

  it('words other types', () => {
    expect(locationTypeLabel('service-and-parts')).toBe('Service & Parts')
    expect(locationTypeLabel('service')).toBe('Service')
    expect(locationTypeLabel('sales-and-service')).toBe('Sales & Service')
  })
})

describe('groupLocationsByAddress', () => {
  it('groups locations at the same street and postcode, in order of first appearance', () => {
    const groups = groupLocationsByAddress([
      { id: 1, type: null, address: { street: '1 Smith St', city: 'Brisbane', postcode: '4000' } },
      { id: 2, type: 'other', address: { street: '9 Jones Rd', postcode: '4101' } },
      { id: 3, type: 'service-and-parts', address: { street: '1  smith st.', city: 'BRISBANE', postcode: '4000' } },
      { id: 4, address: { street: '1 Smith St', postcode: '4001' } },
    ])
    expect(groups.map((g) => g.locations.map((l) => l.id))).toEqual([[1, 3], [2], [4]])
    expect(groups[0]!.types).toEqual(['sales', 'service-and-parts'])
    expect(groups[0]!.address.street).toBe('1 Smith St')
  })

  it('does not merge locations without an address', () => {
    const groups = groupLocationsByAddress([
      { id: 1, address: {} },
      { id: 2, address: { street: '', postcode: null } },
    ])
    expect(groups).toHaveLength(2)
  })
})

describe('chooseLocationsLayout', () => {
  it('picks a layout from the number of locations and dealerships', () => {
    expect(chooseLocationsLayout([])).toBe('none')
    expect(chooseLocationsLayout([{ dealershipName: 'A' }])).toBe('hero-map')
    expect(chooseLocationsLayout([{ dealershipName: 'A' }, { dealershipName: 'B' }])).toBe('dealership-carousel')
    expect(chooseLocationsLayout([{ dealershipName: 'A' }, { dealershipName: ' a ' }])).toBe('grid')
    expect(chooseLocationsLayout([{ dealershipName: 'A' }, { dealershipName: null }, { dealershipName: '' }])).toBe('grid')
    expect(chooseLocationsLayout([{}, {}])).toBe('grid')
  })
})

describe('gridColumns and showSwipeHint', () => {
  it('uses one column per location up to three, then four', () => {
    expect([0, 1, 2, 3, 4, 9].map(gridColumns)).toEqual([1, 1, 2, 3, 4, 4])
  })

  it('hints at swiping for one to three locations', () => {
    expect([0, 1, 3, 4].map(showSwipeHint)).toEqual([false, true, true, false])
  })
})

describe('directionsUrl', () => {
  const base = 'https://www.google.com/maps/dir/?api=1&destination='

  it('prefers the place URL', () => {
    expect(directionsUrl({ placeUrl: 'https://maps.app.goo.gl/abc', lat: -27.47, lng: 153.02 })).toBe('https://maps.app.goo.gl/abc')
  })

  it('uses coordinates when both are numbers', () => {
    expect(directionsUrl({ lat: -27.47, lng: 153.02, street: '1 Smith St' })).toBe(`${base}-27.47%2C153.02`)
    expect(directionsUrl({ lat: 0, lng: 0 })).toBe(`${base}0%2C0`)
  })

  it('falls back to the address text', () => {
    expect(directionsUrl({ lat: -27.47, lng: null, street: '1 Smith St', city: 'Brisbane', state: 'QLD', postcode: '4000' })).toBe(
      `${base}1%20Smith%20St%2C%20Brisbane%20QLD%204000`,
    )
    expect(directionsUrl({ city: 'Brisbane', state: 'QLD' })).toBe(`${base}Brisbane%20QLD`)
  })

  it('is null when nothing is usable', () => {
    expect(directionsUrl({})).toBeNull()
    expect(directionsUrl({ placeUrl: ' ', street: '  ', lat: Number.NaN, lng: 1 })).toBeNull()
  })
})

describe('haversineKm', () => {
  it('measures great-circle distance', () => {
    const brisbane = { lat: -27.4698, lng: 153.0251 }
    const sydney = { lat: -33.8688, lng: 151.2093 }
    expect(haversineKm(brisbane, sydney)).toBeCloseTo(732, -1)
    expect(haversineKm(brisbane, brisbane)).toBe(0)
    // A quarter of the way round the equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI * 6371) / 2, 6)
  })
})
