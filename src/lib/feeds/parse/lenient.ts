/**
 * Lenient reads of the rows and records a parser had to skip. A skipped row is still in the file, and
 * the run has to know which car it lists (by stock number or VIN) before it may take any car as gone
 * (src/lib/stockFeeds/run.ts). These readers return only values that ended before the text went wrong
 * or was cut off, so a value they give is one the strict parser would have read the same way.
 */
import { setValue } from './types'

/**
 * The cells of one CSV/TSV record's text that are known to be whole. `cut`: the text is only the
 * start of the record (a line over the length limit), so its last cell may be incomplete and is left
 * out. A quote that never closes leaves its cell and the ones after it unknown. As in the strict
 * parser (relaxed quotes), a quote opens a quoted cell only at the start of a cell.
 */
export function completeCells(text: string, delimiter: string, cut: boolean): string[] {
  const body = !cut && text.endsWith('\n') ? text.slice(0, -1) : text
  const cells: string[] = []
  let i = 0
  for (;;) {
    let value = ''
    let from = i
    if (body[i] === '"') {
      let j = i + 1
      let closed = false
      while (j < body.length) {
        if (body[j] === '"') {
          if (body[j + 1] === '"') {
            value += '"'
            j += 2
            continue
          }
          closed = true
          j++
          break
        }
        value += body[j]
        j++
      }
      if (!closed) return cells
      from = j
    }
    const end = body.indexOf(delimiter, from)
    if (end === -1) {
      if (!cut) cells.push(value + body.slice(from))
      return cells
    }
    cells.push(value + body.slice(from, end))
    i = end + 1
  }
}

/** Where JSON.parse stopped reading, from its message ("… in JSON at position 42"), if it says. */
export function jsonErrorPosition(error: unknown): number | null {
  const match = /at position (\d+)/.exec(error instanceof Error ? error.message : String(error))
  return match ? Number(match[1]) : null
}

const JSON_WS = /\s/
/** A JSON number, true, false or null, followed by what may end a value. */
const LITERAL = /^(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null)(?=[\s,}\]])/

/** The end (exclusive) of the JSON string that starts at `at`, or -1 when it does not end in `text`. */
function stringEnd(text: string, at: number): number {
  for (let j = at + 1; j < text.length; j++) {
    if (text[j] === '\\') j++
    else if (text[j] === '"') return j + 1
  }
  return -1
}

/** The end (exclusive) of the object or array that starts at `at`, or -1 when it does not end in `text`. */
function nestedEnd(text: string, at: number): number {
  let depth = 0
  for (let j = at; j < text.length; j++) {
    const c = text[j]
    if (c === '"') {
      const end = stringEnd(text, j)
      if (end === -1) return -1
      j = end - 1
    } else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      depth--
      if (depth === 0) return j + 1
    }
  }
  return -1
}

/**
 * The top-level string, number, true/false and null values of the JSON object at the start of
 * `text`, as `flattenJsonRecord` would give them, up to where the text stops making sense or ends.
 * Nested objects and arrays are stepped over (their keys are paths, which the identifiers a run needs
 * seldom are).
 */
export function leadingJsonValues(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  // A repeated key is left out: JSON.parse keeps its last value, which may lie past where we stop.
  const repeated = new Set<string>()
  const put = (key: string, value: string) => {
    if (repeated.has(key)) return
    if (!Object.prototype.hasOwnProperty.call(out, key)) return setValue(out, key, value)
    delete out[key]
    repeated.add(key)
  }
  let i = 0
  const skipWs = () => {
    while (i < text.length && JSON_WS.test(text[i]!)) i++
  }
  skipWs()
  if (text[i] !== '{') return out
  i++
  for (;;) {
    skipWs()
    if (text[i] !== '"') return out
    const keyEnd = stringEnd(text, i)
    if (keyEnd === -1) return out
    const key = JSON.parse(text.slice(i, keyEnd)) as string
    i = keyEnd
    skipWs()
    if (text[i] !== ':') return out
    i++
    skipWs()
    const c = text[i]
    if (c === '"') {
      const end = stringEnd(text, i)
      if (end === -1) return out
      const value = JSON.parse(text.slice(i, end)) as string
      put(key, value)
      i = end
    } else if (c === '{' || c === '[') {
      const end = nestedEnd(text, i)
      if (end === -1) return out
      i = end
    } else {
      const literal = LITERAL.exec(text.slice(i, i + 64))
      if (!literal) return out
      const parsed: unknown = JSON.parse(literal[1]!)
      const value = parsed === null ? '' : String(parsed)
      put(key, value)
      i += literal[1]!.length
    }
    skipWs()
    if (text[i] !== ',') return out
    i++
  }
}
