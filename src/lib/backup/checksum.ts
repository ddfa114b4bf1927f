/** SHA-256 of a file (streamed: a dump may be larger than memory) or of bytes, in hex. */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'

export const sha256Bytes = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

export async function sha256File(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return { size: (await stat(file)).size, sha256: hash.digest('hex') }
}
