/**
 * The words an admin row header shows for a block or array row (issue 17): the first of a few
 * candidate fields that has something to say, in place of Payload's "Untitled" and "Row 01". Pure
 * functions, so the client labels (BlockRowLabel, ArrayRowLabel) and the unit tests share them.
 */

/**
 * Which fields name a row, best first. A dotted path reads into a group ('link.label'); a list of
 * paths joins the parts that are filled ('value', 'label' → '50+ · Locations').
 */
export type LabelCandidate = string | string[]

/** The part of a (client) field config the labels read: names, nesting, and select options. */
export type LabelFieldLike = {
  type?: string
  name?: string
  fields?: LabelFieldLike[]
  tabs?: LabelFieldLike[]
  options?: (string | { label?: unknown; value: string })[]
}

/** Header text longer than this is cut with an ellipsis: a header is one line. */
export const MAX_LABEL_LENGTH = 70

const SEPARATOR = ' · '

/** A label that may be a plain string or per language ({ en: 'Hero' }), as Payload's client config carries it. */
export function translated(label: unknown, language = 'en'): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, unknown>
    const value = byLanguage[language] ?? Object.values(byLanguage)[0]
    return typeof value === 'string' ? value : ''
  }
  return ''
}

/** One line of at most `max` characters: runs of white space become one space, a cut ends in an ellipsis. */
export function oneLine(text: string, max = MAX_LABEL_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/** Lexical nodes that start a line of their own: their text is kept apart from the next node's. */
const LEXICAL_BLOCKS = new Set(['paragraph', 'heading', 'list', 'listitem', 'quote'])

function lexicalText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  if (!Array.isArray(node.children)) return ''
  return (node.children as LexicalNode[]).map((child) => (LEXICAL_BLOCKS.has(child.type as string) ? ` ${lexicalText(child)} ` : lexicalText(child))).join('')
}

/** Rich text (Lexical JSON): the text of its first paragraph, heading or list that has any. */
export function richTextLabel(value: unknown): string {
  const root = (value as { root?: { children?: unknown } } | null)?.root
  if (!root || !Array.isArray(root.children)) return ''
  for (const child of root.children as LexicalNode[]) {
    const text = lexicalText(child).replace(/\s+/g, ' ').trim()
    if (text) return text
  }
  return ''
}

/**
 * The field at a dotted path below `fields` ('link.label', 'items.0.question'), looking through rows,
 * collapsibles and unnamed tabs, into groups and named tabs, and into an array past a row number.
 */
export function findField(fields: readonly LabelFieldLike[] | undefined, path: string): LabelFieldLike | undefined {
  const [name, ...rest] = path.split('.')
  for (const field of fields ?? []) {
    if (field.name === name) {
      if (rest.length === 0) return field
      if (field.type === 'array') return /^\d+$/.test(rest[0]) && rest.length > 1 ? findField(field.fields, rest.slice(1).join('.')) : undefined
      return field.type === 'blocks' ? undefined : findField(field.fields ?? field.tabs, rest.join('.'))
    }
    if (!field.name) {
      const inner = findField(field.fields ?? field.tabs, path)
      if (inner) return inner
    }
  }
  return undefined
}

/** A field's value at a dotted path of the row's data. */
function valueAt(data: unknown, path: string): unknown {
  let value = data
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** What a single value says in a header: text as typed, a select's option label, a date, rich text's first line, a related document's title. */
/**
 * Dates in a header: day, month, year and time in the admin's default zone (payload.config.ts
 * admin.timezones), named, so the server's render and the browser's agree ('25 Nov 2026, 2:05 pm AEDT').
 */
const LABEL_TIME_ZONE = 'Australia/Sydney'
const labelDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: LABEL_TIME_ZONE, timeZoneName: 'short' })

export function valueText(value: unknown, field?: LabelFieldLike, language = 'en'): string {
  if (value === null || value === undefined) return ''
  if (field?.type === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return labelDate.format(new Date(value))
  if (Array.isArray(value)) return value.map((v) => valueText(v, field, language)).filter(Boolean).join(', ')
  if (typeof value === 'string' || typeof value === 'number') {
    const option = field?.options?.find((o) => (typeof o === 'string' ? o : o.value) === String(value))
    if (option && typeof option === 'object') return translated(option.label, language) || String(value)
    return String(value).trim()
  }
  if (typeof value === 'object') {
    const rich = richTextLabel(value)
    if (rich) return rich
    const doc = value as Record<string, unknown>
    for (const key of ['title', 'name', 'label', 'heading']) if (typeof doc[key] === 'string' && doc[key]) return doc[key] as string
  }
  return ''
}

/**
 * The text a row's header shows: the first candidate with something to say, on one line; '' when
 * none has (the caller then falls back to the row's type and number).
 */
export function labelFromData(data: unknown, candidates: readonly LabelCandidate[], fields?: readonly LabelFieldLike[], language = 'en'): string {
  for (const candidate of candidates) {
    const paths = Array.isArray(candidate) ? candidate : [candidate]
    const parts = paths.map((path) => valueText(valueAt(data, path), findField(fields, path), language).replace(/\s+/g, ' ').trim()).filter(Boolean)
    if (parts.length > 0) return oneLine(parts.join(SEPARATOR))
  }
  return ''
}

/** A row's fallback: its type and two-digit number, as Payload numbers rows ('Question 03'). */
export function numberedLabel(singular: string, rowIndex: number | undefined): string {
  const number = String((rowIndex ?? 0) + 1).padStart(2, '0')
  return singular ? `${singular} ${number}` : number
}
