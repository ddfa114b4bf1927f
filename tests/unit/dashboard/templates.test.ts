/**
 * The template a page's vitals are filed under comes from the site's routes (src/domain/dashboard/
 * templates.ts): every page route of src/app/(site)/[host] must have one, and a path gets the template
 * of the route Next would render it with.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SITE_ROUTES, SITE_TEMPLATES, templateForPath } from '@/domain/dashboard/templates'

const SITE = path.resolve(import.meta.dirname, '../../../src/app/(site)/[host]')

/** Every folder under [host] with a page.tsx, as a route ("/cars/[slug]"). */
function pageRoutes(dir = SITE, prefix = ''): string[] {
  const routes: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) routes.push(...pageRoutes(full, `${prefix}/${name}`))
    else if (name === 'page.tsx') routes.push(prefix || '/')
  }
  return routes
}

describe('page templates', () => {
  it('has a template for every page route of the dealer sites', () => {
    const routes = pageRoutes()
    expect(routes.length).toBeGreaterThan(10)
    expect(routes.filter((r) => !(r in SITE_ROUTES))).toEqual([])
    for (const template of Object.values(SITE_ROUTES)) expect(SITE_TEMPLATES).toContain(template)
  })

  it('files a path under the route Next renders it with', () => {
    expect(templateForPath('/')).toBe('home')
    expect(templateForPath('/about-us')).toBe('page')
    expect(templateForPath('/toyota/overview')).toBe('page')
    expect(templateForPath('/search')).toBe('search')
    expect(templateForPath('/search/used/toyota')).toBe('search')
    expect(templateForPath('/cars/2021-mazda-cx-5-maxx-abc123')).toBe('vehicle')
    // A static segment wins over a dynamic one, as in Next's router.
    expect(templateForPath('/cars/trade-in')).toBe('form')
    expect(templateForPath('/cars/2021-mazda-cx-5-abc/checkout')).toBe('checkout')
    expect(templateForPath('/cars/2021-mazda-cx-5-abc/buy-online/confirmation')).toBe('checkout')
    expect(templateForPath('/our-location/southport')).toBe('location')
    expect(templateForPath('/locations/southport')).toBe('location')
    expect(templateForPath('/special-offers')).toBe('offers')
    expect(templateForPath('/my-garage')).toBe('account')
    // No route takes /cars alone but the CMS catch-all.
    expect(templateForPath('/cars')).toBe('page')
    expect(templateForPath('/%E0%A4%A')).toBe('other')
  })
})
