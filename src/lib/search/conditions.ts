/**
 * Parsing the three ways Algolia's protocol filters results (facetFilters, numericFilters and the
 * `filters` expression) into one condition tree, checked against the attribute whitelist. Anything
 * malformed or unknown is a SearchRequestError, which the endpoint answers with 400.
 */
import { ATTRIBUTES } from './attributes'

export class SearchRequestError extends Error {}

type CompareOp = '<' | '<=' | '=' | '!=' | '>=' | '>'
export type Condition =
  | { type: 'and'; items: Condition[] }
  | { type: 'or'; items: Condition[] }
  | { type: 'not'; item: Condition }
  | { type: 'facet'; attr: string; value: string }
  | { type: 'compare'; attr: string; op: CompareOp; value: number }
  | { type: 'range'; attr: string; from: number; to: number }

const MAX_CONDITIONS = 200
const MAX_VALUE_LENGTH = 200

function knownAttribute(attr: string): string {
  if (!Object.hasOwn(ATTRIBUTES, attr)) throw new SearchRequestError(`Unknown attribute in a filter: ${attr.slice(0, 60)}`)
  return attr
}

function finiteNumber(raw: string, context: string): number {
  const n = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(n)) throw new SearchRequestError(`Not a number in ${context}: ${raw.slice(0, 40)}`)
  return n
}

function facetValue(raw: string): string {
  let value = raw
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).replace(/\\"/g, '"')
  if (value.length > MAX_VALUE_LENGTH) throw new SearchRequestError('A filter value is too long.')
  return value
}

/** `make:Toyota`, `-make:Ford` (negated), `"make:Land Rover"`; an inner array is an OR group. */
export function parseFacetFilters(input: unknown): Condition[] {
  const list = typeof input === 'string' ? parseJsonList(input, 'facetFilters') : input
  if (list === undefined || list === null) return []
  if (!Array.isArray(list)) throw new SearchRequestError('facetFilters must be an array.')
  const one = (item: unknown): Condition => {
    if (typeof item !== 'string') throw new SearchRequestError('facetFilters entries must be strings.')
    const negated = item.startsWith('-')
    const body = negated ? item.slice(1) : item
    const at = body.indexOf(':')
    if (at <= 0) throw new SearchRequestError(`A facet filter needs attribute:value, got ${item.slice(0, 60)}`)
    const cond: Condition = { type: 'facet', attr: knownAttribute(body.slice(0, at)), value: facetValue(body.slice(at + 1)) }
    return negated ? { type: 'not', item: cond } : cond
  }
  return list.map((entry) => (Array.isArray(entry) ? { type: 'or', items: entry.map(one) } : one(entry)))
}

const NUMERIC = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+(?:e[+-]?\d+)?)\s*$/i
const NUMERIC_RANGE = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(-?[\d.]+)\s+TO\s+(-?[\d.]+)\s*$/i

/** `price>=10000`, `year=2020`, `price:10000 TO 20000`; an inner array is an OR group. */
export function parseNumericFilters(input: unknown): Condition[] {
  const list = typeof input === 'string' ? parseJsonList(input, 'numericFilters') : input
  if (list === undefined || list === null) return []
  if (!Array.isArray(list)) throw new SearchRequestError('numericFilters must be an array.')
  const one = (item: unknown): Condition => {
    if (typeof item !== 'string') throw new SearchRequestError('numericFilters entries must be strings.')
    const range = NUMERIC_RANGE.exec(item)
    if (range) {
      return { type: 'range', attr: numericAttribute(range[1]!), from: finiteNumber(range[2]!, 'numericFilters'), to: finiteNumber(range[3]!, 'numericFilters') }
    }
    const m = NUMERIC.exec(item)
    if (!m) throw new SearchRequestError(`Cannot read the numeric filter ${item.slice(0, 60)}`)
    return { type: 'compare', attr: numericAttribute(m[1]!), op: m[2] as CompareOp, value: finiteNumber(m[3]!, 'numericFilters') }
  }
  return list.map((entry) => (Array.isArray(entry) ? { type: 'or', items: entry.map(one) } : one(entry)))
}

function numericAttribute(attr: string): string {
  knownAttribute(attr)
  if (ATTRIBUTES[attr]!.kind !== 'number') throw new SearchRequestError(`${attr} is not a numeric attribute.`)
  return attr
}

function parseJsonList(text: string, name: string): unknown {
  if (text.trim() === '') return []
  try {
    return JSON.parse(text)
  } catch {
    // Algolia also accepts a single bare filter, e.g. facetFilters=make:Toyota
    return [text]
  }
  void name
}

// --- the `filters` expression: NOT binds tightest, then AND, then OR; parentheses group. ---

type Token = { kind: 'word' | 'string' | 'op' | 'lparen' | 'rparen' | 'colon'; text: string }

function tokenize(input: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    const c = input[i]!
    if (/\s/.test(c)) {
      i++
    } else if (c === '(') {
      tokens.push({ kind: 'lparen', text: c })
      i++
    } else if (c === ')') {
      tokens.push({ kind: 'rparen', text: c })
      i++
    } else if (c === ':') {
      tokens.push({ kind: 'colon', text: c })
      i++
    } else if (c === '"' || c === "'") {
      let j = i + 1
      let out = ''
      while (j < input.length && input[j] !== c) {
        if (input[j] === '\\' && j + 1 < input.length) j++
        out += input[j]
        j++
      }
      if (j >= input.length) throw new SearchRequestError('Unclosed quote in filters.')
      tokens.push({ kind: 'string', text: out })
      i = j + 1
    } else if ('<>=!'.includes(c)) {
      const two = input.slice(i, i + 2)
      const op = ['<=', '>=', '!='].includes(two) ? two : c
      if (op === '!') throw new SearchRequestError('Unexpected ! in filters.')
      tokens.push({ kind: 'op', text: op })
      i += op.length
    } else {
      let j = i
      while (j < input.length && !/[\s():<>=!"']/.test(input[j]!)) j++
      tokens.push({ kind: 'word', text: input.slice(i, j) })
      i = j
    }
    if (tokens.length > MAX_CONDITIONS * 4) throw new SearchRequestError('The filters expression is too long.')
  }
  return tokens
}

export function parseFilters(input: unknown): Condition | null {
  if (input === undefined || input === null || input === '') return null
  if (typeof input !== 'string') throw new SearchRequestError('filters must be a string.')
  if (input.length > 4000) throw new SearchRequestError('The filters expression is too long.')
  const tokens = tokenize(input)
  let pos = 0
  const peek = () => tokens[pos]
  const isWord = (t: Token | undefined, w: string) => t?.kind === 'word' && t.text.toUpperCase() === w

  const parseOr = (): Condition => {
    const items = [parseAnd()]
    while (isWord(peek(), 'OR')) {
      pos++
      items.push(parseAnd())
    }
    return items.length === 1 ? items[0]! : { type: 'or', items }
  }
  const parseAnd = (): Condition => {
    const items = [parseUnary()]
    while (isWord(peek(), 'AND')) {
      pos++
      items.push(parseUnary())
    }
    return items.length === 1 ? items[0]! : { type: 'and', items }
  }
  const parseUnary = (): Condition => {
    if (isWord(peek(), 'NOT')) {
      pos++
      return { type: 'not', item: parseUnary() }
    }
    const t = peek()
    if (t?.kind === 'lparen') {
      pos++
      const inner = parseOr()
      if (peek()?.kind !== 'rparen') throw new SearchRequestError('Missing ) in filters.')
      pos++
      return inner
    }
    return parseComparison()
  }
  const parseComparison = (): Condition => {
    const attrToken = tokens[pos++]
    if (!attrToken || (attrToken.kind !== 'word' && attrToken.kind !== 'string')) throw new SearchRequestError('Expected an attribute in filters.')
    const attr = knownAttribute(attrToken.text)
    const next = tokens[pos++]
    if (next?.kind === 'colon') {
      const value = tokens[pos++]
      if (!value || (value.kind !== 'word' && value.kind !== 'string')) throw new SearchRequestError(`Expected a value after ${attr}:`)
      if (value.kind === 'word' && isWord(peek(), 'TO')) {
        pos++
        const upper = tokens[pos++]
        if (!upper || upper.kind !== 'word') throw new SearchRequestError('Expected a number after TO.')
        return { type: 'range', attr: numericAttribute(attr), from: finiteNumber(value.text, 'filters'), to: finiteNumber(upper.text, 'filters') }
      }
      return { type: 'facet', attr, value: facetValue(value.text) }
    }
    if (next?.kind === 'op') {
      const value = tokens[pos++]
      if (!value || value.kind !== 'word') throw new SearchRequestError(`Expected a number after ${attr} ${next.text}`)
      return { type: 'compare', attr: numericAttribute(attr), op: next.text as CompareOp, value: finiteNumber(value.text, 'filters') }
    }
    throw new SearchRequestError(`Expected : or a comparison after ${attr} in filters.`)
  }

  const result = parseOr()
  if (pos !== tokens.length) throw new SearchRequestError(`Unexpected ${tokens[pos]!.text.slice(0, 20)} in filters.`)
  return result
}
