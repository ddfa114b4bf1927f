import { describe, expect, it } from 'vitest'

import {
  addressLines,
  blockLayout,
  contactUsLocations,
  dealershipLocations,
  departmentOptions,
  detailLocation,
  filterByTypes,
  initialDepartment,
  licenceLines,
  sameAddress,
  telHref,
} from '@/components/locations/select'

type L = { id: number; name: string; type: string; typeLabel: string; primary: boolean; dealershipName: string | null; dealershipSlug: string | null; address: { street: string | null; city: string | null; state: string | null; postcode: string | null } }
const at = (street: string, postcode = '4215') => ({ street, city: 'Southport', state: 'QLD', postcode })
const sales: L = { id: 1, name: 'Harbour City Southport', type: 'sales', typeLabel: 'Sales', primary: true, dealershipName: 'Harbour City Toyota', dealershipSlug: 'harbour-city-toyota', address: at('120 Marine Parade') }
const service: L = { id: 2, name: 'Harbour City Southport Service', type: 'service', typeLabel: 'Service', primary: false, dealershipName: 'Harbour City Toyota', dealershipSlug: 'harbour-city-toyota', address: at('120 marine parade') }
const tweed: L = { id: 3, name: 'Harbour City Tweed Heads', type: 'sales', typeLabel: 'Sales', primary: false, dealershipName: 'Harbour City Kia', dealershipSlug: 'harbour-city-kia', address: at('45 Wharf Street', '2485') }
const tweedService: L = { id: 4, name: 'Harbour City Tweed Heads Service', type: 'service-and-parts', typeLabel: 'Service & Parts', primary: false, dealershipName: 'Harbour City Kia', dealershipSlug: 'harbour-city-kia', address: at('12 Enterprise Avenue', '2486') }
const all = [sales, service, tweed, tweedService]

describe('blockLayout', () => {
  it('follows the rule on auto: one → hero map, several dealerships → carousel, else grid', () => {
    expect(blockLayout('auto', [sales])).toBe('hero-map')
    expect(blockLayout('auto', all)).toBe('carousel')
    expect(blockLayout(null, [sales, service])).toBe('grid')
  })
  it('keeps a forced layout, and is null without locations (the block renders nothing)', () => {
    expect(blockLayout('grid', all)).toBe('grid')
    expect(blockLayout('carousel', [sales])).toBe('carousel')
    expect(blockLayout('grid', [])).toBeNull()
    expect(blockLayout('auto', [])).toBeNull()
  })
})

describe('filterByTypes', () => {
  it('keeps every type for an empty filter', () => {
    expect(filterByTypes(all, [])).toHaveLength(4)
    expect(filterByTypes(all, null)).toHaveLength(4)
    expect(filterByTypes(all, ['service', 'service-and-parts']).map((l) => l.id)).toEqual([2, 4])
  })
})

describe('detailLocation', () => {
  it('takes the chosen location only when it is one of these', () => {
    expect(detailLocation(all, { locationId: 3 })?.id).toBe(3)
    expect(detailLocation(all, { locationId: 99, type: 'sales' })).toBeNull()
  })
  it('otherwise takes the primary location of the type, else its first', () => {
    expect(detailLocation(all, { type: 'service' })?.id).toBe(2)
    expect(detailLocation(all, {})?.id).toBe(1)
    expect(detailLocation([tweed, sales], { type: 'sales' })?.id).toBe(1)
    expect(detailLocation([sales, tweed], { type: 'parts' })).toBeNull()
  })
  it('falls back to a related type: a service and parts centre serves a service block', () => {
    expect(detailLocation(all, { type: 'parts' })?.id).toBe(4)
    expect(detailLocation([sales, service], { type: 'service-and-parts' })?.id).toBe(2)
    expect(detailLocation(all, { type: 'service-and-parts' })?.id).toBe(4)
    expect(detailLocation([service], { type: 'sales' })).toBeNull()
  })
})

describe('departments at one address', () => {
  it('groups the locations of an address, the given one first', () => {
    expect(sameAddress(all, service).map((l) => l.id)).toEqual([2, 1])
    expect(sameAddress(all, tweed).map((l) => l.id)).toEqual([3])
  })
  it('labels options by type, adding the name when two share a type', () => {
    expect(departmentOptions([sales, service])).toEqual([
      { id: 1, label: 'Sales' },
      { id: 2, label: 'Service' },
    ])
    expect(departmentOptions([sales, tweed])[1]).toEqual({ id: 3, label: 'Sales: Harbour City Tweed Heads' })
  })
  it('selects the preferred department, else the first; a single option is selected by itself', () => {
    const options = departmentOptions([sales, service])
    expect(initialDepartment(options, 2)).toBe(2)
    expect(initialDepartment(options, 42)).toBe(1)
    expect(initialDepartment([{ id: 9, label: 'Service' }])).toBe(9)
    expect(initialDepartment([])).toBeNull()
  })
})

describe('contactUsLocations', () => {
  it('finds every department of a site by the name without Sales/Service/Parts, sales first', () => {
    expect(contactUsLocations([service, sales, tweed], 'harbour-city-southport').map((l) => l.id)).toEqual([1, 2])
    expect(contactUsLocations(all, 'HARBOUR-CITY-TWEED-HEADS').map((l) => l.id)).toEqual([3, 4])
    expect(contactUsLocations(all, 'nowhere')).toEqual([])
  })
})

describe('dealershipLocations', () => {
  it("matches the dealership record's slug", () => {
    expect(dealershipLocations(all, 'harbour-city-kia').map((l) => l.id)).toEqual([3, 4])
    expect(dealershipLocations(all, ' Harbour-City-Kia ').map((l) => l.id)).toEqual([3, 4])
    expect(dealershipLocations(all, 'harbour-city')).toEqual([])
  })
})

describe('display text', () => {
  it('writes an address in two lines, leaving out what is missing', () => {
    expect(addressLines(at('120 Marine Parade'))).toEqual(['120 Marine Parade', 'Southport QLD 4215'])
    expect(addressLines({ street: null, city: 'Dubbo', state: 'NSW', postcode: null })).toEqual(['Dubbo NSW'])
  })
  it('labels licences the way each state does, without repeating a label already in the number', () => {
    expect(licenceLines({ dealerLicenceNumber: 'LMCT 11923', repairerLicenceNumber: null, address: { ...at('x'), state: 'VIC' } as never })).toEqual([{ label: 'LMCT', number: '11923' }])
    expect(licenceLines({ dealerLicenceNumber: 'NSW MD045821', repairerLicenceNumber: 'MVRL 51234', address: { ...at('x'), state: 'NSW' } as never })).toEqual([
      { label: 'Dealer Licence', number: 'NSW MD045821' },
      { label: 'MVRL', number: '51234' },
    ])
    expect(licenceLines({ dealerLicenceNumber: null, repairerLicenceNumber: 'MVR 80412', address: at('x') as never })).toEqual([{ label: 'Repairer Licence', number: 'MVR 80412' }])
  })
  it('dials digits only', () => {
    expect(telHref('(07) 5550 1010')).toBe('tel:0755501010')
    expect(telHref('+61 7 5550 1010')).toBe('tel:+61755501010')
  })
})
