import { open, stat } from 'node:fs/promises'

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { checkUpload } from '../../../src/domain/uploads'

const HEAD_BYTES = 4096

async function readHead(path: string): Promise<{ head: Uint8Array; size: number }> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    return { head: buffer.subarray(0, bytesRead), size: (await stat(path)).size }
  } finally {
    await handle.close()
  }
}

/**
 * Before Payload reads, resizes or stores an uploaded file (issue 21): its type is read from its bytes
 * (src/domain/uploads: JPEG, PNG, WebP, AVIF, GIF or PDF; SVG refused), it must be under the overall size
 * cap, and its name is normalised. A refused upload stops here, so nothing is written: no row, no file.
 * The dealer's own limit for images after resizing is checked later (refuseHeavyImages).
 */
export const checkUploadedFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const fromMemory = file.data && file.data.length > 0
  const { head, size } = fromMemory
    ? { head: file.data.subarray(0, HEAD_BYTES), size: Math.max(file.data.length, file.size ?? 0) }
    : file.tempFilePath
      ? await readHead(file.tempFilePath)
      : { head: new Uint8Array(0), size: 0 }
  // Only the local API can set req.context: the demo seed marks its own SVG logos as trusted.
  const verdict = checkUpload({ head, size, name: file.name, trustedSvg: req.context?.trustedSvg === true })
  if (!verdict.ok) throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: verdict.message }] })
  file.mimetype = verdict.type.mime
  file.name = verdict.filename
  return args
}
