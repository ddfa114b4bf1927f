/**
 * The gallery's view model: a stored Payload vehicle mapped to what the client parts render
 * (src/components/vehicle/gallery/galleryView.ts). The rules themselves are tested in
 * tests/unit/vehicle-page; these tests check the mapping applies them to the right fields.
 */
import { describe, expect, it } from 'vitest'

import type { Media, Vehicle } from '@/payload-types'
import { toGalleryViewModel, vehicleTitle, videoSource } from '@/components/vehicle/gallery/galleryView'

let nextId = 1
const media = (file: string, extra: Partial<Media> = {}): Media => ({
  id: nextId++,
  alt: `Alt ${file}`,
  url: `/api/media/file/${file}`,
  width: 1600,
  height: 1067,
  sizes: { thumbnail: { url: `/api/media/file/thumb-${file}` } },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
})

const car = (extra: Partial<Vehicle> = {}): Vehicle => ({
  id: 42,
  name: '2022 Mazda CX-5 Maxx Sport',
  location: 1,
  status: 'in_stock',
  year: 2022,
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  item_type: 'car',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
})

const photos = (n: number) => Array.from({ length: n }, (_, i) => media(`p${i + 1}.webp`))

describe('toGalleryViewModel: photos and slides', () => {
  it('maps uploads to 600×400 image slides, the first two with priority, thumbnails from the thumbnail size', () => {
    const m = toGalleryViewModel(car({ images: photos(5) }))
    expect(m.slides).toHaveLength(5)
    expect(m.imageCount).toBe(5)
    expect(m.slides.map((s) => (s.kind === 'image' ? s.priority : null))).toEqual([true, true, false, false, false])
    expect(m.slides[0]).toEqual({
      kind: 'image',
      url: '/api/media/file/p1.webp',
      thumbUrl: '/api/media/file/thumb-p1.webp',
      alt: 'Alt p1.webp',
      width: 600,
      height: 400,
      priority: true,
    })
  })

  it('gives an image without alt text a descriptive one', () => {
    const m = toGalleryViewModel(car({ images: [media('a.webp', { alt: '' }), media('b.webp', { alt: '  ' })] }))
    expect(m.slides.map((s) => (s.kind === 'image' ? s.alt : ''))).toEqual(['2022 Mazda CX-5 Maxx Sport, photo 1 of 2', '2022 Mazda CX-5 Maxx Sport, photo 2 of 2'])
  })

  it('skips unpopulated uploads (ids) and default "no image" files', () => {
    const m = toGalleryViewModel(car({ images: [17, media('no-image.jpg'), media('real.webp'), media('placeholder.png')] }))
    expect(m.slides.map((s) => (s.kind === 'image' ? s.url : s.kind))).toEqual(['/api/media/file/real.webp'])
    expect(m.imageCount).toBe(1)
  })

  it('shows a single placeholder slide when there are no real images and no video', () => {
    expect(toGalleryViewModel(car()).slides).toEqual([{ kind: 'placeholder' }])
    expect(toGalleryViewModel(car({ images: [media('default.jpg')] })).slides).toEqual([{ kind: 'placeholder' }])
  })

  it('inserts the video slide second by default, and never prioritises it', () => {
    const m = toGalleryViewModel(car({ images: photos(3), video_url: 'https://www.youtube.com/embed/abc123' }))
    expect(m.slides.map((s) => s.kind)).toEqual(['image', 'video', 'image', 'image'])
    expect(m.slides[1]).toEqual({ kind: 'video', video: { kind: 'embed', src: 'https://www.youtube.com/embed/abc123' } })
    // The second photo keeps its priority although the video took the second place.
    expect(m.slides.map((s) => (s.kind === 'image' ? s.priority : null))).toEqual([true, null, true, false])
  })

  it('honours the other video positions', () => {
    const v = car({ images: photos(4), video_url: 'https://cdn.example/walk.mp4' })
    expect(toGalleryViewModel(v, { videoPosition: 'start' }).slides[0]!.kind).toBe('video')
    expect(toGalleryViewModel(v, { videoPosition: 'middle' }).slides[2]!.kind).toBe('video')
    expect(toGalleryViewModel(v, { videoPosition: 'end' }).slides[4]!.kind).toBe('video')
  })

  it('a video alone is the only slide; an unusable video address adds nothing', () => {
    expect(toGalleryViewModel(car({ video_url: 'https://cdn.example/walk.mp4' })).slides).toEqual([
      { kind: 'video', video: { kind: 'file', src: 'https://cdn.example/walk.mp4' } },
    ])
    const bad = toGalleryViewModel(car({ images: photos(2), video_url: 'javascript:alert(1)' }))
    expect(bad.slides.map((s) => s.kind)).toEqual(['image', 'image'])
    expect(bad.walkaround).toBeNull()
    expect(bad.views).not.toContain('walkaround')
  })
})

describe('toGalleryViewModel: thumbnails rule', () => {
  it('shows thumbnails only for in-stock cars with more than 3 real images', () => {
    expect(toGalleryViewModel(car({ images: photos(4) })).thumbnails).toBe(true)
    expect(toGalleryViewModel(car({ images: photos(3) })).thumbnails).toBe(false)
    expect(toGalleryViewModel(car({ images: photos(4), status: 'coming_soon' })).thumbnails).toBe(false)
    expect(toGalleryViewModel(car({ images: photos(4), status: 'sold' })).thumbnails).toBe(false)
    // A video slide is not an image: 3 photos + video is still 3 images.
    expect(toGalleryViewModel(car({ images: photos(3), video_url: 'https://cdn.example/v.mp4' })).thumbnails).toBe(false)
  })
})

describe('toGalleryViewModel: views', () => {
  const frames = () => Array.from({ length: 8 }, (_, i) => media(`spin-${i}.webp`))

  it('has only the gallery for a plain car, and opens on it', () => {
    const m = toGalleryViewModel(car({ images: photos(2) }))
    expect(m.views).toEqual(['gallery'])
    expect(m.initialView).toBe('gallery')
    expect(m.spin).toBeNull()
    expect(m.interior).toBeNull()
  })

  it('lists the views that exist in the spec order and opens on the spinner', () => {
    const m = toGalleryViewModel(
      car({
        images: photos(2),
        spin_images: frames(),
        video_url: 'https://www.youtube.com/embed/xyz',
        spin_interior_image: media('interior.webp', { width: 4000, height: 1000 }),
      }),
    )
    expect(m.views).toEqual(['spinner', 'walkaround', 'gallery', 'interior'])
    expect(m.initialView).toBe('spinner')
    expect(m.spin!.frames).toHaveLength(8)
    expect(m.spin!.frames[0]).toEqual({ url: '/api/media/file/spin-0.webp', alt: '2022 Mazda CX-5 Maxx Sport, 360° view, frame 1 of 8' })
    expect(m.interior).toMatchObject({ url: '/api/media/file/interior.webp', width: 4000, height: 1000 })
  })

  it('opens on the walkaround when there is no spin, and on the gallery when the site prefers it', () => {
    const v = car({ images: photos(2), video_url: 'https://cdn.example/walk.mp4' })
    expect(toGalleryViewModel(v).initialView).toBe('walkaround')
    expect(toGalleryViewModel(v, { preferGallery: true }).initialView).toBe('gallery')
  })

  it('ignores spin frames that are unpopulated ids', () => {
    const m = toGalleryViewModel(car({ spin_images: [1, 2, 3] }))
    expect(m.spin).toBeNull()
    expect(m.views).toEqual(['gallery'])
  })

  it('maps exterior hotspots to the spin and positioned interior hotspots to the interior', () => {
    const m = toGalleryViewModel(
      car({
        spin_images: frames(),
        spin_interior_image: media('interior.webp'),
        hotspots: {
          exterior: [
            { id: 'wheels', description: '19-inch alloys', anchors: [{ angle: 0, x: 30, y: 70 }] },
            { id: 'bad', description: '', anchors: [{ angle: 0, x: 1, y: 1 }] },
          ],
          interior: [
            { id: 'screen', description: '10.25-inch screen', position: { x: 50, y: 40 } },
            { id: 'nowhere', description: 'No position', anchors: [{ angle: 10, x: 5, y: 5 }] },
          ],
        },
      }),
    )
    expect(m.spin!.hotspots).toEqual([{ id: 'wheels', description: '19-inch alloys', anchors: [{ angle: 0, x: 30, y: 70 }], position: null }])
    expect(m.interior!.hotspots).toEqual([{ id: 'screen', description: '10.25-inch screen', x: 50, y: 40 }])
  })

  it('survives malformed hotspots JSON', () => {
    const m = toGalleryViewModel(car({ spin_images: frames(), hotspots: 'nonsense' }))
    expect(m.spin!.hotspots).toEqual([])
  })
})

describe('external video and video sources', () => {
  it('frames only YouTube embed addresses and links anything else', () => {
    expect(toGalleryViewModel(car({ external_video_url: 'https://www.youtube.com/embed/abc?start=5' })).externalVideo).toEqual({
      kind: 'embed',
      src: 'https://www.youtube.com/embed/abc?start=5',
    })
    expect(toGalleryViewModel(car({ external_video_url: 'https://www.youtube.com/watch?v=abc' })).externalVideo).toEqual({
      kind: 'link',
      href: 'https://www.youtube.com/watch?v=abc',
    })
    expect(toGalleryViewModel(car({ external_video_url: 'http://www.youtube.com/embed/abc' })).externalVideo).toEqual({
      kind: 'link',
      href: 'http://www.youtube.com/embed/abc',
    })
    expect(toGalleryViewModel(car({ external_video_url: 'javascript:alert(1)' })).externalVideo).toBeNull()
    expect(toGalleryViewModel(car()).externalVideo).toBeNull()
  })

  it('videoSource: embed, file or link', () => {
    expect(videoSource('https://youtube-nocookie.com/embed/x1')).toEqual({ kind: 'embed', src: 'https://youtube-nocookie.com/embed/x1' })
    expect(videoSource('https://cdn.example/a/walk.MP4?sig=1')).toEqual({ kind: 'file', src: 'https://cdn.example/a/walk.MP4?sig=1' })
    expect(videoSource('https://vimeo.com/123')).toEqual({ kind: 'link', href: 'https://vimeo.com/123' })
    expect(videoSource('  ')).toBeNull()
    expect(videoSource('not a url')).toBeNull()
  })
})

describe('vehicleTitle', () => {
  it('uses the stored name, else year make model badge', () => {
    expect(vehicleTitle(car())).toBe('2022 Mazda CX-5 Maxx Sport')
    expect(vehicleTitle(car({ name: null, badge: 'Touring' }))).toBe('2022 Mazda CX-5 Touring')
    expect(vehicleTitle(car({ name: ' ', badge: null }))).toBe('2022 Mazda CX-5')
  })
})

describe('serialisable', () => {
  it('survives a JSON round trip unchanged (it crosses the server/client boundary)', () => {
    const m = toGalleryViewModel(
      car({ images: photos(4), spin_images: [media('s1.webp'), media('s2.webp')], video_url: 'https://cdn.example/v.mp4', hotspots: { exterior: [] } }),
    )
    expect(JSON.parse(JSON.stringify(m))).toEqual(m)
  })
})
