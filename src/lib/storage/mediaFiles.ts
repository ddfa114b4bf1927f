/**
 * A stored media file's bytes, wherever media are kept: the bucket when S3 is configured
 * (src/lib/storage/s3Config.ts), else Payload's upload folder. For server code that needs the file
 * itself rather than its URL (the vehicle PDF embeds a photo); pages use /api/media/file/… instead.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { readObject } from './s3Client'
import { mediaObjectKey, s3Settings } from './s3Config'

const mediaDir = () => path.resolve(process.env.FORECOURT_DATA_DIR ?? '.data', 'media')

export type StoredMedia = { prefix?: string | null; _objectKey?: string | null }

/**
 * The bytes of `filename` (the original's or a size's name, as on the media record), or null when it
 * is missing, over maxBytes, or not a plain file name (nothing may leave the folder or the media keys).
 */
export async function readMediaFile(filename: string, doc: StoredMedia, maxBytes: number): Promise<Uint8Array | null> {
  if (!filename || filename !== path.basename(filename)) return null
  const s3 = s3Settings()
  if (s3) return readObject(s3, mediaObjectKey(filename, doc), maxBytes)
  const file = path.join(mediaDir(), filename)
  try {
    if ((await stat(file)).size > maxBytes) return null
    return new Uint8Array(await readFile(file))
  } catch {
    return null
  }
}
