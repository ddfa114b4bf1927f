/**
 * Deterministic stock for a dealer: a profile (profiles.ts) plus a seed gives the same vehicles every
 * time (for a given "now", which sold dates and rego expiries are relative to). The output is plain
 * Vehicles-collection data; the seed adds the tenant, the location id and the uploaded images.
 */

import type { CatalogModel, Powertrain, Variant } from '../catalog/modelTypes'
import { caravanSpecFor } from '../catalog/ranges/leisure'
import { chooseColour, chooseInterior, chooseLocation, chooseNewModel, chooseUsed, chooseVariant, paletteSize, photoPalette, type SlotKind } from './choose'
import { dealerComments } from './comments'
import { standardEquipment } from './equipment'
import { makePlate, makeVin } from './identifiers'
import { galleryFiles } from './images'
import { demoKm, newKm, roundPrice, usedKm, usedPrice } from './pricing'
import type { StockProfile } from './profiles'
import { fork, type Rng } from './random'
import type { StockVehicle } from './stockVehicle'
import { ensureVariety } from './variety'

export type { StockVehicle } from './stockVehicle'

const DAY_MS = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
const dayStart = (ms: number) => iso(Math.floor(ms / DAY_MS) * DAY_MS)

const SIMPLE_FUEL = {
  'Unleaded Petrol': 'Petrol',
  'Premium Unleaded Petrol': 'Petrol',
  Diesel: 'Diesel',
  Electric: 'Electric',
  Hybrid: 'Hybrid',
  'Plug-in Hybrid': 'PHEV',
} as const
const DRIVE_LABEL = { FWD: 'Front Wheel Drive', RWD: 'Rear Wheel Drive', AWD: 'All Wheel Drive', '4WD': 'Four Wheel Drive' } as const
const STOCK_LETTER: Record<SlotKind, string> = { new: 'N', demo: 'D', used: 'U', caravan: 'C', motorcycle: 'M', truck: 'T' }
/** Kerb weight by body, for the weight row when a model has no published GVM. */
const KERB: Record<string, number> = { hatch: 1300, sedan: 1550, suv: 1850, wagon: 1600, coupe: 1500, convertible: 1100, hardtop: 1150, peopleMover: 2100, van: 2000, bus: 2300 }

function transmission(pt: Powertrain): string {
  switch (pt.gearbox) {
    case 'CVT':
      return 'CVT Automatic'
    case 'Reduction gear':
      return '1 Speed Reduction Gear'
    case 'Dual-clutch':
      return `${pt.gears} Speed Dual Clutch`
    default:
      return `${pt.gears} Speed ${pt.gearbox}`
  }
}

/** Build and compliance dates consistent with the model year and never in the future. */
function buildDates(rng: Rng, year: number, now: number): { build: string; compliance: string } {
  const latest = now - 45 * DAY_MS
  let build = Date.UTC(year, rng.int(0, 11), 1)
  if (build > latest) build = Math.max(Date.UTC(year, 0, 1), Date.UTC(new Date(latest).getUTCFullYear(), new Date(latest).getUTCMonth() - rng.int(0, 4), 1))
  const compliance = Math.min(now - DAY_MS, build + rng.int(1, 2) * 31 * DAY_MS)
  return { build: dayStart(build), compliance: dayStart(compliance) }
}

/** Status, sold date and days on the lot. About 9% of cars sold recently, half of those inside the 3-day window. */
function chooseStatus(rng: Rng, kind: SlotKind, now: number) {
  const r = rng.next()
  const comingSoonShare = kind === 'new' ? 0.1 : 0.04
  if (r < 0.045) return { status: 'sold' as const, soldAt: now - rng.float(0.1, 2.6) * DAY_MS }
  if (r < 0.09) return { status: 'sold' as const, soldAt: now - rng.float(4, 30) * DAY_MS }
  if (r < 0.09 + comingSoonShare) return { status: 'coming_soon' as const, soldAt: null }
  return { status: 'in_stock' as const, soldAt: null }
}

function customTag(rng: Rng, kind: SlotKind, km: number | null, age: number, model: CatalogModel, nowYear: number, year: number): string | null {
  if (kind === 'demo') return rng.chance(0.3) ? 'Test Drive Only' : null
  if (kind === 'new') return year < nowYear && rng.chance(0.4) ? 'Runout Special' : rng.chance(0.03) ? 'Factory Bonus' : null
  if (kind === 'caravan') return rng.chance(0.15) ? (model.caravan?.offRoad ? 'Off-Grid Ready' : 'Family Favourite') : null
  if (!rng.chance(0.09)) return null
  const options = ['One Owner', 'Full Service History', 'Dealer Special', ...(km !== null && km < age * 9000 ? ['Low Kms'] : [])]
  return rng.pick(options)
}

type Facts = { kind: SlotKind; model: CatalogModel; variant: Variant; year: number; preorderModel: boolean }

function chooseFacts(rng: Rng, profile: StockProfile, kind: SlotKind, nowYear: number): Facts {
  if (kind === 'new' || kind === 'demo') {
    const { model, preorderModel } = chooseNewModel(rng, profile, nowYear)
    const runout = kind === 'new' ? 0.15 : 0.45
    const year = preorderModel ? nowYear : Math.max(model.years[0], rng.chance(runout) ? nowYear - 1 : nowYear)
    return { kind, model, variant: chooseVariant(rng, model), year, preorderModel }
  }
  const { model, year } = chooseUsed(rng, profile, kind, nowYear)
  return { kind, model, variant: chooseVariant(rng, model), year, preorderModel: false }
}

function vehicleFor(rng: Rng, profile: StockProfile, index: number, kind: SlotKind, now: number): StockVehicle {
  const nowYear = new Date(now).getUTCFullYear()
  const { model, variant, year, preorderModel } = chooseFacts(rng, profile, kind, nowYear)
  const pt: Powertrain | undefined = model.powertrains[variant.powertrain]
  const age = Math.max(0, nowYear - year)
  const site = chooseLocation(rng, profile, kind, model.make)
  const paint = chooseColour(rng, model, profile.photoPaints ? photoPalette(profile.seed, model.image, paletteSize(profile, model.image), profile.signaturePaints) : null)
  const interior = chooseInterior(rng, model, variant)
  const isCar = model.itemType === 'car'

  const kmPerYear = model.itemType === 'motorcycle' ? 4500 : model.itemType === 'truck' ? 32_000 : 15_000
  const km = model.itemType === 'caravan' ? null : kind === 'new' ? newKm(rng) : kind === 'demo' ? demoKm(rng) : usedKm(rng, Math.max(age, 0.5), kmPerYear)

  let { status, soldAt } = chooseStatus(rng, kind, now)
  if (preorderModel) [status, soldAt] = ['coming_soon', null]
  // Days on the lot: a few just arrived (the "New" tag), most have been here weeks.
  const listedDaysAgo = status === 'coming_soon' ? rng.float(0, 10) : rng.chance(0.12) ? rng.float(0, 7) : rng.float(8, 150)
  const listedAt = Math.min(now - listedDaysAgo * DAY_MS, soldAt !== null ? soldAt - rng.float(3, 60) * DAY_MS : now)

  // Price: new and demo from today's drive-away price; used from depreciation by age and km.
  let price: number
  let priceType: StockVehicle['price_type']
  if (kind === 'new') {
    const plusOrc = rng.chance(0.15)
    price = roundPrice(variant.price * rng.float(0.97, 1.015) * (plusOrc ? 0.92 : 1))
    priceType = plusOrc ? 'Plus ORC' : 'Drive Away'
  } else if (kind === 'demo') {
    price = roundPrice(variant.price * rng.float(0.86, 0.93))
    priceType = 'Drive Away'
  } else {
    price = usedPrice(rng, variant.price, Math.max(1, age), km, model.retention, kmPerYear)
    priceType = rng.chance(0.55) ? 'Excl. Government Charges' : 'Drive Away'
  }
  const preorder = kind === 'new' && status === 'coming_soon' && (preorderModel || rng.chance(0.3))
  // A pre-order of a model not yet priced shows PREORDER instead of a price.
  if (preorder && preorderModel && rng.chance(0.5)) price = 0
  const available = status !== 'sold'
  const wasPrice = available && price > 0 && rng.chance(0.08) ? price + rng.int(1, 6) * 500 : null
  const offerPrice = available && price > 0 && (kind === 'new' || kind === 'demo') && rng.chance(0.04) ? price - rng.int(1, 4) * 500 : null
  const subscribable = profile.subscriptions && isCar && price > 0 && (kind !== 'used' || age <= 3)
  const subscription = subscribable && rng.chance(kind === 'used' ? 0.03 : 0.05) ? Math.round((price * rng.float(0.0055, 0.0068)) / 5) * 5 : null

  const certifiable = kind === 'used' && isCar && age <= 6 && (km ?? 0) <= 120_000 && (!profile.certifiedMakes || profile.certifiedMakes.includes(model.make))
  const certified = certifiable && rng.chance(0.3)
  const stocknum = `${profile.stockPrefix}${STOCK_LETTER[kind]}${10001 + index}`
  const registered = kind !== 'new'
  const regoExpiry = kind === 'demo' ? now + rng.int(120, 360) * DAY_MS : now + rng.int(-60, 330) * DAY_MS
  const dates = buildDates(rng, year, now)
  const body = variant.body ?? model.body
  const name = `${year} ${model.make} ${model.name} ${variant.badge}`
  const equipment = standardEquipment(model, variant, pt)
  const towing = variant.towing ?? model.towing
  const caravan = model.itemType === 'caravan' ? caravanSpecFor(model, variant.badge) : undefined
  const market = kind === 'used' && isCar && price > 0 && rng.chance(0.35) ? Math.round((price * rng.float(0.95, 1.12)) / 100) * 100 : null
  const hasPhotos = !(status === 'coming_soon' && rng.chance(0.5))
  const litres = pt?.litres ?? null
  // Bikes quote exact cc; car engines are a little under their badge size (a "2.5" is 2,488 cc).
  const cc = litres === null ? null : model.itemType === 'motorcycle' ? Math.round(litres * 1000) : Math.round(litres * 985 + (model.slug.length % 15))

  return {
    status,
    sold_date: soldAt !== null ? iso(soldAt) : null,
    reserved: status === 'in_stock' && rng.chance(0.025),
    show_on_dealer_website: !rng.chance(0.015),
    custom_rank: rng.int(0, 99) + (wasPrice || offerPrice ? 100 : 0),
    year,
    make: model.make,
    model: model.name,
    badge: variant.badge,
    series: model.series && rng.chance(0.6) ? model.series : null,
    car_type: kind === 'new' || kind === 'demo' ? kind : 'used',
    item_type: model.itemType,
    tag: customTag(rng, kind, km, age, model, nowYear, year),
    certified,
    stocknum,
    vin: makeVin(rng, model.make, year),
    regplate: registered ? makePlate(rng, site.state) : null,
    rego_expiry: registered ? dayStart(regoExpiry) : null,
    colour: model.itemType === 'caravan' ? 'White' : paint,
    interior_colour: interior.colour,
    km,
    dealercomments: dealerComments(rng, {
      name, carType: kind === 'new' || kind === 'demo' ? kind : 'used', itemType: model.itemType, km, colour: paint, features: equipment,
      dealer: profile.dealerName, city: site.city, certified, certifiedName: profile.certifiedName, towing,
    }),
    price,
    before_price: wasPrice,
    offer_price: offerPrice,
    subscription_price: subscription,
    price_type: priceType,
    preorder,
    market: market ? { average_market_price: market, state_average_market_price: Math.round((market * rng.float(0.97, 1.05)) / 100) * 100 } : {},
    simple_body: body,
    bodyconfiguration: variant.config ?? model.config,
    seats: model.itemType === 'caravan' ? null : (variant.seats ?? model.seats),
    doors: variant.doors ?? model.doors,
    simple_fuel: pt ? SIMPLE_FUEL[pt.fuel] : null,
    fuel: pt?.fuel ?? null,
    simple_transmission: pt ? (pt.gearbox === 'Manual' ? 'Manual' : 'Automatic') : null,
    trans: pt ? transmission(pt) : null,
    simple_drive: pt && model.itemType !== 'motorcycle' ? pt.drive : null,
    drive: pt ? (model.itemType === 'motorcycle' ? 'Chain Drive' : DRIVE_LABEL[pt.drive]) : null,
    gearnum: pt ? pt.gears : null,
    engine_size: cc,
    engine_size_litres: litres,
    build_date: dates.build,
    compliance_date: dates.compliance,
    variant: pt
      ? {
          cylinders: pt.cylinders,
          induction: pt.induction === 'Electric' ? null : pt.induction,
          torque: pt.torque,
          ancaprating: model.ancap,
          geartype: pt.gearbox,
          fuelconsumptioncombined: pt.consumption,
          fuelcapacity: pt.tank,
          grossvehiclemass: model.gvm ?? (body ? (KERB[body] ?? 1800) + (pt.fuel === 'Electric' ? 300 : 0) + 500 : null),
          towingcapacitybraked: towing || null,
          vehiclelength: model.dims[0],
          vehiclewidth: model.dims[1],
          vehicleheight: model.dims[2],
        }
      : {},
    caravan_specs: caravan
      ? {
          body_length: Math.round(caravan.lengthFt * 304.8),
          body_width: caravan.width,
          tare_weight: caravan.tare,
          aggregate_trailer_mass: caravan.atm,
          axle_type: caravan.axle,
          sleeps: caravan.sleeps,
        }
      : {},
    standard_equipment: equipment,
    views: Math.floor(rng.next() ** 2 * 400),
    createdAt: iso(listedAt),
    location: site.slug,
    images: hasPhotos ? galleryFiles(model.image, paint, interior.photo) : [],
  }
}

/** The slots of a dealer's stock (how many new, demo, used, caravans...), in a shuffled order. */
function slots(profile: StockProfile, count: number): SlotKind[] {
  const special = { caravan: profile.caravans ?? 0, motorcycle: profile.motorcycles ?? 0, truck: profile.trucks ?? 0 }
  const scale = count / profile.count
  const specials = (Object.entries(special) as Array<[SlotKind, number]>).flatMap(([k, n]) => Array<SlotKind>(Math.round(n * scale)).fill(k))
  const cars = Math.max(0, count - specials.length)
  const share = profile.usedOnly ? { new: 0, demo: 0, used: 1 } : profile.carTypes
  const total = share.new + share.demo + share.used
  const nNew = Math.round((cars * share.new) / total)
  const nDemo = Math.round((cars * share.demo) / total)
  const kinds: SlotKind[] = [...Array<SlotKind>(nNew).fill('new'), ...Array<SlotKind>(nDemo).fill('demo'), ...Array<SlotKind>(cars - nNew - nDemo).fill('used'), ...specials]
  return fork(profile.seed, 'slots').shuffle(kinds).slice(0, count)
}

/**
 * The kind of the vehicle at `index` when stock is streamed rather than built whole: drawn from the
 * profile's shares (a whole-stock build shuffles exact counts instead).
 */
function kindAt(profile: StockProfile, index: number): SlotKind {
  const rng = fork(profile.seed, `kind-${index}`)
  const specials = (profile.caravans ?? 0) + (profile.motorcycles ?? 0) + (profile.trucks ?? 0)
  const r = rng.next() * profile.count
  if (r < (profile.caravans ?? 0)) return 'caravan'
  if (r < (profile.caravans ?? 0) + (profile.motorcycles ?? 0)) return 'motorcycle'
  if (r < specials) return 'truck'
  const share = profile.usedOnly ? { new: 0, demo: 0, used: 1 } : profile.carTypes
  return rng.weighted(['new', 'demo', 'used'] as const, (k) => share[k])
}

/**
 * Vehicles `start` to `start + count - 1` of an arbitrarily large stock, one at a time (the benchmark
 * generator writes 100,000 without holding them all). Deterministic per index; stock numbers follow
 * `stocknum(index)` when given.
 */
export function* streamStock(
  profile: StockProfile,
  options: { now?: number; start?: number; count: number; stocknum?: (index: number) => string },
): Generator<StockVehicle> {
  const now = options.now ?? Date.now()
  const start = options.start ?? 0
  for (let i = start; i < start + options.count; i++) {
    const car = vehicleFor(fork(profile.seed, `car-${i}`), profile, i, kindAt(profile, i), now)
    if (options.stocknum) car.stocknum = options.stocknum(i)
    yield car
  }
}

export type GenerateOptions = { now?: number; count?: number }

/** The dealer's stock. Same profile, count and `now` → the same vehicles, byte for byte. */
export function generateStock(profile: StockProfile, options: GenerateOptions = {}): StockVehicle[] {
  const now = options.now ?? Date.now()
  const count = options.count ?? profile.count
  const cars = slots(profile, count).map((kind, i) => vehicleFor(fork(profile.seed, `car-${i}`), profile, i, kind, now))
  ensureVariety(cars, profile, fork(profile.seed, 'variety'), now)
  return cars
}

