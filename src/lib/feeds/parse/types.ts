/**
 * What the feed parsers hand back: an async sequence of records and row errors, each with the line
 * it starts on, plus the file's column names.
 *
 * A problem with one row is an item (`{ line, error }`) and parsing goes on; a problem with the
 * whole file (an unsupported encoding, XML cut off before its end, JSON that is not an array, the
 * source stream failing) throws {@link FeedFileError} from the iteration. A file that throws is not
 * a complete feed: the lead must not mark missing cars sold after it.
 */
import type { Readable } from 'node:stream'

/** The encodings a feed file is read in (encoding.ts detects which). */
export type FeedEncoding = 'utf-8' | 'windows-1252'


export type FeedRecordItem = { line: number; record: Record<string, string> }
/**
 * A row or record that could not be read. It is still in the file, so the run must not take its car
 * as gone: `partial` holds the values a lenient read found in it, keyed like a record's (only values
 * read before anything went wrong, so none is garbled), for the run to tell which car it is. Missing
 * when nothing could be read. `notVehicle` marks an error that cannot hide a vehicle (a bad entity in
 * text between records, a number in a JSON vehicle array).
 */
export type FeedErrorItem = { line: number; error: string; partial?: Record<string, string>; notVehicle?: true }
export type FeedItem = FeedRecordItem | FeedErrorItem

export const isRecordItem = (item: FeedItem): item is FeedRecordItem => 'record' in item

/** The bytes of a feed file: a Node stream, or any async sequence of chunks. */
export type FeedInput = Readable | AsyncIterable<Buffer | Uint8Array | string>

export interface FeedParse extends AsyncIterable<FeedItem> {
  /**
   * The file's columns. CSV/TSV: the header row, known before the first item. XML/JSON: the keys seen
   * in records so far, in first-seen order, complete when the iteration ends.
   */
  readonly columns: readonly string[]
  /** The encoding the bytes were decoded with; null before the first bytes arrive. */
  readonly encoding: FeedEncoding | null
}

export class FeedFileError extends Error {
  readonly line: number | null
  constructor(message: string, line: number | null = null) {
    super(message)
    this.name = 'FeedFileError'
    this.line = line
  }
}

/** CSV/TSV: the longest line (in characters) accepted, by default. */
export const DEFAULT_MAX_LINE_CHARS = 64 * 1024
/** XML/JSON: the largest record (in characters of its text) accepted, by default. */
export const DEFAULT_MAX_RECORD_CHARS = 512 * 1024

/** Repeated values under one key (repeated columns, repeated elements) are joined with this. */
const REPEAT_SEPARATOR = '|'

/** Set a record value; a key named `__proto__` is stored as a plain property, not a prototype change. */
export function setValue(record: Record<string, string>, key: string, value: string): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  else record[key] = value
}

/** Append to a record value, joining repeats with `|`. */
export function addValue(record: Record<string, string>, key: string, value: string): void {
  if (Object.prototype.hasOwnProperty.call(record, key)) {
    const prev = record[key]!
    setValue(record, key, prev === '' ? value : value === '' ? prev : `${prev}${REPEAT_SEPARATOR}${value}`)
  } else setValue(record, key, value)
}

/** More distinct keys than this (a file whose every record has new keys) are not listed, to keep memory bounded. */
const MAX_COLUMNS = 5000
/** Elements or brackets nested deeper than this make the file fail (memory stays bounded). */
export const MAX_DEPTH = 256

/** Columns in first-seen order. */
export class ColumnList {
  readonly names: string[] = []
  private readonly seen = new Set<string>()
  add(name: string): void {
    if (this.seen.has(name) || this.names.length >= MAX_COLUMNS) return
    this.seen.add(name)
    this.names.push(name)
  }
}

/** Chunks as Buffers, whatever the source yields. */
export async function* bufferChunks(input: FeedInput): AsyncGenerator<Buffer> {
  for await (const chunk of input as AsyncIterable<Buffer | Uint8Array | string>) {
    if (typeof chunk === 'string') yield Buffer.from(chunk, 'utf8')
    else yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  }
}

/** A {@link FeedParse} over a generator that fills `columns` and reports the encoding as it goes. */
export function makeFeedParse(
  columns: ColumnList,
  encoding: () => FeedEncoding | null,
  items: () => AsyncGenerator<FeedItem>,
): FeedParse {
  let started = false
  return {
    get columns() {
      return columns.names
    },
    get encoding() {
      return encoding()
    },
    [Symbol.asyncIterator]() {
      if (started) throw new Error('A feed parse can be iterated only once.')
      started = true
      return items()
    },
  }
}
