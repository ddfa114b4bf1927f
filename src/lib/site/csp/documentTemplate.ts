/**
 * A whole page the policy wrapper (./server.ts) is handed in one piece, rewritten once and kept as a
 * template: the page split where each answer's nonce goes, what its head adds to the policy, and each piece
 * compressed on its own. Every later answer with the same bytes only joins the pieces around its
 * fresh nonce.
 *
 * Why: the front cache replays the same Buffer for every hit of an entry (src/lib/frontCache/server.ts).
 * Decoding, scanning for script tags and compressing ~90 KB on each hit cost a cached home page 85% of
 * its throughput (issue 35: 3,100 → 470 requests a second), for bytes that differ only in the nonce.
 * Templates are kept by the Buffer itself (a WeakMap), so one lives exactly as long as the front-cache
 * entry that holds its bytes, and a page Next sends once is forgotten with its Buffer. That relies on
 * what Node asks of every writer anyway: a chunk handed to end() is not changed afterwards (the front
 * cache's entries never are; Next's cached pages are new Buffers when they change).
 *
 * How gzip works without compressing per answer: a deflate stream may be cut into blocks, and a
 * "stored" block carries bytes as they are. Each piece is deflated flushed to a byte boundary, and the
 * nonce goes between pieces as a stored block; the gzip trailer's CRC-32 and length cover the joined
 * page (RFC 1951 §3.2.4, RFC 1952). So that a piece still compresses against the page before it (a
 * page has a nonce every few kilobytes; pieces compressed alone came out 37% larger), each is deflated
 * with the text before it as its dictionary, a nonce's place in it filled with NUL bytes of the nonce's
 * length: the distances then match what the browser holds, and since no page holds a NUL, no match can
 * copy from where the browser has the nonce. A page that does hold one is compressed piece by piece alone.
 */
import { randomBytes } from 'node:crypto'
import { constants, crc32, deflateRawSync } from 'node:zlib'

import type { HeadPolicy } from '@/domain/security/headFramePolicy'

export type DocumentTemplate = {
  /** The rewritten page, split where each answer's nonce goes. */
  readonly parts: readonly Buffer[]
  /** What the page's head adds to its policy: frames and tag origins (src/domain/security/headFramePolicy.ts). */
  readonly head: HeadPolicy
  /** The parts deflated, for nonces of one length; made at the first answer that is compressed. */
  deflated?: { nonceLength: number; parts: Buffer[] }
}

/** Rewrites a whole page for one nonce: the same steps the wrapper takes on a streamed page. */
export type RewritePage = (html: string, nonce: string) => string
export type ReadHead = (html: string) => HeadPolicy

/** Stands for the nonce while the template is made: random per process, so no page can contain it. */
const PLACEHOLDER = `nonce-${randomBytes(24).toString('hex')}`

/** Per rewrite (scripts deferred or not), a page's template by its bytes. */
const templates = new Map<string, WeakMap<Buffer, DocumentTemplate>>()

export function documentTemplate(body: Buffer, variant: string, rewrite: RewritePage, readHead: ReadHead): DocumentTemplate {
  let byBody = templates.get(variant)
  if (!byBody) templates.set(variant, (byBody = new WeakMap()))
  const known = byBody.get(body)
  if (known) return known
  const html = rewrite(body.toString('utf8'), PLACEHOLDER)
  const template: DocumentTemplate = { parts: html.split(PLACEHOLDER).map((part) => Buffer.from(part, 'utf8')), head: readHead(html) }
  byBody.set(body, template)
  return template
}

/** The page for one answer, uncompressed. */
export function joinDocument(template: DocumentTemplate, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8')
  const pieces: Buffer[] = []
  template.parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonceBytes)
    pieces.push(part)
  })
  return Buffer.concat(pieces)
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
// The last block: fixed Huffman codes holding only end-of-block, BFINAL set.
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
const MAX_STORED = 0xffff
/** How far back deflate can refer. */
const WINDOW_BYTES = 32 * 1024

function deflateParts(parts: readonly Buffer[], nonceLength: number): Buffer[] {
  const alone = parts.some((part) => part.includes(0))
  const filler = Buffer.alloc(nonceLength)
  let before = Buffer.alloc(0)
  return parts.map((part, i) => {
    if (i > 0) before = Buffer.concat([before, filler]).subarray(-WINDOW_BYTES)
    const dictionary = alone || before.length === 0 ? {} : { dictionary: before }
    const deflated = deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, ...dictionary })
    before = Buffer.concat([before, part]).subarray(-WINDOW_BYTES)
    return deflated
  })
}

/** A stored deflate block (byte-aligned: every piece before it ends on a sync flush). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError('a nonce longer than one stored block')
  const block = Buffer.alloc(5 + bytes.length)
  block[0] = 0x00
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}

/** The page for one answer, gzipped: the template's pieces compressed once, the nonce stored as it is. */
export function gzipDocument(template: DocumentTemplate, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8')
  if (template.deflated?.nonceLength !== nonceBytes.length) {
    template.deflated = { nonceLength: nonceBytes.length, parts: deflateParts(template.parts, nonceBytes.length) }
  }
  const deflated = template.deflated.parts
  const stored = storedBlock(nonceBytes)
  const pieces: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  template.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(stored)
      crc = crc32(nonceBytes, crc)
      length += nonceBytes.length
    }
    pieces.push(deflated[i]!)
    crc = crc32(part, crc)
    length += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  pieces.push(FINAL_BLOCK, trailer)
  return Buffer.concat(pieces)
}
