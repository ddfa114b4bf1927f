import type { Validate } from 'payload'

import { assignedTenantIds, isSuperAdminUser } from '@/access/roles'
import { relationId } from '@/domain/relationId'

/**
 * A site may show its dealer group's stock (Tenants.stockSource): one car record, shown on the group
 * site and on every franchise site whose filter takes it. One level only: a site that shows another's
 * stock cannot itself be a source, so a site's stock is always one query away and never a loop.
 * Read with access skipped: the check is about the records, not what the editor may read.
 */
export const validStockSource: Validate = async (value, { id, req }) => {
  const source = relationId(value)
  if (source === null) return true
  if (id !== undefined && source === Number(id)) return 'A site cannot take its stock from itself.'
  const found = await req.payload.find({ collection: 'tenants', where: { id: { equals: source } }, depth: 0, limit: 1, overrideAccess: true, req, select: { stockSource: true } })
  const doc = found.docs[0]
  if (!doc) return 'Choose an existing site.'
  if (relationId(doc.stockSource) !== null) return 'That site shows another site’s stock itself: choose the group site that holds the cars.'
  if (id !== undefined) {
    const takers = await req.payload.count({ collection: 'tenants', where: { stockSource: { equals: id } }, overrideAccess: true, req })
    if (takers.totalDocs > 0) return 'Other sites show this site’s stock, so it must keep its own.'
  }
  return true
}

/** The rooftops a site is limited to must be dealerships of the stock it shows. */
export const validStockDealerships: Validate = async (value, { data, id, req }) => {
  const ids = (Array.isArray(value) ? value : []).map(relationId).filter((n): n is number => n !== null)
  if (ids.length === 0) return true
  const owner = relationId((data as { stockSource?: unknown } | undefined)?.stockSource) ?? (id === undefined ? null : Number(id))
  const found = await req.payload.find({ collection: 'dealerships', where: { id: { in: ids } }, depth: 0, limit: ids.length, overrideAccess: true, req, select: { tenant: true } })
  const ok = owner !== null && found.docs.length === new Set(ids).size && found.docs.every((d) => relationId(d.tenant) === owner)
  return ok ? true : 'Choose dealerships of the stock this site shows.'
}

/**
 * Content a group marketer writes once and shows on several of the group's sites (promotions and
 * popups: `sites`): each one must be another site over the same stock as the record's own (the group
 * site and the sites that show its stock), and one the editor works for.
 */
export const sameGroupSites: Validate = async (value, { data, req }) => {
  const ids = (Array.isArray(value) ? value : []).map(relationId).filter((n): n is number => n !== null)
  if (ids.length === 0) return true
  const own = relationId((data as { tenant?: unknown } | undefined)?.tenant)
  if (own === null) return 'Choose the dealer first.'
  const found = await req.payload.find({ collection: 'tenants', where: { id: { in: [own, ...ids] } }, depth: 0, limit: ids.length + 1, overrideAccess: true, req, select: { stockSource: true } })
  const holder = new Map(found.docs.map((t) => [t.id, relationId(t.stockSource) ?? t.id]))
  const group = holder.get(own)
  if (ids.some((id) => id === own || holder.get(id) === undefined || holder.get(id) !== group)) return 'Choose other sites of this dealer group.'
  // A system write (the seed, a script) has no user to ask; an editor must work for every site chosen.
  if (req.user && !isSuperAdminUser(req.user)) {
    const mine = assignedTenantIds(req.user).map(Number)
    if (ids.some((id) => !mine.includes(id))) return 'Choose sites you work for.'
  }
  return true
}
