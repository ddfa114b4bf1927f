/**
 * The model catalogue: every model the demo stock is built from, seeded into the Models collection
 * (a model: name, slug, bodies, image, from price, NEW / COMING SOON status).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { CatalogModel } from './modelTypes'
import { seedManufacturers } from './manufacturers'
import { CHINA } from './ranges/china'
import { HYUNDAI, KGM, KIA } from './ranges/korea'
import { JAPAN } from './ranges/japan'
import { CARAVANS, MOTORCYCLES, TRUCKS } from './ranges/leisure'
import { MAZDA_RANGE } from './ranges/mazda'
import { TOYOTA } from './ranges/toyota'
import { EUROPE, FORD, GM } from './ranges/west'

export type { CatalogModel } from './modelTypes'

export const CATALOG_MODELS: readonly CatalogModel[] = [
  ...TOYOTA, ...MAZDA_RANGE, ...HYUNDAI, ...KIA, ...KGM, ...JAPAN, ...FORD, ...GM, ...EUROPE, ...CHINA,
  ...CARAVANS, ...MOTORCYCLES, ...TRUCKS,
]

/** The catalogue image of a model: a front three-quarter render made by scripts/make-stock-images.ts. */
export const modelImagePath = (m: Pick<CatalogModel, 'manufacturer' | 'slug'>) => `/assets/models/${m.manufacturer}-${m.slug}.webp`

/** The lowest new price across the model's grades (the "from" price on range pages). */
export const fromPrice = (m: CatalogModel) => Math.min(...m.variants.map((v) => v.price))

const recordOf = (m: CatalogModel, manufacturer: number) => ({
  name: m.name,
  slug: m.slug,
  manufacturer,
  bodies: m.bodies,
  image_url: modelImagePath(m),
  from_price: fromPrice(m),
  status: m.status ?? null,
  short_description: m.description,
})

type ModelRecord = ReturnType<typeof recordOf>

const differs = (doc: Record<string, unknown>, data: ModelRecord) =>
  (Object.keys(data) as Array<keyof ModelRecord>).some((k) => {
    const have = k === 'manufacturer' && typeof doc[k] === 'object' ? (doc[k] as { id: number }).id : (doc[k] ?? null)
    return JSON.stringify(have) !== JSON.stringify(data[k] ?? null)
  })

/**
 * Upserts the catalogue by manufacturer and slug (unique together): creates missing models and brings
 * changed ones in line with the catalogue; unchanged ones are not written. Manufacturers are upserted
 * first when their ids are not passed in.
 */
export async function seedModels(
  payload: Payload,
  req: PayloadRequest,
  manufacturerIds?: Record<string, number>,
): Promise<{ created: number; updated: number; unchanged: number }> {
  const ids = manufacturerIds ?? (await seedManufacturers(payload, req)).ids
  const opts = { req, overrideAccess: true, context: { disableRevalidate: true } } as const
  const existing = await payload.find({ collection: 'models', limit: 5000, depth: 0, pagination: false, ...opts })
  const byKey = new Map(existing.docs.map((d) => [`${typeof d.manufacturer === 'object' ? d.manufacturer.id : d.manufacturer}/${d.slug}`, d]))
  const result = { created: 0, updated: 0, unchanged: 0 }
  for (const m of CATALOG_MODELS) {
    const manufacturer = ids[m.manufacturer]
    if (!manufacturer) throw new Error(`Model ${m.name}: unknown manufacturer ${m.manufacturer}`)
    const data = recordOf(m, manufacturer)
    const doc = byKey.get(`${manufacturer}/${m.slug}`)
    if (!doc) {
      await payload.create({ collection: 'models', data, depth: 0, select: { slug: true }, ...opts })
      result.created++
    } else if (differs(doc as unknown as Record<string, unknown>, data)) {
      await payload.update({ collection: 'models', id: doc.id, data, depth: 0, select: { slug: true }, ...opts })
      result.updated++
    } else {
      result.unchanged++
    }
  }
  return result
}
