import { describe, expect, it } from 'vitest'

import {
  CAR_TYPE_LABELS,
  CAR_TYPE_OPTIONS,
  carTypeLabel,
  carTypeOptions,
  carTypeSearchPath,
  carTypeSlug,
  carTypesForOption,
  normaliseCarTypes,
  parseCarTypeSlug,
  selectedCarTypeOption,
} from '@/domain/vehicles'

describe('car-type options', () => {
  it('default to All, New, Used, Demo', () => {
    expect(carTypeOptions().map((o) => o.label)).toEqual(['All', 'New', 'Used', 'Demo'])
    expect(CAR_TYPE_OPTIONS.all.carTypes).toEqual([])
    expect(CAR_TYPE_OPTIONS.new_demo.label).toBe('New / Demo')
  })

  it('New / Demo sets new and demo together; All sets none', () => {
    expect(carTypesForOption(CAR_TYPE_OPTIONS.new_demo)).toEqual(['new', 'demo'])
    expect(carTypesForOption(CAR_TYPE_OPTIONS.all)).toEqual([])
    expect(carTypesForOption(CAR_TYPE_OPTIONS.used)).toEqual(['used'])
  })

  it('has the display labels New, Demo, Pre-Owned', () => {
    expect(CAR_TYPE_LABELS).toEqual({ new: 'New', demo: 'Demo', used: 'Pre-Owned' })
    expect(carTypeLabel('used')).toBe('Pre-Owned')
  })
})

describe('selectedCarTypeOption', () => {
  const withAll = carTypeOptions(['all', 'new', 'used', 'demo', 'new_demo'])
  const withoutAll = carTypeOptions(['used', 'new_demo'])

  it('matches the refinement regardless of order or case', () => {
    expect(selectedCarTypeOption(withAll, ['used'])?.id).toBe('used')
    expect(selectedCarTypeOption(withAll, ['demo', 'New'])?.id).toBe('new_demo')
    expect(selectedCarTypeOption(withAll, [])?.id).toBe('all')
  })

  it('auto-selects the first option when there is no All option and no refinement', () => {
    expect(selectedCarTypeOption(withoutAll, [])?.id).toBe('used')
    expect(selectedCarTypeOption(withoutAll, ['bogus'])?.id).toBe('used')
    expect(selectedCarTypeOption(withoutAll, ['new', 'demo'])?.id).toBe('new_demo')
  })

  it('selects nothing for an unmatched refinement, or with no options', () => {
    expect(selectedCarTypeOption(withAll, ['new', 'used'])).toBeNull()
    expect(selectedCarTypeOption(withoutAll, ['demo'])).toBeNull()
    expect(selectedCarTypeOption([], [])).toBeNull()
  })
})

describe('normaliseCarTypes', () => {
  it('keeps known types once, in the order new, demo, used', () => {
    expect(normaliseCarTypes(['used', 'NEW', 'bogus', 'demo', 'new'])).toEqual(['new', 'demo', 'used'])
    expect(normaliseCarTypes([])).toEqual([])
  })
})

describe('car-type search slugs', () => {
  it('builds slugs from refinements', () => {
    expect(carTypeSlug(['new'])).toBe('new-cars')
    expect(carTypeSlug(['used'])).toBe('used-cars')
    expect(carTypeSlug(['demo'])).toBe('demo-cars')
    expect(carTypeSlug(['demo', 'new'])).toBe('new-and-demo-cars')
    expect(carTypeSlug([])).toBe('new-used-and-demo-cars')
    expect(carTypeSlug(['used', 'demo', 'new'])).toBe('new-used-and-demo-cars')
    expect(carTypeSlug(['new', 'used'])).toBeNull()
    expect(carTypeSlug(['used', 'demo'])).toBeNull()
  })

  it('parses slugs back to refinements', () => {
    expect(parseCarTypeSlug('new-cars')).toEqual(['new'])
    expect(parseCarTypeSlug('used-cars')).toEqual(['used'])
    expect(parseCarTypeSlug('/Demo-Cars/')).toEqual(['demo'])
    expect(parseCarTypeSlug('new-and-demo-cars')).toEqual(['new', 'demo'])
    expect(parseCarTypeSlug('new-used-and-demo-cars')).toEqual([])
  })

  it('returns null for slugs that are not car types (makes, dealers, locations)', () => {
    for (const slug of ['toyota', 'brisbane-motors', 'cars', 'old-cars', 'used-and-demo-cars', '']) {
      expect(parseCarTypeSlug(slug)).toBeNull()
    }
  })

  it('round-trips both ways', () => {
    for (const slug of ['new-cars', 'used-cars', 'demo-cars', 'new-and-demo-cars', 'new-used-and-demo-cars']) {
      expect(carTypeSlug(parseCarTypeSlug(slug)!)).toBe(slug)
    }
  })

  it('builds search paths', () => {
    expect(carTypeSearchPath(['used'])).toBe('/search/used-cars')
    expect(carTypeSearchPath([])).toBe('/search/new-used-and-demo-cars')
    expect(carTypeSearchPath(['new', 'used'])).toBeNull()
  })
})
