import { describe, expect, it } from 'vitest'

import { fromPriceText, hrefWithBody, rowSizes, toRangeCard } from '@blocks/ModelRange/rangeView'
import { modelsForBody, rangeCategories, selectedCategory } from '@/domain/presence/range'
import type { RangeModel } from '@/payload-types'

const doc = (over: Partial<RangeModel>): RangeModel => ({
  id: 1,
  name: 'Mazda CX-5',
  slug: 'mazda-cx-5',
  bodies: ['suv'],
  updatedAt: '',
  createdAt: '',
  ...over,
})

describe('model card view', () => {
  it('maps a stored model to its card', () => {
    const card = toRangeCard(
      doc({ status: 'new', fromPrice: 33990, imageUrl: '/assets/models/mazda-cx-5.webp', shortDescription: 'A mid-size SUV.' }),
      { useNewSlug: false },
    )
    expect(card).toEqual({
      id: '1',
      name: 'Mazda CX-5',
      href: '/mazda-cx-5',
      image: { src: '/assets/models/mazda-cx-5.webp', alt: '', width: 960, height: 640 },
      price: 'From $33,990',
      badge: 'NEW',
      description: 'A mid-size SUV.',
      bodies: ['suv'],
    })
  })

  it('links by override URL, then new slug when asked, shortening suzuki-australia', () => {
    expect(toRangeCard(doc({ overrideUrl: '/search/mazda/cx-5', newSlug: 'new-cx-5' }), { useNewSlug: true }).href).toBe('/search/mazda/cx-5')
    expect(toRangeCard(doc({ newSlug: 'new-cx-5' }), { useNewSlug: true }).href).toBe('/new-cx-5')
    expect(toRangeCard(doc({ newSlug: 'new-cx-5' }), { useNewSlug: false }).href).toBe('/mazda-cx-5')
    expect(toRangeCard(doc({ slug: 'suzuki-australia/swift' }), { useNewSlug: false }).href).toBe('/suzuki/swift')
  })

  it('shows COMING SOON, no price without one, and cuts descriptions at 200 characters', () => {
    const card = toRangeCard(doc({ status: 'coming_soon', fromPrice: null, shortDescription: 'word '.repeat(60) }), { useNewSlug: false })
    expect(card.badge).toBe('COMING SOON')
    expect(card.price).toBeNull()
    expect(card.description.length).toBeLessThanOrEqual(200)
    expect(card.description.endsWith('…')).toBe(true)
  })

  it('prefers an uploaded image over the catalogue path', () => {
    const image = { id: 5, url: '/api/media/file/cx5.jpg', alt: 'CX-5', width: 1200, height: 800, updatedAt: '', createdAt: '' }
    expect(toRangeCard(doc({ image: image as never, imageUrl: '/x.webp' }), { useNewSlug: false }).image).toEqual({
      src: '/api/media/file/cx5.jpg',
      alt: '',
      width: 1200,
      height: 800,
    })
  })

  it('formats from prices', () => {
    expect(fromPriceText(33990)).toBe('From $33,990')
    expect(fromPriceText(0)).toBeNull()
    expect(fromPriceText(undefined)).toBeNull()
  })
})

describe('body selection from ?body=', () => {
  const cards = [
    toRangeCard(doc({ id: 1, name: 'CX-5', bodies: ['suv'] }), { useNewSlug: false }),
    toRangeCard(doc({ id: 2, name: 'Mazda3', bodies: ['hatch', 'sedan'] }), { useNewSlug: false }),
    toRangeCard(doc({ id: 3, name: 'BT-50', bodies: ['ute'] }), { useNewSlug: false }),
    toRangeCard(doc({ id: 4, name: 'MX-30', bodies: ['suv', 'ev'] }), { useNewSlug: false }),
  ]
  const categories = rangeCategories(
    [{ body: 'suv' }, { body: 'hatch' }, { body: 'sedan' }, { body: 'ute' }],
    cards,
    { showAll: true },
  )

  it('selects the requested body, loosely matched, else the first category', () => {
    expect(selectedCategory(categories, 'suv')?.value).toBe('suv')
    expect(selectedCategory(categories, 'SUV')?.value).toBe('suv')
    expect(selectedCategory(categories, 'Ute')?.value).toBe('ute')
    expect(selectedCategory(categories, 'all')?.value).toBe('all')
    expect(selectedCategory(categories, 'spaceship')?.value).toBe('suv')
    expect(selectedCategory(categories, null)?.value).toBe('suv')
  })

  it('shows only the chosen body’s models', () => {
    expect(modelsForBody(cards, 'suv').map((c) => c.name)).toEqual(['CX-5', 'MX-30'])
    expect(modelsForBody(cards, 'all')).toHaveLength(4)
  })

  it('writes the chosen body into the address, keeping other parameters', () => {
    expect(hrefWithBody('http://bayside.localhost/models', 'suv')).toBe('/models?body=suv')
    expect(hrefWithBody('http://bayside.localhost/models?body=ute&utm=x#range', 'hatch')).toBe('/models?body=hatch&utm=x#range')
  })

  it('sizes card rows four to a row, never one alone', () => {
    expect(rowSizes(4)).toEqual([4, 4, 4, 4])
    expect(rowSizes(5)).toEqual([3, 3, 3, 2, 2])
    expect(rowSizes(0)).toEqual([])
  })
})
