/**
 * The first photo for the PDF, read from Payload's upload folder: the Open Graph size (a 1200×630
 * JPEG made at upload), else the original when it is a JPEG or PNG. pdf-lib embeds only those two, so a
 * WebP-only image is left out. Null on any problem: the PDF never fails for want of a photo.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Media, Vehicle } from '@/payload-types'
import type { PdfPhoto } from './pdf'

const MAX_BYTES = 5 * 1024 * 1024

export const mediaDir = () => path.resolve(process.env.FORECOURT_DATA_DIR ?? '.data', 'media')

function candidates(media: Media): { filename: string; type: PdfPhoto['type'] }[] {
  const list: { filename: string; type: PdfPhoto['type'] }[] = []
  const og = media.sizes?.og
  if (og?.filename && (og.mimeType ?? 'image/jpeg') === 'image/jpeg') list.push({ filename: og.filename, type: 'jpeg' })
  if (media.filename && media.mimeType === 'image/jpeg') list.push({ filename: media.filename, type: 'jpeg' })
  if (media.filename && media.mimeType === 'image/png') list.push({ filename: media.filename, type: 'png' })
  return list
}

export async function firstPhotoForPdf(vehicle: Pick<Vehicle, 'images'>, dir: string = mediaDir()): Promise<PdfPhoto | null> {
  const media = (vehicle.images ?? []).find((m): m is Media => typeof m === 'object' && m !== null)
  if (!media) return null
  for (const { filename, type } of candidates(media)) {
    // Stored names are plain file names; refuse anything that could leave the folder.
    if (filename !== path.basename(filename)) continue
    try {
      const bytes = await readFile(path.join(dir, filename))
      if (bytes.length > 0 && bytes.length <= MAX_BYTES) return { bytes: new Uint8Array(bytes), type }
    } catch {
      /* try the next candidate */
    }
  }
  return null
}
