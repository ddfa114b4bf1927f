/**
 * CSV and TSV feeds with a header row, streamed (feeds.md §D [29]).
 *
 * bytes → {@link FeedDecoder} → {@link LineBreaks} → {@link RecordSplitter} (whole records, size
 * limit, unclosed quotes) → csv-parse (fields; `bom`, `relax_column_count`, `relax_quotes`,
 * `skip_records_with_error`). A bad row becomes an error item with its line and the whole cells at
 * its start (lenient.ts); the rest of the file still parses.
 *
 * `relax_quotes` is on because DMS comments are full of inch marks (`17" alloys`) in unquoted
 * fields; without it each such row would be lost.
 *
 * Records are keyed by the header's names (trimmed; a blank header cell is named `Column N`).
 * Repeated header names (Photo, Photo, Photo) give one key whose values are joined with `|`. Short
 * rows get '' for the missing cells; cells beyond the header are ignored; rows with every cell
 * blank (`,,,,`) are skipped without an error.
 */
import { parse, type CsvError } from 'csv-parse'

import { FeedDecoder, type EncodingSetting } from './encoding'
import { completeCells } from './lenient'
import { LineBreaks, RecordSplitter } from './recordSplitter'
import {
  addValue,
  bufferChunks,
  ColumnList,
  DEFAULT_MAX_LINE_CHARS,
  FeedFileError,
  makeFeedParse,
  type FeedErrorItem,
  type FeedInput,
  type FeedItem,
  type FeedParse,
} from './types'

export type DelimitedOptions = {
  /** ',' (CSV, default) or '\t' (TSV). */
  delimiter?: ',' | '\t'
  /** 'auto' (default), 'utf-8', 'windows-1252', or an encoding name from feed settings. */
  encoding?: EncodingSetting | string
  /** The longest line accepted, in characters (default 64 KB). */
  maxLineChars?: number
}

/** Text handed to csv-parse in one write. */
const BATCH_CHARS = 64 * 1024

type Pending = { kind: 'record'; line: number; text: string } | { kind: 'error'; item: FeedErrorItem; text: string; cut: boolean }

/** csv-parse's message without its own line count (which counts our batches, not the file). */
function reasonOf(error: CsvError | Error | undefined): string {
  const message = (error?.message ?? 'unreadable row').split('\n')[0]!
  return message.replace(/ at line \d+/, '').replace(/\s+$/, '')
}

export function parseDelimited(input: FeedInput, options: DelimitedOptions = {}): FeedParse {
  const columns = new ColumnList()
  const decoder = new FeedDecoder({ encoding: options.encoding })
  const delimiter = options.delimiter ?? ','
  const maxLineChars = options.maxLineChars ?? DEFAULT_MAX_LINE_CHARS

  async function* items(): AsyncGenerator<FeedItem> {
    const ready: FeedItem[] = []
    /** Records handed to csv-parse and errors found before them, in file order. */
    const pending: Pending[] = []
    let header: string[] | null = null
    let failure: Error | null = null

    /** The whole cells at the start of a skipped row, by column, so the run can tell which car it lists. */
    const partialOf = (text: string, cut: boolean): Pick<FeedErrorItem, 'partial'> => {
      if (header === null) return {}
      const cells = completeCells(text, delimiter, cut)
      const partial: Record<string, string> = {}
      for (let i = 0; i < Math.min(cells.length, header.length); i++) addValue(partial, header[i]!, cells[i]!)
      return cells.length > 0 ? { partial } : {}
    }
    const flushErrors = () => {
      while (pending[0]?.kind === 'error') {
        const entry = pending.shift() as Extract<Pending, { kind: 'error' }>
        ready.push({ ...entry.item, ...partialOf(entry.text, entry.cut) })
      }
    }
    /** csv-parse finished one record we gave it: pair it with its line. */
    const settle = (values: string[] | null, error?: CsvError) => {
      flushErrors()
      const entry = pending.shift()
      const line = entry?.kind === 'record' ? entry.line : 0
      if (values === null) {
        if (header === null) failure = new FeedFileError(`The header row (line ${line}) cannot be read: ${reasonOf(error)}.`, line)
        else ready.push({ line, error: `Line ${line} cannot be read: ${reasonOf(error)}; it is skipped.`, ...partialOf(entry?.kind === 'record' ? entry.text : '', false) })
        return
      }
      if (header === null) {
        header = values.map((v, i) => v.trim() || `Column ${i + 1}`)
        for (const name of header) columns.add(name)
        return
      }
      const record: Record<string, string> = {}
      let blank = true
      for (let i = 0; i < header.length; i++) {
        const value = values[i] ?? ''
        if (value.trim() !== '') blank = false
        addValue(record, header[i]!, value)
      }
      if (!blank) ready.push({ line, record })
    }

    const parser = parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_records_with_error: true,
      skip_empty_lines: true,
      record_delimiter: '\n',
      // The splitter already limits records; this is a backstop.
      max_record_size: maxLineChars * 2,
      on_record: (values: string[]) => {
        settle(values)
        return null
      },
      on_skip: (error: CsvError | undefined) => {
        settle(null, error)
        return undefined
      },
    })
    parser.on('error', (e: Error) => {
      failure ??= new FeedFileError(`The file cannot be read as ${delimiter === '\t' ? 'TSV' : 'CSV'}: ${reasonOf(e)}.`)
    })
    parser.resume()
    const ended = new Promise<void>((resolve) => {
      parser.on('end', resolve)
      parser.on('close', resolve)
    })

    let batch = ''
    const writeBatch = () => {
      if (batch !== '') parser.write(batch)
      batch = ''
    }
    const splitter = new RecordSplitter(delimiter.charCodeAt(0), maxLineChars, (event) => {
      if (event.kind === 'error') {
        pending.push({ kind: 'error', item: { line: event.line, error: event.message }, text: event.text, cut: event.cut })
      } else {
        pending.push({ kind: 'record', line: event.line, text: event.text })
        batch += event.text
        if (batch.length >= BATCH_CHARS) writeBatch()
      }
    })
    const breaks = new LineBreaks()

    const drain = function* () {
      flushErrors()
      if (failure) throw failure
      const out = ready.splice(0)
      yield* out
    }

    try {
      for await (const chunk of bufferChunks(input)) {
        splitter.push(breaks.write(decoder.write(chunk)))
        writeBatch()
        yield* drain()
      }
      splitter.push(breaks.write(decoder.end()) + breaks.end())
      splitter.finish()
      writeBatch()
      parser.end()
      await ended
      yield* drain()
    } catch (e) {
      if (e instanceof FeedFileError) throw e
      throw new FeedFileError(`The feed could not be read: ${(e as Error).message}`)
    } finally {
      // Also when the caller stops early: the parser holds no file handle, but let it go now.
      if (!parser.destroyed) parser.destroy()
    }
  }

  return makeFeedParse(columns, () => decoder.encoding, items)
}
