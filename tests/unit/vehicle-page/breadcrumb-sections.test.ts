import { describe, expect, it } from 'vitest'

import { breadcrumbTitle, featureList, informationSections } from '@/domain/vehicle-page'

const car = { year: 2020, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', series: 'ZWE211R' }

describe('breadcrumbTitle', () => {
  it('year, make, model and badge', () => {
    expect(breadcrumbTitle(car, { seriesDisplay: false })).toBe('2020 Toyota Corolla Ascent Sport')
  })
  it('the full name with series when series display is on', () => {
    expect(breadcrumbTitle(car, { seriesDisplay: true })).toBe('2020 Toyota Corolla Ascent Sport ZWE211R')
  })
  it('skips missing parts and a series the badge already names', () => {
    expect(breadcrumbTitle({ year: 2019, make: 'Jayco', model: 'Journey', badge: null, series: null }, { seriesDisplay: true })).toBe('2019 Jayco Journey')
    expect(breadcrumbTitle({ ...car, badge: 'ZWE211R Ascent' }, { seriesDisplay: true })).toBe('2020 Toyota Corolla ZWE211R Ascent')
    expect(breadcrumbTitle({ ...car, badge: '  ', series: '  ' }, { seriesDisplay: true })).toBe('2020 Toyota Corolla')
  })
  it('a series with regex characters is matched literally', () => {
    expect(breadcrumbTitle({ ...car, badge: 'GX', series: 'MY24.5 (C+)' }, { seriesDisplay: true })).toBe('2020 Toyota Corolla GX MY24.5 (C+)')
  })
})

describe('informationSections', () => {
  const titles = (s: { title: string }[]) => s.map((x) => x.title)
  it('the spec order, Features last when there are features', () => {
    expect(titles(informationSections({ features: ['Cruise control'] }))).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ])
  })
  it('no Features section when the list is empty or blank', () => {
    expect(titles(informationSections({ features: [] }))).not.toContain('Features')
    expect(titles(informationSections({ features: ['  ', null] }))).not.toContain('Features')
    expect(titles(informationSections({}))).toHaveLength(5)
  })
  it('a section can be switched off for a dealer', () => {
    expect(titles(informationSections({ features: ['A'], enabled: { reserve_online: false } }))).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Protect Your Car',
      'Features',
    ])
  })
  it('featureList trims and drops blanks and repeats', () => {
    expect(featureList([' ABS ', 'abs', '', null, 'Cruise control'])).toEqual(['ABS', 'Cruise control'])
  })
})
