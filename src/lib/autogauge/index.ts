/**
 * The price-gauge service in use: the real one when AUTOGAUGE_API_URL is set, otherwise the
 * in-process demo service (./local.ts). Server-side only: the vehicle page reads the gauge while it
 * renders (src/components/vehicle/services/PriceComparison.tsx), so no browser call and no API route.
 */
import { autogaugeEligible, PRICE_GAUGE_FETCH_FAILED, readPriceGauge, type PriceGauge } from '@/domain/vehicle-page/comparison'
import { httpAutogaugeProvider } from './http'
import { localAutogaugeProvider } from './local'
import type { AutogaugeCar, AutogaugeProvider } from './types'
import { logger } from '../log/logger'

export function autogaugeProvider(env: Record<string, string | undefined> = process.env): AutogaugeProvider {
  const url = env.AUTOGAUGE_API_URL
  return url ? httpAutogaugeProvider(url, env.AUTOGAUGE_API_KEY) : localAutogaugeProvider
}

export type GaugeCar = AutogaugeCar & { status?: string | null; sold?: boolean | null; reserved?: boolean | null }

type Log = (message: string, detail?: unknown) => void

/**
 * The panel's data or null (hidden). Not asked for when the car is not eligible (in stock, not sold or
 * reserved, price above 200). An empty answer logs 'No data returned'; a failure logs 'Failed to fetch
 * auto gauge data'; either way, and under the hiding rules (a field missing, confidence
 * 0.2 or less, market_range_max below listing_price), the panel is hidden without a word to the shopper.
 */
export async function fetchPriceGauge(car: GaugeCar, provider: AutogaugeProvider = autogaugeProvider(), log: Log = (m, d) => logger().warn({ detail: d }, m)): Promise<PriceGauge | null> {
  if (!autogaugeEligible(car)) return null
  let raw: unknown
  try {
    raw = await provider.gauge(car)
  } catch (error) {
    log(`${PRICE_GAUGE_FETCH_FAILED} for ${car.path}`, (error as Error).message)
    return null
  }
  const result = readPriceGauge(raw)
  if (!result.ok) {
    log(`${PRICE_GAUGE_FETCH_FAILED} for ${car.path}: ${result.error}`)
    return null
  }
  return result.gauge
}

export { httpAutogaugeProvider, autogaugeUrl } from './http'
export {  localGauge } from './local'
export * from './types'
