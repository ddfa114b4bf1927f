/**
 * The valuation provider in use: the real one when VALUATION_API_URL is set, otherwise the in-process
 * demo provider (src/lib/valuation/local.ts), so `npm run dev` and `npm start` work with no setup.
 */
import { httpValuationProvider } from './http'
import { localValuationProvider } from './local'
import type { ValuationProvider } from './types'

export function valuationProvider(): ValuationProvider {
  const url = process.env.VALUATION_API_URL
  return url ? httpValuationProvider(url, process.env.VALUATION_API_KEY) : localValuationProvider
}

export * from './types'
