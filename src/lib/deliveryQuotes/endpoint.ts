/**
 * GET /api/delivery?postcode=4000&car_id={slug}: the delivery calculator's lookup.
 * The dealer comes from the Host header; the car (optional, by slug or id) must be that dealer's and
 * gives the origin of the trip. Answers:
 *
 *   200 { postcode, price, region }              an estimate (price in whole AUD)
 *   200 { postcode, price: null, region: null }  no estimate for that location (the calculator shows
 *                                                the "Sorry, we can't provide an estimate…" message)
 *   400 { message }                              'Please enter a postcode.' or the 4-digit message
 *   404 { message }                              unknown dealer, or a car that is not this dealer's
 *   429 { message }                              rate limited (Retry-After)
 *   502 { message }                              the delivery service failed (the no-estimate message)
 */
import type { Vehicle } from '@/payload-types'
import { DELIVERY_NO_ESTIMATE } from '@/domain/vehicle-page/delivery'
import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import { takeToken } from '../api/sharedRateLimit'
import type { SiteTenant } from '../site/tenant'
import { deliveryProvider, lookupDelivery } from '.'
import type { DeliveryProvider } from './types'
import { answer } from '../api/answer'
import { logger } from '../log/logger'

export type DeliveryDeps = {
  tenantByHost: (host: string) => Promise<SiteTenant | null>
  vehicle: (tenant: SiteTenant, slug: string) => Promise<Vehicle | null>
  provider?: DeliveryProvider
}

/** A quote may be kept by the shopper's browser for ten minutes; a refusal never. */
const quoteAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  answer(status, body, status === 200 ? { 'cache-control': 'private, max-age=600', ...headers } : headers)

export async function handleDelivery(request: Request, deps: DeliveryDeps): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant) return quoteAnswer(404, { message: 'There is no dealer at this address.' })
  const limited = await takeToken('GEOCODE', `delivery:${clientIp(request.headers)}`)
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)

  const params = new URL(request.url).searchParams
  const postcode = (params.get('postcode') ?? '').trim()
  const carId = (params.get('car_id') ?? '').trim()
  let vehicle: Vehicle | null = null
  if (carId) {
    vehicle = await deps.vehicle(tenant, carId)
    if (!vehicle) return quoteAnswer(404, { message: 'Sorry, this vehicle is no longer available.' })
  }
  const location = vehicle && typeof vehicle.location === 'object' ? vehicle.location : null
  try {
    const result = await lookupDelivery(
      {
        postcode,
        originPostcode: location?.address?.postcode ?? null,
        originState: location?.address?.state ?? null,
        dealer: tenant.slug,
        vehicleId: vehicle?.id ?? null,
      },
      deps.provider ?? deliveryProvider(),
    )
    if (result.kind === 'invalid') return quoteAnswer(400, { message: result.message })
    if (result.kind === 'none') return quoteAnswer(200, { postcode, price: null, region: null })
    return quoteAnswer(200, { postcode, price: result.estimate.price, region: result.estimate.region })
  } catch (error) {
    logger().error({ err: error }, 'Delivery estimate failed')
    return quoteAnswer(502, { message: DELIVERY_NO_ESTIMATE })
  }
}
