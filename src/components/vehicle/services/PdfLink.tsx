/** The PDF download beside Print in the vehicle page's sidebar: /cars/{slug}.pdf through PdfDownloadButton. */
import type { Vehicle } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { PdfDownloadButton } from './PdfDownloadButton.client'

export function PdfLink({ vehicle, className }: { vehicle: Vehicle; tenant: SiteTenant; className?: string }) {
  return <PdfDownloadButton slug={vehicle.slug ?? String(vehicle.id)} className={className ?? 'vp-tools__button'} />
}
