/**
 * Instant-offer photo rules: at most 10 images, each under 10 MB, of type JPEG,
 * JPG, PNG, GIF or HEIC. The type is decided by the file's first bytes (its magic number), not only by
 * its name: a renamed executable or an SVG called photo.jpg is refused in the browser and again on
 * the server.
 */
import { IMAGE_LIMITS, MESSAGES } from './messages'

export type ImageType = 'jpeg' | 'png' | 'gif' | 'heic'

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The image type of a file's first bytes (16 are enough), or null. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png'
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif'
  // ISO base media file: size (4 bytes), 'ftyp', then the major brand.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12).toLowerCase())) return 'heic'
  return null
}

export function hasAllowedExtension(name: string): boolean {
  const ext = name.toLowerCase().split('.').pop() ?? ''
  return name.includes('.') && (IMAGE_LIMITS.extensions as readonly string[]).includes(ext)
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; message: string }

/** One file: allowed name, allowed content, not empty, under 10 MB. */
export function checkImageFile(file: { name: string; size: number; head: Uint8Array }): ImageCheck {
  const type = sniffImageType(file.head)
  if (file.size <= 0 || file.size >= IMAGE_LIMITS.maxBytes || !hasAllowedExtension(file.name) || !type) {
    return { ok: false, message: MESSAGES.imageTooLarge }
  }
  return { ok: true, type }
}

/** Adding `adding` files to `already` chosen ones: refused as a whole when it would pass 10. */
export function checkImageCount(already: number, adding: number): ImageCheck | { ok: true } {
  return already + adding > IMAGE_LIMITS.maxImages ? { ok: false, message: MESSAGES.tooManyImages } : { ok: true }
}

export const IMAGE_ACCEPT = '.jpeg,.jpg,.png,.gif,.heic,image/jpeg,image/png,image/gif,image/heic'
