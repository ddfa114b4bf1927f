import { RESERVE_PATHS, type ReservePath } from '@/domain/reservation/paths'
import { payloadClient } from '@/lib/payload'
import { handleCompletion } from '@/lib/reservations/endpoint'
import { getTenantByHost } from '@/lib/site/tenant'
import { decodeOrNull, hostParam } from '@/domain/security/percentDecoding'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ host: string; slug: string; reserve: string }> }

/** /cars/{slug}/checkout/complete?session_id= (or buy-online): the payment page's return (src/lib/reservations/endpoint.ts). */
export async function GET(request: Request, { params }: Context) {
  const { host, slug, reserve } = await params
  const carSlug = decodeOrNull(slug)
  if (!RESERVE_PATHS.includes(reserve as ReservePath) || carSlug === null) return new Response('Not found', { status: 404 })
  return handleCompletion(request, { payload: payloadClient, tenantByHost: getTenantByHost, host: hostParam(host), slug: carSlug, path: reserve as ReservePath })
}
