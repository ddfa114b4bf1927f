import { describe, expect, it } from 'vitest'

import {
  brandLogo,
  brandOverviewHref,
  brandStockHref,
  groupBrands,
  isBrandOverviewPath,
  relatedBrands,
} from '@/components/brands/brandView'

const brand = (slug: string, group: string) => ({ slug, group })

describe('brand directory', () => {
  it('groups brands in the order Car, Motorcycle, Truck, Our Brands, skipping empty groups', () => {
    const sections = groupBrands([brand('service', 'our'), brand('toyota', 'car'), brand('fuso', 'truck'), brand('kia', 'car')])
    expect(sections.map((s) => s.label)).toEqual(['Car Brands', 'Truck Brands', 'Our Brands'])
    expect(sections[0]!.brands.map((b) => b.slug)).toEqual(['toyota', 'kia'])
  })

  it('suggests up to three other brands of the same group', () => {
    const all = ['toyota', 'hyundai', 'kia', 'ford', 'mazda'].map((s) => brand(s, 'car')).concat([brand('fuso', 'truck')])
    expect(relatedBrands(all, brand('kia', 'car')).map((b) => b.slug)).toEqual(['toyota', 'hyundai', 'ford'])
    expect(relatedBrands(all, brand('fuso', 'truck'))).toEqual([])
  })

  it('links to /{brand}/overview and the make’s stock', () => {
    expect(brandOverviewHref('toyota')).toBe('/toyota/overview')
    expect(brandStockHref({ slug: 'isuzu-trucks' })).toBe('/search/isuzu-trucks')
    expect(brandStockHref(null)).toBeNull()
    expect(brandStockHref(7)).toBeNull()
  })

  it('recognises /{brand}/overview paths only', () => {
    expect(isBrandOverviewPath(['toyota', 'overview'])).toBe('toyota')
    expect(isBrandOverviewPath(['Harbour-City-Service', 'Overview'])).toBe('harbour-city-service')
    expect(isBrandOverviewPath(['toyota'])).toBeNull()
    expect(isBrandOverviewPath(['toyota', 'overview', 'x'])).toBeNull()
    expect(isBrandOverviewPath(['to%20yota', 'overview'])).toBeNull()
    expect(isBrandOverviewPath(['finance', 'calculator'])).toBeNull()
    expect(isBrandOverviewPath(undefined)).toBeNull()
  })

  it('uses the uploaded logo, else the make’s', () => {
    expect(brandLogo({ url: '/api/media/file/logo.png', width: 300, height: 100 }, '/assets/makes/kia.svg')).toEqual({
      src: '/api/media/file/logo.png',
      width: 300,
      height: 100,
    })
    expect(brandLogo(null, '/assets/makes/kia.svg')).toEqual({ src: '/assets/makes/kia.svg', width: 120, height: 120 })
    expect(brandLogo(3, null)).toBeNull()
  })
})
