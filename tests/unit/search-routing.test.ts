import { describe, expect, it } from 'vitest'

import {
  emptyDictionary,
  learnPathNames,
  normaliseState,
  parsePathSegments,
  parseSearchQuery,
  parseSearchUrl,
  searchUrl,
  segmentsBelow,
  withoutMake,
  withRefinement,
  type PathDictionary,
  type RouteOptions,
  type SearchUiState,
} from '@/domain/search/routing'
import { searchHeading } from '@/lib/search/uiHeading'
import * as ssrToken from '@/lib/search/ssrToken'
import * as searchClient from '@blocks/SearchResults/searchClient'

const dictionary = (): PathDictionary => ({
  makes: { toyota: 'Toyota', 'land-rover': 'Land Rover', mazda: 'Mazda' },
  models: { 'toyota/hilux': 'Toyota > HiLux', 'mazda/cx-5': 'Mazda > CX-5' },
  locations: { 'harbour-city-toyota': 'Harbour City Toyota' },
  dealerships: { 'harbour-city-kia-ford': 'Harbour City Kia & Ford', 'harbour-city-toyota': 'Harbour City Toyota Group' },
})
const search = (d = dictionary()): RouteOptions => ({ basePath: '/search', pathSegments: true, defaultSort: 'vehicles', dictionary: d })
const offers: RouteOptions = { basePath: '/special-offers', pathSegments: false, defaultSort: 'vehicles', dictionary: emptyDictionary() }

/** URL → state → URL gives the same URL; state → URL → state gives the same state. */
function roundTrip(state: SearchUiState, options = search()) {
  const url = searchUrl(state, options)
  const [path, query = ''] = url.split('?')
  const back = parseSearchUrl(path!, query, options)
  expect(back).toEqual(normaliseState(state))
  expect(searchUrl(back!, options)).toBe(url)
  return url
}

describe('path refinements', () => {
  it('reads car-type slugs first, then locations, then makes, then make/model', () => {
    const d = dictionary()
    expect(parsePathSegments([], d)).toEqual({})
    expect(parsePathSegments(['used-cars'], d)).toEqual({ car_type: ['used'] })
    expect(parsePathSegments(['new-and-demo-cars'], d)).toEqual({ car_type: ['new', 'demo'] })
    expect(parsePathSegments(['new-used-and-demo-cars'], d)).toEqual({})
    expect(parsePathSegments(['harbour-city-toyota'], d)).toEqual({ location_name: ['Harbour City Toyota'] })
    expect(parsePathSegments(['toyota'], d)).toEqual({ make: ['Toyota'] })
    expect(parsePathSegments(['Toyota', 'HiLux'], d)).toEqual({ make: ['Toyota'], make_model: ['Toyota > HiLux'] })
  })

  it("reads a dealer group's dealership slug as its rooftop, a location of the same slug first", () => {
    const d = dictionary()
    expect(parsePathSegments(['harbour-city-kia-ford'], d)).toEqual({ dealership_name: ['Harbour City Kia & Ford'] })
    expect(parsePathSegments(['harbour-city-toyota'], d)).toEqual({ location_name: ['Harbour City Toyota'] })
    expect(parsePathSegments(['harbour-city-kia-ford'], emptyDictionary())).toBeNull()
  })

  it('writes one dealership in the path, and one a location shadows in the query string', () => {
    expect(roundTrip({ refinementList: { dealership_name: ['Harbour City Kia & Ford'] } })).toBe('/search/harbour-city-kia-ford')
    expect(roundTrip({ refinementList: { dealership_name: ['Harbour City Toyota Group'] } })).toBe(
      '/search?refinementList[dealership_name][0]=Harbour%20City%20Toyota%20Group',
    )
    // A make and a car type go in the path first; the dealership then rides in the query string.
    expect(roundTrip({ refinementList: { make: ['Toyota'], dealership_name: ['Harbour City Kia & Ford'] } })).toBe(
      '/search/toyota?refinementList[dealership_name][0]=Harbour%20City%20Kia%20%26%20Ford',
    )
    expect(roundTrip({ refinementList: { location_name: ['Harbour City Toyota'], dealership_name: ['Harbour City Kia & Ford'] } })).toBe(
      '/search/harbour-city-toyota?refinementList[dealership_name][0]=Harbour%20City%20Kia%20%26%20Ford',
    )
  })

  it('knows nothing of unknown segments (the route answers 404)', () => {
    const d = dictionary()
    expect(parsePathSegments(['xyz-segment'], d)).toBeNull()
    expect(parsePathSegments(['toyota', 'corolla'], d)).toBeNull()
    expect(parsePathSegments(['used-cars', 'toyota'], d)).toBeNull()
    expect(parsePathSegments(['a', 'b', 'c'], d)).toBeNull()
    expect(parseSearchUrl('/search/xyz-segment', '', search())).toBeNull()
  })

  it('skips the internal /{host} rewrite prefix', () => {
    expect(segmentsBelow('/search/toyota/hilux', '/search')).toEqual(['toyota', 'hilux'])
    expect(segmentsBelow('/harbour-city.localhost/search/toyota', '/search')).toEqual(['toyota'])
    expect(segmentsBelow('/search', '/search')).toEqual([])
    expect(segmentsBelow('/special-offers', '/search')).toEqual([])
  })
})

describe('state → URL', () => {
  it('writes one make (and one of its models) in the path, the rest in the query string', () => {
    expect(
      searchUrl(
        {
          refinementList: { make: ['Toyota'], body: ['ute'] },
          range: { price: '10000:40000' },
          page: 2,
          sortBy: 'vehicles_price_asc',
          query: 'sr5',
        },
        search(),
      ),
    ).toBe('/search/toyota?refinementList[body][0]=ute&range[price]=10000:40000&page=2&sortBy=vehicles_price_asc&query=sr5')
    expect(searchUrl({ refinementList: { make: ['Toyota'], make_model: ['Toyota > HiLux'] } }, search())).toBe('/search/toyota/hilux')
    expect(searchUrl({ refinementList: { make: ['Toyota', 'Mazda'] } }, search())).toBe(
      '/search?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda',
    )
  })

  it('writes a car type with a slug in the path when no single make takes it', () => {
    expect(searchUrl({ refinementList: { car_type: ['used'] } }, search())).toBe('/search/used-cars')
    expect(searchUrl({ refinementList: { car_type: ['demo', 'new'] } }, search())).toBe('/search/new-and-demo-cars')
    expect(searchUrl({ refinementList: { car_type: ['used', 'demo'] } }, search())).toBe(
      '/search?refinementList[car_type][0]=used&refinementList[car_type][1]=demo',
    )
    expect(searchUrl({ refinementList: { car_type: ['used'], make: ['Mazda'] } }, search())).toBe(
      '/search/mazda?refinementList[car_type][0]=used',
    )
  })

  it('writes a known location in the path', () => {
    expect(searchUrl({ refinementList: { location_name: ['Harbour City Toyota'] } }, search())).toBe('/search/harbour-city-toyota')
  })

  it('leaves the default sort, page 1 and empty values out', () => {
    expect(searchUrl({ sortBy: 'vehicles', page: 1, query: '  ', refinementList: { make: [] } }, search())).toBe('/search')
  })

  it('keeps everything in the query string off /search', () => {
    expect(searchUrl({ refinementList: { make: ['Toyota'] }, page: 3 }, offers)).toBe(
      '/special-offers?refinementList[make][0]=Toyota&page=3',
    )
  })
})

describe('round trips', () => {
  it.each<[string, SearchUiState]>([
    ['nothing', {}],
    ['a make', { refinementList: { make: ['Toyota'] } }],
    ['a make and model', { refinementList: { make: ['Toyota'], make_model: ['Toyota > HiLux'] } }],
    [
      'a make, two models and a car type',
      { refinementList: { car_type: ['used'], make: ['Toyota'], make_model: ['Toyota > HiLux', 'Toyota > RAV4'] } },
    ],
    ['a car type', { refinementList: { car_type: ['new', 'demo'] } }],
    ['a location and a body', { refinementList: { location_name: ['Harbour City Toyota'], body: ['suv', 'ute'] } }],
    [
      'ranges, page, sort and query',
      { range: { price: '10000:40000', km: ':50000', year: '2018:' }, page: 4, sortBy: 'vehicles_latest', query: 'sr5 4x4' },
    ],
    [
      'values needing escapes',
      { refinementList: { colour: ['Black & White', 'Red/Blue'], make: ['Land Rover', 'Ssangyong'] }, query: 'a+b=c?' },
    ],
  ])('%s', (_name, state) => {
    roundTrip(state)
    roundTrip(state, offers)
  })

  it('reads back a make and model the browser wrote without the server knowing them', () => {
    const d = emptyDictionary()
    const state: SearchUiState = { refinementList: { make: ['Great Wall'], make_model: ['Great Wall > Cannon'] } }
    const url = searchUrl(learnPathNames(d, state) && state, search(d))
    expect(url).toBe('/search/great-wall/cannon')
    expect(parseSearchUrl(url, '', search(d))).toEqual(state)
  })
})

describe('URL → state', () => {
  it('merges a path value repeated in the query string, and reads the brief shorthand', () => {
    expect(parseSearchUrl('/search/toyota', 'refinementList[make][0]=Toyota&refinementList[make][1]=Mazda', search())).toEqual({
      refinementList: { make: ['Toyota', 'Mazda'] },
    })
    expect(parseSearchUrl('/search', 'item_type=caravan', search())).toEqual({ refinementList: { item_type: ['caravan'] } })
  })

  it('reads encoded brackets the way qs writes them', () => {
    expect(parseSearchQuery('refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=10000%3A40000', 'vehicles')).toEqual({
      refinementList: { make: ['Toyota'] },
      range: { price: '10000:40000' },
    })
  })

  it('drops what it cannot trust: unknown attributes and sorts, bad pages and ranges', () => {
    expect(
      parseSearchQuery(
        'refinementList[tenant_id][0]=2&range[vehicle_id]=1:2&range[price]=abc&sortBy=drop_table&page=-1&page=0&utm_source=x',
        'vehicles',
      ),
    ).toEqual({})
    expect(parseSearchQuery('range[price]=5000.9:&page=3000', 'vehicles')).toEqual({ range: { price: '5000:' } })
  })

  it('a range resets when the URL has no value for it', () => {
    const before = parseSearchUrl('/search', 'range[price]=10000:40000', search())
    expect(before?.range).toEqual({ price: '10000:40000' })
    expect(parseSearchUrl('/search', '', search())?.range).toBeUndefined()
  })
})

describe('changing a filter', () => {
  const state: SearchUiState = {
    refinementList: { make: ['Toyota', 'Mazda'], make_model: ['Toyota > HiLux', 'Mazda > CX-5'] },
    page: 3,
    query: 'sr5',
  }

  it('removes the page and keeps the rest', () => {
    const next = withRefinement(state, 'car_type', ['used'])
    expect(next.page).toBeUndefined()
    expect(next.query).toBe('sr5')
    expect(searchUrl(next, search())).toBe(
      '/search/used-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda&refinementList[make_model][0]=Toyota%20%3E%20HiLux&refinementList[make_model][1]=Mazda%20%3E%20CX-5&query=sr5',
    )
    expect(withRefinement(state, 'car_type', []).refinementList?.car_type).toBeUndefined()
  })

  it('deselecting a make drops its models, and the path follows', () => {
    const next = withoutMake(state, 'Mazda')
    expect(next).toEqual({ refinementList: { make: ['Toyota'], make_model: ['Toyota > HiLux'] }, query: 'sr5' })
    expect(searchUrl(next, search())).toBe('/search/toyota/hilux?query=sr5')
    expect(searchUrl(withoutMake(next, 'Toyota'), search())).toBe('/search?query=sr5')
  })
})

describe('headings', () => {
  const h = (state: SearchUiState, usedOnly = false) => searchHeading(state, { fallback: 'Search Our Stock', usedOnly })
  it('names what the address refines', () => {
    expect(h({})).toBe('Search Our Stock')
    expect(h({ refinementList: { car_type: ['used'] } })).toBe('Used cars for sale')
    expect(h({ refinementList: { car_type: ['new', 'demo'] } })).toBe('New and demo cars for sale')
    expect(h({ refinementList: { make: ['Toyota'] } })).toBe('Toyota cars for sale')
    expect(h({ refinementList: { make: ['Toyota'], make_model: ['Toyota > HiLux'] } }, true)).toBe('Used Toyota HiLux for sale')
    expect(h({ refinementList: { location_name: ['Broken Hill'] } })).toBe('Cars for sale at Broken Hill')
    expect(h({ refinementList: { dealership_name: ['Harbour City Kia & Ford'], car_type: ['used'] } })).toBe('Used cars for sale at Harbour City Kia & Ford')
    expect(h({ refinementList: { dealership_name: ['Harbour City Kia & Ford'], location_name: ['Tweed Heads'] } })).toBe('Cars for sale at Tweed Heads')
    expect(h({ refinementList: { dealership_name: ['A', 'B'] } })).toBe('Search Our Stock')
    expect(h({ refinementList: { make: ['Toyota', 'Mazda'], body: ['ute'] } })).toBe('Search Our Stock')
  })
})

describe('server render of the results', () => {
  it('names the dealer with the headers the endpoint verifies', () => {
    // searchClient.ts writes them out to keep node:crypto out of the browser bundle.
    expect(searchClient.SSR_HOST_HEADER).toBe(ssrToken.SSR_HOST_HEADER)
    expect(searchClient.SSR_TOKEN_HEADER).toBe(ssrToken.SSR_TOKEN_HEADER)
  })
})
