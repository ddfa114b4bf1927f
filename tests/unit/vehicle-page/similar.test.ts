import { describe, expect, it } from 'vitest'

import { record } from '../domain/fixtures'
import { matchesSimilarQuery, pickSimilar, similarCarsQuery, similarPriceBand, SIMILAR_LIMIT } from '@/domain/vehicle-page'

const car = record({ id: 1, price: 30000, body: 'SUV', make: 'Toyota', model: 'RAV4' })
let nextId = 100
const cand = (o: Parameters<typeof record>[0] = {}) => record({ id: nextId++, price: 30000, body: 'SUV', make: 'Mazda', model: 'CX-5', ...o })

describe('similarPriceBand', () => {
  it('±10000 below 50000, ±25000 from 50000 up', () => {
    expect(similarPriceBand(49999)).toBe(10000)
    expect(similarPriceBand(50000)).toBe(25000)
    expect(similarPriceBand(120000)).toBe(25000)
  })
})

describe('similarCarsQuery', () => {
  it('in stock, own id excluded, the price band', () => {
    expect(similarCarsQuery(car)).toEqual({ status: 'in_stock', excludeId: 1, minPrice: 20000, maxPrice: 40000, body: null, itemType: 'car' })
    expect(similarCarsQuery({ ...car, price: 60000 })).toMatchObject({ minPrice: 35000, maxPrice: 85000 })
  })
  it('the same body only where the tenant says so', () => {
    expect(similarCarsQuery(car, { sameBody: true }).body).toBe('SUV')
    expect(similarCarsQuery({ ...car, body: '  ' }, { sameBody: true }).body).toBeNull()
  })
  it('the lower bound stops at 0; no price means no band', () => {
    expect(similarCarsQuery({ ...car, price: 4000 })).toMatchObject({ minPrice: 0, maxPrice: 14000 })
    expect(similarCarsQuery({ ...car, price: 0 })).toMatchObject({ minPrice: null, maxPrice: null })
    expect(similarCarsQuery({ id: 2, price: null })).toMatchObject({ minPrice: null, maxPrice: null })
  })
})

describe('matchesSimilarQuery', () => {
  it('keeps to the vehicle’s own kind: a caravan’s similar vehicles are caravans', () => {
    const caravan = similarCarsQuery({ ...car, itemType: 'caravan' })
    expect(caravan.itemType).toBe('caravan')
    expect(matchesSimilarQuery({ ...cand(), itemType: 'caravan' }, caravan)).toBe(true)
    expect(matchesSimilarQuery({ ...cand(), itemType: 'car' }, caravan)).toBe(false)
    expect(matchesSimilarQuery(cand(), caravan)).toBe(false)
    expect(matchesSimilarQuery({ ...cand(), itemType: 'caravan' }, similarCarsQuery(car))).toBe(false)
  })
  const q = similarCarsQuery(car, { sameBody: true })
  it('bounds are inclusive', () => {
    expect(matchesSimilarQuery(cand({ price: 20000 }), q)).toBe(true)
    expect(matchesSimilarQuery(cand({ price: 40000 }), q)).toBe(true)
    expect(matchesSimilarQuery(cand({ price: 19999 }), q)).toBe(false)
    expect(matchesSimilarQuery(cand({ price: 40001 }), q)).toBe(false)
  })
  it('body compares without case', () => {
    expect(matchesSimilarQuery(cand({ body: 'suv' }), q)).toBe(true)
    expect(matchesSimilarQuery(cand({ body: 'Sedan' }), q)).toBe(false)
  })
  it('own id (as number or string) and cars not in stock are out', () => {
    expect(matchesSimilarQuery({ ...cand(), id: '1' }, q)).toBe(false)
    expect(matchesSimilarQuery(cand({ status: 'coming_soon' }), q)).toBe(false)
    expect(matchesSimilarQuery(cand({ status: 'sold' }), q)).toBe(false)
  })
})

describe('pickSimilar', () => {
  it('filters, puts the same model first, de-duplicates and cuts to 6', () => {
    const a = cand()
    const b = cand({ make: 'Toyota', model: 'rav4 ' })
    const c = cand({ status: 'sold' })
    const d = cand({ price: 90000 })
    const e = cand()
    const self = { ...cand(), id: 1 }
    const more = Array.from({ length: 6 }, () => cand())
    const picked = pickSimilar(car, [a, b, c, d, a, self, e, ...more])
    expect(SIMILAR_LIMIT).toBe(6)
    expect(picked).toHaveLength(6)
    expect(picked[0]).toBe(b)
    expect(picked.slice(1, 3)).toEqual([a, e])
    expect(picked).not.toContain(c)
    expect(picked).not.toContain(d)
    expect(picked).not.toContain(self)
    expect(new Set(picked.map((p) => p.id)).size).toBe(6)
  })
  it('applies the same-body switch', () => {
    const sedan = cand({ body: 'Sedan' })
    expect(pickSimilar(car, [sedan], { sameBody: true })).toEqual([])
    expect(pickSimilar(car, [sedan], { sameBody: false })).toEqual([sedan])
  })
  it('same model needs the same make too', () => {
    const otherMake = cand({ make: 'Ford', model: 'RAV4' })
    const x = cand()
    expect(pickSimilar(car, [x, otherMake])).toEqual([x, otherMake])
  })
  it('a custom limit', () => {
    expect(pickSimilar(car, [cand(), cand(), cand()], { limit: 2 })).toHaveLength(2)
  })
})
