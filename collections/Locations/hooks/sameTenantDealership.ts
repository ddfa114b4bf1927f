import type { Validate } from 'payload'

import { relationId } from '@/domain/relationId'

/** A location may name only a dealership of its own dealer: the API takes any id, so it is checked here. */
export const sameTenantDealership: Validate = async (value, { data, req }) => {
  const id = relationId(value)
  if (id === null) return true
  const tenant = relationId((data as { tenant?: unknown } | undefined)?.tenant)
  const found = await req.payload.find({ collection: 'dealerships', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true, req, select: { tenant: true } })
  const owner = relationId(found.docs[0]?.tenant)
  return owner !== null && owner === tenant ? true : 'Choose a dealership of this dealer.'
}
