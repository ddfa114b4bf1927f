import { describe, expect, it } from 'vitest'

import {
  clampPrice,
  heroSearchUrl,
  moneyInputText,
  moneyText,
  parseMoney,
  PRICE_PICKS,
  priceBounds,
  priceRefinement,
} from '@blocks/HeroSearch/heroSearchUrl'

const bounds = priceBounds()

describe('hero search URL', () => {
  it('links a car type alone to its car-type path', () => {
    expect(heroSearchUrl({ carTypes: ['used'] })).toBe('/search/used-cars')
    expect(heroSearchUrl({ carTypes: ['new'] })).toBe('/search/new-cars')
    expect(heroSearchUrl({ carTypes: ['demo'] })).toBe('/search/demo-cars')
  })

  it("links 'New / Demo' to /search/new-and-demo-cars, in either order", () => {
    expect(heroSearchUrl({ carTypes: ['new', 'demo'] })).toBe('/search/new-and-demo-cars')
    expect(heroSearchUrl({ carTypes: ['demo', 'new'] })).toBe('/search/new-and-demo-cars')
  })

  it('links All with nothing chosen to the search page itself', () => {
    expect(heroSearchUrl({ carTypes: [] })).toBe('/search')
  })

  it('puts a make in the path and the car type in the query string', () => {
    expect(heroSearchUrl({ carTypes: ['used'], make: 'Toyota' })).toBe('/search/toyota?refinementList[car_type][0]=used')
    expect(heroSearchUrl({ carTypes: [], make: 'Land Rover' })).toBe('/search/land-rover')
  })

  it('puts a make and one of its models in the path', () => {
    expect(heroSearchUrl({ carTypes: [], make: 'Toyota', model: 'Toyota > HiLux' })).toBe('/search/toyota/hilux')
    expect(heroSearchUrl({ carTypes: ['new', 'demo'], make: 'Mazda', model: 'Mazda > CX-5' })).toBe(
      '/search/mazda/cx-5?refinementList[car_type][0]=new&refinementList[car_type][1]=demo',
    )
  })

  it('adds body and location refinements to the query string', () => {
    expect(heroSearchUrl({ carTypes: ['used'], body: 'suv', location: 'Harbour City Toyota' })).toBe(
      '/search/used-cars?refinementList[body][0]=suv&refinementList[location_name][0]=Harbour%20City%20Toyota',
    )
  })

  it('adds a price range and sorts by price, highest first', () => {
    expect(heroSearchUrl({ carTypes: ['used'], make: 'Toyota', price: { min: 10000, max: 40000 } })).toBe(
      '/search/toyota?refinementList[car_type][0]=used&range[price]=10000:40000&sortBy=vehicles_price_desc',
    )
  })

  it('leaves out a price side at the end of the slider, and the whole range when both are', () => {
    expect(heroSearchUrl({ carTypes: [], price: { min: 5000, max: 30000 } })).toBe('/search?range[price]=:30000&sortBy=vehicles_price_desc')
    expect(heroSearchUrl({ carTypes: [], price: { min: 20000, max: 250000 } })).toBe('/search?range[price]=20000:&sortBy=vehicles_price_desc')
    expect(heroSearchUrl({ carTypes: ['used'], price: { min: 5000, max: 250000 } })).toBe('/search/used-cars')
  })

  it('ignores blank choices', () => {
    expect(heroSearchUrl({ carTypes: ['used'], make: '', model: ' ', body: null, location: undefined })).toBe('/search/used-cars')
  })
})

describe('hero price range', () => {
  it('slides from 5,000 to 250,000 in steps of 500', () => {
    expect(bounds).toEqual({ min: 5000, max: 250000, step: 500 })
  })

  it('reaches the highest luxury pick', () => {
    expect(priceBounds(PRICE_PICKS.luxury)).toEqual({ min: 5000, max: 800000, step: 500 })
    expect(PRICE_PICKS.standard[0]).toBe(5000)
    expect(PRICE_PICKS.standard.at(-1)).toBe(70000)
    expect(PRICE_PICKS.luxury[0]).toBe(300000)
  })

  it('keeps min below max by at least one step, the other side giving way', () => {
    expect(clampPrice({ min: 40000, max: 30000 }, 'min', bounds)).toEqual({ min: 40000, max: 40500 })
    expect(clampPrice({ min: 40000, max: 30000 }, 'max', bounds)).toEqual({ min: 29500, max: 30000 })
    expect(clampPrice({ min: 250000, max: 250000 }, 'min', bounds)).toEqual({ min: 249500, max: 250000 })
    expect(clampPrice({ min: 5000, max: 5000 }, 'max', bounds)).toEqual({ min: 5000, max: 5500 })
  })

  it('snaps to the step and clamps to the ends', () => {
    expect(clampPrice({ min: 12345, max: 300000 }, 'min', bounds)).toEqual({ min: 12500, max: 250000 })
    expect(clampPrice({ min: 100, max: 20260 }, 'max', bounds)).toEqual({ min: 5000, max: 20500 })
  })

  it('treats the slider ends as no limit', () => {
    expect(priceRefinement({ min: 5000, max: 250000 }, bounds)).toEqual({})
    expect(priceRefinement({ min: 7000, max: 250000 }, bounds)).toEqual({ min: 7000 })
    expect(priceRefinement(null, bounds)).toEqual({})
  })

  it('formats and reads money', () => {
    expect(moneyText(25000)).toBe('$25,000')
    expect(moneyInputText(250000)).toBe('250,000')
    expect(parseMoney('$25,000')).toBe(25000)
    expect(parseMoney('25000.75')).toBe(25000)
    expect(parseMoney('abc')).toBeNull()
  })
})
