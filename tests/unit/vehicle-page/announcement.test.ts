import { describe, expect, it } from 'vitest'

import { announcement, primaryLocation, sameCity } from '@/domain/vehicle-page'

const main = { primary: true, address: { street: '1 Ruthven St', city: 'Toowoomba', state: 'QLD', postcode: '4350' } }
const branch = { primary: false, address: { street: '5 Main St', city: 'Gold  Coast', state: 'QLD', postcode: '4217', placeUrl: 'https://maps.example/branch' } }

describe('announcement', () => {
  it('Located at {city} when the car is elsewhere, with directions to the car', () => {
    expect(announcement(branch, main)).toEqual({ text: 'Located at Gold Coast', city: 'Gold Coast', directionsUrl: 'https://maps.example/branch' })
  })
  it('directions fall back to the address', () => {
    const a = announcement({ address: { street: '9 Hill Rd', city: 'Dalby', state: 'QLD', postcode: '4405' } }, main)
    expect(a?.directionsUrl).toBe('https://www.google.com/maps/dir/?api=1&destination=' + encodeURIComponent('9 Hill Rd, Dalby QLD 4405'))
  })
  it('no bar in the same city, ignoring case and spaces', () => {
    expect(announcement({ address: { city: ' toowoomba ' } }, main)).toBeNull()
    expect(sameCity('Gold  Coast', 'gold coast')).toBe(true)
    expect(sameCity('Gold Coast', 'Goldcoast')).toBe(false)
  })
  it('no bar without a primary location or a car city', () => {
    expect(announcement(branch, null)).toBeNull()
    expect(announcement(branch, { primary: true, address: { city: '' } })).toBeNull()
    expect(announcement({ address: { city: '  ' } }, main)).toBeNull()
    expect(announcement(null, main)).toBeNull()
  })
})

describe('primaryLocation', () => {
  it('the first marked primary, else null', () => {
    expect(primaryLocation([branch, main])).toBe(main)
    expect(primaryLocation([branch])).toBeNull()
    expect(primaryLocation(undefined)).toBeNull()
  })
})
