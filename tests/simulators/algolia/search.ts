/**
 * The simulator's search: filter, match the query, rank by the index's sort, page, count facets.
 * Deliberately simple (prefix word matching, no typo tolerance); what it must get right is which
 * records may come back, and the response shape react-instantsearch reads.
 */
import { matches, type Filter } from './filterSyntax'

export type StoredObject = { objectID: string } & Record<string, unknown>
export type Settings = Record<string, unknown> & {
  searchableAttributes?: string[]
  attributesForFaceting?: string[]
  unretrievableAttributes?: string[]
  customRanking?: string[]
  ranking?: string[]
  replicas?: string[]
}

export type SearchParams = Record<string, unknown>

const MODIFIER = /^(filterOnly|searchable|afterDistinct|unordered)\((.+)\)$/

/** Declared facet attributes; `filterOnly(...)` ones filter but are never counted. */
export function facetDeclarations(settings: Settings): { all: Set<string>; countable: Set<string> } {
  const all = new Set<string>()
  const countable = new Set<string>()
  for (const entry of settings.attributesForFaceting ?? []) {
    const m = MODIFIER.exec(entry)
    const name = m ? m[2]! : entry
    all.add(name)
    if (m?.[1] !== 'filterOnly') countable.add(name)
  }
  return { all, countable }
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)

function searchableText(record: StoredObject, settings: Settings): string[] {
  const attributes = settings.searchableAttributes?.flatMap((entry) => (MODIFIER.exec(entry)?.[2] ?? entry).split(',').map((a) => a.trim()))
  const values = attributes
    ? attributes.map((a) => record[a])
    : Object.entries(record).filter(([key]) => key !== 'objectID').map(([, v]) => v)
  return values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => typeof v === 'string').flatMap((v) => words(v as string))
}

/** The sort criteria of an index: a replica's leading asc()/desc(), then customRanking. */
function sortCriteria(settings: Settings): { attribute: string; direction: 1 | -1 }[] {
  const parse = (entry: string) => {
    const m = /^(asc|desc)\((.+)\)$/.exec(entry)
    return m ? { attribute: m[2]!, direction: (m[1] === 'asc' ? 1 : -1) as 1 | -1 } : null
  }
  const leading = (settings.ranking ?? []).map(parse).filter((c) => c !== null)
  const custom = (settings.customRanking ?? []).map(parse).filter((c) => c !== null)
  return [...leading, ...custom]
}

function compare(a: StoredObject, b: StoredObject, criteria: { attribute: string; direction: 1 | -1 }[]): number {
  for (const { attribute, direction } of criteria) {
    const x = a[attribute]
    const y = b[attribute]
    // Records without the attribute sort last, either direction (as Algolia does).
    if (typeof x !== 'number' && typeof y === 'number') return 1
    if (typeof x === 'number' && typeof y !== 'number') return -1
    if (typeof x === 'number' && typeof y === 'number' && x !== y) return (x - y) * direction
  }
  return 0
}

const toArray = (value: unknown): string[] => {
  if (value === undefined || value === null || value === '') return []
  if (Array.isArray(value)) return value.map(String)
  const text = String(value)
  return text.startsWith('[') ? (JSON.parse(text) as string[]) : text.split(',')
}

const int = (value: unknown, fallback: number) => (value === undefined || value === '' ? fallback : Math.trunc(Number(value)))

export function runSearch(
  indexName: string,
  objects: StoredObject[],
  settings: Settings,
  params: SearchParams,
  filter: Filter | null,
  { hideUnretrievable }: { hideUnretrievable: boolean },
) {
  const started = Date.now()
  const { all: declared, countable } = facetDeclarations(settings)
  const queryWords = words(String(params.query ?? ''))
  const found = objects
    .filter((record) => matches(filter, record, (attribute) => declared.has(attribute)))
    .filter((record) => {
      if (queryWords.length === 0) return true
      const text = searchableText(record, settings)
      return queryWords.every((w) => text.some((t) => t.startsWith(w)))
    })
  const criteria = sortCriteria(settings)
  found.sort((a, b) => compare(a, b, criteria))

  const hitsPerPage = Math.min(Math.max(int(params.hitsPerPage, 20), 0), 1000)
  const page = Math.max(int(params.page, 0), 0)
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(found.length / hitsPerPage)
  const hidden = new Set(hideUnretrievable ? (settings.unretrievableAttributes ?? []) : [])
  const retrieve = toArray(params.attributesToRetrieve)
  const project = (record: StoredObject) =>
    Object.fromEntries(
      Object.entries(record).filter(
        ([key]) => key === 'objectID' || (!hidden.has(key) && (retrieve.length === 0 || retrieve.includes('*') || retrieve.includes(key))),
      ),
    )
  const hits = found.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage).map(project)

  const requested = toArray(params.facets)
  const facetNames = requested.includes('*') ? [...countable] : requested.filter((f) => countable.has(f))
  const maxValues = int(params.maxValuesPerFacet, Number(settings.maxValuesPerFacet ?? 100))
  const facets: Record<string, Record<string, number>> = {}
  const facetsStats: Record<string, { min: number; max: number; avg: number; sum: number }> = {}
  for (const name of facetNames) {
    const counts = new Map<string, number>()
    const numbers: number[] = []
    for (const record of found) {
      const value = record[name]
      for (const v of Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]) {
        counts.set(String(v), (counts.get(String(v)) ?? 0) + 1)
        if (typeof v === 'number') numbers.push(v)
      }
    }
    facets[name] = Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, maxValues))
    if (numbers.length > 0) {
      const sum = numbers.reduce((s, n) => s + n, 0)
      facetsStats[name] = { min: Math.min(...numbers), max: Math.max(...numbers), avg: sum / numbers.length, sum }
    }
  }

  return {
    hits,
    nbHits: found.length,
    page,
    nbPages,
    hitsPerPage,
    ...(facetNames.length > 0 ? { facets, facets_stats: facetsStats } : {}),
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    processingTimeMS: Date.now() - started,
    query: String(params.query ?? ''),
    params: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    index: indexName,
  }
}
