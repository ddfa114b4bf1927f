/** The gallery's place at the top of the page's main column: photos, video, 360 spin and interior. */
import { VehicleGallery } from '@/components/vehicle/gallery/VehicleGallery'
import type { Vehicle } from '@/payload-types'

export function GallerySlot({ vehicle }: { vehicle: Vehicle }) {
  return <VehicleGallery vehicle={vehicle} />
}
