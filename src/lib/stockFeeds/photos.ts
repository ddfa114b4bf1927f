/**
 * A car's photos from the feed's URLs, in the feed's order, as media through the normal upload path.
 *
 * Downloaded once: a URL the dealer's cars already have a photo for is reused without a request (DMS
 * photo URLs change when the photo does), and a new URL whose bytes hash to a stored photo reuses that
 * photo, so no photo is fetched or stored twice. New photos are stored by the run's photo batcher
 * (photoBatch.ts). Type and size are checked by content (magic bytes, 16 MB). Feed and photo URLs
 * that resolve to loopback, private or link-local addresses are refused (safeFetch), except on the
 * local DMS simulator's exact origin (env.ts).
 * A photo that fails never fails the car: it is counted and listed with its reason.
 */
import { createHash } from 'node:crypto'

import { safeFetch, sniffImage } from '../feeds/safeFetch'
import { privateOrigins } from './env'
import type { NewPhoto } from './photoBatch'

/** Stores a new photo as the dealer's media and gives its id (the run's photoBatcher). */
export type CreatePhoto = (photo: NewPhoto) => Promise<number>

type PhotoSource = { url: string; media: number; sha256: string }
export type PhotoFailure = { url: string; reason: string; stocknum?: string | null }

/**
 * What the run knows about every photo of the dealer's cars: by URL and by content, plus the uploads
 * under way (two URLs of the same picture downloading at once must make one media document).
 */
export type PhotoLibrary = { byUrl: Map<string, PhotoSource>; byHash: Map<string, number>; uploading: Map<string, Promise<number>> }

export function photoLibrary(sources: Iterable<unknown>): PhotoLibrary {
  const library: PhotoLibrary = { byUrl: new Map(), byHash: new Map(), uploading: new Map() }
  for (const list of sources) {
    if (!Array.isArray(list)) continue
    for (const s of list as PhotoSource[]) {
      if (!s?.url || typeof s.media !== 'number') continue
      library.byUrl.set(s.url, s)
      if (s.sha256) library.byHash.set(s.sha256, s.media)
    }
  }
  return library
}

export type PhotoSync = { images: number[]; sources: PhotoSource[]; fetched: number; reused: number; failed: PhotoFailure[] }

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' }

/** Whether the car's stored photos came from exactly these URLs, in this order (nothing to do). */
export function samePhotos(stored: unknown, urls: readonly string[]): boolean {
  if (!Array.isArray(stored) || stored.length !== urls.length) return false
  return (stored as PhotoSource[]).every((s, i) => s?.url === urls[i])
}

async function fetchPhoto(create: CreatePhoto, url: string, alt: string, library: PhotoLibrary): Promise<{ source: PhotoSource; fetched: boolean }> {
  const known = library.byUrl.get(url)
  if (known) return { source: known, fetched: false }
  const answer = await safeFetch(url, { allowOrigins: privateOrigins(), headers: { accept: 'image/*' } })
  if (answer.notModified || !answer.body) throw new Error('The photo server sent no image.')
  const mime = sniffImage(answer.body)
  if (!mime) throw new Error('Not a JPEG, PNG, WebP, AVIF or GIF image.')
  const sha256 = createHash('sha256').update(answer.body).digest('hex')
  const same = library.byHash.get(sha256)
  if (same !== undefined) {
    const source = { url, media: same, sha256 }
    library.byUrl.set(url, source)
    return { source, fetched: true }
  }
  let upload = library.uploading.get(sha256)
  if (!upload) {
    const name = `feed-${sha256.slice(0, 16)}.${EXTENSIONS[mime]}`
    upload = create({ data: answer.body, mimetype: mime, name, alt: alt.slice(0, 200) })
    library.uploading.set(sha256, upload)
  }
  const media = { id: await upload }
  library.uploading.delete(sha256)
  const source = { url, media: media.id, sha256 }
  library.byUrl.set(url, source)
  library.byHash.set(sha256, media.id)
  return { source, fetched: true }
}

/** The car's photos for these URLs; up to four downloads at a time. */
export async function syncPhotos(urls: readonly string[], ctx: { alt: string; library: PhotoLibrary; stocknum?: string | null; create: CreatePhoto }): Promise<PhotoSync> {
  const results: ({ source: PhotoSource; fetched: boolean } | PhotoFailure)[] = new Array(urls.length)
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const i = next++
      const url = urls[i]!
      try {
        results[i] = await fetchPhoto(ctx.create, url, ctx.alt, ctx.library)
      } catch (error) {
        results[i] = { url, reason: error instanceof Error ? error.message : String(error), stocknum: ctx.stocknum }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(4, urls.length) }, worker))
  const sync: PhotoSync = { images: [], sources: [], fetched: 0, reused: 0, failed: [] }
  for (const r of results) {
    if ('reason' in r) sync.failed.push(r)
    else {
      sync.images.push(r.source.media)
      sync.sources.push(r.source)
      if (r.fetched) sync.fetched++
      else sync.reused++
    }
  }
  return sync
}
