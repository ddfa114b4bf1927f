import { getVisibleVehicle } from '@/lib/site/vehicle'
import { firstPhotoForPdf } from '@/components/vehicle/services/pdfPhoto'
import { handleVehiclePdf } from '@/components/vehicle/services/pdfEndpoint'
import { getTenantByHost, siteOrigin } from '@/lib/site/tenant'

export const dynamic = 'force-dynamic'

/** GET /api/vehicle-pdf/{slug}: the car's PDF; /cars/{slug}.pdf is rewritten here (src/lib/site/hostRewrites.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return handleVehiclePdf(request, slug, { tenantByHost: getTenantByHost, vehicle: getVisibleVehicle, photo: firstPhotoForPdf, origin: siteOrigin })
}
