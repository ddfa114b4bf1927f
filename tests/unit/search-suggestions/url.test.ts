import { describe, expect, it } from 'vitest'

import { suggestionState, suggestionUrl, textQueryState, textQueryUrl } from '@/domain/search-suggestions'

describe('suggestion URLs', () => {
  it('a make lands on its path, a model on make/model, a body in the query string', () => {
    expect(suggestionUrl({ facet: 'make', value: 'Toyota' })).toBe('/search/toyota')
    expect(suggestionUrl({ facet: 'make', value: 'Land Rover' })).toBe('/search/land-rover')
    expect(suggestionUrl({ facet: 'make_model', value: 'Toyota > HiLux' })).toBe('/search/toyota/hilux')
    expect(suggestionUrl({ facet: 'body', value: 'suv' })).toBe('/search?refinementList[body][0]=suv')
  })

  it("keeps the form's car type and price, replaces the typed text and a make's other models", () => {
    const base = {
      query: 'toy',
      page: 3,
      refinementList: { car_type: ['used'], make: ['Mazda'], make_model: ['Mazda > CX-5'] },
      range: { price: '10000:40000' },
      sortBy: 'vehicles_price_desc',
    }
    expect(suggestionState(base, { facet: 'make', value: 'Toyota' })).toEqual({
      refinementList: { car_type: ['used'], make: ['Toyota'] },
      range: { price: '10000:40000' },
      sortBy: 'vehicles_price_desc',
    })
    expect(suggestionUrl({ facet: 'make', value: 'Toyota' }, base)).toBe(
      '/search/toyota?refinementList[car_type][0]=used&range[price]=10000:40000&sortBy=vehicles_price_desc',
    )
    expect(suggestionState(base, { facet: 'make_model', value: 'Toyota > HiLux' }).refinementList).toEqual({
      car_type: ['used'],
      make: ['Toyota'],
      make_model: ['Toyota > HiLux'],
    })
    expect(suggestionState(base, { facet: 'make', value: 'Mazda' }).refinementList?.make_model).toEqual(['Mazda > CX-5'])
    expect(suggestionState(base, { facet: 'body', value: 'ute' }).refinementList?.body).toEqual(['ute'])
  })

  it('a typed query searches the text on top of the form', () => {
    expect(textQueryUrl('  hilux  sr5 ')).toBe('/search?query=hilux%20sr5')
    expect(textQueryUrl('')).toBe('/search')
    expect(textQueryUrl('ranger', { refinementList: { car_type: ['used'] } })).toBe('/search/used-cars?query=ranger')
    expect(textQueryState({ query: 'old', page: 2 }, ' ')).toEqual({})
  })
})
