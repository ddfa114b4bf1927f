/**
 * The hero vehicle search's server data: the dealer's facet counts (make, model, body, location), one
 * set per car type so the browser can total them for whichever car-type option is chosen, and each
 * make's logo. Counted by the embedded search engine under the dealer's stock filter, so the numbers
 * match the results page. Cached 5 minutes (stock changes) and evicted with the dealer's tag.
 */
import { unstable_cache } from 'next/cache'

import { tenantTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'
import { poolOf } from '../search/db'
import { runSearch } from '../search/embeddedEngine'
import { parseOne } from '../search/protocol'
import type { CarType } from '@/domain/search/record'
import { segmentSlug } from '@/domain/search/routing'
import { makeLogoPath } from './brands'
import { searchTenantOf, type SiteTenant } from './tenant'

/** Facet attributes the hero search offers, as the search index names them. */
const HERO_FACETS = ['make', 'make_model', 'body', 'location_name'] as const
type HeroFacet = (typeof HERO_FACETS)[number]
type FacetCounts = Record<string, number>
type HeroFacetCounts = Record<HeroFacet, FacetCounts>

export type HeroSearchData = {
  /** Counts among in-stock vehicles of each car type. */
  byType: Record<CarType, HeroFacetCounts>
  /** Make name (as stock spells it) → logo path. */
  makeLogos: Record<string, string>
}

const CAR_TYPES: readonly CarType[] = ['new', 'used', 'demo']
/** Stock changes by the minute; five minutes stale is fine for drop-down counts. */
const HERO_SEARCH_REVALIDATE_SECONDS = 300

const emptyCounts = (): HeroFacetCounts => ({ make: {}, make_model: {}, body: {}, location_name: {} })

async function countsFor(tenant: SiteTenant, carType: CarType): Promise<HeroFacetCounts> {
  const payload = await payloadClient()
  const query = parseOne({
    indexName: 'vehicles',
    hitsPerPage: 0,
    facets: [...HERO_FACETS],
    maxValuesPerFacet: 1000,
    facetFilters: [`car_type:${carType}`],
  })
  const result = await runSearch(poolOf(payload), searchTenantOf(tenant), query)
  const counts = emptyCounts()
  for (const facet of HERO_FACETS) counts[facet] = result.facets[facet] ?? {}
  return counts
}

async function logosFor(makes: string[]): Promise<Record<string, string>> {
  if (makes.length === 0) return {}
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'manufacturers',
    where: { name: { in: makes } },
    limit: makes.length + 10,
    depth: 0,
    select: { name: true, slug: true, logo: true },
    ...publicRead,
  })
  const byName = new Map(found.docs.map((m) => [m.name.toLowerCase(), m]))
  const logos: Record<string, string> = {}
  for (const make of makes) {
    const m = byName.get(make.toLowerCase())
    const logo = m ? makeLogoPath(m.slug, m.logo) : makeLogoPath(segmentSlug(make), null)
    if (logo) logos[make] = logo
  }
  return logos
}

export function getHeroSearchData(tenant: SiteTenant): Promise<HeroSearchData> {
  return unstable_cache(
    async (): Promise<HeroSearchData> => {
      const counts = await Promise.all(CAR_TYPES.map((t) => countsFor(tenant, t)))
      const byType = Object.fromEntries(CAR_TYPES.map((t, i) => [t, counts[i]!])) as Record<CarType, HeroFacetCounts>
      const makes = [...new Set(counts.flatMap((c) => Object.keys(c.make)))]
      return { byType, makeLogos: await logosFor(makes) }
    },
    ['hero-search', String(tenant.id)],
    { tags: [tenantTag(tenant.id)], revalidate: HERO_SEARCH_REVALIDATE_SECONDS },
  )()
}
