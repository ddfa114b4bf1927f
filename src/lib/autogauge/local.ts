/**
 * The in-process price-gauge service: used when AUTOGAUGE_API_URL is not set (npm run dev, npm start,
 * the browser tests), and behind tests/simulators/autogauge/server.ts. Deterministic per car: the
 * market range is built around the listing price from a hash of the car path, so some cars sit below
 * the market, some inside it and a few have low confidence (hidden by the 0.2 cutoff).
 *
 * Test cars by slug (any dealer): a slug containing
 *   'gauge-none'  → {} (no data),   'gauge-low' → confidence 0.15 (hidden),
 *   'gauge-over'  → market_range_max below listing_price (hidden),  'gauge-fail' → a failure.
 * A car without a price above 0 gets no data.
 */
import { AutogaugeError, type AutogaugeCar, type AutogaugeProvider } from './types'

function hash(s: string): number {
  let h = 2166136261
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return h
}

const round100 = (n: number) => Math.round(n / 100) * 100

export function localGauge(car: AutogaugeCar): Record<string, unknown> {
  const path = car.path.toLowerCase()
  if (path.includes('gauge-fail')) throw new AutogaugeError('Simulated price-gauge failure.')
  if (path.includes('gauge-none')) return {}
  const price = typeof car.price === 'number' && Number.isFinite(car.price) ? car.price : 0
  if (price <= 0) return {}
  const h = hash(path)
  // The market's centre: 8% below to 12% above the listing price.
  const centre = price * (0.92 + ((h % 1000) / 1000) * 0.2)
  const spread = centre * (0.06 + (((h >>> 10) % 100) / 100) * 0.06)
  let min = round100(centre - spread)
  let max = round100(centre + spread)
  if (path.includes('gauge-over')) {
    max = round100(price * 0.9)
    min = round100(price * 0.8)
  }
  const confidence = path.includes('gauge-low') ? 0.15 : Math.round((0.45 + (((h >>> 17) % 50) / 100)) * 100) / 100
  const fill = Math.min(1, Math.max(0, max === min ? 0.5 : (price - min) / (max - min)))
  const description =
    price < min ? 'Priced below the market range.' : price > max ? 'Priced above the market range.' : fill <= 0.5 ? 'Priced in the lower half of the market range.' : 'Priced in the upper half of the market range.'
  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: price,
    market_range_min: min,
    market_range_max: max,
    confidence,
    description,
  }
}

export const localAutogaugeProvider: AutogaugeProvider = { name: 'local', gauge: async (car) => localGauge(car) }
