/**
 * The delivery-estimate service in use: the real one when DELIVERY_API_URL is set, otherwise the
 * in-process demo service (./local.ts), so `npm run dev` and `npm start` work with no setup.
 * Server-side only; the browser calls our GET /api/delivery (./endpoint.ts).
 */
import { postcodeError, readDeliveryEstimate, type DeliveryEstimate } from '@/domain/vehicle-page/delivery'
import { httpDeliveryProvider } from './http'
import { localDeliveryProvider } from './local'
import type { DeliveryProvider, DeliveryQuoteRequest } from './types'

export function deliveryProvider(env: Record<string, string | undefined> = process.env): DeliveryProvider {
  const url = env.DELIVERY_API_URL
  return url ? httpDeliveryProvider(url, env.DELIVERY_API_KEY) : localDeliveryProvider
}

export type DeliveryLookup = { kind: 'estimate'; estimate: DeliveryEstimate } | { kind: 'invalid'; message: string } | { kind: 'none' }

/**
 * One lookup: refuses an empty or malformed postcode without a call ('Please enter a postcode.' or the
 * 4-digit message), otherwise asks the service and reads its answer with the domain's rule (a price
 * above 0; a region that may be blank). "Returns nothing" is `none`. A service failure throws.
 */
export async function lookupDelivery(request: DeliveryQuoteRequest, provider: DeliveryProvider = deliveryProvider()): Promise<DeliveryLookup> {
  const postcode = (request.postcode ?? '').trim()
  const invalid = postcodeError(postcode)
  if (invalid) return { kind: 'invalid', message: invalid }
  const raw = await provider.quote({ ...request, postcode })
  const estimate = readDeliveryEstimate(raw)
  return estimate ? { kind: 'estimate', estimate } : { kind: 'none' }
}

export { httpDeliveryProvider, deliveryQuoteUrl } from './http'
export {  localDeliveryQuote } from './local'
export * from './types'
