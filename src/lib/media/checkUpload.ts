import { open, readFile, stat } from 'node:fs/promises'

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { MAX_SVG_BYTES, checkUpload, looksLikeSvg } from '@/domain/uploads'

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
 * (src/domain/uploads: JPEG, PNG, WebP, AVIF, GIF, PDF, or an SVG that is a plain drawing, read whole
 * and checked for anything that runs or fetches), it must be under the overall size cap, and its name
 * is normalised. A refused upload stops here, so nothing is written: no row, no file. The same check
 * for every SVG, whoever uploads it: the demo seed's logos pass it like anyone's. The dealer's own
 * limit for images after resizing is checked later (refuseHeavyImages).
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
  // An SVG is checked whole (an event attribute can sit anywhere in it); larger ones are refused unread.
  const whole = looksLikeSvg(head) && size <= MAX_SVG_BYTES ? (fromMemory ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : null) : null
  const verdict = checkUpload({ head, size, name: file.name, text: whole ? new TextDecoder().decode(whole) : undefined })
  if (!verdict.ok) throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: verdict.message }] })
  file.mimetype = verdict.type.mime
  file.name = verdict.filename
  return args
}
