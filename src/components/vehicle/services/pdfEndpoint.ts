/**
 * GET /cars/{slug}.pdf (rewritten to /api/vehicle-pdf/{slug}): the dealer from the Host header, the car
 * from the slug inside that dealer only (another dealer's or a hidden car: 404), then the PDF drawn by
 * ./pdf.ts, sent as an attachment named {slug}.pdf. Failures answer JSON { message }, which the
 * download button shows in an alert.
 */
import type { Vehicle } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { buildVehiclePdf, type PdfPhoto } from './pdf'
import { vehicleFacts } from './vehicleFacts'
import { decodeOrNull } from '@/domain/security/percentDecoding'
import { answer } from '@/lib/api/answer'
import { logger } from '@/lib/log/logger'

export const PDF_NOT_FOUND_MESSAGE = 'Sorry, this vehicle is no longer available.'
const PDF_FAILED_MESSAGE = 'Sorry, we could not create the PDF for this vehicle. Please try again.'

export type VehiclePdfDeps = {
  tenantByHost: (host: string) => Promise<SiteTenant | null>
  vehicle: (tenant: SiteTenant, slug: string) => Promise<Vehicle | null>
  photo?: (vehicle: Vehicle) => Promise<PdfPhoto | null>
  /** The dealer site's origin for the footer link (src/lib/site/tenant.ts siteOrigin). */
  origin?: (tenant: SiteTenant, host: string) => string
  now?: () => number
}

const problem = (status: number, message: string) => answer(status, { message })

/** The slug as the URL gives it: '{slug}' or '{slug}.pdf', lowercased; null when it cannot be decoded. */
export const pdfSlug = (raw: string): string | null => decodeOrNull(raw)?.trim().toLowerCase().replace(/\.pdf$/, '') ?? null

export async function handleVehiclePdf(request: Request, rawSlug: string, deps: VehiclePdfDeps): Promise<Response> {
  const host = request.headers.get('host')
  const tenant = host ? await deps.tenantByHost(host) : null
  if (!tenant || !host) return problem(404, 'There is no dealer at this address.')
  const slug = pdfSlug(rawSlug)
  if (slug === null) return problem(404, PDF_NOT_FOUND_MESSAGE)
  try {
    const vehicle = await deps.vehicle(tenant, slug)
    if (!vehicle) return problem(404, PDF_NOT_FOUND_MESSAGE)
    const now = deps.now?.() ?? Date.now()
    const facts = vehicleFacts(vehicle, tenant, now)
    const photo = deps.photo ? await deps.photo(vehicle).catch(() => null) : null
    const bytes = await buildVehiclePdf({
      facts,
      photo,
      pageUrl: deps.origin ? `${deps.origin(tenant, host)}/cars/${facts.slug}` : `/cars/${facts.slug}`,
      brandColor: tenant.theme.primaryColor,
      now: new Date(now),
    })
    const filename = `${facts.slug}.pdf`
    return new Response(bytes as BodyInit, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"`,
        'content-length': String(bytes.byteLength),
        'cache-control': 'private, max-age=60',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    logger().error({ err: error }, `Vehicle PDF for ${slug} failed`)
    return problem(500, PDF_FAILED_MESSAGE)
  }
}
