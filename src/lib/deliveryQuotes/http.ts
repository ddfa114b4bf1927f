/**
 * The delivery-estimate service over HTTP (DELIVERY_API_URL; optional DELIVERY_API_KEY as a bearer
 * token). The contract is documented in ./types.ts. A 404 is "no estimate"; any other failure throws
 * a DeliveryError, which the endpoint shows as the no-estimate message.
 */
import { DeliveryError, type DeliveryProvider, type DeliveryQuoteRequest } from './types'

const DELIVERY_TIMEOUT_MS = 8_000

/** The GET address for a quote (exported for the unit tests). */
export function deliveryQuoteUrl(baseUrl: string, request: DeliveryQuoteRequest): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/estimate`)
  url.searchParams.set('postcode', request.postcode)
  if (request.originPostcode) url.searchParams.set('origin_postcode', request.originPostcode)
  if (request.originState) url.searchParams.set('origin_state', request.originState)
  if (request.dealer) url.searchParams.set('dealer', request.dealer)
  if (request.vehicleId !== null && request.vehicleId !== undefined && request.vehicleId !== '') url.searchParams.set('vehicle', String(request.vehicleId))
  return url
}

export function httpDeliveryProvider(baseUrl: string, apiKey?: string, timeoutMs = DELIVERY_TIMEOUT_MS): DeliveryProvider {
  return {
    name: 'http',
    async quote(request) {
      let res: Response
      try {
        res = await fetch(deliveryQuoteUrl(baseUrl, request), {
          headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          signal: AbortSignal.timeout(timeoutMs),
          cache: 'no-store',
        })
      } catch (error) {
        throw new DeliveryError(`The delivery service did not answer (${(error as Error).message}).`)
      }
      if (res.status === 404) return null
      const text = await res.text()
      if (!res.ok) throw new DeliveryError(`The delivery service answered ${res.status}.`, res.status >= 500 ? 502 : res.status)
      try {
        return text.trim() === '' ? null : (JSON.parse(text) as unknown)
      } catch {
        throw new DeliveryError('The delivery service sent an unreadable answer.')
      }
    },
  }
}
