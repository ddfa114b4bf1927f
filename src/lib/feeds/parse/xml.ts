/**
 * XML feeds, streamed with sax in strict mode (feeds.md §D [30]).
 *
 * One record per element at the record path: `Stock/Vehicle` matches every `<Vehicle>` whose parent
 * is `<Stock>`, at any depth; a leading slash (`/Stock/Vehicle`) anchors the path at the root. Names
 * compare ignoring case.
 *
 * Inside a record, each leaf element becomes a key: its path below the record (`Make`,
 * `Photos/Photo`) with its trimmed text (CDATA included). A repeated element (`<Photo>` ×12) gives
 * one key whose values are joined with `|`. Attributes become keys too: the record element's by
 * their name (`<Vehicle id="7">` → `id`), other elements' as `path@name` (`Price@type`).
 *
 * Safety: sax never fetches a DTD or external entity, and with `unparsedEntities` off (its default)
 * it never expands an entity a DTD declares, so there is no XXE and no entity-expansion bomb. It does
 * know the HTML named entities (`&nbsp;`, `&eacute;`), which DMS comments often carry, and decodes
 * them. A record larger than `maxRecordChars` is an error item, not a memory spike.
 *
 * A record that is not well formed (an unknown entity, a bare `&`, a stray `<`) is skipped as an
 * error item and parsing goes on; after `maxErrors` such errors, or when the file ends with elements
 * still open (cut short), the whole file fails. The skipped record's item carries the values read
 * before its structure broke (after a bad entity, which breaks no structure, all of them), for the run
 * to tell which car it lists.
 */
import sax from 'sax'

import { FeedDecoder, type EncodingSetting } from './encoding'
import {
  addValue,
  bufferChunks,
  ColumnList,
  DEFAULT_MAX_RECORD_CHARS,
  FeedFileError,
  makeFeedParse,
  MAX_DEPTH,
  type FeedInput,
  type FeedItem,
  type FeedParse,
} from './types'

export type XmlOptions = {
  /** The element path of one vehicle, e.g. `Stock/Vehicle`. */
  recordPath: string
  encoding?: EncodingSetting | string
  /** The largest record accepted, in characters of its text and attributes (default 512 KB). */
  maxRecordChars?: number
  /** Not-well-formed errors tolerated before the file is refused (default 100). */
  maxErrors?: number
}

type OpenRecord = {
  line: number
  /** Stack depth of the record element. */
  depth: number
  values: Record<string, string>
  size: number
  failed: string | null
  /**
   * Values stop being collected: the record is too large, or its structure broke (what follows may
   * be misread). A bad entity in text (a bare `&`) leaves the structure whole, so reading goes on.
   */
  stopped: boolean
  /** An element named like the record element opened inside it: if the record breaks, records may be hidden in it. */
  swallowed: boolean
  /** Text and "has child elements" for each open element below the record. */
  text: string[]
  hasChildren: boolean[]
}

/**
 * sax's states while it reads an entity (`&…;`) in text or in an attribute value: an error there is a
 * bad or bare `&`, which sax keeps as text, and the element structure around it is whole.
 */
// sax exports its states and keeps the current one on the parser, though its types declare neither.
const SAX_STATE = (sax as unknown as { STATE: Record<string, number> }).STATE
const ENTITY_STATES = new Set<number>([SAX_STATE.TEXT_ENTITY!, SAX_STATE.ATTRIB_VALUE_ENTITY_Q!, SAX_STATE.ATTRIB_VALUE_ENTITY_U!])
const stateOf = (parser: sax.SAXParser) => (parser as unknown as { state: number }).state

/** sax's message without the position lines it appends. */
const firstLine = (e: Error) => e.message.split('\n')[0]!.trim()

export function parseXml(input: FeedInput, options: XmlOptions): FeedParse {
  const columns = new ColumnList()
  const decoder = new FeedDecoder({ encoding: options.encoding, xmlDeclaration: true })
  const maxRecordChars = options.maxRecordChars ?? DEFAULT_MAX_RECORD_CHARS
  const maxErrors = options.maxErrors ?? 100
  const anchored = options.recordPath.trim().startsWith('/')
  const segments = options.recordPath
    .split('/')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  if (segments.length === 0) throw new FeedFileError('The XML record path is empty; set it to the element of one vehicle, e.g. Stock/Vehicle.')

  async function* items(): AsyncGenerator<FeedItem> {
    const ready: FeedItem[] = []
    const names: string[] = []
    let record: OpenRecord | null = null
    let errors = 0
    let closing = false
    let fatal: FeedFileError | null = null

    const parser = sax.parser(true, { trim: false, normalize: false, position: true, xmlns: false })
    const lineNow = () => parser.line + 1

    const matches = () => {
      if (anchored ? names.length !== segments.length : names.length < segments.length) return false
      const offset = names.length - segments.length
      return segments.every((s, i) => names[offset + i]!.toLowerCase() === s)
    }
    const grow = (r: OpenRecord, n: number) => {
      r.size += n
      if (r.size > maxRecordChars && !r.stopped) {
        r.failed ??= `is larger than ${maxRecordChars} characters`
        r.stopped = true
      }
    }

    parser.onopentag = (tag) => {
      names.push(tag.name)
      if (names.length > MAX_DEPTH) fatal ??= new FeedFileError(`The XML nests elements more than ${MAX_DEPTH} deep (line ${lineNow()}); it is not read.`, lineNow())
      const attributes = tag.attributes as Record<string, string>
      if (record) {
        record.hasChildren[record.hasChildren.length - 1] = true
        record.text.push('')
        record.hasChildren.push(false)
        if (tag.name.toLowerCase() === segments[segments.length - 1]) record.swallowed = true
        const path = names.slice(record.depth).join('/')
        for (const [name, value] of Object.entries(attributes)) {
          grow(record, name.length + value.length)
          if (!record.stopped) addValue(record.values, `${path}@${name}`, value.trim())
        }
        return
      }
      if (matches()) {
        record = { line: lineNow(), depth: names.length, values: {}, size: 0, failed: null, stopped: false, swallowed: false, text: [''], hasChildren: [false] }
        for (const [name, value] of Object.entries(attributes)) {
          grow(record, name.length + value.length)
          addValue(record.values, name, value.trim())
        }
      }
    }
    const onText = (t: string) => {
      if (!record || names.length <= record.depth) return
      grow(record, t.length)
      if (!record.stopped) record.text[record.text.length - 1] += t
    }
    parser.ontext = onText
    parser.oncdata = onText
    parser.onclosetag = () => {
      const r = record
      if (r) {
        if (names.length === r.depth) {
          if (r.failed) {
            const partial = r.swallowed || Object.keys(r.values).length === 0 ? {} : { partial: r.values }
            ready.push({ line: r.line, error: `The record on line ${r.line} ${r.failed}; it is skipped.`, ...partial })
          } else {
            for (const key of Object.keys(r.values)) columns.add(key)
            ready.push({ line: r.line, record: r.values })
          }
          record = null
        } else {
          const text = r.text.pop() ?? ''
          const hasChildren = r.hasChildren.pop() ?? false
          if (!hasChildren && !r.stopped) addValue(r.values, names.slice(r.depth).join('/'), text.trim())
        }
      }
      names.pop()
    }
    parser.onerror = (e) => {
      const message = firstLine(e)
      parser.resume()
      if (closing) {
        fatal ??= new FeedFileError(`The XML ends before its elements are closed (${message}); the file may be cut short.`, lineNow())
        return
      }
      errors++
      if (errors > maxErrors) {
        fatal ??= new FeedFileError(`The XML has more than ${maxErrors} errors (the last on line ${lineNow()}: ${message}); it is not read.`, lineNow())
        return
      }
      const inEntity = ENTITY_STATES.has(stateOf(parser))
      if (record) {
        record.failed ??= `is not well-formed XML (${message} on line ${lineNow()})`
        if (!inEntity) record.stopped = true
      } else {
        ready.push({ line: lineNow(), error: `Line ${lineNow()} is not well-formed XML (${message}).`, ...(inEntity ? { notVehicle: true as const } : {}) })
      }
    }

    /** Hand on what is ready; then, if the file has failed, fail (records before the failure still count as read). */
    const drain = function* () {
      yield* ready.splice(0)
      if (fatal) throw fatal
    }

    try {
      for await (const chunk of bufferChunks(input)) {
        const text = decoder.write(chunk)
        if (text) parser.write(text)
        yield* drain()
      }
      const rest = decoder.end()
      if (rest) parser.write(rest)
      closing = true
      parser.close()
      yield* drain()
    } catch (e) {
      if (e instanceof FeedFileError) throw e
      throw new FeedFileError(`The XML could not be read: ${(e as Error).message.split('\n')[0]}`)
    }
  }

  return makeFeedParse(columns, () => decoder.encoding, items)
}
