/** The front cache's purges (issue 20): through our own function, scoped to the dealers a revalidation names. */
import { afterEach, describe, expect, it } from 'vitest'

import { hostsCovered, purgeFrontCache, setFrontCachePurger } from '@/lib/frontCache/purge'
import { FrontCacheStore } from '@/lib/frontCache/store'

const hostsOf = (id: string) => ({ '1': ['harbour-city.com.au', 'harbour-city.localhost'], '2': ['bayside-mazda.localhost'] })[id]

afterEach(() => setFrontCachePurger(null))

describe('which hosts a revalidation covers', () => {
  it('a dealer’s tags cover its hosts only, whatever else the list names', () => {
    expect(hostsCovered(['tenant:1', 'vehicle:77', 'stock:1'], hostsOf)).toEqual(new Set(['harbour-city.com.au', 'harbour-city.localhost']))
    expect(hostsCovered(['host:Bayside-Mazda.localhost'], hostsOf)).toEqual(new Set(['bayside-mazda.localhost']))
  })
  it('a list naming no dealer, or a dealer not known yet, covers everything', () => {
    expect(hostsCovered(['vehicle:77'], hostsOf)).toBe('all')
    expect(hostsCovered(['tenant:99'], hostsOf)).toBe('all')
  })
})

describe('the store', () => {
  const entry = { status: 200, headers: [], body: Buffer.from('page'), etag: undefined }
  it('forgets only the purged hosts’ pages (any port), and refuses pages that were on their way', () => {
    const store = new FrontCacheStore({ maxEntries: 10, maxBytes: 1_000_000 })
    const before = store.generation
    store.set('harbour-city.localhost:3000\n/\ngzip', entry, 60_000, before)
    store.set('bayside-mazda.localhost:3000\n/\ngzip', entry, 60_000, before)
    store.purgeHosts(new Set(['harbour-city.localhost']))
    expect(store.get('harbour-city.localhost:3000\n/\ngzip')).toBeUndefined()
    expect(store.get('bayside-mazda.localhost:3000\n/\ngzip')).toBeDefined()
    expect(store.set('harbour-city.localhost:3000\n/cars\ngzip', entry, 60_000, before)).toBe(false)
  })
})

describe('purgeFrontCache', () => {
  it('reaches the registered purger with the tags, and does nothing without one', () => {
    purgeFrontCache(['tenant:1'])
    const heard: string[][] = []
    setFrontCachePurger((tags) => heard.push([...tags]))
    purgeFrontCache(['tenant:1', 'stock:1'])
    expect(heard).toEqual([['tenant:1', 'stock:1']])
  })
})
