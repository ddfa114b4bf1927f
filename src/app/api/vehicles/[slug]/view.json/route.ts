/**
 * The vehicle page's view count ("GET {api}/cars/{slug}/view.json?photos_count={n}&updated_at=
 * {ts}&website_id={id} | reads views and car_fields | a non-OK response gives null"), served by us at
 * GET (or POST) /api/vehicles/{slug}/view.json on the dealer's own host.
 *
 * Each call counts one view of the host's vehicle (an atomic SQL increment of the stored `views`, outside
 * Payload hooks so a view neither re-indexes the car nor evicts its cached page) and answers
 * { views, car_fields }. A car of another dealer, an unknown slug, a website_id that is not the host's
 * dealer, or a car hidden by the visibility rule gives 404 { views: null }.
 *
 * The page is cached until the vehicle changes; a sold car leaves the sold window without a change. The
 * browser calls this on every page view, so a hidden car, or a page rendered from an older version of the
 * car (photos_count / updated_at differ), evicts the cached page here and the next visit is rendered anew.
 */
import { isVehicleVisible } from '@/domain/vehicle-page/viewModel'
import { refusePublicWrite } from '@/lib/api/publicWrite'
import { revalidateTags } from '@/lib/cache/revalidate'
import { payloadClient } from '@/lib/payload'
import { poolOf } from '@/lib/search/db'
import { cleanVehicleSlug, getVehicleById, getVehicleIdBySlug } from '@/lib/site/vehicle'
import { vehicleTag } from '@/domain/cache/tags'
import { getTenantByHost } from '@/lib/site/tenant'
import { logger } from '@/lib/log/logger'

export const dynamic = 'force-dynamic'

type Ctx = { params: Promise<{ slug: string }> }

const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }
const notFound = () => new Response(JSON.stringify({ views: null }), { status: 404, headers })

async function handle(request: Request, { params }: Ctx): Promise<Response> {
  const tenant = await getTenantByHost(request.headers.get('host') ?? '')
  if (!tenant) return notFound()
  const { slug: rawSlug } = await params
  const slug = cleanVehicleSlug(rawSlug)
  if (!slug) return notFound()
  const url = new URL(request.url)
  const websiteId = url.searchParams.get('website_id')
  if (websiteId && websiteId !== String(tenant.id)) return notFound()

  const id = await getVehicleIdBySlug(tenant.stockTenantId, slug)
  if (id === null) return notFound()
  const vehicle = await getVehicleById(tenant.stockTenantId, id)
  if (!vehicle) return notFound()
  if (!isVehicleVisible(vehicle, tenant.settings, Date.now())) {
    revalidateTags([vehicleTag(id)])
    return notFound()
  }

  const photosCount = (vehicle.images ?? []).length
  const shownPhotos = url.searchParams.get('photos_count')
  const shownUpdatedAt = url.searchParams.get('updated_at')
  const updatedAt = Date.parse(vehicle.updatedAt)
  if (
    (shownPhotos !== null && shownPhotos !== String(photosCount)) ||
    (shownUpdatedAt !== null && Number.isFinite(updatedAt) && shownUpdatedAt !== String(updatedAt))
  ) {
    revalidateTags([vehicleTag(id)])
  }

  let views: number | null = null
  try {
    const payload = await payloadClient()
    const result = await poolOf(payload).query<{ views: string | number | null }>(
      'UPDATE "vehicles" SET "views" = COALESCE("views", 0) + 1 WHERE "id" = $1 AND "tenant_id" = $2 RETURNING "views"',
      [id, tenant.stockTenantId],
    )
    const raw = result.rows[0]?.views
    views = raw === null || raw === undefined ? null : Number(raw)
  } catch (error) {
    logger().warn({ err: error }, 'view.json: could not count the view')
  }
  if (views === null || !Number.isFinite(views)) return new Response(JSON.stringify({ views: null }), { status: 503, headers })

  return new Response(
    JSON.stringify({
      views,
      car_fields: {
        id,
        slug: vehicle.slug ?? slug,
        status: vehicle.status,
        photos_count: photosCount,
        updated_at: Number.isFinite(updatedAt) ? updatedAt : null,
      },
    }),
    { status: 200, headers },
  )
}

export const GET = handle
// A POST counts the same; it takes no body, and never another site's (src/lib/api/publicWrite.ts).
export const POST = async (request: Request, ctx: Ctx) => refusePublicWrite(request, ['json', 'untyped']) ?? handle(request, ctx)
