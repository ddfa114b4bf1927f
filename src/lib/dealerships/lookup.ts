/**
 * The one way the lead path finds a lead's dealership (a dealer group's rooftop): the dealership of
 * the location the lead is for, else the one the shopper's form named by slug ("on some sites choosing
 * a location sets dealership_slug"). Read with access skipped: the lead API runs as the system.
 */
import { dealershipsWhere, type SiteRooftops } from './siteRooftops'
import type { Payload, PayloadRequest } from 'payload'

import type { Dealership } from '@/payload-types'

export type DealershipRef = Pick<Dealership, 'id' | 'slug' | 'name'>

const SELECT = { slug: true, name: true } as const

/** The dealership a location names, or null where it names none (a single dealer's location). */
export async function dealershipOfLocation(payload: Payload, locationId: number | null | undefined, req?: PayloadRequest): Promise<DealershipRef | null> {
  if (!locationId) return null
  const found = await payload.find({
    collection: 'locations',
    where: { id: { equals: locationId } },
    limit: 1,
    depth: 1,
    select: { dealership: true },
    populate: { dealerships: SELECT },
    overrideAccess: true,
    // Inside the caller's transaction when there is one (the seed creates locations and leads in one).
    req,
  })
  const dealership = found.docs[0]?.dealership
  return dealership && typeof dealership === 'object' ? { id: dealership.id, slug: dealership.slug, name: dealership.name } : null
}

/** The dealer's dealership of this slug, or null. */
export async function dealershipBySlug(payload: Payload, rooftops: SiteRooftops, slug: string | null | undefined): Promise<DealershipRef | null> {
  if (!slug) return null
  const found = await payload.find({
    collection: 'dealerships',
    where: { and: [dealershipsWhere(rooftops), { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    select: SELECT,
    overrideAccess: true,
  })
  const d = found.docs[0]
  return d ? { id: d.id, slug: d.slug, name: d.name } : null
}

/** The names of these dealerships, by id (the search index's dealership facet reads them in batches). */
export async function dealershipNamesById(req: PayloadRequest, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const found = await req.payload.find({ collection: 'dealerships', where: { id: { in: [...ids] } }, depth: 0, limit: ids.length, pagination: false, req, overrideAccess: true, select: { name: true } })
  return new Map(found.docs.map((d) => [d.id, d.name]))
}
