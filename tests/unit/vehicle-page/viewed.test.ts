import { describe, expect, it } from 'vitest'

import {
  appendViewed,
  favouriteRecord,
  isFavourite,
  parseFavourites,
  parseViewed,
  toggleFavourite,
  viewedRecord,
  type FavouriteVehicle,
  type ViewedVehicle,
} from '@/domain/vehicle-page'

const v = (id: number): ViewedVehicle => ({ id, stocknum: `S${id}`, make: 'Toyota', model: 'Hilux', body: 'Ute', simple_body: 'ute' })
const f = (id: number): FavouriteVehicle => ({ id, name: `Car ${id}`, slug: `car-${id}`, make: 'Mazda', model: 'CX-5', primary_image_url: null })

describe('appendViewed', () => {
  it('appends a new vehicle at the end', () => {
    expect(appendViewed([v(1)], v(2)).map((x) => x.id)).toEqual([1, 2])
  })
  it('once per vehicle: a repeat leaves the list as it was (ids compared as text)', () => {
    const list = [v(1), v(2)]
    expect(appendViewed(list, v(1))).toBe(list)
    expect(appendViewed(list, { ...v(2), id: '2' })).toBe(list)
  })
  it('does not change the list it was given', () => {
    const list = [v(1)]
    appendViewed(list, v(2))
    expect(list).toHaveLength(1)
  })
  it('an optional cap drops the oldest', () => {
    expect(appendViewed([v(1), v(2), v(3)], v(4), 3).map((x) => x.id)).toEqual([2, 3, 4])
  })
})

describe('toggleFavourite', () => {
  it('adds, then removes', () => {
    const once = toggleFavourite([], f(1))
    expect(once).toEqual([f(1)])
    expect(isFavourite(once, 1)).toBe(true)
    const twice = toggleFavourite(once, f(1))
    expect(twice).toEqual([])
    expect(isFavourite(twice, 1)).toBe(false)
  })
  it('keeps the others in order', () => {
    expect(toggleFavourite([f(1), f(2), f(3)], f(2)).map((x) => x.id)).toEqual([1, 3])
  })
})

describe('records and storage', () => {
  it('records carry only the spec fields', () => {
    const car = { id: 9, stocknum: 'U9', make: 'Kia', model: 'Seltos', body: 'SUV', simple_body: 'suv', price: 1, slug: 'kia', name: 'Kia Seltos', primary_image_url: 'x' }
    expect(Object.keys(viewedRecord(car)).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum'])
    expect(Object.keys(favouriteRecord(car)).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'slug'])
  })
  it('round-trips through storage', () => {
    expect(parseViewed(JSON.stringify([v(1), v(2)]))).toEqual([v(1), v(2)])
    expect(parseFavourites(JSON.stringify([f(1)]))).toEqual([f(1)])
  })
  it('survives corrupt storage and drops malformed entries and repeats', () => {
    for (const raw of [null, '', '{', '"x"', '{"a":1}']) {
      expect(parseViewed(raw)).toEqual([])
      expect(parseFavourites(raw)).toEqual([])
    }
    expect(parseViewed(JSON.stringify([v(1), { id: 2 }, null, [3], v(1), { ...v(4), stocknum: 5 }])).map((x) => [x.id, x.stocknum])).toEqual([
      [1, 'S1'],
      [4, null],
    ])
    expect(parseFavourites(JSON.stringify([{ ...f(1), slug: undefined }, f(2)])).map((x) => x.id)).toEqual([2])
  })
})
