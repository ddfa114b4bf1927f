import { describe, expect, it } from 'vitest'

import { DEFAULT_RESULT_CACHE_CAPACITY, ResultCache, queryCacheKey } from '@/domain/vehicles'

describe('ResultCache', () => {
  it('defaults to 10 entries and drops the oldest when full', () => {
    expect(DEFAULT_RESULT_CACHE_CAPACITY).toBe(10)
    const cache = new ResultCache<number>()
    for (let i = 0; i < 10; i++) cache.set(`q${i}`, i)
    expect(cache.size).toBe(10)
    cache.set('q10', 10)
    expect(cache.size).toBe(10)
    expect(cache.has('q0')).toBe(false)
    expect(cache.get('q1')).toBe(1)
    expect(cache.get('q10')).toBe(10)
  })

  it('storing an existing key replaces it and makes it the newest', () => {
    const cache = new ResultCache<string>({ capacity: 2 })
    cache.set('a', 'A').set('b', 'B').set('a', 'A2')
    expect(cache.size).toBe(2)
    cache.set('c', 'C')
    expect(cache.keys()).toEqual(['a', 'c'])
    expect(cache.get('a')).toBe('A2')
  })

  it('reads do not refresh by default, but do with refreshOnRead', () => {
    const fifo = new ResultCache<number>({ capacity: 2 })
    fifo.set('a', 1).set('b', 2)
    fifo.get('a')
    fifo.set('c', 3)
    expect(fifo.keys()).toEqual(['b', 'c'])

    const lru = new ResultCache<number>({ capacity: 2, refreshOnRead: true })
    lru.set('a', 1).set('b', 2)
    lru.get('a')
    lru.set('c', 3)
    expect(lru.keys()).toEqual(['a', 'c'])
  })

  it('caches falsy values and misses cleanly', () => {
    const cache = new ResultCache<number | null>({ capacity: 1 })
    cache.set('zero', 0)
    expect(cache.get('zero')).toBe(0)
    cache.set('null', null)
    expect(cache.get('null')).toBeNull()
    expect(cache.get('missing')).toBeUndefined()
  })

  it('deletes and clears', () => {
    const cache = new ResultCache<number>()
    cache.set('a', 1).set('b', 2)
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('refuses a capacity below 1 or not whole', () => {
    expect(() => new ResultCache({ capacity: 0 })).toThrow(RangeError)
    expect(() => new ResultCache({ capacity: 2.5 })).toThrow(RangeError)
    expect(() => new ResultCache({ capacity: Number.NaN })).toThrow(RangeError)
  })
})

describe('queryCacheKey', () => {
  it('ignores a leading ? and parameter order', () => {
    expect(queryCacheKey('?b=2&a=1')).toBe(queryCacheKey('a=1&b=2'))
    expect(queryCacheKey(new URLSearchParams('b=2&a=1'))).toBe('a=1&b=2')
    expect(queryCacheKey('')).toBe('')
  })

  it('keeps the order of repeated parameters', () => {
    expect(queryCacheKey('make=b&make=a')).toBe('make=b&make=a')
    expect(queryCacheKey('make=b&make=a')).not.toBe(queryCacheKey('make=a&make=b'))
  })
})
