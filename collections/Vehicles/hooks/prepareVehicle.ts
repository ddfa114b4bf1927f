import type { CollectionBeforeValidateHook } from 'payload'

import { slugify } from '../../../src/fields/slug'

/** Derived fields: the display name, the slug, the sold flag and the sold date. */
export const prepareVehicle: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  const name = [merged.year, merged.make, merged.model, merged.badge].filter((p) => p !== null && p !== undefined && p !== '').join(' ')
  data.name = name
  if (!merged.slug && name) data.slug = slugify(`${name} ${merged.stocknum ?? ''}`.trim())
  if (typeof data.vin === 'string') data.vin = data.vin.trim().toUpperCase()
  const status = merged.status
  data.sold = status === 'sold'
  if (status === 'sold' && !merged.sold_date) data.sold_date = new Date().toISOString()
  if (status !== 'sold' && originalDoc?.status === 'sold' && data.sold_date === undefined) data.sold_date = null
  return data
}
