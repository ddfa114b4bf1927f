import type { Validate } from 'payload'

import { assignedTenantIds } from '@/access/roles'
import { relationId } from '@/domain/relationId'

/**
 * A location, or a lead, may name only a dealership of its own dealer: the API takes any id, so it is
 * checked here (read with access skipped: sales staff may not read dealerships).
 */
export const sameTenantDealership: Validate = async (value, { data, req }) => {
  const id = relationId(value)
  if (id === null) return true
  const tenant = relationId((data as { tenant?: unknown } | undefined)?.tenant)
  const found = await req.payload.find({ collection: 'dealerships', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true, req, select: { tenant: true } })
  const owner = relationId(found.docs[0]?.tenant)
  return owner !== null && owner === tenant ? true : 'Choose a dealership of this dealer.'
}

/**
 * A user may be limited only to dealerships of the dealers they are assigned to. Checked with access
 * skipped: a sales person saving their own profile cannot read dealerships, yet their list must pass.
 */
export const ownDealersDealerships: Validate = async (value, { data, req }) => {
  const ids = (Array.isArray(value) ? value : []).map(relationId).filter((id): id is number => id !== null)
  if (ids.length === 0) return true
  const tenants = assignedTenantIds(data).map(String)
  const found = await req.payload.find({ collection: 'dealerships', where: { id: { in: ids } }, depth: 0, limit: ids.length, overrideAccess: true, req, select: { tenant: true } })
  const ok = found.docs.length === new Set(ids).size && found.docs.every((d) => tenants.includes(String(relationId(d.tenant))))
  return ok ? true : 'Choose dealerships of the dealers this user works for.'
}
