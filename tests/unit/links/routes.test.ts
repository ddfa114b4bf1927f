/** The link check's route list is the app's routes: one entry per page.tsx or route.ts under [host]. */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { resolvePath } from '@/domain/links'
import { APP_ROUTES, SITE_ROUTES, dealerRoutes } from '@/lib/links/routes'

const HOST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/app/(site)/[host]')

function routeFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), rel)
    return /^(page|route)\.(tsx|ts)$/.test(entry.name) ? [rel] : []
  })
}

describe('APP_ROUTES', () => {
  it('lists every page and route of the dealer sites, and nothing else', () => {
    expect(APP_ROUTES.map((r) => r.file).sort()).toEqual(routeFiles(HOST_DIR).sort())
  })

  it('gives each route (but the CMS pages) the paths its folders name', () => {
    for (const route of APP_ROUTES) {
      const folders = route.file.split('/').slice(0, -1)
      // CMS pages are checked against the dealer's pages; the block gallery is never a link target.
      if (folders[0] === '[[...slug]]' || folders[0] === 'block-gallery') {
        expect(route.paths).toEqual([])
        continue
      }
      // A concrete path through the route's folders: [x] takes a sample segment, [[...x]] none.
      const sample = `/${folders.filter((f) => !f.startsWith('[[...')).map((f) => (f === '[reserve]' ? 'checkout' : f.startsWith('[') ? 'sample' : f)).join('/')}`
      expect(resolvePath(sample, { routes: route.paths, pages: new Set() }), `${route.file}: ${sample}`).toBe('route')
    }
  })

  it('answers the spec’s routes and files, and a branded garage only where the dealer has one', () => {
    const targets = { routes: SITE_ROUTES, pages: new Set<string>() }
    for (const path of ['/search/used-cars', '/cars/abc', '/cars/abc/buy-online', '/locations/southport', '/personalised/finance', '/sell-your-car', '/spin-to-win-nope', '/assets/forecourt-mark.svg']) {
      expect(resolvePath(path, targets), path).toBe(path === '/spin-to-win-nope' ? null : 'route')
    }
    expect(resolvePath('/myharbourcity', targets)).toBeNull()
    expect(resolvePath('/myharbourcity', { routes: [...SITE_ROUTES, ...dealerRoutes({ garagePath: 'myharbourcity' })], pages: new Set() })).toBe('route')
    expect(dealerRoutes({ garagePath: '' })).toEqual([])
  })
})
