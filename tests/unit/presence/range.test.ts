import { describe, expect, it } from 'vitest'

import {
  BODY_LABELS,
  BODY_WHITELIST,
  bodyButtonRows,
  isWhitelistedBody,
  modelBadge,
  modelHref,
  modelsForBody,
  normaliseBody,
  rangeCategories,
  rangeGridRows,
  selectedCategory,
  truncateDescription,
  type RangeModel,
} from '@/domain/presence'

const model = (id: number, bodies: string[], extra: Partial<RangeModel> = {}): RangeModel => ({
  id,
  name: `Model ${id}`,
  slug: `model-${id}`,
  bodies,
  ...extra,
})

const MODELS: RangeModel[] = [
  model(1, ['Hatch']),
  model(2, ['SUV', 'ev']),
  model(3, ['ute', 'Cab Chassis']),
  model(4, ['suv']),
  model(5, ['spaceship']),
]

describe('body whitelist', () => {
  it('has the twenty spec bodies, each with a label', () => {
    expect(BODY_WHITELIST).toHaveLength(20)
    expect(BODY_WHITELIST).toContain('stationWagon')
    for (const body of BODY_WHITELIST) expect(BODY_LABELS[body]).toMatch(/\S/)
    expect(BODY_LABELS.suv).toBe('SUV')
    expect(BODY_LABELS.peopleMover).toBe('People Mover')
    expect(BODY_LABELS.cabChassis).toBe('Cab Chassis')
    expect(BODY_LABELS['4x4']).toBe('4x4')
    expect(BODY_LABELS.ev).toBe('EV')
  })

  it('checks exact values', () => {
    expect(isWhitelistedBody('suv')).toBe(true)
    expect(isWhitelistedBody('cabChassis')).toBe(true)
    expect(isWhitelistedBody('SUV')).toBe(false)
    expect(isWhitelistedBody('spaceship')).toBe(false)
    expect(isWhitelistedBody(4)).toBe(false)
  })
})

describe('normaliseBody', () => {
  it('matches ignoring case, spaces and dashes', () => {
    expect(normaliseBody('SUV')).toBe('suv')
    expect(normaliseBody('cab chassis')).toBe('cabChassis')
    expect(normaliseBody('cab-chassis')).toBe('cabChassis')
    expect(normaliseBody('People Mover')).toBe('peopleMover')
    expect(normaliseBody('Station Wagon')).toBe('stationWagon')
    expect(normaliseBody('Light Truck')).toBe('lightTruck')
    expect(normaliseBody(' 4X4 ')).toBe('4x4')
    expect(normaliseBody('Hatch')).toBe('hatch')
    expect(normaliseBody('Hatchback')).toBe('hatchback')
  })

  it('is null for anything else', () => {
    expect(normaliseBody('spaceship')).toBeNull()
    expect(normaliseBody('')).toBeNull()
    expect(normaliseBody(null)).toBeNull()
  })
})

describe('rangeCategories', () => {
  it('follows the configured order, keeping whitelisted bodies with models', () => {
    const configured = [
      { body: 'ute' },
      { body: 'Wagon' },
      { body: 'spaceship' },
      { body: 'SUV', label: 'SUVs' },
      { body: 'suv' },
      { body: 'hatch', label: '  ' },
    ]
    expect(rangeCategories(configured, MODELS, { showAll: false })).toEqual([
      { value: 'ute', label: 'Ute' },
      { value: 'suv', label: 'SUVs' },
      { value: 'hatch', label: 'Hatch' },
    ])
  })

  it('derives categories from the models in first-seen order when none are configured', () => {
    expect(rangeCategories([], MODELS, { showAll: false }).map((c) => c.value)).toEqual(['hatch', 'suv', 'ev', 'ute', 'cabChassis'])
  })

  it("appends 'All' last when enabled", () => {
    const categories = rangeCategories([], MODELS, { showAll: true })
    expect(categories.at(-1)).toEqual({ value: 'all', label: 'All' })
    expect(categories[0]!.value).toBe('hatch')
    expect(rangeCategories([], MODELS, { showAll: true, allLabel: 'All models' }).at(-1)?.label).toBe('All models')
  })

  it('is empty without models, even with All enabled', () => {
    expect(rangeCategories([{ body: 'suv' }], [], { showAll: true })).toEqual([])
  })
})

describe('selectedCategory', () => {
  const categories = rangeCategories([], MODELS, { showAll: true })

  it('defaults to the first category', () => {
    expect(selectedCategory(categories)?.value).toBe('hatch')
    expect(selectedCategory(categories, '')?.value).toBe('hatch')
    expect(selectedCategory(categories, 'wagon')?.value).toBe('hatch')
    expect(selectedCategory([], 'suv')).toBeNull()
  })

  it('picks the requested body by value or label, loosely', () => {
    expect(selectedCategory(categories, 'SUV')?.value).toBe('suv')
    expect(selectedCategory(categories, 'cab-chassis')?.value).toBe('cabChassis')
    expect(selectedCategory(categories, 'Cab Chassis')?.value).toBe('cabChassis')
    expect(selectedCategory(categories, 'ALL')?.value).toBe('all')
  })

  it('matches a custom label', () => {
    const custom = rangeCategories([{ body: 'suv', label: 'Family SUVs' }, { body: 'ute' }], MODELS, { showAll: false })
    expect(selectedCategory(custom, 'family-suvs')?.value).toBe('suv')
  })
})

describe('modelsForBody', () => {
  it("returns every model for 'all'", () => {
    expect(modelsForBody(MODELS, 'all')).toHaveLength(5)
  })

  it('returns the models with the body, matched loosely', () => {
    expect(modelsForBody(MODELS, 'suv').map((m) => m.id)).toEqual([2, 4])
    expect(modelsForBody(MODELS, 'cabChassis').map((m) => m.id)).toEqual([3])
    expect(modelsForBody(MODELS, 'Cab Chassis').map((m) => m.id)).toEqual([3])
    expect(modelsForBody(MODELS, 'spaceship')).toEqual([])
  })
})

describe('bodyButtonRows', () => {
  it('puts at most four buttons in a row', () => {
    expect(bodyButtonRows(0)).toEqual([])
    expect(bodyButtonRows(3)).toEqual([[0, 1, 2]])
    expect(bodyButtonRows(4)).toEqual([[0, 1, 2, 3]])
    expect(bodyButtonRows(6)).toEqual([
      [0, 1, 2, 3],
      [4, 5],
    ])
    expect(bodyButtonRows(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']).map((r) => r.length)).toEqual([4, 4, 1])
  })
})

describe('rangeGridRows', () => {
  const sizes = (n: number) => rangeGridRows(n).map((r) => r.length)

  it('uses rows of four', () => {
    expect(sizes(0)).toEqual([])
    expect(sizes(1)).toEqual([1])
    expect(sizes(3)).toEqual([3])
    expect(sizes(4)).toEqual([4])
    expect(sizes(6)).toEqual([4, 2])
    expect(sizes(8)).toEqual([4, 4])
    expect(sizes(12)).toEqual([4, 4, 4])
  })

  it('never leaves one card alone on the last row', () => {
    expect(sizes(5)).toEqual([3, 2])
    expect(sizes(9)).toEqual([4, 3, 2])
    expect(sizes(13)).toEqual([4, 4, 3, 2])
  })

  it('returns consecutive indexes covering every card', () => {
    expect(rangeGridRows(9)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ])
    for (let n = 0; n <= 20; n++) expect(rangeGridRows(n).flat()).toEqual(Array.from({ length: n }, (_, i) => i))
  })
})

describe('modelHref', () => {
  it('prefers the override URL', () => {
    expect(modelHref({ slug: 'swift', overrideUrl: 'https://example.com/swift' }, { useNewSlug: true })).toBe(
      'https://example.com/swift',
    )
  })

  it('uses the new-car slug when asked and present, else the slug', () => {
    expect(modelHref({ slug: 'mazda/cx-5', newSlug: 'new/mazda/cx-5' }, { useNewSlug: true })).toBe('/new/mazda/cx-5')
    expect(modelHref({ slug: 'mazda/cx-5', newSlug: 'new/mazda/cx-5' }, { useNewSlug: false })).toBe('/mazda/cx-5')
    expect(modelHref({ slug: 'mazda/cx-5', newSlug: null, overrideUrl: ' ' }, { useNewSlug: true })).toBe('/mazda/cx-5')
    expect(modelHref({ slug: '/mazda/cx-5/' }, { useNewSlug: false })).toBe('/mazda/cx-5')
  })

  it("shortens the 'suzuki-australia' segment to 'suzuki'", () => {
    expect(modelHref({ slug: 'suzuki-australia' }, { useNewSlug: false })).toBe('/suzuki')
    expect(modelHref({ slug: '/suzuki-australia' }, { useNewSlug: false })).toBe('/suzuki')
    expect(modelHref({ slug: 'suzuki-australia/swift' }, { useNewSlug: false })).toBe('/suzuki/swift')
    expect(modelHref({ slug: 'x', newSlug: 'suzuki-australia/jimny' }, { useNewSlug: true })).toBe('/suzuki/jimny')
    expect(modelHref({ slug: 'suzuki-australia-swift' }, { useNewSlug: false })).toBe('/suzuki-australia-swift')
    expect(modelHref({ slug: 'new/suzuki-australia' }, { useNewSlug: false })).toBe('/new/suzuki-australia')
  })
})

describe('modelBadge', () => {
  it('labels new and coming-soon models', () => {
    expect(modelBadge('new')).toBe('NEW')
    expect(modelBadge('coming_soon')).toBe('COMING SOON')
    expect(modelBadge(null)).toBeNull()
    expect(modelBadge(undefined)).toBeNull()
  })
})

describe('truncateDescription', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(truncateDescription('A  small\n car.')).toBe('A small car.')
    expect(truncateDescription(null)).toBe('')
    const exact = 'x'.repeat(200)
    expect(truncateDescription(exact)).toBe(exact)
  })

  it('cuts long text at a word boundary within 200 characters, with an ellipsis', () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    const out = truncateDescription(text)
    expect(out.length).toBeLessThanOrEqual(200)
    expect(out.endsWith('…')).toBe(true)
    expect(text.startsWith(out.slice(0, -1))).toBe(true)
    // Cut between words: the next character of the original is a space.
    expect(text[out.length - 1]).toBe(' ')
    expect(out.length).toBeGreaterThan(190)
  })

  it('keeps a last word that ends exactly at the limit and drops trailing punctuation', () => {
    expect(truncateDescription('abcd efgh ijkl', 10)).toBe('abcd efgh…')
    expect(truncateDescription('abcd, efgh ijkl', 10)).toBe('abcd…')
  })

  it('cuts mid-word only when a word is too long', () => {
    expect(truncateDescription('a ' + 'x'.repeat(300), 20)).toBe('a ' + 'x'.repeat(17) + '…')
    expect(truncateDescription('x'.repeat(300)).length).toBe(200)
  })
})
