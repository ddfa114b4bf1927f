import { describe, expect, it } from 'vitest'

import {
  countsFor,
  facetOptions,
  facetTiles,
  heroCarTypeOptions,
  initialCarTypeOption,
  makeGroups,
  modelGroups,
  optionText,
  type CountsByType,
} from '@blocks/HeroSearch/heroSearchOptions'

const empty = { make: {}, make_model: {}, body: {}, location_name: {} }
const byType: CountsByType = {
  new: { ...empty, make: { Toyota: 10, Kia: 2 }, make_model: { 'Toyota > HiLux': 6, 'Toyota > RAV4': 4, 'Kia > EV6': 2 }, body: { ute: 6, suv: 6 } },
  used: { ...empty, make: { Toyota: 30, Ford: 5 }, make_model: { 'Toyota > HiLux': 20, 'Ford > Ranger': 5 }, body: { ute: 25, sedan: 10 }, location_name: { Tweed: 35 } },
  demo: { ...empty, make: { Toyota: 2 }, make_model: { 'Toyota > Camry': 2 }, body: { sedan: 2 } },
}

describe('car-type toggle options', () => {
  it('defaults to All, New, Used, Demo with All selected', () => {
    const options = heroCarTypeOptions(null)
    expect(options.map((o) => o.label)).toEqual(['All', 'New', 'Used', 'Demo'])
    expect(initialCarTypeOption(options).id).toBe('all')
  })

  it("maps the block's 'new-demo' to 'New / Demo' setting both types", () => {
    const options = heroCarTypeOptions(['new-demo', 'used'])
    expect(options.map((o) => o.label)).toEqual(['New / Demo', 'Used'])
    expect(options[0]!.carTypes).toEqual(['new', 'demo'])
  })

  it("selects the first option when there is no 'All'", () => {
    expect(initialCarTypeOption(heroCarTypeOptions(['used', 'demo'])).id).toBe('used')
  })
})

describe('drop-down options from facet counts', () => {
  it('totals the chosen car types; none chosen means all', () => {
    expect(countsFor(byType, [], 'make')).toEqual({ Toyota: 42, Kia: 2, Ford: 5 })
    expect(countsFor(byType, ['new', 'demo'], 'make')).toEqual({ Toyota: 12, Kia: 2 })
    expect(countsFor(byType, ['used'], 'body')).toEqual({ ute: 25, sedan: 10 })
  })

  it("reads 'Toyota (42)', alphabetical, with body labels", () => {
    expect(facetOptions(countsFor(byType, [], 'make'), 'make').map(optionText)).toEqual(['Ford (5)', 'Kia (2)', 'Toyota (42)'])
    expect(facetOptions(countsFor(byType, [], 'body'), 'body').map(optionText)).toEqual(['Sedan (12)', 'SUV (6)', 'Ute (31)'])
  })

  it('groups makes under Popular Makes (top 20 by stock) and All Makes', () => {
    const counts = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`Make ${String.fromCharCode(65 + i)}`, 100 - i]))
    const groups = makeGroups(counts)
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Popular Makes', 20],
      ['All Makes', 2],
    ])
    expect(groups[1]!.items.map((o) => o.value)).toEqual(['Make U', 'Make V'])
    expect(makeGroups({ Kia: 1, Audi: 3 })).toHaveLength(1)
  })

  it("filters models by make, or groups every model by make", () => {
    const counts = countsFor(byType, [], 'make_model')
    expect(modelGroups(counts, 'Toyota').map((g) => g.items.map(optionText))).toEqual([['Camry (2)', 'HiLux (26)', 'RAV4 (4)']])
    expect(modelGroups(counts, null).map((g) => g.make)).toEqual(['Ford', 'Kia', 'Toyota'])
  })
})

describe('facet tiles', () => {
  it('lists the makes with most stock, with logo and search link', () => {
    const tiles = facetTiles(byType, 'make', 2, { Toyota: '/assets/makes/toyota.svg' })
    expect(tiles).toEqual([
      { kind: 'make', value: 'Toyota', label: 'Toyota', count: 42, href: '/search/toyota', logo: '/assets/makes/toyota.svg' },
      { kind: 'make', value: 'Ford', label: 'Ford', count: 5, href: '/search/ford', logo: null },
    ])
  })

  it('links body tiles through the query string', () => {
    expect(facetTiles(byType, 'body', 1, {})).toEqual([
      { kind: 'body', value: 'ute', label: 'Ute', count: 31, href: '/search?refinementList[body][0]=ute', logo: null },
    ])
  })

  it('shows none when switched off', () => {
    expect(facetTiles(byType, 'none', 8, {})).toEqual([])
  })
})
