/**
 * What an upload may be (issue 21): its type is read from its first bytes (magic numbers), never from
 * its name or the type the browser claimed; an SVG only when it is a plain drawing, with nothing that
 * runs or fetches (./svg.ts, issue 33: it would run on the dealer's origin); a size cap; and a safe
 * file name. Pure: src/lib/media/checkUpload.ts applies it before anything is stored.
 */
import { checkSvg } from './svg'

export type SniffedType = { mime: string; ext: string; label: string }

const TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  png: { mime: 'image/png', ext: 'png', label: 'PNG' },
  gif: { mime: 'image/gif', ext: 'gif', label: 'GIF' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
  avif: { mime: 'image/avif', ext: 'avif', label: 'AVIF' },
  pdf: { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
} as const satisfies Record<string, SniffedType>

/** Read as text and checked whole (./svg.ts), not by its first bytes. */
const SVG: SniffedType = { mime: 'image/svg+xml', ext: 'svg', label: 'SVG' }
/** What the media collection stores: the types by their bytes, and checked SVG drawings. */
export const STORED_MIME_TYPES: readonly string[] = [...Object.values(TYPES).map((t) => t.mime), SVG.mime]

/** The types a dealer may upload to the media library: web images, and PDF documents (brochures, price lists). */
const ALLOWED_UPLOAD_TYPES: readonly SniffedType[] = Object.values(TYPES)

/** The largest file accepted at all, before resizing (a phone's photo is 3–12 MB; a brochure rarely 20). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
/** The largest SVG: a logo or drawing is a few KB; every byte of it is parsed and checked. */
export const MAX_SVG_BYTES = 1024 * 1024

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length))
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

/** The type the bytes say the file is (from its first few hundred bytes), or null when none we know. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return TYPES.gif
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return TYPES.webp
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    // ISO base media (HEIF family): the major brand, then the compatible brands up to the box's end.
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
    const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 12)
    const brands = [ascii(bytes, 8, 4)]
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, 4))
    if (brands.some((b) => b === 'avif' || b === 'avis')) return TYPES.avif
    return null
  }
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return TYPES.pdf
  return null
}

/** Whether the bytes look like an SVG (XML text with an <svg> element near the start), whatever the name. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart()
  if (!head.startsWith('<')) return false
  return /<svg[\s>/]/i.test(head) || /<!DOCTYPE\s+svg/i.test(head)
}

/** "1,500 KB" or "2.4 MB": a size as a marketer reads it. */
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024).toLocaleString('en-AU')} KB`)

const allowedList = () => {
  const labels = [...ALLOWED_UPLOAD_TYPES, SVG].map((t) => t.label)
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`
}

export type UploadVerdict = { ok: true; type: SniffedType; filename: string } | { ok: false; message: string }

/**
 * Checks an upload: `head` is at least its first 4 KB (all of it when smaller), `size` its length,
 * `name` the name it came with, and `text` the whole file as text when its head looks like an SVG
 * (only an SVG is read whole). Returns the type read from the bytes and the name to store, or why not.
 */
export function checkUpload(input: { head: Uint8Array; size: number; name: string | null | undefined; text?: string }, maxBytes = MAX_UPLOAD_BYTES): UploadVerdict {
  const shown = displayName(input.name)
  if (input.size <= 0 || input.head.length === 0) return { ok: false, message: `${shown} is empty. Choose the file again and upload it.` }
  if (input.size > maxBytes) {
    return { ok: false, message: `${shown} is ${sizeText(input.size)}, over the ${sizeText(maxBytes)} limit for any upload. Save it smaller (an image at most a few MB, a PDF without embedded high-resolution scans) and upload it again.` }
  }
  if (looksLikeSvg(input.head)) {
    if (input.size > MAX_SVG_BYTES) {
      return { ok: false, message: `${shown} is an SVG of ${sizeText(input.size)}, over the ${sizeText(MAX_SVG_BYTES)} limit for SVG images. Simplify the drawing, or export it as PNG or WebP and upload that.` }
    }
    const text = input.text ?? (input.head.length >= input.size ? new TextDecoder().decode(input.head) : null)
    if (text === null) return { ok: false, message: `${shown} could not be read whole to check it. Upload it again.` }
    const svg = checkSvg(text)
    if (!svg.ok) {
      return { ok: false, message: `${shown} ${svg.reason}. An SVG may hold shapes, text and styles only, as anything else would run on the dealer’s site: remove it (or export the drawing again as plain SVG) and upload it again, or upload a PNG or WebP instead.` }
    }
    return { ok: true, type: SVG, filename: normaliseFilename(input.name, SVG.ext) }
  }
  const type = sniffType(input.head)
  if (!type) {
    return { ok: false, message: `${shown} is not a file type we accept: only ${allowedList()} files, checked by their contents (renaming a file does not change its type).` }
  }
  return { ok: true, type, filename: normaliseFilename(input.name, type.ext) }
}

/** A name safe to show in a message: no path, at most 80 characters, quoted. */
function displayName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim() ?? ''
  if (!base) return 'The file'
  return `“${base.length > 80 ? `${base.slice(0, 77)}…` : base}”`
}

const MAX_NAME_LENGTH = 80

/**
 * A stored file name: no folders, lower case, accents dropped, only a–z, 0–9 and single hyphens (dots
 * and underscores become hyphens), at most 80 characters, and the extension of the type the bytes are.
 * "../../Étoile Mazda CX-5 (Front).JPG" becomes "etoile-mazda-cx-5-front.jpg".
 */
export function normaliseFilename(name: string | null | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const stem = base.replace(/\.[^.]*$/, '')
  const clean = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/g, '')
  return `${clean || 'upload'}.${ext}`
}
