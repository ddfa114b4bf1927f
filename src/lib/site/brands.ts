/**
 * Cached, tenant-filtered reads of a dealer group's brand directory (/brands and /{brand}/overview),
 * tagged `tenant:{id}`, plus where a make's logo lives.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { unstable_cache } from 'next/cache'

import type { Brand, Manufacturer } from '@/payload-types'
import { tenantTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'

const MAKE_LOGO_DIR = path.join(process.cwd(), 'public', 'assets', 'makes')
const BRAND_LIMIT = 200

/**
 * A make's logo: its `logo` field (a path, or a file name under /assets/makes/), else
 * /assets/makes/{slug}.svg when that file exists; null otherwise.
 */
export function makeLogoPath(slug: string, logo: string | null | undefined): string | null {
  const stored = logo?.trim()
  if (stored) return stored.startsWith('/') ? stored : `/assets/makes/${stored}`
  return /^[a-z0-9-]+$/.test(slug) && existsSync(path.join(MAKE_LOGO_DIR, `${slug}.svg`)) ? `/assets/makes/${slug}.svg` : null
}

/** The make's logo for a brand without an uploaded one (resolved here: the file check is server-only). */
export type SiteBrand = Brand & { makeLogo: string | null }

function withMakeLogo(brand: Brand): SiteBrand {
  const make = brand.make && typeof brand.make === 'object' ? (brand.make as Manufacturer) : null
  return { ...brand, makeLogo: make ? makeLogoPath(make.slug, make.logo) : null }
}

/** Every brand of the dealer in directory order (position, then name), without the overview text. */
export function getBrands(tenantId: number): Promise<SiteBrand[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'brands',
        where: { tenant: { equals: tenantId } },
        sort: ['position', 'name'],
        limit: BRAND_LIMIT,
        depth: 1,
        select: { overview: false },
        ...publicRead,
      })
      return result.docs.map((doc) => withMakeLogo(doc as Brand))
    },
    ['brands', String(tenantId)],
    { tags: [tenantTag(tenantId)] },
  )()
}

/** One brand with its overview, or null when the dealer has no brand with that slug. */
export function getBrand(tenantId: number, slug: string): Promise<SiteBrand | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'brands',
        where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] },
        limit: 1,
        depth: 1,
        ...publicRead,
      })
      const doc = result.docs[0]
      return doc ? withMakeLogo(doc) : null
    },
    ['brand', String(tenantId), slug],
    { tags: [tenantTag(tenantId)] },
  )()
}
