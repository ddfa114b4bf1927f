/**
 * What each demo dealer stocks: makes sold new, the new/demo/used mix, caravans and bikes, and which
 * site each kind of stock sits at. The generator turns a profile into vehicles (generate.ts).
 * Location slugs match tenants/demo/seed/locations.ts.
 */
import type { BodyType } from '../catalog/modelTypes'
import type { PaintName } from './art/colour'
import type { PlateState } from './identifiers'

export type StockLocation = {
  slug: string
  state: PlateState
  city: string
  weight: number
  /** Makes sold new and demo here; empty means this site sells no new cars. */
  newMakes: string[]
  used: boolean
  caravans?: boolean
}

export type StockProfile = {
  dealer: string
  dealerName: string
  seed: number
  count: number
  /** Stock numbers are `{prefix}{N|D|U|C|M|T}{sequence}`. */
  stockPrefix: string
  /** Makes sold new, with their share of new and demo stock; empty for a used-only dealer. */
  newMakes: Record<string, number>
  carTypes: { new: number; demo: number; used: number }
  usedOnly?: boolean
  /** Share of used stock by make; defaults to a national mix. */
  usedMakes?: Record<string, number>
  /** Relative appetite for each body in used stock (an outback yard wants utes and 4x4s). */
  bodyWeights?: Partial<Record<BodyType, number>>
  /** Age range of used stock in years. */
  usedAge: readonly [number, number]
  caravans?: number
  motorcycles?: number
  trucks?: number
  locations: StockLocation[]
  /** Used makes eligible for the certified pre-owned programme (all makes when absent). */
  certifiedMakes?: string[]
  certifiedName?: string
  /** Whether the dealer prices some cars by weekly subscription. */
  subscriptions: boolean
  /**
   * How many paints each body comes in at this dealer (null: any factory colour). Every body-paint
   * pair is three photos the seed uploads for the dealer, so this bounds the seed's upload time.
   */
  photoPaints: number | null
  /** Paints always in the photo palette (Mazda's Soul Red). */
  signaturePaints?: PaintName[]
}

/** Used-car market mix by make, roughly the national share of cars on the road. */
export const NATIONAL_USED_MIX: Record<string, number> = {
  Toyota: 20, Mazda: 9, Ford: 8, Hyundai: 7, Mitsubishi: 7, Kia: 6, Nissan: 5, Holden: 5, Subaru: 4, Isuzu: 4, Volkswagen: 4,
  MG: 4, Honda: 3, GWM: 2, Haval: 2, BYD: 2, Tesla: 2, Suzuki: 2, 'Mercedes-Benz': 2, BMW: 1.5, Audi: 1.5, Lexus: 1, Jeep: 1,
  LDV: 1, Chery: 0.5, Volvo: 0.5, 'Land Rover': 0.6, Ram: 0.5, Chevrolet: 0.3, SsangYong: 0.5, Ineos: 0.2, Polestar: 0.3,
}

export const DEFAULT_BODY_WEIGHTS: Partial<Record<BodyType, number>> = {
  suv: 5, ute: 4, hatch: 3, sedan: 2, cabChassis: 1.2, peopleMover: 1, wagon: 1, van: 0.8, coupe: 0.5, convertible: 0.4,
  hardtop: 0.2, bus: 0.2, lightTruck: 1,
}

export const HARBOUR_CITY_STOCK: StockProfile = {
  dealer: 'harbour-city',
  dealerName: 'Harbour City Motor Group',
  seed: 20_261,
  count: 300,
  stockPrefix: 'HC',
  newMakes: { Toyota: 4, Ford: 3, Hyundai: 2, Kia: 2 },
  carTypes: { new: 0.42, demo: 0.12, used: 0.46 },
  usedAge: [1, 12],
  locations: [
    { slug: 'southport', state: 'QLD', city: 'Southport', weight: 4, newMakes: ['Toyota', 'Hyundai'], used: true },
    { slug: 'tweed-heads', state: 'NSW', city: 'Tweed Heads', weight: 3, newMakes: ['Kia', 'Ford'], used: true },
    { slug: 'eight-mile-plains', state: 'QLD', city: 'Eight Mile Plains', weight: 3, newMakes: [], used: true },
  ],
  subscriptions: true,
  photoPaints: 3,
}

const BAYSIDE_MAZDA_STOCK: StockProfile = {
  dealer: 'bayside-mazda',
  dealerName: 'Bayside Mazda',
  seed: 30_192,
  count: 200,
  stockPrefix: 'BM',
  newMakes: { Mazda: 1 },
  carTypes: { new: 0.5, demo: 0.14, used: 0.36 },
  // A Mazda dealer's trade-ins are disproportionately Mazdas.
  usedMakes: { ...NATIONAL_USED_MIX, Mazda: 30 },
  usedAge: [1, 10],
  locations: [{ slug: 'cheltenham', state: 'VIC', city: 'Cheltenham', weight: 1, newMakes: ['Mazda'], used: true }],
  certifiedMakes: ['Mazda'],
  certifiedName: 'Mazda Assured',
  subscriptions: true,
  photoPaints: 3,
  signaturePaints: ['Red'],
}

export const OUTBACK_USED_STOCK: StockProfile = {
  dealer: 'outback-used',
  dealerName: 'Outback Used Cars & Caravans',
  seed: 28_800,
  count: 220,
  stockPrefix: 'OU',
  newMakes: {},
  carTypes: { new: 0, demo: 0, used: 1 },
  usedOnly: true,
  usedMakes: {
    Toyota: 26, Ford: 10, Isuzu: 8, Mitsubishi: 8, Nissan: 8, Holden: 7, Mazda: 4, Hyundai: 3, Kia: 3, Subaru: 3, Volkswagen: 3,
    Suzuki: 2, GWM: 2, Jeep: 2, Ram: 2, Chevrolet: 1, 'Land Rover': 1, Ineos: 0.5, Tesla: 1, BYD: 1, MG: 1, LDV: 1,
  },
  bodyWeights: { ute: 7, cabChassis: 4, suv: 6, wagon: 1.5, sedan: 1.2, hatch: 1.2, van: 0.6, peopleMover: 0.6, coupe: 0.3, convertible: 0.2 },
  usedAge: [1, 16],
  caravans: 40,
  motorcycles: 8,
  trucks: 6,
  locations: [
    { slug: 'broken-hill', state: 'NSW', city: 'Broken Hill', weight: 3, newMakes: [], used: true, caravans: true },
    { slug: 'dubbo', state: 'NSW', city: 'Dubbo', weight: 2, newMakes: [], used: true, caravans: true },
  ],
  subscriptions: true,
  photoPaints: 3,
}

export const DEMO_STOCK_PROFILES: readonly StockProfile[] = [HARBOUR_CITY_STOCK, BAYSIDE_MAZDA_STOCK, OUTBACK_USED_STOCK]
