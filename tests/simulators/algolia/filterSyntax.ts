/**
 * Algolia's filter language for the simulator: `filters` strings, plus the array forms of
 * `facetFilters` / `numericFilters`, parsed into one tree and evaluated against records.
 *
 * It enforces the restrictions Algolia documents, so a filter our code builds that Algolia would
 * refuse is refused here too (400):
 *  - no AND inside an OR group ("A OR (B AND C)"), no parentheses around a group to negate it;
 *  - one filter type per OR group (facet, numeric or tag: "price > 3 OR make:Kia" is refused).
 * Precedence: OR binds tighter than AND, so a flat "A AND B OR C" reads as "A AND (B OR C)", the only
 * shape Algolia accepts (a conjunction of disjunctions).
 */

type FilterKind = 'facet' | 'numeric' | 'tag'
type Leaf =
  | { type: 'facet'; attribute: string; value: string; negated: boolean }
  | { type: 'tag'; value: string; negated: boolean }
  | { type: 'numeric'; attribute: string; op: '<' | '<=' | '=' | '!=' | '>=' | '>'; value: number; negated: boolean }
  | { type: 'range'; attribute: string; low: number; high: number; negated: boolean }
export type Filter = { type: 'and'; terms: Filter[] } | { type: 'or'; terms: Filter[] } | Leaf

export class FilterSyntaxError extends Error {}

type Token = { kind: 'word' | 'quoted' | 'op' | '(' | ')' | ':'; text: string }

function tokenize(input: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    const c = input[i]!
    if (/\s/.test(c)) {
      i++
    } else if (c === '(' || c === ')' || c === ':') {
      tokens.push({ kind: c, text: c })
      i++
    } else if (c === '"' || c === "'") {
      let text = ''
      i++
      while (i < input.length && input[i] !== c) {
        if (input[i] === '\\' && i + 1 < input.length) i++
        text += input[i++]
      }
      if (input[i] !== c) throw new FilterSyntaxError(`Unterminated quote in filters: ${input}`)
      i++
      tokens.push({ kind: 'quoted', text })
    } else if ('<>=!'.includes(c)) {
      const two = input.slice(i, i + 2)
      const op = ['<=', '>=', '!='].includes(two) ? two : c
      if (op === '!') throw new FilterSyntaxError(`Unexpected "!" in filters: ${input}`)
      tokens.push({ kind: 'op', text: op })
      i += op.length
    } else {
      let text = ''
      while (i < input.length && !/[\s():<>=!"']/.test(input[i]!)) {
        if (input[i] === '\\' && i + 1 < input.length) i++
        text += input[i++]
      }
      tokens.push({ kind: 'word', text })
    }
  }
  return tokens
}

const NUMBER = /^-?\d+(\.\d+)?$/

/** Parses a `filters` string. An empty string is "no filter" (null). */
export function parseFilters(input: string): Filter | null {
  if (!input.trim()) return null
  const tokens = tokenize(input)
  let pos = 0
  const peek = () => tokens[pos]
  const isWord = (t: Token | undefined, w: string) => t?.kind === 'word' && t.text === w
  const expectValue = (): Token => {
    const t = tokens[pos++]
    if (!t || (t.kind !== 'word' && t.kind !== 'quoted')) throw new FilterSyntaxError(`Expected a value in filters: ${input}`)
    return t
  }
  const number = (t: Token): number => {
    if (!NUMBER.test(t.text)) throw new FilterSyntaxError(`Expected a number, got "${t.text}" in filters: ${input}`)
    return Number(t.text)
  }

  function conjunction(): Filter {
    const terms = [disjunction()]
    while (isWord(peek(), 'AND')) {
      pos++
      terms.push(disjunction())
    }
    return terms.length === 1 ? terms[0]! : { type: 'and', terms }
  }
  function disjunction(): Filter {
    const terms = [unary()]
    while (isWord(peek(), 'OR')) {
      pos++
      terms.push(unary())
    }
    return terms.length === 1 ? terms[0]! : { type: 'or', terms }
  }
  function unary(): Filter {
    if (isWord(peek(), 'NOT')) {
      pos++
      if (peek()?.kind === '(') throw new FilterSyntaxError(`NOT cannot negate a group: ${input}`)
      const leaf = atom()
      return { ...leaf, negated: !leaf.negated }
    }
    if (peek()?.kind === '(') {
      pos++
      const inner = conjunction()
      if (tokens[pos++]?.kind !== ')') throw new FilterSyntaxError(`Missing ")" in filters: ${input}`)
      return inner
    }
    return atom()
  }
  function atom(): Leaf {
    const attr = expectValue()
    const next = peek()
    if (next?.kind === ':') {
      pos++
      const value = expectValue()
      if (isWord(peek(), 'TO')) {
        pos++
        return { type: 'range', attribute: attr.text, low: number(value), high: number(expectValue()), negated: false }
      }
      if (attr.text === '_tags') return { type: 'tag', value: value.text, negated: false }
      return { type: 'facet', attribute: attr.text, value: value.text, negated: false }
    }
    if (next?.kind === 'op') {
      pos++
      return { type: 'numeric', attribute: attr.text, op: next.text as '=', value: number(expectValue()), negated: false }
    }
    // A bare word is a tag filter (Algolia: "public OR user_42" means _tags:public OR _tags:user_42).
    return { type: 'tag', value: attr.text, negated: false }
  }

  const tree = conjunction()
  if (pos !== tokens.length) throw new FilterSyntaxError(`Unexpected "${tokens[pos]!.text}" in filters: ${input}`)
  validate(tree, false)
  return tree
}

const kindsOf = (filter: Filter): FilterKind[] =>
  filter.type === 'and' || filter.type === 'or' ? filter.terms.flatMap(kindsOf) : [filter.type === 'range' ? 'numeric' : filter.type]

function validate(filter: Filter, insideOr: boolean): void {
  if (filter.type === 'and') {
    if (insideOr) throw new FilterSyntaxError('Filters cannot group ANDs inside an OR.')
    filter.terms.forEach((t) => validate(t, false))
  } else if (filter.type === 'or') {
    filter.terms.forEach((t) => validate(t, true))
    const kinds = new Set(kindsOf(filter))
    if (kinds.size > 1) throw new FilterSyntaxError(`Filters cannot mix ${[...kinds].join(' and ')} filters in one OR group.`)
  }
}

/** `facetFilters`: strings are AND terms, inner arrays OR groups, a leading "-" excludes ("\-" escapes it). */
export function parseFacetFilters(input: unknown): Filter | null {
  const one = (s: string): Leaf => {
    const at = s.indexOf(':')
    if (at < 0) throw new FilterSyntaxError(`Invalid facetFilters entry: ${s}`)
    let value = s.slice(at + 1)
    const negated = value.startsWith('-')
    if (negated) value = value.slice(1)
    else if (value.startsWith('\\-')) value = value.slice(1)
    const attribute = s.slice(0, at)
    return attribute === '_tags' ? { type: 'tag', value, negated } : { type: 'facet', attribute, value, negated }
  }
  return arrayFilter(input, one)
}

/** `numericFilters`: "price>=10000" or "year:2015 TO 2020", same AND/OR array shape. */
export function parseNumericFilters(input: unknown): Filter | null {
  const one = (s: string): Leaf => {
    const parsed = parseFilters(s)
    if (!parsed || (parsed.type !== 'numeric' && parsed.type !== 'range')) throw new FilterSyntaxError(`Invalid numericFilters entry: ${s}`)
    return parsed
  }
  return arrayFilter(input, one)
}

function arrayFilter(input: unknown, one: (s: string) => Leaf): Filter | null {
  if (input === undefined || input === null || input === '') return null
  let value = input
  if (typeof value === 'string') {
    try {
      value = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',')
    } catch {
      throw new FilterSyntaxError(`Invalid filter array: ${value}`)
    }
  }
  if (!Array.isArray(value)) throw new FilterSyntaxError(`Invalid filter array: ${JSON.stringify(input)}`)
  const terms: Filter[] = value.map((item) => {
    if (Array.isArray(item)) return { type: 'or', terms: item.map((s) => one(String(s))) }
    return one(String(item))
  })
  return terms.length === 0 ? null : { type: 'and', terms }
}

/** Everything must hold: the secured key's filter, the request's filters, facetFilters, numericFilters. */
export function allOf(...filters: (Filter | null)[]): Filter | null {
  const terms = filters.filter((f): f is Filter => f !== null)
  return terms.length === 0 ? null : terms.length === 1 ? terms[0]! : { type: 'and', terms }
}

const valuesAt = (record: Record<string, unknown>, path: string): unknown[] => {
  const value = path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), record)
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/**
 * Whether the record passes. `isFacet(attribute)` says whether an attribute is declared for faceting:
 * like Algolia, a facet filter on an undeclared attribute matches nothing (numbers excepted).
 */
export function matches(filter: Filter | null, record: Record<string, unknown>, isFacet: (attribute: string) => boolean): boolean {
  if (!filter) return true
  switch (filter.type) {
    case 'and':
      return filter.terms.every((t) => matches(t, record, isFacet))
    case 'or':
      return filter.terms.some((t) => matches(t, record, isFacet))
    default: {
      const hit = leafMatches(filter, record, isFacet)
      return filter.negated ? !hit : hit
    }
  }
}

function leafMatches(leaf: Leaf, record: Record<string, unknown>, isFacet: (attribute: string) => boolean): boolean {
  if (leaf.type === 'tag') return valuesAt(record, '_tags').some((v) => String(v) === leaf.value)
  if (leaf.type === 'facet') {
    const wanted = leaf.value.toLowerCase()
    return valuesAt(record, leaf.attribute).some((v) =>
      typeof v === 'number' ? NUMBER.test(leaf.value) && v === Number(leaf.value) : isFacet(leaf.attribute) && String(v).toLowerCase() === wanted,
    )
  }
  const numbers = valuesAt(record, leaf.attribute).filter((v): v is number => typeof v === 'number')
  if (leaf.type === 'range') return numbers.some((n) => n >= leaf.low && n <= leaf.high)
  const compare = { '<': (n: number) => n < leaf.value, '<=': (n: number) => n <= leaf.value, '=': (n: number) => n === leaf.value, '!=': (n: number) => n !== leaf.value, '>=': (n: number) => n >= leaf.value, '>': (n: number) => n > leaf.value }[leaf.op]
  return numbers.some(compare)
}
