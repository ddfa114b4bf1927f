import { describe, expect, it } from 'vitest'

import {
  facetQueryOf,
  facetValuesBody,
  flattenGroups,
  groupSuggestions,
  highlightParts,
  MAX_SUGGESTIONS,
  suggestionLabel,
  suggestionsAnnouncement,
} from '@/domain/search-suggestions'

const hit = (value: string, count = 1, highlighted?: string) => ({ value, count, highlighted })

describe('facet queries', () => {
  it('asks nothing for blank text and trims and collapses spaces', () => {
    expect(facetQueryOf('')).toBeNull()
    expect(facetQueryOf('   ')).toBeNull()
    expect(facetQueryOf('  land   cru ')).toBe('land cru')
  })

  it('sends Algolia params with the facet query, hit limit and highlight tags', () => {
    const params = new URLSearchParams(facetValuesBody('toy', 5).params)
    expect(params.get('facetQuery')).toBe('toy')
    expect(params.get('maxFacetHits')).toBe('5')
    expect(params.get('highlightPreTag')).toBe('__ais-highlight__')
    expect(params.get('highlightPostTag')).toBe('__/ais-highlight__')
  })
})

describe('highlightParts', () => {
  it('splits the asked tags into marked and plain parts', () => {
    expect(highlightParts('__ais-highlight__Toy__/ais-highlight__ota')).toEqual([
      { text: 'Toy', match: true },
      { text: 'ota', match: false },
    ])
  })
  it("understands Algolia's default <em> tags", () => {
    expect(highlightParts('Land <em>Cru</em>iser')).toEqual([
      { text: 'Land ', match: false },
      { text: 'Cru', match: true },
      { text: 'iser', match: false },
    ])
  })
  it('keeps text without tags as one plain part and an unclosed tag marks the rest', () => {
    expect(highlightParts('Mazda')).toEqual([{ text: 'Mazda', match: false }])
    expect(highlightParts('')).toEqual([])
    expect(highlightParts('<em>Maz')).toEqual([{ text: 'Maz', match: true }])
  })
})

describe('labels', () => {
  it('reads models without the separator and bodies by label', () => {
    expect(suggestionLabel('make', 'Toyota')).toBe('Toyota')
    expect(suggestionLabel('make_model', 'Toyota > HiLux')).toBe('Toyota HiLux')
    expect(suggestionLabel('body', 'suv')).toBe('SUV')
    expect(suggestionLabel('body', 'unknownBody')).toBe('unknownBody')
  })
  it('announces the count', () => {
    expect(suggestionsAnnouncement(0)).toBe('No suggestions')
    expect(suggestionsAnnouncement(1)).toBe('1 suggestion')
    expect(suggestionsAnnouncement(7)).toBe('7 suggestions')
  })
})

describe('groupSuggestions', () => {
  it('groups in Make, Model, Body order and drops empty groups', () => {
    const groups = groupSuggestions({
      body: [hit('suv', 3)],
      make: [hit('Toyota', 40, '__ais-highlight__Toy__/ais-highlight__ota')],
    })
    expect(groups.map((g) => g.label)).toEqual(['Make', 'Body'])
    expect(groups[0]!.items[0]).toEqual({
      facet: 'make',
      value: 'Toyota',
      label: 'Toyota',
      parts: [
        { text: 'Toy', match: true },
        { text: 'ota', match: false },
      ],
      count: 40,
    })
    // A body's highlight spells its code, not its label: shown unmarked.
    expect(groups[1]!.items[0]!.parts).toEqual([{ text: 'SUV', match: false }])
  })

  it('keeps at most eight in all, dealt one per group in turn', () => {
    const models = Array.from({ length: 10 }, (_, i) => hit(`Toyota > Model ${i}`, 10 - i))
    const groups = groupSuggestions({ make: [hit('Toyota', 50)], make_model: models, body: [hit('ute', 4), hit('suv', 2)] })
    const flat = flattenGroups(groups)
    expect(flat).toHaveLength(MAX_SUGGESTIONS)
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Make', 1],
      ['Model', 5],
      ['Body', 2],
    ])
    // Each group keeps the engine's order.
    expect(groups[1]!.items.map((s) => s.label)).toEqual(['Toyota Model 0', 'Toyota Model 1', 'Toyota Model 2', 'Toyota Model 3', 'Toyota Model 4'])
  })

  it('fills the places with one group when the others have nothing, and honours a smaller limit', () => {
    const makes = Array.from({ length: 12 }, (_, i) => hit(`Make ${i}`))
    expect(flattenGroups(groupSuggestions({ make: makes }))).toHaveLength(8)
    expect(flattenGroups(groupSuggestions({ make: makes, body: [hit('suv')] }, 3)).map((s) => s.value)).toEqual(['Make 0', 'Make 1', 'suv'])
    expect(groupSuggestions({ make: makes }, 0)).toEqual([])
  })

  it('ignores duplicates, blank values and missing answers', () => {
    const groups = groupSuggestions({ make: [hit('Mazda'), hit('Mazda'), hit(' '), { value: 42 as unknown as string, count: 1 }], make_model: null })
    expect(flattenGroups(groups).map((s) => s.value)).toEqual(['Mazda'])
  })

  it("marks a model's highlight without its separator", () => {
    const [group] = groupSuggestions({ make_model: [hit('Toyota > HiLux', 2, 'Toyota > __ais-highlight__HiL__/ais-highlight__ux')] })
    expect(group!.items[0]!.parts).toEqual([
      { text: 'Toyota ', match: false },
      { text: 'HiL', match: true },
      { text: 'ux', match: false },
    ])
  })

  it('shows the plain label when the highlight does not spell the value', () => {
    const [group] = groupSuggestions({ make: [hit('Toyota', 1, '<em>Something</em> else')] })
    expect(group!.items[0]!.parts).toEqual([{ text: 'Toyota', match: false }])
  })

  it('reads HTML entities in a highlight back as text', () => {
    const [group] = groupSuggestions({ make: [hit('A&B', 1, '<em>A</em>&amp;B')] })
    expect(group!.items[0]!.parts).toEqual([
      { text: 'A', match: true },
      { text: '&B', match: false },
    ])
  })
})
