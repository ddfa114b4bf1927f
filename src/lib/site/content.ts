/** Cached, tenant-filtered reads of a dealer's pages (its own and those its group shares with it) and menus (tag `tenant:{id}`). */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Menu, Page } from '@/payload-types'
import { relationId } from '@/domain/relationId'
import { stockTag, tenantTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'
import { poolOf } from '../search/db'
import { sitemapVehiclePaths } from '../search/sitemap'
import { searchTenantOf, type SiteTenant } from './tenant'
import { decodeOrNull } from '@/domain/security/percentDecoding'
import { SLUG_PATTERN } from '@/domain/format/slug'
import { getGroupSites } from './rooftopSites'
import { shownOnSite } from './sharedContent'

export const HOME_SLUG = 'home'

/** `/` is the page with slug `home`; `/a/b` is slug `a/b`. */
export const slugFromSegments = (segments: string[] | undefined): string =>
  segments && segments.length > 0 ? segments.map((s) => (decodeOrNull(s) ?? s).toLowerCase()).join('/') : HOME_SLUG

export const pathFromSlug = (slug: string): string => (slug === HOME_SLUG ? '/' : `/${slug}`)

export function getPublishedPage(tenantId: number, slug: string): Promise<Page | null> {
  // An address no page can have (any %-escape decodes to something: a NUL, which PostgreSQL refuses in
  // text and answered 500) is no page, without asking the database.
  if (!SLUG_PATTERN.test(slug)) return Promise.resolve(null)
  return unstable_cache(async () => findPublishedPage(await payloadClient(), tenantId, slug), ['page', String(tenantId), slug], { tags: [tenantTag(tenantId)] })()
}

/**
 * The site's published page at this slug (uncached: tests): its own, else one its dealer group shares
 * with it (src/fields/sharedSites.ts; the lowest id when several do). A change to a shared page evicts
 * every site it shows on (src/lib/cache/tenantHooks.ts).
 */
export async function findPublishedPage(payload: Payload, tenantId: number, slug: string): Promise<Page | null> {
  if (!SLUG_PATTERN.test(slug)) return null
  const result = await payload.find({
    collection: 'pages',
    where: { and: [shownOnSite(tenantId), { slug: { equals: slug } }] },
    sort: 'id',
    limit: 10,
    depth: 2,
    draft: false,
    ...publicRead,
  })
  return result.docs.find((d) => relationId(d.tenant) === tenantId) ?? result.docs[0] ?? null
}

export function getMenus(tenantId: number): Promise<Menu | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'menus',
        where: { tenant: { equals: tenantId } },
        limit: 1,
        depth: 0,
        ...publicRead,
      })
      return result.docs[0] ?? null
    },
    ['menus', String(tenantId)],
    { tags: [tenantTag(tenantId)] },
  )()
}

export type SitemapEntry = { slug: string; updatedAt: string }

export function getSitemapEntries(tenantId: number): Promise<SitemapEntry[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'pages',
        where: { and: [shownOnSite(tenantId), { 'meta.noIndex': { not_equals: true } }] },
        limit: 1000,
        depth: 0,
        draft: false,
        select: { slug: true, updatedAt: true },
        sort: 'slug',
        ...publicRead,
      })
      // A site's own page and a shared one at the same address are one address.
      const seen = new Set<string>()
      return result.docs.filter((d) => !seen.has(d.slug) && Boolean(seen.add(d.slug))).map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
    },
    ['sitemap', String(tenantId)],
    { tags: [tenantTag(tenantId)] },
  )()
}

/**
 * The dealer's car pages for its sitemap (src/lib/search/sitemap.ts), cached with its stock: every car
 * change and feed run evicts it; the hour bounds what the clock changes (a car leaving the sold window).
 */
export function getSitemapVehiclePaths(tenant: SiteTenant): Promise<string[]> {
  return unstable_cache(
    async () => sitemapVehiclePaths(poolOf(await payloadClient()), searchTenantOf(tenant), Date.now(), { siteId: tenant.id, rooftopSites: (await getGroupSites(tenant.stockTenantId)).rooftopSites }),
    ['sitemap-cars', String(tenant.id)],
    { tags: [stockTag(tenant.stockTenantId), tenantTag(tenant.id)], revalidate: 3600 },
  )()
}
