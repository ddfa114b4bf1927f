/**
 * The files and file fields payload.create would make for a feed photo, made without payload.create
 * (issue 16: a 10,000-photo first import within 60 s; payload.create costs ~23 ms a photo, mostly
 * field hooks and SQL building, not the image work). Used by photoBatch.ts.
 *
 * This mirrors Payload 3.90's upload path (payload/dist/uploads/generateFileData.js and
 * image-resizing/createImageSizes.js) for the one case a feed photo usually is, and returns `null`
 * for anything else so the caller uses payload.create:
 * - a JPEG or PNG (WebP, AVIF and GIF go through Payload: it reads them as animated, page by page),
 *   no EXIF rotation, within MAX_IMAGE_EDGE (an image that needs resizing goes through Payload);
 * - re-encoded with the collection's formatOptions, within the lowest image limit any dealer may set
 *   (so refuseHeavyImages would not read the dealer's settings), under checkUpload's rules;
 * - each image size made as createImageSizes makes it, around the centre (the focal point Payload
 *   gives a create that sets none).
 * tests/int/stock-feeds-photos.int.test.ts stores the same photo both ways and compares row and files.
 */
import type { Payload, SanitizedCollectionConfig } from 'payload'

import { checkUpload } from '@/domain/uploads'
import { MAX_IMAGE_EDGE } from '../media/refuseHeavyImages'
import { SETTING_GROUPS } from '@tenants/settings'

type Upload = NonNullable<SanitizedCollectionConfig['upload']>
type ImageSize = NonNullable<Upload['imageSizes']>[number]
type SizeRecord = { filename: string | null; filesize: number | null; height: number | null; mimeType: string | null; url: string | null; width: number | null }

/** A photo's stored fields (as the media collection's field names) and the files to write, by name. */
export type PhotoFiles = { fields: Record<string, unknown>; files: { name: string; data: Buffer }[] }

const LOWEST_LIMIT_BYTES = SETTING_GROUPS.media.settings.maxImageKB.min * 1024
/** Input types this path reproduces; Payload reads WebP (and GIF, TIFF) as animated, page by page. */
const STILL_TYPES = new Set(['image/jpeg', 'image/png'])
/** sharp's output format → the extension and type file-type reads from those bytes (as Payload does). */
const FORMATS: Record<string, { ext: string; mime: string }> = { webp: { ext: 'webp', mime: 'image/webp' }, jpeg: { ext: 'jpg', mime: 'image/jpeg' }, png: { ext: 'png', mime: 'image/png' } }
/** Names this path writes need no sanitising (sanitize-filename leaves them as they are). */
const PLAIN_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/

/** Why this collection's uploads can't be reproduced here, or null when they can. */
export function uploadConfigBlocker(upload: Upload | boolean | undefined): string | null {
  if (!upload || typeof upload !== 'object') return 'not an upload collection'
  const u = upload as Upload & Record<string, unknown>
  // A storage adapter (S3) keeps files elsewhere and adds its own hooks and fields.
  if (u.disableLocalStorage || u.adapter || u.handlers?.length) return 'files are stored by an adapter'
  if (u.trimOptions || u.constructorOptions || u.withMetadata) return 'upload options this path does not reproduce'
  if (!u.formatOptions || !u.resizeOptions || !u.staticDir) return 'upload options this path does not reproduce'
  for (const size of u.imageSizes ?? []) {
    if (size.withoutEnlargement !== undefined || size.withoutReduction || size.generateImageName || size.trimOptions || !size.formatOptions) return `image size ${size.name} has options this path does not reproduce`
  }
  return null
}

/** Payload's focal point on create when none is given: the centre (generateFileData). */
const FOCAL = { x: 50, y: 50 }

/** createImageSizes' getImageResizeAction for these sizes (width set, no enlargement options) with a focal point. */
function resizeAction(size: ImageSize, width: number, height: number): 'omit' | 'resize' | 'resizeWithFocalPoint' {
  if (size.width && size.height && width < size.width && height < size.height) return 'omit'
  if ((!size.width || !size.height) && ((size.width && width < size.width) || (size.height && height < size.height))) return 'omit'
  if (size.fit === 'contain' || size.fit === 'inside') return 'resize'
  return size.width! / size.height! === width / height ? 'resize' : 'resizeWithFocalPoint'
}

/** One image size, as createImageSizes makes it (its 'resizeWithFocalPoint' branch scales, then crops around the focal point). */
async function makeSize(sharp: NonNullable<Payload['config']['sharp']>, data: Buffer, size: ImageSize, width: number, height: number) {
  const action = resizeAction(size, width, height)
  if (action === 'omit') return null
  let image = sharp(data).rotate()
  if (action === 'resize') image = image.resize(size)
  else {
    const ratio = width / height
    const w = size.width ?? Math.round(size.height! * ratio)
    const h = size.height ?? Math.round(size.width! / ratio)
    const byHeight = w / h < ratio
    image = image.resize({ fastShrinkOnLoad: false, height: byHeight ? h : undefined, width: byHeight ? undefined : w })
    const { info } = await image.toBuffer({ resolveWithObject: true })
    let left = info.width * (FOCAL.x / 100) - w / 2
    if (left + w > info.width) left = info.width - w
    if (left < 0) left = 0
    let top = info.height * (FOCAL.y / 100) - h / 2
    if (top + h > info.height) top = info.height - h
    if (top < 0) top = 0
    image = image.extract({ height: h, left: Math.floor(left), top: Math.floor(top), width: w })
  }
  return image.toFormat(size.formatOptions!.format, size.formatOptions!.options).toBuffer({ resolveWithObject: true })
}

const emptySize = (): SizeRecord => ({ filename: null, filesize: null, height: null, mimeType: null, url: null, width: null })

/**
 * The fields and files of one photo, or `null` when payload.create must store it (see the top).
 * `name` is the name the photo is uploaded under; `alt` and the tenant are the caller's.
 */
export async function photoFiles(payload: Payload, upload: Upload, input: { data: Buffer; name: string }): Promise<PhotoFiles | null> {
  const sharp = payload.config.sharp
  if (!sharp) return null
  // The collection's beforeOperation hook (checkUploadedFile): type by content, size cap, normalised name.
  const verdict = checkUpload({ head: input.data.subarray(0, 4096), size: input.data.length, name: input.name })
  if (!verdict.ok || !STILL_TYPES.has(verdict.type.mime) || !PLAIN_NAME.test(verdict.filename)) return null
  if (upload.mimeTypes?.length && !upload.mimeTypes.includes(verdict.type.mime)) return null
  const meta = await sharp(input.data).metadata()
  if (!meta.width || !meta.height || (meta.orientation ?? 1) !== 1 || (meta.pages ?? 1) !== 1) return null
  if (meta.width > MAX_IMAGE_EDGE || meta.height > MAX_IMAGE_EDGE) return null

  const { formatOptions, resizeOptions } = upload
  const main = await sharp(input.data).rotate().resize(resizeOptions).toFormat(formatOptions!.format, formatOptions!.options).toBuffer({ resolveWithObject: true })
  const format = FORMATS[main.info.format]
  if (!format || main.info.size > LOWEST_LIMIT_BYTES) return null
  const stem = verdict.filename.slice(0, verdict.filename.lastIndexOf('.'))
  const filename = `${stem}.${format.ext}`
  const files = [{ name: filename, data: main.data }]
  // What the url fields' beforeChange hooks store (Payload's generateFilePathOrURL, relative).
  const urlOf = (name: string) => `${payload.config.routes.api}/media/file/${encodeURIComponent(name)}`

  const sizes: Record<string, SizeRecord> = {}
  for (const size of upload.imageSizes ?? []) {
    // Made from the uploaded bytes (not the re-encoded main file), as Payload does.
    const made = await makeSize(sharp, input.data, size, meta.width, meta.height)
    if (!made) {
      sizes[size.name] = emptySize()
      continue
    }
    const sizeFormat = FORMATS[made.info.format]
    if (!sizeFormat) return null
    const sizeName = `${stem}-${made.info.width}x${made.info.height}.${sizeFormat.ext}`
    sizes[size.name] = { filename: sizeName, filesize: made.info.size, height: made.info.height, mimeType: sizeFormat.mime, url: urlOf(sizeName), width: made.info.width }
    files.push({ name: sizeName, data: made.data })
  }
  return {
    fields: { url: urlOf(filename), filename, mimeType: format.mime, filesize: main.info.size, width: main.info.width, height: main.info.height, focalX: FOCAL.x, focalY: FOCAL.y, sizes },
    files,
  }
}
