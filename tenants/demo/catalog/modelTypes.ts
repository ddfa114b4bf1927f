/**
 * The shape of the model catalogue (tenants/demo/catalog/ranges/*) and compact helpers for writing it.
 * Each model lists its Australian grades (badges) with a new drive-away price and a powertrain; the
 * stock generator (tenants/demo/inventory) builds vehicles from these, and models.ts seeds the Models
 * collection from them.
 */
import type { BODY_TYPES } from '@/domain/vehicles/options'
import type { PaintName } from '../inventory/art/colour'
import type { ImageBody } from '../inventory/art/render'

export type BodyType = (typeof BODY_TYPES)[number]
type FuelType = 'Unleaded Petrol' | 'Premium Unleaded Petrol' | 'Diesel' | 'Electric' | 'Hybrid' | 'Plug-in Hybrid'
type Gearbox = 'Automatic' | 'CVT' | 'Dual-clutch' | 'Manual' | 'Reduction gear'
export type DriveCode = 'FWD' | 'RWD' | 'AWD' | '4WD'
type Induction = 'Naturally Aspirated' | 'Turbo' | 'Turbo Diesel' | 'Electric'

export type Powertrain = {
  fuel: FuelType
  /** Engine size in litres; null for battery-electric. */
  litres: number | null
  cylinders: number | null
  induction: Induction
  kw: number
  torque: number
  gearbox: Gearbox
  gears: number
  drive: DriveCode
  /** Combined L/100km; null for battery-electric (the fuel calculator is hidden for EVs). */
  consumption: number | null
  tank: number | null
}

/** Grade level 0 (base) to 3 (flagship): decides how much equipment a badge gets. */
export type Tier = 0 | 1 | 2 | 3

export type Variant = {
  badge: string
  /** New drive-away price today. */
  price: number
  powertrain: string
  tier: Tier
  body?: BodyType
  config?: string
  seats?: number
  doors?: number
  image?: ImageBody
  towing?: number
  /** A caravan layout's own length, berths and weights. */
  caravan?: CaravanSpec
}

export type CaravanSpec = { lengthFt: number; width: number; tare: number; atm: number; axle: 'Single' | 'Tandem'; sleeps: number; offRoad: boolean }

export type CatalogModel = {
  /** The make as written on stock ("Honda", also for Honda motorcycles). */
  make: string
  /** Slug of the manufacturer record the model belongs to. */
  manufacturer: string
  name: string
  slug: string
  itemType: 'car' | 'motorcycle' | 'truck' | 'caravan'
  /** Body of most grades (null for caravans and motorcycles, which have no body type). */
  body: BodyType | null
  /** Bodies listed on the catalogue record (the range page filters by these). */
  bodies: BodyType[]
  image: ImageBody
  config: string
  seats: number
  doors: number
  /** First model year sold new here, and the last (null while on sale). */
  years: readonly [number, number | null]
  series?: string
  /** Length, width, height in mm. */
  dims: readonly [number, number, number]
  gvm?: number
  towing: number
  ancap: number | null
  status?: 'new' | 'coming_soon'
  /** Share of its value a year-old car keeps each further year (utes and LandCruisers hold theirs). */
  retention: number
  /** Factory colours most often seen, most common first. */
  colours: PaintName[]
  description: string
  powertrains: Record<string, Powertrain>
  variants: Variant[]
  caravan?: CaravanSpec
}

type FuelCode = 'ULP' | 'PULP' | 'D' | 'EV' | 'HEV' | 'PHEV'
const FUELS: Record<FuelCode, FuelType> = {
  ULP: 'Unleaded Petrol',
  PULP: 'Premium Unleaded Petrol',
  D: 'Diesel',
  EV: 'Electric',
  HEV: 'Hybrid',
  PHEV: 'Plug-in Hybrid',
}

/** Gearbox code: A8 (8-speed auto), M6, CVT, DCT7, E (single-speed reduction gear). */
type GearCode = `A${number}` | `M${number}` | 'CVT' | `DCT${number}` | 'E'

function gearbox(code: GearCode): { gearbox: Gearbox; gears: number } {
  if (code === 'CVT') return { gearbox: 'CVT', gears: 1 }
  if (code === 'E') return { gearbox: 'Reduction gear', gears: 1 }
  if (code.startsWith('DCT')) return { gearbox: 'Dual-clutch', gears: Number(code.slice(3)) }
  return { gearbox: code[0] === 'M' ? 'Manual' : 'Automatic', gears: Number(code.slice(1)) }
}

/**
 * A powertrain in one line: fuel, litres, cylinders, kW, Nm, gearbox, drive, L/100km, tank litres,
 * and whether a petrol engine is turbocharged (diesels always are).
 */
export function P(
  fuel: FuelCode,
  litres: number | null,
  cylinders: number | null,
  kw: number,
  torque: number,
  gear: GearCode,
  drive: DriveCode,
  consumption: number | null,
  tank: number | null,
  turbo = false,
): Powertrain {
  const induction: Induction = fuel === 'EV' ? 'Electric' : fuel === 'D' ? 'Turbo Diesel' : turbo ? 'Turbo' : 'Naturally Aspirated'
  return { fuel: FUELS[fuel], litres, cylinders, induction, kw, torque, ...gearbox(gear), drive, consumption, tank }
}

/** A grade: badge, new drive-away price, powertrain key, tier, and anything that differs from the model. */
export const V = (badge: string, price: number, powertrain: string, tier: Tier, extra: Partial<Variant> = {}): Variant => ({
  badge,
  price,
  powertrain,
  tier,
  ...extra,
})

/** Common colour line-ups, most popular first. */
export const COLOURS = {
  family: ['White', 'Grey', 'Silver', 'Black', 'Blue', 'Red'],
  suv: ['White', 'Grey', 'Black', 'Silver', 'Blue', 'Red', 'Bronze', 'Green'],
  ute: ['White', 'Grey', 'Silver', 'Black', 'Blue', 'Orange', 'Red'],
  work: ['White', 'Silver', 'Grey'],
  sporty: ['Red', 'White', 'Black', 'Blue', 'Yellow', 'Orange', 'Grey'],
  caravan: ['Grey', 'Black', 'Blue', 'Red', 'Orange', 'Bronze'],
} satisfies Record<string, PaintName[]>

export type ModelInput = Omit<CatalogModel, 'slug' | 'manufacturer' | 'itemType' | 'bodies'> &
  Partial<Pick<CatalogModel, 'slug' | 'manufacturer' | 'itemType' | 'bodies'>>

const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')

/** Fills in what follows from the rest: slug, manufacturer slug, item type and the catalogue bodies. */
export function model(input: ModelInput): CatalogModel {
  const bodies = [...new Set([input.body, ...input.variants.map((v) => v.body), ...(input.bodies ?? [])].filter((b): b is BodyType => Boolean(b)))]
  return {
    ...input,
    slug: input.slug ?? slugOf(input.name),
    manufacturer: input.manufacturer ?? slugOf(input.make),
    itemType: input.itemType ?? 'car',
    bodies,
  }
}
