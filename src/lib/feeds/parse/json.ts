/**
 * JSON feeds: an array of vehicle objects, streamed.
 *
 * The array is the whole document (`[{…}, {…}]`) or sits under a key path (`recordPath`
 * `data/vehicles` for `{"data": {"vehicles": […]}}`; arrays between the keys are stepped through).
 * A small scanner walks the text keeping only the open brackets and the current keys; each element
 * of the vehicle array is cut out and handed to `JSON.parse` on its own, so memory holds one record
 * at a time (at most `maxRecordChars`), never the file.
 *
 * A record becomes string values: numbers and booleans as written by `String`, null as '', arrays of
 * values joined with `|` (like repeated XML elements), nested objects flattened to `parent/child`
 * keys (`photos/url` for `"photos": [{"url": …}, …]`). An element that is not an object, does not
 * parse, or is too large is an error item; one that does not parse carries the values before the
 * point where it went wrong (lenient.ts). Outside the vehicle array the scanner does not check the
 * JSON strictly; a document that ends with brackets still open fails as cut short.
 */
import { FeedDecoder, type EncodingSetting } from './encoding'
import { jsonErrorPosition, leadingJsonValues } from './lenient'
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

export type JsonOptions = {
  /** The key path of the vehicle array; empty or missing when the document is the array. */
  recordPath?: string
  encoding?: EncodingSetting | string
  /** The largest record accepted, in characters (default 512 KB). */
  maxRecordChars?: number
}

type Frame = { type: 'object'; key: string | null; expectKey: boolean } | { type: 'array'; records: boolean }

/** A parsed record → string values (see the module comment). */
function flattenJsonRecord(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  const put = (key: string, v: unknown) => {
    if (v === null || v === undefined) addValue(out, key, '')
    else if (Array.isArray(v)) for (const item of v) put(key, item)
    else if (typeof v === 'object') for (const [k, inner] of Object.entries(v as Record<string, unknown>)) put(`${key}/${k}`, inner)
    else addValue(out, key, String(v))
  }
  for (const [k, v] of Object.entries(value)) put(k, v)
  return out
}

const WS = /\s/

/**
 * The values of an invalid record that lie before the point where JSON.parse stopped (lenient.ts).
 * None when a record boundary (`},{`) follows that point: a stray quote can make the scanner take
 * several records for one, and the ones after the first must not pass as read.
 */
function partialOf(text: string, error: unknown): { partial?: Record<string, string> } {
  const at = jsonErrorPosition(error)
  if (at === null || /[}\]]\s*,\s*[{[]/.test(text.slice(at))) return {}
  const partial = leadingJsonValues(text.slice(0, at))
  return Object.keys(partial).length > 0 ? { partial } : {}
}

export function parseJson(input: FeedInput, options: JsonOptions = {}): FeedParse {
  const columns = new ColumnList()
  const decoder = new FeedDecoder({ encoding: options.encoding })
  const maxRecordChars = options.maxRecordChars ?? DEFAULT_MAX_RECORD_CHARS
  const path = (options.recordPath ?? '')
    .split('/')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)

  async function* items(): AsyncGenerator<FeedItem> {
    const ready: FeedItem[] = []
    const stack: Frame[] = []
    let line = 1
    let foundArray = false
    // Navigation string state (keys and values outside records).
    let inString = false
    let escaped = false
    let stringText = ''
    // Record capture state.
    let capturing = false
    let capture: string[] = []
    let captureLength = 0
    let captureLine = 0
    let captureDepth = 0
    let captureInString = false
    let captureEscaped = false
    let captureTooLarge = false

    const keyPath = () =>
      stack.flatMap((f) => (f.type === 'object' && f.key !== null ? [f.key.toLowerCase()] : []))
    const isRecordArray = () => {
      if (path.length === 0) return stack.length === 0
      const keys = keyPath()
      return keys.length === path.length && keys.every((k, i) => k === path[i])
    }

    const finishRecord = (text: string) => {
      capturing = false
      capture = []
      captureLength = 0
      if (captureTooLarge) {
        ready.push({ line: captureLine, error: `The record on line ${captureLine} is larger than ${maxRecordChars} characters; it is skipped.` })
        return
      }
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch (e) {
        ready.push({ line: captureLine, error: `The record on line ${captureLine} is not valid JSON (${(e as Error).message}); it is skipped.`, ...partialOf(text, e) })
        return
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        // A string, number or null cannot be a vehicle; an array might hold some.
        const scalar = !Array.isArray(value)
        ready.push({ line: captureLine, error: `The item on line ${captureLine} is not a vehicle object; it is skipped.`, ...(scalar ? { notVehicle: true as const } : {}) })
        return
      }
      const record = flattenJsonRecord(value as Record<string, unknown>)
      for (const key of Object.keys(record)) columns.add(key)
      ready.push({ line: captureLine, record })
    }

    const keep = (piece: string) => {
      if (captureTooLarge) return
      captureLength += piece.length
      if (captureLength > maxRecordChars) {
        captureTooLarge = true
        capture = []
      } else capture.push(piece)
    }

    /** Scan one decoded chunk. */
    const scan = (text: string) => {
      let i = 0
      let from = 0 // start of the captured piece within `text`
      const n = text.length
      while (i < n) {
        const c = text[i]!
        if (c === '\n') line++
        if (capturing) {
          if (captureInString) {
            if (captureEscaped) captureEscaped = false
            else if (c === '\\') captureEscaped = true
            else if (c === '"') captureInString = false
            i++
            continue
          }
          if (c === '"') captureInString = true
          else if (c === '{' || c === '[') captureDepth++
          else if (c === '}' || c === ']' || c === ',') {
            if (captureDepth === 0) {
              // A scalar element ends at the next , or ]: it is not part of the value.
              keep(text.slice(from, i))
              finishRecord(capture.join(''))
              continue // re-read this character in navigation
            }
            if (c !== ',') captureDepth--
            if (captureDepth === 0 && c !== ',') {
              keep(text.slice(from, i + 1))
              finishRecord(capture.join(''))
              i++
              continue
            }
          }
          i++
          continue
        }
        if (inString) {
          if (escaped) escaped = false
          else if (c === '\\') escaped = true
          else if (c === '"') {
            inString = false
            const top = stack[stack.length - 1]
            if (top?.type === 'object' && top.expectKey) {
              try {
                top.key = JSON.parse(`"${stringText}"`) as string
              } catch {
                top.key = stringText
              }
              top.expectKey = false
            }
          } else stringText += c
          if (stringText.length > 4096) stringText = stringText.slice(0, 4096)
          i++
          continue
        }
        const top = stack[stack.length - 1]
        if (top?.type === 'array' && top.records && !WS.test(c) && c !== ',' && c !== ']') {
          capturing = true
          captureLine = line
          captureTooLarge = false
          captureInString = c === '"'
          captureEscaped = false
          captureDepth = c === '{' || c === '[' ? 1 : 0
          from = i
          i++
          continue
        }
        switch (c) {
          case '"':
            inString = true
            escaped = false
            stringText = ''
            break
          case '{':
          case '[': {
            if (stack.length >= MAX_DEPTH) throw new FeedFileError(`The JSON nests more than ${MAX_DEPTH} levels deep (line ${line}); it is not read.`, line)
            if (c === '{') stack.push({ type: 'object', key: null, expectKey: true })
            else {
              const records = isRecordArray()
              if (records) foundArray = true
              stack.push({ type: 'array', records })
            }
            break
          }
          case '}':
          case ']':
            stack.pop()
            break
          case ',':
            if (top?.type === 'object') {
              top.key = null
              top.expectKey = true
            }
            break
        }
        i++
      }
      if (capturing) keep(text.slice(from))
    }

    try {
      for await (const chunk of bufferChunks(input)) {
        scan(decoder.write(chunk))
        yield* ready.splice(0)
      }
      scan(decoder.end())
      yield* ready.splice(0)
    } catch (e) {
      if (e instanceof FeedFileError) throw e
      throw new FeedFileError(`The JSON could not be read: ${(e as Error).message}`)
    }
    if (capturing || inString || stack.length > 0) {
      throw new FeedFileError('The JSON ends before its brackets are closed; the file may be cut short.', line)
    }
    if (!foundArray) {
      throw new FeedFileError(
        path.length === 0 ? 'The JSON is not an array of vehicles.' : `The JSON has no array at "${options.recordPath}".`,
      )
    }
  }

  return makeFeedParse(columns, () => decoder.encoding, items)
}
