/**
 * The vehicle gallery's view model: the stored Payload vehicle reduced to the small, serialisable shape
 * the client parts need. Every rule
 * comes from src/domain/vehicle-page; this file only maps fields and never decides anything new.
 *
 * Field mapping (collections/Vehicles): `images` (uploads) are the photos; `video_url` (labelled
 * "Walkaround video URL") is both the walkaround view and the gallery's video slide, as the spec has a
 * video slide "when video_url exists" and a walkaround view "if a walkaround video exists";
 * `spin_images` (uploads) are the 360 frames; `spin_interior_image` is the interior view; `hotspots`
 * is the JSON of exterior and interior hotspots; `external_video_url` is framed only for YouTube
 * embed addresses.
 */
import type { Media, Vehicle } from '@/payload-types'
import {
  availableViews,
  defaultView,
  embeddableVideoUrl,
  externalVideo,
  gallerySlides,
  interiorHotspots,
  mediaToGalleryImage,
  parseHotspots,
  realImages,
  showThumbnails,
  slidesImageProps,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  type ExternalVideo,
  type GalleryImage,
  type GalleryView,
  type Hotspot,
  type PlacedHotspot,
  type VideoSlidePosition,
} from '@/domain/vehicle-page'

/** A video as the page can show it: a YouTube frame, a video file, or a plain link. */
export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string } | { kind: 'link'; href: string }

export type SlideView =
  | { kind: 'image'; url: string; thumbUrl: string; alt: string; width: number; height: number; priority: boolean }
  | { kind: 'video'; video: VideoSource }
  | { kind: 'placeholder' }

export type SpinFrameView = { url: string; alt: string }

export type GalleryViewModel = {
  /** The car's name, for labels ("Photos of 2022 Mazda CX-5 Maxx Sport"). */
  title: string
  views: GalleryView[]
  initialView: GalleryView
  slides: SlideView[]
  /** Real photos (the thumbnail rule counts these, not the slides). */
  imageCount: number
  thumbnails: boolean
  spin: { frames: SpinFrameView[]; hotspots: Hotspot[] } | null
  interior: { url: string; alt: string; width: number; height: number; hotspots: PlacedHotspot[] } | null
  walkaround: VideoSource | null
  externalVideo: ExternalVideo | null
}

export type GalleryOptions = {
  videoPosition?: VideoSlidePosition
  /** The configuration that always opens on the gallery. */
  preferGallery?: boolean
  /** Exact image addresses this site treats as "no image". */
  defaultImageUrls?: readonly string[]
}

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i

/**
 * How to play a video address: a YouTube embed address in a frame (the only framed kind), a direct
 * video file in a <video> element, any other http(s) address as a link; null for blank, malformed or
 * non-http addresses (javascript: never reaches the page).
 */
export function videoSource(url: string | null | undefined): VideoSource | null {
  const embed = embeddableVideoUrl(url)
  if (embed) return { kind: 'embed', src: embed }
  const ext = externalVideo(url)
  if (!ext || ext.kind !== 'link') return null
  const path = new URL(ext.href).pathname
  return VIDEO_FILE.test(path) ? { kind: 'file', src: ext.href } : { kind: 'link', href: ext.href }
}

/** The car's display name: the stored name, else year make model badge. */
export function vehicleTitle(v: Pick<Vehicle, 'name' | 'year' | 'make' | 'model' | 'badge'>): string {
  const stored = v.name?.trim()
  if (stored) return stored
  return [v.year, v.make, v.model, v.badge].filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ')
}

const uploads = (list: ReadonlyArray<number | Media> | null | undefined): GalleryImage[] =>
  (list ?? []).map((m) => mediaToGalleryImage(m)).filter((m): m is GalleryImage => m !== null)

/** Stored vehicle → gallery view model. Unpopulated uploads (ids only, depth 0) are skipped. */
export function toGalleryViewModel(vehicle: Vehicle, options: GalleryOptions = {}): GalleryViewModel {
  const title = vehicleTitle(vehicle)
  const defaults = options.defaultImageUrls ?? []
  const photos = realImages(uploads(vehicle.images), defaults)
  const video = videoSource(vehicle.video_url)

  // gallerySlides only inserts a video slide for an address we can actually play or link to.
  const slides = gallerySlides(photos, { videoUrl: video ? vehicle.video_url : null, videoPosition: options.videoPosition, defaultImageUrls: defaults })
  const sizes = slidesImageProps(slides)
  let photo = 0
  const slideViews: SlideView[] = slides.map((s, i) => {
    if (s.kind === 'image') {
      photo += 1
      const { width, height, priority } = sizes[i]!
      return { kind: 'image', url: s.url, thumbUrl: s.thumbUrl, alt: s.alt || `${title}, photo ${photo} of ${photos.length}`, width, height, priority }
    }
    if (s.kind === 'video') return { kind: 'video', video: video! }
    return { kind: 'placeholder' }
  })

  const frames = realImages(uploads(vehicle.spin_images), defaults)
  const hotspots = parseHotspots(vehicle.hotspots)
  const interiorMedia = typeof vehicle.spin_interior_image === 'object' ? vehicle.spin_interior_image : null
  const interiorImage = mediaToGalleryImage(interiorMedia)
  const interior =
    interiorImage && realImages([interiorImage], defaults).length > 0
      ? {
          url: interiorImage.url,
          alt: interiorImage.alt?.trim() || `${title}, interior`,
          width: interiorMedia?.width ?? SLIDE_WIDTH * 2,
          height: interiorMedia?.height ?? SLIDE_HEIGHT,
          hotspots: interiorHotspots(hotspots.interior),
        }
      : null

  const media = { spinFrameCount: frames.length, walkaroundVideoUrl: video ? vehicle.video_url : null, interiorImageUrl: interior?.url ?? null }
  return {
    title,
    views: availableViews(media),
    initialView: defaultView(media, { preferGallery: options.preferGallery }),
    slides: slideViews,
    imageCount: photos.length,
    thumbnails: showThumbnails(vehicle.status, photos.length),
    spin:
      frames.length > 0
        ? { frames: frames.map((f, i) => ({ url: f.url, alt: `${title}, 360° view, frame ${i + 1} of ${frames.length}` })), hotspots: hotspots.exterior }
        : null,
    interior,
    walkaround: video,
    externalVideo: externalVideo(vehicle.external_video_url),
  }
}
