/**
 * The in-process valuation provider: used when VALUATION_API_URL is not set (npm run dev, npm start
 * on a laptop, the browser tests), and served over HTTP by tests/simulators/valuation/server.ts.
 * Stateless: an EvalID is "EV" + the VIN, so any process can finish an evaluation another started.
 *
 * Demo registrations (any state):
 *   ABC123 (and any rego not below)  → a direct match, straight to photos/details
 *   CAND01 (or any rego starting CAND) → three candidate cars to choose from
 *   NONE00 (or any rego starting NONE) → no match
 */
import { ValuationError, type ImageUpload, type UpdateEvalInput, type Valuation, type ValuationProvider } from './types'

type DemoCar = { vin: string; year: number; make: string; model: string; series: string; variant: string; body: string; trans: string; cyl: number; price: number }

const DIRECT: Record<string, DemoCar> = {
  ABC123: { vin: 'JM0KF4W7A00123456', year: 2019, make: 'Mazda', model: 'CX-5', series: 'KF', variant: 'Maxx Sport (FWD)', body: 'Wagon', trans: 'Automatic', cyl: 4, price: 24_500 },
}

const CANDIDATES: DemoCar[] = [
  { vin: 'JTNKU3JE60J000101', year: 2018, make: 'Toyota', model: 'Corolla', series: 'ZRE182R', variant: 'Ascent Sport', body: 'Hatchback', trans: 'Automatic', cyl: 4, price: 14_800 },
  { vin: 'JTNKU3JE60J000102', year: 2018, make: 'Toyota', model: 'Corolla', series: 'ZRE182R', variant: 'SX', body: 'Hatchback', trans: 'Automatic', cyl: 4, price: 15_900 },
  { vin: 'JTNKU3JE60J000103', year: 2018, make: 'Toyota', model: 'Corolla', series: 'ZRE182R', variant: 'ZR', body: 'Hatchback', trans: 'Automatic', cyl: 4, price: 17_200 },
]

const OTHERS: Omit<DemoCar, 'vin'>[] = [
  { year: 2017, make: 'Hyundai', model: 'i30', series: 'PD', variant: 'Active', body: 'Hatchback', trans: 'Automatic', cyl: 4, price: 12_300 },
  { year: 2020, make: 'Ford', model: 'Ranger', series: 'PX MkIII', variant: 'XLT 3.2 (4x4)', body: 'Utility', trans: 'Automatic', cyl: 5, price: 38_900 },
  { year: 2016, make: 'Volkswagen', model: 'Golf', series: '7', variant: '110TSI Comfortline', body: 'Hatchback', trans: 'Automatic', cyl: 4, price: 13_600 },
]

const describe = (c: Omit<DemoCar, 'vin' | 'price'>) => `${c.year} ${c.make} ${c.model} ${c.variant} ${c.body} ${c.trans}`
const normalRego = (rego: string) => rego.replace(/[^A-Za-z0-9]/g, '').toUpperCase()

function carForRego(rego: string): DemoCar {
  const known = DIRECT[rego]
  if (known) return known
  let hash = 0
  for (const ch of rego) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const base = OTHERS[hash % OTHERS.length]!
  return { ...base, vin: `6FPAAAJG${String(hash % 1_000_000_000).padStart(9, '0')}` }
}

function carForVin(vin: string): DemoCar | null {
  return Object.values(DIRECT).find((c) => c.vin === vin) ?? CANDIDATES.find((c) => c.vin === vin) ?? null
}

export const localValuationProvider: ValuationProvider = {
  name: 'local',

  async enterVin(rego) {
    const r = normalRego(rego)
    if (!r || r.startsWith('NONE')) return []
    if (r.startsWith('CAND')) return [{ EvalID: null, VIN: null, descriptions: CANDIDATES.map((c) => ({ VIN: c.vin, Description: describe(c) })) }]
    const car = carForRego(r)
    return [{ EvalID: `EV${car.vin}`, VIN: car.vin, descriptions: [{ VIN: car.vin, Description: describe(car) }] }]
  },

  async manualEntry(vin, desc) {
    const v = vin.trim().toUpperCase()
    if (!/^[A-HJ-NPR-Z0-9]{11,17}$/.test(v)) throw new ValuationError('The VIN is not valid.', 400)
    return [{ EvalID: `EV${v}`, VIN: v, descriptions: [{ VIN: v, Description: desc || describe(carForVin(v) ?? { ...OTHERS[0]! }) }] }]
  },

  async imageUpload({ evalid }: ImageUpload) {
    if (!/^EV[A-Z0-9]{11,17}$/.test(evalid)) throw new ValuationError('Unknown evaluation.', 404)
    return { ok: true }
  },

  async updateEval(input: UpdateEvalInput) {
    const vin = input.evalid.replace(/^EV/, '')
    if (!/^EV[A-Z0-9]{11,17}$/.test(input.evalid)) throw new ValuationError('Unknown evaluation.', 404)
    const car = carForVin(vin) ?? { ...OTHERS[vin.length % OTHERS.length]!, vin }
    // A simple depreciation for distance: 1% of the value per 10,000 km over 15,000 km a year of age.
    const expectedKm = Math.max(1, new Date().getFullYear() - car.year) * 15_000
    const excess = Math.max(0, input.km - expectedKm)
    const price = Math.max(500, Math.round((car.price * (1 - Math.min(0.5, excess / 1_000_000))) / 100) * 100)
    const valuation: Valuation = {
      EvalID: input.evalid,
      VIN: car.vin,
      Body: car.body,
      Transmission: car.trans,
      Cylinders: car.cyl,
      CompMth: 6,
      CompYr: car.year,
      BuildMth: 4,
      BuildYr: car.year,
      Make: car.make,
      Model: car.model,
      Series: car.series,
      Variant: car.variant,
      Year: car.year,
      EngineNo: `E${car.vin.slice(-8)}`,
      Registration: '',
      RegExpiry: null,
      KM: input.km,
      redbookCode: `AUV${car.make.slice(0, 4).toUpperCase()}${car.year}`,
      VechielDescriptions: [{ Description: describe(car) }],
      OfferPrice: price,
    }
    return [valuation]
  },
}

export const DEMO_REGOS = { direct: 'ABC123', candidates: 'CAND01', none: 'NONE00' } as const
