/**
 * The pure parts of the Redis cache handler (src/lib/cache/sharedCacheEntry.ts): values Next hands it
 * survive the trip through a Redis string (Buffers and Maps included), the tags an entry answers to,
 * and when a revalidated tag makes it a miss.
 */
import { describe, expect, it } from 'vitest'

import { decodeEntry, encodeEntry, entryTags, entryTtlSeconds, revalidatedSince, tagsOfValue } from '@/lib/cache/sharedCacheEntry'

describe('encodeEntry / decodeEntry', () => {
  it('keeps an app page: html, the RSC Buffer, the segment Map of Buffers, headers and cache control', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<html>é</html>',
      rscData: Buffer.from([0, 1, 2, 255, 254]),
      postponed: undefined,
      status: 200,
      headers: { 'x-next-cache-tags': 'tenant:1,_N_T_/layout' },
      segmentData: new Map([
        ['/_tree', Buffer.from('tree')],
        ['/_index', Buffer.from([0xff, 0x00])],
      ]),
    }
    const back = decodeEntry(encodeEntry({ lastModified: 123, tags: ['tenant:1'], cacheControl: { revalidate: false }, value }))!
    expect(back.lastModified).toBe(123)
    expect(back.tags).toEqual(['tenant:1'])
    expect(back.cacheControl).toEqual({ revalidate: false })
    const v = back.value as typeof value
    expect(v.html).toBe(value.html)
    expect(Buffer.isBuffer(v.rscData)).toBe(true)
    expect([...v.rscData]).toEqual([0, 1, 2, 255, 254])
    expect(v.segmentData).toBeInstanceOf(Map)
    expect([...v.segmentData.keys()]).toEqual(['/_tree', '/_index'])
    expect(v.segmentData.get('/_tree')!.toString()).toBe('tree')
    expect([...v.segmentData.get('/_index')!]).toEqual([0xff, 0x00])
    expect(v.headers).toEqual(value.headers)
  })

  it('keeps a route handler body and a data-cache entry', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('a,b\n1,2'), status: 200, headers: { 'content-type': 'text/csv' } }
    expect((decodeEntry(encodeEntry({ lastModified: 1, tags: [], value: route }))!.value as typeof route).body.toString()).toBe('a,b\n1,2')
    const fetch = { kind: 'FETCH', data: { headers: {}, body: '{"a":1}', url: '', status: 200 }, tags: ['vehicle:9'], revalidate: false }
    expect(decodeEntry(encodeEntry({ lastModified: 1, tags: ['vehicle:9'], value: fetch }))!.value).toEqual(fetch)
  })

  it('answers null for what is not an entry', () => {
    expect(decodeEntry('not json')).toBeNull()
    expect(decodeEntry('{"value":1}')).toBeNull()
  })
})

describe('tags', () => {
  it('an entry answers to its stored tags and to the tags and implicit tags of the read', () => {
    expect(entryTags(['vehicle:1'], { tags: ['vehicle:1', 'tenant:2'], softTags: ['_N_T_/layout', '_N_T_/cars/a'] })).toEqual([
      'vehicle:1',
      'tenant:2',
      '_N_T_/layout',
      '_N_T_/cars/a',
    ])
    expect(entryTags(['a'], undefined)).toEqual(['a'])
  })

  it('a value brings its data-cache tags and its page tag header', () => {
    expect(tagsOfValue({ kind: 'FETCH', tags: ['x'] }, ['y'])).toEqual(['y', 'x'])
    expect(tagsOfValue({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'tenant:1,_N_T_/layout,_N_T_/h/cars/a' } })).toEqual([
      'tenant:1',
      '_N_T_/layout',
      '_N_T_/h/cars/a',
    ])
    expect(tagsOfValue(null)).toEqual([])
  })
})

describe('revalidatedSince', () => {
  it('is a miss when any tag was revalidated at or after the entry was stored', () => {
    expect(revalidatedSince([null, null], 1000)).toBe(false)
    expect(revalidatedSince(['999', null], 1000)).toBe(false)
    expect(revalidatedSince([null, '1000'], 1000)).toBe(true)
    expect(revalidatedSince(['2000'], 1000)).toBe(true)
  })
})

describe('entryTtlSeconds', () => {
  it('uses the entry’s own expiry, capped, and the cap when it has none', () => {
    expect(entryTtlSeconds({ revalidate: 60, expire: 300 }, 1000)).toBe(300)
    expect(entryTtlSeconds({ revalidate: false }, 1000)).toBe(1000)
    expect(entryTtlSeconds({ expire: 0xfffffffe }, 1000)).toBe(1000)
    expect(entryTtlSeconds(undefined, 1000)).toBe(1000)
  })
})
