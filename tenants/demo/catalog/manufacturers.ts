/**
 * The shared list of makes sold in Australia ("A static list of about 140 manufacturers"),
 * grouped as the brand directory groups them: cars, motorcycles, trucks, and caravan makers.
 *
 * Names are unique across the list (the collection says so), so a maker that builds both cars and
 * motorcycles appears once per directory group under a distinct name ("Honda Motorcycles"); `make`
 * is what a vehicle of that brand carries in its make field ("Honda").
 * Logos are our own lettermarks (./logos.ts), never the brands' artwork.
 */
import type { Payload, PayloadRequest } from 'payload'

import { slugify } from '@/domain/format/slug'

type MakeCategory = 'car' | 'motorcycle' | 'truck' | 'caravan'
export type CatalogMake = { name: string; slug: string; category: MakeCategory; make: string }

/** [directory name, make on stock records when it differs] */
type Entry = string | readonly [name: string, make: string]

const CARS: Entry[] = [
  'Abarth', 'Alfa Romeo', 'Alpine', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'BYD', 'Cadillac', 'Chery', 'Chevrolet',
  'Chrysler', 'Citroen', 'Cupra', 'Daewoo', 'Daihatsu', 'Deepal', 'Denza', 'Dodge', 'Ferrari', 'Fiat', 'Ford', 'Foton',
  'GAC', 'Geely', 'Genesis', 'GWM', 'Haval', 'Holden', 'Honda', 'HSV', 'Hummer', 'Hyundai', 'Ineos', 'Infiniti', 'Isuzu',
  'Jaecoo', 'Jaguar', 'Jeep', 'Kia', 'KGM', 'Lamborghini', 'Land Rover', 'LDV', 'Leapmotor', 'Lexus', 'Lotus',
  'Lynk & Co', 'Mahindra', 'Maserati', 'Mazda', 'McLaren', 'Mercedes-Benz', 'MG', 'Mini', 'Mitsubishi', 'Nissan',
  'Omoda', 'Peugeot', 'Polestar', 'Porsche', 'Proton', 'Ram', 'Renault', 'Rolls-Royce', 'Saab', 'Skoda', 'Smart',
  'SsangYong', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo', 'Xpeng', 'Zeekr',
]

const MOTORCYCLES: Entry[] = [
  'Aprilia', 'Benelli', 'Beta', ['BMW Motorrad', 'BMW'], 'Can-Am', 'CFMoto', 'Ducati', 'GasGas', 'Harley-Davidson',
  ['Honda Motorcycles', 'Honda'], 'Husqvarna', 'Indian', 'Kawasaki', 'KTM', 'Kymco', 'Moto Guzzi', 'MV Agusta',
  'Piaggio', 'Royal Enfield', 'Sherco', ['Suzuki Motorcycles', 'Suzuki'], 'SYM', 'Triumph', 'Vespa', 'Yamaha',
  'Zero Motorcycles',
]

const TRUCKS: Entry[] = [
  'DAF', 'Freightliner', 'Fuso', 'Hino', 'International', 'Iveco', ['Isuzu Trucks', 'Isuzu'], 'Kenworth', 'Mack', 'MAN',
  ['Mercedes-Benz Trucks', 'Mercedes-Benz'], 'Scania', 'UD Trucks', ['Volvo Trucks', 'Volvo'], 'Western Star',
]

const CARAVANS: Entry[] = [
  'Avan', 'Bushtracker', 'Coromal', 'Crusader', 'Essential', 'Goldstream RV', 'Jayco', 'Jurgens', 'Kokoda',
  'Lotus Caravans', 'MDC', 'New Age', 'Regent', 'Roadstar', 'Royal Flair', 'Snowy River', 'Sunland', 'Supreme',
  'Trakmaster', 'Windsor', 'Zone RV',
]

function entries(list: Entry[], category: MakeCategory): CatalogMake[] {
  return list.map((e) => {
    const [name, make] = typeof e === 'string' ? [e, e] : e
    return { name, slug: slugify(name), category, make }
  })
}

export const MANUFACTURERS: readonly CatalogMake[] = [
  ...entries(CARS, 'car'),
  ...entries(MOTORCYCLES, 'motorcycle'),
  ...entries(TRUCKS, 'truck'),
  ...entries(CARAVANS, 'caravan'),
]

export const logoPath = (slug: string) => `/assets/makes/${slug}.svg`

export type UpsertResult = { ids: Record<string, number>; created: number; updated: number; unchanged: number }

/**
 * Upserts the static list by slug: creates missing makes and brings a make whose name, category or
 * logo differs from the list back in line (the list is the source of truth; only Forecourt staff
 * may edit makes). Unchanged records are not written. Returns every make's id by slug.
 */
export async function seedManufacturers(payload: Payload, req: PayloadRequest): Promise<UpsertResult> {
  const opts = { req, overrideAccess: true, context: { disableRevalidate: true } } as const
  const existing = await payload.find({ collection: 'manufacturers', limit: 1000, depth: 0, pagination: false, ...opts })
  const bySlug = new Map(existing.docs.map((d) => [d.slug, d]))
  const result: UpsertResult = { ids: {}, created: 0, updated: 0, unchanged: 0 }
  for (const m of MANUFACTURERS) {
    const data = { name: m.name, slug: m.slug, category: m.category, logo: logoPath(m.slug) }
    const doc = bySlug.get(m.slug)
    if (!doc) {
      result.ids[m.slug] = (await payload.create({ collection: 'manufacturers', data, depth: 0, select: { slug: true }, ...opts })).id
      result.created++
    } else if (doc.name !== data.name || doc.category !== data.category || doc.logo !== data.logo) {
      await payload.update({ collection: 'manufacturers', id: doc.id, data, depth: 0, select: { slug: true }, ...opts })
      result.ids[m.slug] = doc.id
      result.updated++
    } else {
      result.ids[m.slug] = doc.id
      result.unchanged++
    }
  }
  return result
}
