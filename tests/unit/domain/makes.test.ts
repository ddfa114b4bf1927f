import { describe, expect, it } from 'vitest'

import {
  ALL_MAKES_LABEL,
  DEFAULT_POPULAR_MAKES_COUNT,
  HIDE_EXTRA_MAKES_LABEL,
  MAKE_MODELS_LIMIT,
  POPULAR_MAKES_LABEL,
  SHOW_ALL_MAKES_LABEL,
  groupMakes,
  limitMakeModels,
  makesToggleLabel,
  sortByOrder,
  sortCarTypeFacet,
  sortSeriesFacet,
  visibleMakes,
} from '@/domain/vehicles'

const makes = (n: number) => Array.from({ length: n }, (_, i) => `make${i}`)

describe('makes list', () => {
  it('has the spec labels and limits', () => {
    expect(DEFAULT_POPULAR_MAKES_COUNT).toBe(7)
    expect(MAKE_MODELS_LIMIT).toBe(30)
    expect(SHOW_ALL_MAKES_LABEL).toBe('Show all makes')
    expect(HIDE_EXTRA_MAKES_LABEL).toBe('Hide extra makes')
    expect(POPULAR_MAKES_LABEL).toBe('Popular Makes')
    expect(ALL_MAKES_LABEL).toBe('All Makes')
  })

  it('shows the first 7 (or the configured count) until expanded', () => {
    expect(visibleMakes(makes(10), false)).toEqual(makes(7))
    expect(visibleMakes(makes(10), false, 3)).toEqual(makes(3))
    expect(visibleMakes(makes(10), true)).toEqual(makes(10))
    expect(visibleMakes(makes(3), false)).toEqual(makes(3))
    expect(visibleMakes(makes(10), false, 0)).toEqual(makes(7))
  })

  it('offers the toggle only when there are extra makes', () => {
    expect(makesToggleLabel(8, false)).toBe('Show all makes')
    expect(makesToggleLabel(8, true)).toBe('Hide extra makes')
    expect(makesToggleLabel(7, false)).toBeNull()
    expect(makesToggleLabel(7, true)).toBeNull()
    expect(makesToggleLabel(4, false, 3)).toBe('Show all makes')
  })

  it('labels the first 20 Popular Makes and the rest All Makes', () => {
    expect(groupMakes(makes(25))).toEqual([
      { label: 'Popular Makes', items: makes(20) },
      { label: 'All Makes', items: makes(25).slice(20) },
    ])
    expect(groupMakes(makes(20))).toEqual([{ label: 'Popular Makes', items: makes(20) }])
    expect(groupMakes([])).toEqual([])
  })

  it('limits a make models list to 30', () => {
    expect(limitMakeModels(makes(40))).toHaveLength(30)
    expect(limitMakeModels(makes(5))).toHaveLength(5)
  })
})

describe('facet ordering', () => {
  it('sorts car types new, demo, used', () => {
    const items = [{ value: 'used' }, { value: 'new' }, { value: 'demo' }]
    expect(sortCarTypeFacet(items).map((i) => i.value)).toEqual(['new', 'demo', 'used'])
  })

  it('sorts series duo, city, sport, unknown values last in their order', () => {
    const items = [{ value: 'sport' }, { value: 'touring' }, { value: 'City' }, { value: 'duo' }, { value: 'base' }]
    expect(sortSeriesFacet(items).map((i) => i.value)).toEqual(['duo', 'City', 'sport', 'touring', 'base'])
  })

  it('sortByOrder is stable and does not mutate', () => {
    const items = ['b', 'a', 'x', 'a']
    expect(sortByOrder(items, ['a', 'b'], (s) => s)).toEqual(['a', 'a', 'b', 'x'])
    expect(items).toEqual(['b', 'a', 'x', 'a'])
  })
})
