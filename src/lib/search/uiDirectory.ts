/**
 * What a results page needs to know on the server before it renders: which names the path segments
 * of /search stand for (the dealer's locations and dealerships, the make list, the models in stock) and each make's
 * logo. Reads are public (overrideAccess: false) and tenant-filtered; the make and model names come
 * from the dealer's own stock through the search engine, so they match the facet values exactly.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { stockTag, tenantTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'
import { dealershipsWhere, locationsWhere, rooftopsKey, siteRooftops, type SiteRooftops } from '../dealerships/siteRooftops'
import { getTenantByHost, searchTenantOf, type SiteTenant } from '../site/tenant'
import { poolOf } from './db'
import { runSearch } from './embeddedEngine'
import { parseOne } from './protocol'
import { emptyDictionary, parsePathSegments, segmentSlug, splitMakeModel, type PathDictionary, type SearchUiState } from '@/domain/search/routing'

type MakeLogos = Record<string, string>
type Named = { name: string; slug: string }
type Directory = { locations: Named[]; dealerships: Named[]; manufacturers: { name: string; slug: string; logo: string | null }[] }

const MAKE_LOGO_DIR = path.join(process.cwd(), 'public', 'assets', 'makes')

/** A manufacturer's logo: its `logo` field, else /assets/makes/{slug}.svg when that file exists. */
function logoOf(slug: string, logo: string | null | undefined): string | null {
  if (logo) return logo.startsWith('/') ? logo : `/assets/makes/${logo}`
  return existsSync(path.join(MAKE_LOGO_DIR, `${slug}.svg`)) ? `/assets/makes/${slug}.svg` : null
}

/**
 * The site's locations and shown dealerships (siteRooftops: a franchise site's own rooftops of its
 * group) and the shared make list, cached with the pages of the dealer that holds them.
 */
function getDirectory(rooftops: SiteRooftops): Promise<Directory> {
  const tenantId = rooftops.tenantId
  return unstable_cache(
    async (): Promise<Directory> => {
      const payload = await payloadClient()
      const [locations, dealerships, manufacturers] = await Promise.all([
        payload.find({
          collection: 'locations',
          where: locationsWhere(rooftops),
          limit: 200,
          depth: 0,
          select: { name: true, slug: true },
          ...publicRead,
        }),
        payload.find({
          collection: 'dealerships',
          where: { and: [dealershipsWhere(rooftops), { visible: { equals: true } }] },
          limit: 200,
          depth: 0,
          select: { name: true, slug: true },
          ...publicRead,
        }),
        payload.find({
          collection: 'manufacturers',
          limit: 1000,
          depth: 0,
          pagination: false,
          select: { name: true, slug: true, logo: true },
          ...publicRead,
        }),
      ])
      return {
        locations: locations.docs.filter((l) => l.slug).map((l) => ({ name: l.name, slug: l.slug! })),
        dealerships: dealerships.docs.map((d) => ({ name: d.name, slug: d.slug })),
        manufacturers: manufacturers.docs.map((m) => ({ name: m.name, slug: m.slug, logo: logoOf(m.slug, m.logo) })),
      }
    },
    ['search-directory', rooftopsKey(rooftops)],
    // Locations change with the dealer (tenant tag); the shared make list rarely changes.
    { tags: [tenantTag(tenantId)], revalidate: 3600 },
  )()
}

/**
 * The makes and models in the dealer's visible stock, cached with the dealer's stock (tag stock:{id},
 * evicted by every vehicle change and stock feed run). It also gives the search pages, which are
 * cached whole, that tag: a stock change purges them (issue 19 item 3). The hour bounds what the clock
 * changes (a car leaving the sold window).
 */
function stockNames(tenant: SiteTenant): Promise<{ makes: string[]; makeModels: string[] }> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const query = parseOne({ indexName: 'vehicles', hitsPerPage: 0, facets: ['make', 'make_model'], maxValuesPerFacet: 1000 })
      const result = await runSearch(poolOf(payload), searchTenantOf(tenant), query)
      return { makes: Object.keys(result.facets.make ?? {}), makeModels: Object.keys(result.facets.make_model ?? {}) }
    },
    ['search-stock-names', String(tenant.id)],
    { tags: [stockTag(tenant.stockTenantId), tenantTag(tenant.id)], revalidate: 3600 },
  )()
}

/** Models of the catalogue, for a make/model path whose model is not in stock right now. */
async function catalogueModel(makeSlug: string, modelSlug: string): Promise<{ make: string; model: string } | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'models',
    where: { and: [{ slug: { equals: modelSlug } }, { 'manufacturer.slug': { equals: makeSlug } }] },
    limit: 1,
    depth: 1,
    ...publicRead,
  })
  const doc = found.docs[0]
  const make = doc && typeof doc.manufacturer === 'object' ? doc.manufacturer.name : null
  return doc && make ? { make, model: doc.name } : null
}

export type SearchPageData = {
  tenant: SiteTenant
  /** The refinements the path stands for (empty off /search). */
  pathRefinements: NonNullable<SearchUiState['refinementList']>
  dictionary: PathDictionary
  makeLogos: MakeLogos
}

/**
 * Everything a results page needs on the server, or null when the dealer or a path segment is
 * unknown (the route answers 404). Deduplicated per request, so the route's metadata and its blocks
 * share one lookup.
 */
export const getSearchPageData = cache(async (host: string, segmentsKey: string): Promise<SearchPageData | null> => {
  const tenant = await getTenantByHost(host)
  if (!tenant) return null
  const segments = segmentsKey ? segmentsKey.split('/') : []
  const [directory, stock] = await Promise.all([getDirectory(siteRooftops(tenant)), stockNames(tenant)])

  const dictionary = emptyDictionary()
  const makeLogos: MakeLogos = {}
  for (const m of directory.manufacturers) {
    dictionary.makes[m.slug] = m.name
    if (m.logo) makeLogos[m.name] = m.logo
  }
  // Stock spellings win over the make list's, so a path refinement matches the facet value exactly.
  for (const make of stock.makes) {
    const slug = segmentSlug(make)
    if (slug) dictionary.makes[slug] = make
    const logo = directory.manufacturers.find((m) => m.slug === slug)?.logo
    if (logo) makeLogos[make] = logo
  }
  for (const value of stock.makeModels) {
    const { make, model } = splitMakeModel(value)
    const key = `${segmentSlug(make)}/${segmentSlug(model)}`
    if (make && segmentSlug(model)) dictionary.models[key] ??= value
  }
  for (const l of directory.locations) dictionary.locations[l.slug] = l.name
  for (const d of directory.dealerships) dictionary.dealerships[d.slug] = d.name

  if (
    segments.length === 2 &&
    !Object.hasOwn(dictionary.models, `${segments[0]}/${segments[1]}`) &&
    Object.hasOwn(dictionary.makes, segments[0]!)
  ) {
    const model = await catalogueModel(segments[0]!, segments[1]!)
    if (model) dictionary.models[`${segments[0]}/${segments[1]}`] = `${dictionary.makes[segments[0]!]} > ${model.model}`
  }

  const pathRefinements = parsePathSegments(segments, dictionary)
  if (!pathRefinements) return null
  return { tenant, pathRefinements, dictionary, makeLogos }
})
