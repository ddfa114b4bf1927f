import type { Payload } from 'payload'

import { publicRead } from '../payload'
import { dealershipsWhere, type SiteRooftops } from './siteRooftops'

/**
 * The dealer's dealerships shown on its site, by name, as a form offers them to choose from: what a
 * form block asking "which dealership" lists when its marketer typed no list of their own. Read as
 * the public site: only names and slugs, never where their leads go.
 */
export async function shownDealerships(payload: Payload, rooftops: SiteRooftops): Promise<{ label: string; slug: string }[]> {
  const found = await payload.find({
    collection: 'dealerships',
    where: { and: [dealershipsWhere(rooftops), { visible: { equals: true } }] },
    sort: 'name',
    limit: 40,
    depth: 0,
    select: { slug: true, name: true },
    ...publicRead,
  })
  return found.docs.map((d) => ({ label: d.name, slug: d.slug }))
}
