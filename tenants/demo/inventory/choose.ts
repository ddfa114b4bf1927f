/**
 * The generator's choices of what a stock slot holds: a model, a grade, a year, a site and a colour.
 * Each takes the slot's own random source, so choices are reproducible per car.
 */
import type { PaintName } from './art/colour'
import type { InteriorKind } from './art/interior'
import type { BodyType, CatalogModel, Variant } from '../catalog/modelTypes'
import { CATALOG_MODELS } from '../catalog/models'
import { DEFAULT_BODY_WEIGHTS, NATIONAL_USED_MIX, type StockLocation, type StockProfile } from './profiles'
import { createRng, type Rng } from './random'

export type SlotKind = 'new' | 'demo' | 'used' | 'caravan' | 'motorcycle' | 'truck'

const bodyWeight = (profile: StockProfile, body: CatalogModel['body']) =>
  body ? (profile.bodyWeights?.[body] ?? DEFAULT_BODY_WEIGHTS[body] ?? 1) : 1

/**
 * Picks a body first (by the dealer's appetite for it), then a model of that body, so a make with
 * eight SUVs and one ute does not end up with eight times the SUVs.
 */
function byBody(rng: Rng, profile: StockProfile, pool: CatalogModel[]): CatalogModel {
  const bodies = [...new Set(pool.map((m) => m.body))]
  const body = rng.weighted(bodies, (b) => bodyWeight(profile, b))
  return rng.pick(pool.filter((m) => m.body === body))
}

/** A model sold new by one of the dealer's franchises; a few are pre-orders of a model not yet here. */
export function chooseNewModel(rng: Rng, profile: StockProfile, nowYear: number): { model: CatalogModel; preorderModel: boolean } {
  const makes = Object.keys(profile.newMakes)
  const make = rng.weighted(makes, (k) => profile.newMakes[k]!)
  const onSale = CATALOG_MODELS.filter((m) => m.make === make && m.itemType === 'car' && m.years[1] === null && m.years[0] <= nowYear)
  const comingSoon = onSale.filter((m) => m.status === 'coming_soon')
  if (comingSoon.length && rng.chance(0.06)) return { model: rng.pick(comingSoon), preorderModel: true }
  return { model: byBody(rng, profile, onSale.filter((m) => m.status !== 'coming_soon')), preorderModel: false }
}

/** Relative share of used stock by age: most used cars on a lot are two to six years old. */
const ageWeight = (age: number) => (age <= 4 ? age : Math.max(0.25, 4 - (age - 4) * 0.4))

/** Models of one item type with the model years each can be found in, by age window (cached: streaming calls this per car). */
const poolCache = new Map<string, Array<{ model: CatalogModel; years: number[] }>>()

function usedPool(itemType: CatalogModel['itemType'], minAge: number, maxAge: number, nowYear: number) {
  const key = `${itemType}/${minAge}/${maxAge}/${nowYear}`
  let pool = poolCache.get(key)
  if (!pool) {
    pool = CATALOG_MODELS.filter((m) => m.itemType === itemType)
      .map((model) => {
        const years: number[] = []
        for (let age = minAge; age <= maxAge; age++) {
          const y = nowYear - age
          if (y >= model.years[0] && y <= (model.years[1] ?? nowYear)) years.push(y)
        }
        return { model, years }
      })
      .filter((p) => p.years.length > 0)
    poolCache.set(key, pool)
  }
  return pool
}

/** A used vehicle of the given kind: its model and model year (within the model's years on sale). */
export function chooseUsed(rng: Rng, profile: StockProfile, kind: 'used' | 'caravan' | 'motorcycle' | 'truck', nowYear: number): { model: CatalogModel; year: number } {
  const [minAge, maxAge] = kind === 'caravan' ? [1, 18] : profile.usedAge
  let pool = usedPool(kind === 'used' ? 'car' : kind, minAge, maxAge, nowYear)
  if (kind === 'used') {
    const mix = profile.usedMakes ?? NATIONAL_USED_MIX
    const make = rng.weighted(Object.keys(mix).filter((k) => pool.some((p) => p.model.make === k)), (k) => mix[k]!)
    pool = pool.filter((p) => p.model.make === make)
  }
  const model = byBody(rng, profile, pool.map((p) => p.model))
  const years = pool.find((p) => p.model === model)!.years
  const year = rng.weighted(years, (y) => ageWeight(nowYear - y))
  return { model, year }
}

/** Mid grades sell best; base and flagship grades less so. */
export const chooseVariant = (rng: Rng, model: CatalogModel): Variant =>
  rng.weighted(model.variants, (v) => [3, 4, 3, 2][v.tier]!)

export function chooseLocation(rng: Rng, profile: StockProfile, kind: SlotKind, make: string): StockLocation {
  const sites = profile.locations
  const eligible =
    kind === 'new' || kind === 'demo'
      ? sites.filter((l) => l.newMakes.includes(make))
      : kind === 'caravan'
        ? sites.filter((l) => l.caravans)
        : sites.filter((l) => l.used)
  return rng.weighted(eligible.length ? eligible : sites, (l) => l.weight)
}

/** Popularity by position in a model's colour list (the first is the most common). */
const COLOUR_SHARE = [30, 18, 14, 11, 8, 6, 4, 3, 2, 2]

/**
 * The paint of a vehicle. Each dealer's stock of one body comes in a handful of paints (its photo
 * palette), which keeps the number of distinct photos the seed uploads per dealer small; a model
 * offered in none of them falls back to its own most common colour.
 */
export function chooseColour(rng: Rng, model: CatalogModel, palette: readonly PaintName[] | null): PaintName {
  const allowed = palette ? model.colours.filter((c) => palette.includes(c)) : model.colours
  const choices = allowed.length ? allowed : model.colours.slice(0, 1)
  return rng.weighted(choices, (c) => COLOUR_SHARE[model.colours.indexOf(c)] ?? 1)
}

/** Image bodies whose catalogue body has another name. */
const IMAGE_BODY_TYPE: Record<string, BodyType> = { truck: 'lightTruck' }
/** Bodies without a body type get a fixed palette size: caravans are a specialist's main line. */
const SPECIAL_PALETTE: Record<string, number> = { caravan: 3, motorcycle: 2 }

/**
 * How many paints a dealer's photos of one body come in: the full palette for the bodies it stocks
 * most of, one fewer for the middling ones and one for the rare ones (two coupes are usually two
 * colours at most anyway).
 */
export function paletteSize(profile: StockProfile, imageBody: string): number {
  const max = profile.photoPaints ?? PAINT_POPULARITY.length
  if (SPECIAL_PALETTE[imageBody]) return Math.min(max, SPECIAL_PALETTE[imageBody]!)
  const weight = bodyWeight(profile, IMAGE_BODY_TYPE[imageBody] ?? (imageBody as BodyType))
  return weight >= 3 ? max : weight >= 1 ? Math.max(1, max - 1) : 1
}

/** National paint popularity, most common first. */
const PAINT_POPULARITY: PaintName[] = ['White', 'Grey', 'Silver', 'Black', 'Blue', 'Red', 'Bronze', 'Green', 'Orange', 'Yellow']

/**
 * A dealer's photo palette per image body: White, the dealer's signature paints, then popular paints
 * in an order shuffled per dealer and body (so different bodies bring different colours), and one
 * characterful accent (an orange Ranger) when the palette has room for four or more.
 */
export function photoPalette(seed: number, body: string, size: number, signature: readonly PaintName[] = []): PaintName[] {
  const rng = createRng(seed ^ [...body].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5))
  const fixed: PaintName[] = ['White', ...signature.filter((p) => p !== 'White')]
  const core = rng.shuffle(PAINT_POPULARITY.slice(1, 6).filter((p) => !fixed.includes(p)))
  const accent = rng.pick(PAINT_POPULARITY.slice(6).filter((p) => !fixed.includes(p)))
  const palette = [...fixed, ...core].slice(0, size >= 4 ? size - 1 : size)
  return size >= 4 ? [...palette, accent] : palette
}

/** Interior trim and the matching interior photo. */
export function chooseInterior(rng: Rng, model: CatalogModel, variant: Variant): { colour: string | null; photo: InteriorKind } {
  if (model.itemType === 'caravan') return { colour: rng.pick(['Light Oak', 'Walnut and Cream', 'Grey Ash']), photo: 'caravan' }
  if (model.itemType === 'motorcycle') return { colour: null, photo: 'motorcycle' }
  const body = variant.body ?? model.body
  const working = model.itemType === 'truck' || ((body === 'cabChassis' || body === 'van' || body === 'ute') && variant.tier <= 1)
  if (working) return { colour: rng.pick(['Grey Cloth', 'Black Vinyl', 'Charcoal Cloth']), photo: 'work' }
  if (variant.tier >= 2 && rng.chance(0.3)) return { colour: 'Tan Leather', photo: 'car-tan' }
  return { colour: variant.tier >= 2 ? 'Black Leather' : rng.pick(['Black Cloth', 'Black', 'Charcoal Cloth']), photo: 'car-black' }
}
