/**
 * The vehicle page gallery: which
 * views exist and which opens first, the slide list with the video slide and the placeholder, slide
 * sizes, thumbnails, and arrow-key navigation with wrap-around.
 */
import type { Media } from '@/payload-types'

import { stepDirection, wrapIndex, type StepInput } from './keys'

/** Thumbnails only when there are more than 3 images. */
const THUMBNAIL_MIN_IMAGES = 3
/** A gallery slide is 600x400. */
export const SLIDE_WIDTH = 600
export const SLIDE_HEIGHT = 400
/** The first 2 main images load with priority. */
const PRIORITY_IMAGE_COUNT = 2

/** The views, in this order: spinner, walkaround, gallery, interior. */
export type GalleryView = 'spinner' | 'walkaround' | 'gallery' | 'interior'

/** The video slide goes "at start, second (default), middle or end". */
export type VideoSlidePosition = 'start' | 'second' | 'middle' | 'end'
const DEFAULT_VIDEO_SLIDE_POSITION: VideoSlidePosition = 'second'

/**
 * File names that mean "no photo yet" (a feed's stock default, a placeholder, 'no image', 'coming
 * soon'). Some default URLs count as no image; these are the
 * usual ones, and a site can add exact URLs of its own through `defaultImageUrls`.
 */
const DEFAULT_IMAGE_FILE_PATTERN = /(?:^|[/_-])(?:default|placeholder|no[-_]?image|no[-_]?photo|image[-_]?coming[-_]?soon|coming[-_]?soon)(?:[-_.][^/]*)?$/i

export type GalleryImage = { url: string; thumbUrl?: string | null; alt?: string | null }

export type GallerySlide =
  | { kind: 'image'; url: string; thumbUrl: string; alt: string }
  | { kind: 'video'; url: string }
  | { kind: 'placeholder' }

/** What media a car has, as the view switcher needs it. */
export type GalleryMedia = {
  /** Number of 360 spin frames (0 or missing: no spin). */
  spinFrameCount?: number | null
  /** The walkaround video address (blank or missing: none). */
  walkaroundVideoUrl?: string | null
  /** The interior 360 image address (blank or missing: none). */
  interiorImageUrl?: string | null
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== ''

/**
 * "Thumbnails: only for in-stock vehicles with more than 3 images." In stock means status
 * `in_stock` exactly (coming_soon is available but not in stock). Count the real images
 * ({@link realImages}), not the slides.
 */
export function showThumbnails(status: string | null | undefined, imageCount: number): boolean {
  return status === 'in_stock' && Number.isFinite(imageCount) && imageCount > THUMBNAIL_MIN_IMAGES
}

/** The views this car can show, always in the spec's order; the gallery is always there. */
export function availableViews(media: GalleryMedia): GalleryView[] {
  const out: GalleryView[] = []
  if ((media.spinFrameCount ?? 0) > 0) out.push('spinner')
  if (present(media.walkaroundVideoUrl)) out.push('walkaround')
  out.push('gallery')
  if (present(media.interiorImageUrl)) out.push('interior')
  return out
}

/**
 * The view opened first: "spinner if a spin exists, else walkaround if a walkaround video exists, else
 * gallery; one configuration defaults to gallery" (`preferGallery`).
 */
export function defaultView(media: GalleryMedia, options: { preferGallery?: boolean } = {}): GalleryView {
  if (options.preferGallery) return 'gallery'
  const views = availableViews(media)
  if (views.includes('spinner')) return 'spinner'
  if (views.includes('walkaround')) return 'walkaround'
  return 'gallery'
}

/**
 * Whether an image address means "no image": blank, one of the site's `defaultImageUrls` (compared
 * without query string or hash, case-insensitive), or a default/placeholder file name.
 */
export function isDefaultImageUrl(url: string | null | undefined, defaultImageUrls: readonly string[] = []): boolean {
  if (!present(url)) return true
  const bare = (u: string) => u.trim().split(/[?#]/)[0]!.toLowerCase()
  const u = bare(url)
  if (defaultImageUrls.some((d) => present(d) && bare(d) === u)) return true
  return DEFAULT_IMAGE_FILE_PATTERN.test(u)
}

/** The images that are real photos, in order. */
export function realImages<T extends GalleryImage>(images: readonly T[] | null | undefined, defaultImageUrls: readonly string[] = []): T[] {
  return (images ?? []).filter((img) => img && !isDefaultImageUrl(img.url, defaultImageUrls))
}

/**
 * The index the video slide takes among `imageCount` images: start 0; second 1 (0 with no images);
 * middle ⌊n/2⌋ (so with 4 images two come before it, with 5 images two); end n.
 */
export function videoSlideIndex(position: VideoSlidePosition, imageCount: number): number {
  const n = Math.max(0, Math.floor(imageCount))
  switch (position) {
    case 'start':
      return 0
    case 'middle':
      return Math.floor(n / 2)
    case 'end':
      return n
    default:
      return Math.min(1, n)
  }
}

export type SlideOptions = {
  /** The car's video (video_url); a video slide is inserted only when it is set. */
  videoUrl?: string | null
  videoPosition?: VideoSlidePosition
  /** Exact addresses this site treats as "no image". */
  defaultImageUrls?: readonly string[]
}

/**
 * The main gallery's slides: the real images in order with the video slide inserted at its position.
 * With no real image and no video, a single placeholder slide ("A single default
 * placeholder image shows a placeholder"); with only a video, the video alone. Thumbnails fall back to
 * the full image.
 */
export function gallerySlides(images: readonly GalleryImage[] | null | undefined, options: SlideOptions = {}): GallerySlide[] {
  const slides: GallerySlide[] = realImages(images, options.defaultImageUrls).map((img) => ({
    kind: 'image',
    url: img.url.trim(),
    thumbUrl: present(img.thumbUrl) ? img.thumbUrl.trim() : img.url.trim(),
    alt: img.alt?.trim() ?? '',
  }))
  if (present(options.videoUrl)) {
    const at = videoSlideIndex(options.videoPosition ?? DEFAULT_VIDEO_SLIDE_POSITION, slides.length)
    slides.splice(at, 0, { kind: 'video', url: options.videoUrl.trim() })
  }
  return slides.length > 0 ? slides : [{ kind: 'placeholder' }]
}

export type SlideImageProps = { width: number; height: number; priority: boolean }

/** Every slide 600×400; the first two main images (by image order) load with priority. */
export function slideImageProps(imageIndex: number): SlideImageProps {
  return { width: SLIDE_WIDTH, height: SLIDE_HEIGHT, priority: imageIndex >= 0 && imageIndex < PRIORITY_IMAGE_COUNT }
}

/**
 * {@link slideImageProps} for each slide. Priority counts image slides only, so a video in second
 * place does not take a priority slot from the second photo; the video and placeholder slides are
 * never prioritised.
 */
export function slidesImageProps(slides: readonly GallerySlide[]): SlideImageProps[] {
  let image = 0
  return slides.map((s) => (s.kind === 'image' ? slideImageProps(image++) : { ...slideImageProps(-1) }))
}

/** The slide after an arrow key or button: 37 / 'previous' back, 39 / 'next' on, wrapping both ways; other keys stay. */
export function nextIndex(current: number, count: number, input: StepInput): number {
  return wrapIndex(current + stepDirection(input), count)
}

/** A gallery image from a Payload media document (thumbnail size when it has one). */
export function mediaToGalleryImage(media: number | Media | null | undefined): GalleryImage | null {
  if (!media || typeof media !== 'object' || !present(media.url)) return null
  return { url: media.url, thumbUrl: media.sizes?.thumbnail?.url ?? media.thumbnailURL ?? null, alt: media.alt ?? '' }
}

export type GalleryState = { view: GalleryView; index: number; fullscreen: boolean }

export type GalleryAction =
  | { type: 'view'; view: GalleryView }
  | { type: 'step'; input: StepInput; count: number }
  | { type: 'go'; index: number; count: number }
  | { type: 'fullscreen'; open: boolean }

export function initialGalleryState(view: GalleryView): GalleryState {
  return { view, index: 0, fullscreen: false }
}

/**
 * The viewer's state changes: switching view away from the gallery resets the gallery
 * index ("Leaving the gallery resets the gallery index"); arrows step and wrap; fullscreen opens and
 * closes and keeps the index.
 */
export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'view':
      if (action.view === state.view) return state
      return { ...state, view: action.view, index: state.view === 'gallery' ? 0 : state.index }
    case 'step':
      return { ...state, index: nextIndex(state.index, action.count, action.input) }
    case 'go':
      return { ...state, index: wrapIndex(action.index, action.count) }
    case 'fullscreen':
      return { ...state, fullscreen: action.open }
  }
}
