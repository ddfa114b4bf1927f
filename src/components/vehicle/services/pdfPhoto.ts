/**
 * The first photo for the PDF, read from where media are stored (the upload folder, or the bucket in
 * S3 mode: src/lib/storage/mediaFiles.ts): the Open Graph size (a 1200×630 JPEG made at upload), else
 * the original when it is a JPEG or PNG. pdf-lib embeds only those two, so a WebP-only image is left
 * out. Null on any problem: the PDF never fails for want of a photo.
 */
import type { Media, Vehicle } from '@/payload-types'
import { readMediaFile } from '@/lib/storage/mediaFiles'
import type { PdfPhoto } from './pdf'

const MAX_BYTES = 5 * 1024 * 1024

function candidates(media: Media): { filename: string; type: PdfPhoto['type'] }[] {
  const list: { filename: string; type: PdfPhoto['type'] }[] = []
  const og = media.sizes?.og
  if (og?.filename && (og.mimeType ?? 'image/jpeg') === 'image/jpeg') list.push({ filename: og.filename, type: 'jpeg' })
  if (media.filename && media.mimeType === 'image/jpeg') list.push({ filename: media.filename, type: 'jpeg' })
  if (media.filename && media.mimeType === 'image/png') list.push({ filename: media.filename, type: 'png' })
  return list
}

export async function firstPhotoForPdf(vehicle: Pick<Vehicle, 'images'>, read = readMediaFile): Promise<PdfPhoto | null> {
  const media = (vehicle.images ?? []).find((m): m is Media => typeof m === 'object' && m !== null)
  if (!media) return null
  for (const { filename, type } of candidates(media)) {
    try {
      const bytes = await read(filename, media, MAX_BYTES)
      if (bytes && bytes.length > 0) return { bytes, type }
    } catch {
      /* try the next candidate */
    }
  }
  return null
}
