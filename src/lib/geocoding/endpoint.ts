/** GET /api/geocode?postcode=NNNN for the forms: 4 digits, Australia only, 'Invalid postcode' on no result. */
import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import { takeToken } from '../api/sharedRateLimit'
import type { SiteTenant } from '../site/tenant'
import { geocodePostcode } from '.'
import { answer } from '../api/answer'
import { logger } from '../log/logger'

/** A postcode's place is the same for everyone for a day; a refusal is kept by no one. */
const placeAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  answer(status, body, status === 200 ? { 'cache-control': 'public, max-age=86400', ...headers } : headers)

export async function handleGeocode(request: Request, tenantByHost: (host: string) => Promise<SiteTenant | null>): Promise<Response> {
  const host = request.headers.get('host')
  if (!host || !(await tenantByHost(host))) return placeAnswer(404, { message: 'There is no dealer at this address.' })
  const limited = await takeToken('GEOCODE', clientIp(request.headers))
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
  const postcode = (new URL(request.url).searchParams.get('postcode') ?? '').trim()
  try {
    const result = await geocodePostcode(postcode)
    return result.ok ? placeAnswer(200, { postcode, ...result.point, state: result.state }) : placeAnswer(400, { message: result.message })
  } catch (error) {
    logger().error({ err: error }, 'Geocoding failed')
    return placeAnswer(502, { message: 'The postcode lookup is unavailable. Please try again.' })
  }
}
