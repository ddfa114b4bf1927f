import { describe, expect, it } from 'vitest'

import { FrontCacheStore } from '@/lib/frontCache/store'

const entry = (bytes: number) => ({ status: 200, headers: [] as [string, string][], body: Buffer.alloc(bytes), etag: undefined })

function clockedStore(options: { maxEntries?: number; maxBytes?: number } = {}) {
  let now = 1_000
  const store = new FrontCacheStore({ maxEntries: options.maxEntries ?? 100, maxBytes: options.maxBytes ?? 1_000_000, now: () => now })
  return { store, tick: (ms: number) => (now += ms) }
}

describe('FrontCacheStore', () => {
  it('answers a kept response until it expires', () => {
    const { store, tick } = clockedStore()
    expect(store.set('a', entry(10), 5_000, store.generation)).toBe(true)
    tick(4_999)
    expect(store.get('a')?.body.length).toBe(10)
    tick(1)
    expect(store.get('a')).toBeUndefined()
    expect(store.size).toBe(0)
    expect(store.totalBytes).toBe(0)
  })

  it('purge forgets everything', () => {
    const { store } = clockedStore()
    store.set('a', entry(10), 5_000, store.generation)
    store.set('b', entry(20), 5_000, store.generation)
    store.purge()
    expect(store.get('a')).toBeUndefined()
    expect(store.get('b')).toBeUndefined()
    expect(store.totalBytes).toBe(0)
  })

  it('refuses a response that was on its way when a purge happened', () => {
    const { store } = clockedStore()
    const before = store.generation
    store.purge()
    expect(store.set('a', entry(10), 5_000, before)).toBe(false)
    expect(store.get('a')).toBeUndefined()
    expect(store.set('a', entry(10), 5_000, store.generation)).toBe(true)
  })

  it('drops the least recently used entry beyond the count limit', () => {
    const { store } = clockedStore({ maxEntries: 2 })
    store.set('a', entry(1), 5_000, 0)
    store.set('b', entry(1), 5_000, 0)
    store.get('a') // a is now the most recently used
    store.set('c', entry(1), 5_000, 0)
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')).toBeDefined()
    expect(store.get('c')).toBeDefined()
  })

  it('keeps within its byte budget, replaces an entry in place, and never keeps one larger than the budget', () => {
    const { store } = clockedStore({ maxBytes: 100 })
    store.set('a', entry(60), 5_000, 0)
    store.set('a', entry(50), 5_000, 0)
    expect(store.totalBytes).toBe(50)
    store.set('b', entry(40), 5_000, 0)
    expect(store.totalBytes).toBe(90)
    store.set('c', entry(30), 5_000, 0)
    expect(store.get('a')).toBeUndefined()
    expect(store.totalBytes).toBe(70)
    expect(store.set('huge', entry(101), 5_000, 0)).toBe(false)
    expect(store.totalBytes).toBe(70)
  })

  it('keeps nothing for a zero lifetime', () => {
    const { store } = clockedStore()
    expect(store.set('a', entry(1), 0, 0)).toBe(false)
  })
})
