import { slugify } from '../format/slug'

/**
 * Derived fields: the display name, the slug, the sold flag and the sold date. Writes them into
 * `data` (the incoming change) from `data` over `originalDoc`. Shared by the collection's beforeValidate hook (collections/Vehicles/hooks/prepareVehicle.ts) and by the
 * stock feed's bulk insert of new cars (src/lib/stockFeeds/bulkCreate.ts), which must store exactly
 * what a create through Payload would.
 */
export function deriveVehicleFields(data: Record<string, unknown>, originalDoc?: Record<string, unknown>): Record<string, unknown> {
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
