import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import {
  availableViews,
  defaultView,
  galleryReducer,
  gallerySlides,
  initialGalleryState,
  isDefaultImageUrl,
  KEY_NEXT,
  KEY_PREVIOUS,
  mediaToGalleryImage,
  nextIndex,
  realImages,
  showThumbnails,
  slideImageProps,
  slidesImageProps,
  stepDirection,
  videoSlideIndex,
  wrapIndex,
  type GallerySlide,
} from '@/domain/vehicle-page'

const img = (n: number) => ({ url: `https://img.example/car/${n}.jpg`, thumbUrl: `https://img.example/car/${n}-t.jpg` })
const imgs = (count: number) => Array.from({ length: count }, (_, i) => img(i + 1))
const kinds = (slides: GallerySlide[]) => slides.map((s) => (s.kind === 'image' ? s.url.replace(/.*\/(\d+)\.jpg$/, '$1') : s.kind))

describe('showThumbnails', () => {
  it('only in stock with more than 3 images', () => {
    expect(showThumbnails('in_stock', 4)).toBe(true)
    expect(showThumbnails('in_stock', 3)).toBe(false)
    expect(showThumbnails('in_stock', 0)).toBe(false)
  })
  it('never for cars not in stock, coming soon included', () => {
    for (const status of ['coming_soon', 'sold', 'on_hold', null, undefined]) expect(showThumbnails(status, 10)).toBe(false)
  })
  it('a non-finite count is no thumbnails', () => {
    expect(showThumbnails('in_stock', Number.NaN)).toBe(false)
  })
})

describe('views', () => {
  it('lists the available views in the spec order: spinner, walkaround, gallery, interior', () => {
    expect(availableViews({ spinFrameCount: 36, walkaroundVideoUrl: 'https://v/1.mp4', interiorImageUrl: 'https://i/1.jpg' })).toEqual([
      'spinner',
      'walkaround',
      'gallery',
      'interior',
    ])
  })
  it('the gallery is always there; blank media is absent', () => {
    expect(availableViews({})).toEqual(['gallery'])
    expect(availableViews({ spinFrameCount: 0, walkaroundVideoUrl: '  ', interiorImageUrl: '' })).toEqual(['gallery'])
    expect(availableViews({ interiorImageUrl: 'https://i/1.jpg' })).toEqual(['gallery', 'interior'])
  })
  it('defaults to spinner, else walkaround, else gallery', () => {
    expect(defaultView({ spinFrameCount: 24, walkaroundVideoUrl: 'https://v/1.mp4' })).toBe('spinner')
    expect(defaultView({ walkaroundVideoUrl: 'https://v/1.mp4', interiorImageUrl: 'https://i/1.jpg' })).toBe('walkaround')
    expect(defaultView({ interiorImageUrl: 'https://i/1.jpg' })).toBe('gallery')
  })
  it('one configuration always defaults to gallery', () => {
    expect(defaultView({ spinFrameCount: 24, walkaroundVideoUrl: 'https://v/1.mp4' }, { preferGallery: true })).toBe('gallery')
  })
})

describe('default image URLs', () => {
  it('blank addresses and default/placeholder file names count as no image', () => {
    for (const url of ['', '   ', null, undefined, 'https://cdn.example/default.jpg', 'https://cdn.example/img/placeholder.png?w=600', 'https://cdn.example/no-image.jpg', 'https://cdn.example/noimage.png', 'https://cdn.example/image-coming-soon.jpg', 'https://cdn.example/x/Default-Car.JPG']) {
      expect(isDefaultImageUrl(url)).toBe(true)
    }
  })
  it('real photos do not, even with similar words elsewhere in the path', () => {
    for (const url of ['https://cdn.example/car/1.jpg', 'https://cdn.example/default/123.jpg', 'https://cdn.example/defaulted.jpg', 'https://cdn.example/placeholders/9.jpg']) {
      expect(isDefaultImageUrl(url)).toBe(false)
    }
  })
  it("a site's own default URLs match without query, hash or case", () => {
    const defaults = ['https://dealer.example/stock/awaiting.jpg']
    expect(isDefaultImageUrl('https://DEALER.example/stock/awaiting.jpg?v=2#x', defaults)).toBe(true)
    expect(isDefaultImageUrl('https://dealer.example/stock/awaiting2.jpg', defaults)).toBe(false)
  })
  it('realImages keeps order and drops defaults', () => {
    const list = [img(1), { url: 'https://x/placeholder.jpg' }, img(2)]
    expect(realImages(list).map((i) => i.url)).toEqual([img(1).url, img(2).url])
    expect(realImages(null)).toEqual([])
  })
})

describe('video slide position', () => {
  it('start, second (default), middle, end', () => {
    expect(videoSlideIndex('start', 5)).toBe(0)
    expect(videoSlideIndex('second', 5)).toBe(1)
    expect(videoSlideIndex('middle', 5)).toBe(2)
    expect(videoSlideIndex('middle', 4)).toBe(2)
    expect(videoSlideIndex('end', 5)).toBe(5)
  })
  it('second with no images is the first slot; with one image after it', () => {
    expect(videoSlideIndex('second', 0)).toBe(0)
    expect(videoSlideIndex('second', 1)).toBe(1)
  })
})

describe('gallerySlides', () => {
  const video = 'https://video.example/walk.mp4'
  it('images in order, no video slide without video_url', () => {
    expect(kinds(gallerySlides(imgs(3)))).toEqual(['1', '2', '3'])
  })
  it('inserts the video second by default', () => {
    expect(kinds(gallerySlides(imgs(3), { videoUrl: video }))).toEqual(['1', 'video', '2', '3'])
  })
  it('at start, middle or end when configured', () => {
    expect(kinds(gallerySlides(imgs(4), { videoUrl: video, videoPosition: 'start' }))).toEqual(['video', '1', '2', '3', '4'])
    expect(kinds(gallerySlides(imgs(4), { videoUrl: video, videoPosition: 'middle' }))).toEqual(['1', '2', 'video', '3', '4'])
    expect(kinds(gallerySlides(imgs(4), { videoUrl: video, videoPosition: 'end' }))).toEqual(['1', '2', '3', '4', 'video'])
  })
  it('the video slide carries its address', () => {
    expect(gallerySlides(imgs(1), { videoUrl: ` ${video} ` })[1]).toEqual({ kind: 'video', url: video })
  })
  it('a placeholder when there is no image (or only a default one) and no video', () => {
    expect(gallerySlides([])).toEqual([{ kind: 'placeholder' }])
    expect(gallerySlides(null)).toEqual([{ kind: 'placeholder' }])
    expect(gallerySlides([{ url: 'https://cdn.example/default.jpg' }])).toEqual([{ kind: 'placeholder' }])
    expect(gallerySlides([{ url: 'https://d/none.jpg' }], { defaultImageUrls: ['https://d/none.jpg'] })).toEqual([{ kind: 'placeholder' }])
  })
  it('only the video when there is no real image but a video', () => {
    expect(gallerySlides([{ url: 'https://cdn.example/default.jpg' }], { videoUrl: video })).toEqual([{ kind: 'video', url: video }])
  })
  it('thumbnail falls back to the image; alt defaults to empty', () => {
    expect(gallerySlides([{ url: 'https://x/1.jpg' }])[0]).toEqual({ kind: 'image', url: 'https://x/1.jpg', thumbUrl: 'https://x/1.jpg', alt: '' })
  })
})

describe('slide sizes and priority', () => {
  it('600x400, the first two images prioritised', () => {
    expect(slideImageProps(0)).toEqual({ width: 600, height: 400, priority: true })
    expect(slideImageProps(1)).toEqual({ width: 600, height: 400, priority: true })
    expect(slideImageProps(2)).toEqual({ width: 600, height: 400, priority: false })
  })
  it('priority counts images, not the video slide', () => {
    const slides = gallerySlides(imgs(3), { videoUrl: 'https://v/1.mp4' })
    expect(slidesImageProps(slides).map((p) => p.priority)).toEqual([true, false, true, false])
    expect(slidesImageProps(slides).every((p) => p.width === 600 && p.height === 400)).toBe(true)
  })
  it('a placeholder is not prioritised', () => {
    expect(slidesImageProps([{ kind: 'placeholder' }])[0]!.priority).toBe(false)
  })
})

describe('keyboard navigation', () => {
  it('37 goes back, 39 goes on, wrapping both ways', () => {
    expect(KEY_PREVIOUS).toBe(37)
    expect(KEY_NEXT).toBe(39)
    expect(nextIndex(2, 5, 39)).toBe(3)
    expect(nextIndex(2, 5, 37)).toBe(1)
    expect(nextIndex(4, 5, 39)).toBe(0)
    expect(nextIndex(0, 5, 37)).toBe(4)
  })
  it('accepts directions and key names', () => {
    expect(nextIndex(0, 3, 'next')).toBe(1)
    expect(nextIndex(0, 3, 'previous')).toBe(2)
    expect(nextIndex(1, 3, 'ArrowRight')).toBe(2)
    expect(nextIndex(1, 3, 'ArrowLeft')).toBe(0)
  })
  it('other keys do not move', () => {
    expect(nextIndex(2, 5, 38)).toBe(2)
    expect(nextIndex(2, 5, 'Enter')).toBe(2)
    expect(stepDirection(40)).toBe(0)
  })
  it('an empty gallery stays at 0; an out-of-range index wraps', () => {
    expect(nextIndex(3, 0, 39)).toBe(0)
    expect(wrapIndex(7, 5)).toBe(2)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(Number.NaN, 5)).toBe(0)
  })
})

describe('galleryReducer', () => {
  it('leaving the gallery resets the index', () => {
    let s = initialGalleryState('gallery')
    s = galleryReducer(s, { type: 'step', input: 39, count: 5 })
    s = galleryReducer(s, { type: 'step', input: 39, count: 5 })
    expect(s.index).toBe(2)
    s = galleryReducer(s, { type: 'view', view: 'spinner' })
    expect(s).toEqual({ view: 'spinner', index: 0, fullscreen: false })
    s = galleryReducer(s, { type: 'view', view: 'gallery' })
    expect(s.index).toBe(0)
  })
  it('choosing the current view changes nothing', () => {
    const s = { view: 'gallery' as const, index: 3, fullscreen: false }
    expect(galleryReducer(s, { type: 'view', view: 'gallery' })).toBe(s)
  })
  it('fullscreen opens and closes, keeping the slide', () => {
    let s = { ...initialGalleryState('gallery'), index: 2 }
    s = galleryReducer(s, { type: 'fullscreen', open: true })
    expect(s).toMatchObject({ fullscreen: true, index: 2 })
    s = galleryReducer(s, { type: 'fullscreen', open: false })
    expect(s.fullscreen).toBe(false)
  })
  it('go wraps into range', () => {
    expect(galleryReducer(initialGalleryState('gallery'), { type: 'go', index: 6, count: 4 }).index).toBe(2)
  })
})

describe('mediaToGalleryImage', () => {
  const media = { id: 1, alt: 'Front', url: '/media/1.jpg', sizes: { thumbnail: { url: '/media/1-t.jpg' } }, updatedAt: '', createdAt: '' } as Media
  it('uses the thumbnail size and the alt text', () => {
    expect(mediaToGalleryImage(media)).toEqual({ url: '/media/1.jpg', thumbUrl: '/media/1-t.jpg', alt: 'Front' })
  })
  it('an unpopulated id or a media without url gives null', () => {
    expect(mediaToGalleryImage(5)).toBeNull()
    expect(mediaToGalleryImage({ ...media, url: null })).toBeNull()
  })
})
