import { describe, expect, it } from 'vitest'

import {
  nearestHeading,
  nextRelaxation,
  refinementKey,
  refinementLabel,
  refinementsOf,
  relaxationSteps,
  searchParamsOf,
  trackRefinementOrder,
  withoutRefinement,
} from '@/domain/search-suggestions'
import type { SearchUiState } from '@/domain/search/routing'

const state: SearchUiState = {
  query: 'sr5',
  refinementList: { make: ['Toyota'], make_model: ['Toyota > HiLux'], body: ['ute'], colour: ['White'], car_type: ['used'] },
  range: { price: '10000:40000' },
}

describe('refinements and their order', () => {
  it('lists refinements in the stable order: narrowest first, query text last', () => {
    expect(refinementsOf(state).map(refinementKey)).toEqual([
      'list:colour:White',
      'range:price:10000:40000',
      'list:body:ute',
      'list:make_model:Toyota > HiLux',
      'list:make:Toyota',
      'list:car_type:used',
      'query',
    ])
  })

  it('keeps the order refinements were applied in; new ones join at the end', () => {
    let order = trackRefinementOrder([], { refinementList: { make: ['Toyota'] } })
    order = trackRefinementOrder(order, { refinementList: { make: ['Toyota'] }, range: { price: ':30000' } })
    order = trackRefinementOrder(order, { query: 'hilux', refinementList: { make: ['Toyota'] }, range: { price: ':30000' } })
    expect(order).toEqual(['list:make:Toyota', 'range:price::30000', 'query'])
    // A changed range is a new refinement; a removed one leaves.
    order = trackRefinementOrder(order, { query: 'hilux', range: { price: ':50000' } })
    expect(order).toEqual(['query', 'range:price::50000'])
  })

  it('refinements arriving together (the address) are ordered so the stable first-to-drop is last', () => {
    expect(trackRefinementOrder([], state).at(-1)).toBe('list:colour:White')
    expect(trackRefinementOrder([], state)[0]).toBe('query')
  })
})

describe('relaxation', () => {
  it('drops the last applied refinement first', () => {
    const s: SearchUiState = { query: 'hilux', refinementList: { make: ['Toyota'] }, range: { price: ':5000' } }
    const next = nextRelaxation(s, ['query', 'range:price::5000', 'list:make:Toyota'])
    expect(next?.dropped).toEqual({ kind: 'list', attribute: 'make', value: 'Toyota' })
    expect(next?.state).toEqual({ query: 'hilux', range: { price: ':5000' } })
  })

  it('without a known order, drops in the stable order with the query text last', () => {
    const steps = relaxationSteps({ query: 'zz', refinementList: { make: ['Toyota'] }, range: { km: ':10000' } }, [], undefined, 5)
    expect(steps.map((s) => s.dropped.at(-1)!.kind === 'query' ? 'query' : refinementKey(s.dropped.at(-1)!))).toEqual([
      'range:km::10000',
      'list:make:Toyota',
      'query',
    ])
    expect(steps.at(-1)!.state).toEqual({})
  })

  it('stops after three steps and accumulates what was dropped', () => {
    const steps = relaxationSteps(state)
    expect(steps).toHaveLength(3)
    expect(steps[2]!.dropped.map(refinementLabel)).toEqual(['Colour: White', 'Price: $10,000 to $40,000', 'Body type: Ute'])
    expect(steps[2]!.state).toEqual({
      query: 'sr5',
      refinementList: { make: ['Toyota'], make_model: ['Toyota > HiLux'], car_type: ['used'] },
    })
  })

  it('a make takes its models with it; the page goes', () => {
    expect(withoutRefinement({ page: 3, refinementList: { make: ['Toyota', 'Mazda'], make_model: ['Toyota > HiLux', 'Mazda > BT-50'] } }, { kind: 'list', attribute: 'make', value: 'Toyota' })).toEqual({
      refinementList: { make: ['Mazda'], make_model: ['Mazda > BT-50'] },
    })
  })

  it('skips a refinement the results UI would put back (a car-type default)', () => {
    const withDefaults = (s: SearchUiState): SearchUiState =>
      s.refinementList?.car_type?.length ? s : { ...s, refinementList: { ...s.refinementList, car_type: ['new'] } }
    const s: SearchUiState = { refinementList: { car_type: ['new'], make: ['Toyota'] } }
    const steps = relaxationSteps(s, ['list:make:Toyota', 'list:car_type:new'], withDefaults)
    expect(steps.map((x) => x.dropped.map(refinementKey))).toEqual([['list:make:Toyota']])
    expect(steps[0]!.state).toEqual({ refinementList: { car_type: ['new'] } })
  })

  it('has nothing to relax without refinements', () => {
    expect(nextRelaxation({})).toBeNull()
    expect(relaxationSteps({ sortBy: 'vehicles_latest' })).toEqual([])
  })
})

describe('labels and parameters', () => {
  it('labels each kind of refinement', () => {
    expect(refinementLabel({ kind: 'list', attribute: 'make', value: 'Toyota' })).toBe('Make: Toyota')
    expect(refinementLabel({ kind: 'list', attribute: 'make_model', value: 'Toyota > HiLux' })).toBe('Model: Toyota HiLux')
    expect(refinementLabel({ kind: 'list', attribute: 'body', value: 'suv' })).toBe('Body type: SUV')
    expect(refinementLabel({ kind: 'list', attribute: 'car_type', value: 'used' })).toBe('Car type: Pre-Owned')
    expect(refinementLabel({ kind: 'list', attribute: 'item_type', value: 'caravan' })).toBe('Type: Caravans')
    expect(refinementLabel({ kind: 'range', attribute: 'price', value: '10000:' })).toBe('Price: from $10,000')
    expect(refinementLabel({ kind: 'range', attribute: 'km', value: ':50000' })).toBe('Kilometres: up to 50,000 km')
    expect(refinementLabel({ kind: 'range', attribute: 'year', value: '2018:2022' })).toBe('Year: 2018 to 2022')
    expect(refinementLabel({ kind: 'query', value: 'sr5' })).toBe('Search: “sr5”')
  })

  it('heads the nearest matches with what was dropped', () => {
    expect(nearestHeading([{ kind: 'list', attribute: 'make', value: 'Toyota' }])).toBe('Nearest matches without Make: Toyota')
    expect(
      nearestHeading([
        { kind: 'list', attribute: 'make', value: 'Toyota' },
        { kind: 'range', attribute: 'price', value: ':5000' },
        { kind: 'query', value: 'x' },
      ]),
    ).toBe('Nearest matches without Make: Toyota, Price: up to $5,000 and Search: “x”')
  })

  it("turns a state into Algolia's search parameters", () => {
    expect(searchParamsOf(state)).toEqual({
      query: 'sr5',
      facetFilters: [['make:Toyota'], ['make_model:Toyota > HiLux'], ['body:ute'], ['colour:White'], ['car_type:used']],
      numericFilters: ['price>=10000', 'price<=40000'],
    })
    expect(searchParamsOf({ refinementList: { colour: ['-Red', 'Blue'] }, range: { km: ':5000' } })).toEqual({
      query: '',
      facetFilters: [['colour:\\-Red', 'colour:Blue']],
      numericFilters: ['km<=5000'],
    })
  })
})
