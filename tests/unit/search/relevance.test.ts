/**
 * Relevance rules of the embedded engine, in memory (no database): the pure word rules, the query
 * reading, highlighting, and the labelled set of shopper queries each finding its car first.
 */
import { describe, expect, it } from 'vitest'

import { highlightValue } from '@/domain/search/highlight'
import { interpretQuery, parseSynonyms } from '@/domain/search/query'
import { distanceWithin, matchWord, typosAllowed, words } from '@/domain/search/text'
import { plan } from '@/lib/search/memory/engine'
import { LOADED_ATTRIBUTES, TenantIndex } from '@/lib/search/memory/tenantIndex'
import { parseOne } from '@/lib/search/protocol'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { LABELLED_QUERIES, RELEVANCE_CARS } from '../../fixtures/searchRelevance'

const NOW = Date.UTC(2026, 10, 25)

/** A row as store.ts selects it, from a plain car. */
function row(id: number, car: Record<string, unknown>): unknown[] {
  const base: Record<string, unknown> = {
    objectID: id,
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    categories: [],
    certified: false,
    reserved: false,
    show_on_dealer_website: true,
    custom_rank: 0,
    created_at_timestamp: NOW - id * 1000,
    price: 30000 + id,
    ...car,
  }
  return [id, 1, car.stocknum ?? `S${id}`, ...LOADED_ATTRIBUTES.map((a) => base[a] ?? null)]
}

function fixtureIndex(): TenantIndex {
  const index = new TenantIndex(1)
  RELEVANCE_CARS.forEach((car, i) => {
    index.upsert(row(i + 1, { ...car, name: `2023 ${car.make} ${car.model} ${car.badge ?? ''}`.trim(), year: 2023 }))
  })
  return index
}

const tenant = { id: 1, settings: { ...DEFAULT_TENANT_SETTINGS } }
const search = (index: TenantIndex, params: Record<string, unknown>) => plan(index, tenant, parseOne({ indexName: 'vehicles', ...params }), NOW)

describe('word rules', () => {
  it('folds case, accents and punctuation into words', () => {
    expect(words('Hi-Lux SR5 Škoda')).toEqual(['hi', 'lux', 'sr5', 'skoda'])
  })
  it('allows one typo from 4 letters and two from 8, none on numbers', () => {
    expect([typosAllowed('rav'), typosAllowed('hilx'), typosAllowed('landcrui'), typosAllowed('20190')]).toEqual([0, 1, 2, 0])
  })
  it('counts a swap of neighbours as one typo and stops above the limit', () => {
    expect(distanceWithin('triotn', 'triton', 1)).toBe(1)
    expect(distanceWithin('kluger', 'klugar', 1)).toBe(1)
    expect(distanceWithin('kluger', 'camry', 2)).toBeNull()
  })
  it('matches the last word as a prefix, also with a typo', () => {
    expect(matchWord('musta', 'mustang', true)).toEqual({ typos: 0, exact: false })
    expect(matchWord('musta', 'mustang', false)).toBeNull()
    expect(matchWord('mustnag', 'mustang', false)).toEqual({ typos: 1, exact: false })
    expect(matchWord('2019', '2018', false)).toBeNull()
  })
})

describe('reading a query', () => {
  const vocabulary = ['cruiser', 'hi', 'land', 'landcruiser', 'lux', 'rav4', 'toyota', 'ute'].sort()
  it('joins two words into one the index holds, and keeps both readings', () => {
    const [term] = interpretQuery('rav 4', vocabulary)
    expect(term!.source).toBe('rav 4')
    expect([...term!.alternatives[0]![0]!.keys()]).toEqual(['rav4'])
  })
  it('splits a word into two the index holds', () => {
    const [term] = interpretQuery('hilux', vocabulary)
    expect(term!.alternatives.some((a) => a.length === 2 && a[0]!.has('hi') && a[1]!.has('lux'))).toBe(true)
  })
  it('expands a dealer synonym', () => {
    const [term] = interpretQuery('pickup', vocabulary, parseSynonyms(['ute, pickup']))
    expect(term!.alternatives.some((a) => a[0]!.has('ute'))).toBe(true)
  })
  it("drops a word's typo matches when it matches exactly (typoTolerance 'min'): the suggestion's count is the search's", () => {
    const words = ['extended', 'kona', 'range', 'ranger'].sort()
    const [ranger] = interpretQuery('ranger ', words)
    expect(ranger!.alternatives.map((a) => [...a[0]!.keys()])).toEqual([['ranger']])
    // Nor split into a word and a prefix ("range" + "r…") while it is being typed.
    const [typing] = interpretQuery('ranger', [...words, 'rear'].sort())
    expect(typing!.alternatives.map((a) => a.map((set) => [...set.keys()]))).toEqual([[['ranger']]])
    // Only a typo can match: it still does.
    const [rangr] = interpretQuery('rangr ', ['extended', 'kona', 'ranger'])
    expect(rangr!.alternatives.flatMap((a) => [...a[0]!.keys()])).toContain('ranger')
    // Algolia's default (true) keeps both.
    const [both] = interpretQuery('ranger ', words, new Map(), { minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, prefixLast: true, typoTolerance: true })
    expect(both!.alternatives.flatMap((a) => [...a[0]!.keys()]).sort()).toEqual(['range', 'ranger'])
  })
  it('treats the last word as complete after a space', () => {
    const [term] = interpretQuery('toy ', vocabulary)
    expect(term!.alternatives).toEqual([])
  })
})

describe('highlighting', () => {
  it('wraps the matched part of each word and says how much of the query matched', () => {
    const matched = new Map([
      ['toyota', { highlight: 6, source: 'toyta' }],
      ['hilux', { highlight: 3, source: 'hil' }],
    ])
    const h = highlightValue('2023 Toyota HiLux <SR5>', matched, { preTag: '<mark>', postTag: '</mark>', escape: true, termCount: 2 })
    expect(h.value).toBe('2023 <mark>Toyota</mark> <mark>HiL</mark>ux &lt;SR5&gt;')
    expect(h.matchLevel).toBe('full')
    expect(h.matchedWords.sort()).toEqual(['hil', 'toyta'])
  })
})

describe('the labelled set of shopper queries', () => {
  const index = fixtureIndex()
  const first = (query: string) => {
    const result = search(index, { query })
    const slot = index.slotOf.get(result.ids[0]!)
    return slot === undefined ? null : RELEVANCE_CARS[index.ids[slot]! - 1]!
  }
  for (const labelled of LABELLED_QUERIES) {
    it(`“${labelled.query}” finds the ${labelled.make} ${labelled.model} first (${labelled.rule})`, () => {
      expect(first(labelled.query)).toMatchObject({ make: labelled.make, model: labelled.model })
    })
  }

  it('ranks the exact word above its prefix: “cx5” puts the CX-5 before the CX-50', () => {
    const ids = search(index, { query: 'cx5' }).ids.map((id) => RELEVANCE_CARS[id - 1]!.model)
    expect(ids.slice(0, 2)).toEqual(['CX-5', 'CX-50'])
  })
  it('requires every word: “toyota ranger” finds nothing', () => {
    expect(search(index, { query: 'toyota ranger' }).nbHits).toBe(0)
  })
  it('counts facets over the text matches only', () => {
    const result = search(index, { query: 'toyota', facets: ['make', 'body'] })
    expect(result.facets.make).toEqual({ Toyota: 7 })
    expect(result.nbHits).toBe(7)
  })
  it('applies filters with the text: a Toyota ute', () => {
    const result = search(index, { query: 'toyota', facetFilters: ['body:Ute'] })
    expect(result.ids.map((id) => RELEVANCE_CARS[id - 1]!.model)).toEqual(['HiLux'])
  })
  it('finds a car by its whole stock number', () => {
    expect(search(index, { query: 'S12' }).ids).toEqual([12])
  })
})

describe('the index follows changes', () => {
  it('drops a removed car and picks up a new value', () => {
    const index = fixtureIndex()
    index.remove(1)
    expect(search(index, { query: 'hilux' }).nbHits).toBe(0)
    index.upsert(row(1, { make: 'Toyota', model: 'HiLux', name: '2024 Toyota HiLux Rogue', body: 'Ute', badge: 'Rogue' }))
    expect(search(index, { query: 'rogue' }).ids).toEqual([1])
  })
})
