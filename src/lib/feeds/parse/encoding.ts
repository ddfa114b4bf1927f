/**
 * Bytes → text for feed files (feeds.md §D [28]).
 *
 * DMS exports come as UTF-8 (with or without a byte-order mark) or as Windows-1252, the Excel /
 * Windows default, where "Café" is the byte 0xE9. With `auto` (the default) the decoder reads UTF-8
 * and switches to Windows-1252 at the first chunk whose bytes are not valid UTF-8. Earlier chunks
 * were valid UTF-8, which for a Windows-1252 file means plain ASCII, so they decode the same either
 * way. A feed setting can force either encoding. Anything else (UTF-16, Shift-JIS, an XML file that
 * declares another encoding) is refused with a clear error rather than decoded into garbage.
 *
 * ISO-8859-1 is read as Windows-1252, its superset (as browsers do).
 */
import { isUtf8 } from 'node:buffer'
import { StringDecoder } from 'node:string_decoder'

import iconv from 'iconv-lite'

import { FeedFileError, type FeedEncoding } from './types'

export type { FeedEncoding } from './types'

export type EncodingSetting = 'auto' | FeedEncoding

/** An encoding name as a feed setting or an XML declaration writes it → what we decode with. */
export function encodingFromName(name: string): EncodingSetting {
  const n = name.trim().toLowerCase().replace(/_/g, '-')
  if (n === '' || n === 'auto') return 'auto'
  if (['utf-8', 'utf8', 'unicode-1-1-utf-8', 'us-ascii', 'ascii'].includes(n)) return 'utf-8'
  if (['windows-1252', 'cp1252', 'win1252', 'x-cp1252', 'iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'l1', 'iso-ir-100'].includes(n)) {
    return 'windows-1252'
  }
  throw new FeedFileError(`The encoding "${name}" is not supported; save the file as UTF-8 or Windows-1252.`)
}

export type DecoderOptions = {
  /** 'auto' (default), a forced encoding, or an encoding name from feed settings. */
  encoding?: EncodingSetting | string
  /** Read an XML declaration's `encoding="…"` (honoured unless the encoding is forced). */
  xmlDeclaration?: boolean
}

/** How many leading bytes are held back to look for a byte-order mark and an XML declaration. */
const SNIFF_BYTES = 1024

/**
 * A streaming decoder: `write` each chunk, then `end`. Output never splits a character across
 * chunks. Holds at most a few bytes between calls (plus up to 1 KB at the very start).
 */
export class FeedDecoder {
  private setting: EncodingSetting
  private readonly forced: boolean
  private readonly xml: boolean
  private current: FeedEncoding | null = null
  private started = false
  private head: Buffer[] = []
  private headLength = 0
  /** Bytes of an incomplete UTF-8 sequence at the end of the last chunk (auto mode). */
  private carry: Buffer = Buffer.alloc(0)
  private utf8?: StringDecoder
  private cp1252?: iconv.DecoderStream

  constructor(options: DecoderOptions = {}) {
    this.setting = encodingFromName(options.encoding ?? 'auto')
    this.forced = this.setting !== 'auto'
    this.xml = options.xmlDeclaration === true
  }

  /** The encoding in use: null until decided. */
  get encoding(): FeedEncoding | null {
    return this.current
  }

  write(chunk: Buffer): string {
    if (!this.started) {
      this.head.push(chunk)
      this.headLength += chunk.length
      if (this.headLength < SNIFF_BYTES && !(this.xml ? /\?>/.test(Buffer.concat(this.head).toString('latin1')) : this.headLength >= 4)) return ''
      return this.begin()
    }
    return this.decode(chunk)
  }

  end(): string {
    let out = this.started ? '' : this.begin()
    if (this.current === 'utf-8' && !this.forced && this.carry.length > 0) {
      // A file that ends inside a multi-byte sequence was not UTF-8 after all.
      this.switchToCp1252()
      out += this.cp1252!.write(this.carry)
      this.carry = Buffer.alloc(0)
    }
    if (this.utf8) out += this.utf8.end()
    if (this.cp1252) out += this.cp1252.end() ?? ''
    return out
  }

  /** Decide from the first bytes: byte-order marks, XML declaration, then decode what was held. */
  private begin(): string {
    this.started = true
    let bytes = Buffer.concat(this.head)
    this.head = []
    if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
      throw new FeedFileError('The file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8 or Windows-1252.')
    }
    if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3)
    if (this.xml && !this.forced) {
      const declared = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']+)["']/.exec(bytes.toString('latin1'))
      if (declared) {
        const setting = this.declaredEncoding(declared[1]!)
        // A declared UTF-8 keeps the Windows-1252 fallback: exporters often declare UTF-8 regardless.
        if (setting === 'windows-1252') this.setting = setting
      }
    }
    this.current = this.setting === 'windows-1252' ? 'windows-1252' : 'utf-8'
    if (this.current === 'windows-1252') this.switchToCp1252()
    return this.decode(bytes)
  }

  private declaredEncoding(name: string): EncodingSetting {
    try {
      return encodingFromName(name)
    } catch {
      throw new FeedFileError(`The XML declares the encoding "${name}", which is not supported; save the file as UTF-8 or Windows-1252.`)
    }
  }

  private switchToCp1252(): void {
    this.current = 'windows-1252'
    this.cp1252 ??= iconv.getDecoder('windows-1252')
  }

  private decode(chunk: Buffer): string {
    if (chunk.length === 0) return ''
    if (this.current === 'windows-1252') return this.cp1252!.write(chunk)
    if (this.forced) {
      this.utf8 ??= new StringDecoder('utf8')
      return this.utf8.write(chunk)
    }
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk
    const end = completeUtf8End(bytes)
    const body = bytes.subarray(0, end)
    if (isUtf8(body)) {
      this.carry = Buffer.from(bytes.subarray(end))
      return body.toString('utf8')
    }
    this.carry = Buffer.alloc(0)
    this.switchToCp1252()
    return this.cp1252!.write(bytes)
  }
}

/**
 * The length of `bytes` without a trailing incomplete UTF-8 sequence (which waits for the next
 * chunk). Looks back at most 3 bytes for the sequence's lead byte.
 */
function completeUtf8End(bytes: Buffer): number {
  const n = bytes.length
  for (let i = n - 1; i >= 0 && i >= n - 3; i--) {
    const b = bytes[i]!
    if (b < 0x80) return n // ASCII: nothing pending
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2
      return n - i < need ? i : n
    }
    // 0x80–0xBF: a continuation byte; keep looking for its lead byte.
  }
  return n
}
