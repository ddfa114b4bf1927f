import type { Vehicle } from '@/payload-types'

import { GalleryClient } from './GalleryClient.client'
import { toGalleryViewModel } from './galleryView'
import './gallery.css'

/**
 * The vehicle page gallery: photos with the video slide,
 * thumbnails, fullscreen viewer, 360 spin, walkaround, interior and the external video. A server
 * component: it maps the stored vehicle (uploads populated, depth ≥ 1) to a small serialisable view
 * model and hands only that to the client parts.
 */
export function VehicleGallery({ vehicle }: { vehicle: Vehicle }) {
  const model = toGalleryViewModel(vehicle)
  return <GalleryClient model={model} />
}
