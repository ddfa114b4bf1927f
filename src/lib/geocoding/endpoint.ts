/** GET /api/geocode?postcode=NNNN for the forms: 4 digits, Australia only, 'Invalid postcode' on no result. */
import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import { takeToken } from '../leads/sharedRateLimit'
import type { SiteTenant } from '../site/tenant'
import { geocodePostcode } from '.'

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': status === 200 ? 'public, max-age=86400' : 'no-store', ...headers } })

export async function handleGeocode(request: Request, tenantByHost: (host: string) => Promise<SiteTenant | null>): Promise<Response> {
  const host = request.headers.get('host')
  if (!host || !(await tenantByHost(host))) return answer(404, { message: 'There is no dealer at this address.' })
  const limited = await takeToken('GEOCODE', clientIp(request.headers))
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)
  const postcode = (new URL(request.url).searchParams.get('postcode') ?? '').trim()
  try {
    const result = await geocodePostcode(postcode)
    return result.ok ? answer(200, { postcode, ...result.point, state: result.state }) : answer(400, { message: result.message })
  } catch (error) {
    console.error('Geocoding failed:', error)
    return answer(502, { message: 'The postcode lookup is unavailable. Please try again.' })
  }
}
