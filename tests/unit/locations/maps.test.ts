import { describe, expect, it } from 'vitest'

import { GOOGLE_EMBED_PLACE_URL, mapFor, mapQuery } from '@/lib/maps'

const southport = {
  name: 'Southport',
  address: { street: '120 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215', lat: -27.9676, lng: 153.4138, placeId: null },
}
const google = { mapProvider: 'google-embed', mapKey: 'AIza_test-KEY' }

describe('mapFor', () => {
  it('is the static card without a provider or without a key', () => {
    expect(mapFor({ mapProvider: 'none', mapKey: 'AIza' }, southport)).toEqual({ kind: 'static' })
    expect(mapFor({ mapProvider: 'google-embed', mapKey: '' }, southport)).toEqual({ kind: 'static' })
    expect(mapFor({ mapProvider: 'google-embed', mapKey: '   ' }, southport)).toEqual({ kind: 'static' })
    expect(mapFor({}, southport)).toEqual({ kind: 'static' })
  })

  it('embeds a Google place map with the key and the coordinates', () => {
    const map = mapFor(google, southport)
    expect(map.kind).toBe('embed')
    const url = new URL((map as { src: string }).src)
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_EMBED_PLACE_URL)
    expect(url.searchParams.get('key')).toBe('AIza_test-KEY')
    expect(url.searchParams.get('q')).toBe('-27.9676,153.4138')
    expect(url.searchParams.get('zoom')).toBe('15')
  })

  it('uses the place id first, and the address when there are no coordinates', () => {
    const withPlace = { ...southport, address: { ...southport.address, placeId: 'ChIJabc' } }
    expect(new URL((mapFor(google, withPlace) as { src: string }).src).searchParams.get('q')).toBe('place_id:ChIJabc')
    const noCoords = { ...southport, address: { ...southport.address, lat: null, lng: null } }
    expect(new URL((mapFor(google, noCoords) as { src: string }).src).searchParams.get('q')).toBe('120 Marine Parade, Southport QLD 4215, Australia')
  })

  it('is the static card when there is nothing to point the map at', () => {
    expect(mapFor(google, { name: 'Nowhere', address: {} })).toEqual({ kind: 'static' })
  })

  it('escapes what it puts in the URL', () => {
    const odd = { name: 'x', address: { street: '1 A&B St #2', city: 'Q?', lat: null, lng: null } }
    const src = (mapFor(google, odd) as { src: string }).src
    expect(src).not.toContain('&B')
    expect(new URL(src).searchParams.get('q')).toBe('1 A&B St #2, Q?, Australia')
  })
})

describe('mapQuery', () => {
  it('ignores coordinates that are not numbers', () => {
    expect(mapQuery({ lat: Number.NaN, lng: 153, city: 'Southport' })).toBe('Southport, Australia')
  })
})
