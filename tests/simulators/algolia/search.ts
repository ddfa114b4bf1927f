/**
 * The simulator's search: filter, match the query, rank, page, count facets. What it must get right is
 * which records may come back and the response shape react-instantsearch reads. Query matching follows
 * the settings the app pushed: with `typoTolerance` set, the words are read by the rules those settings
 * name (minWordSizefor1Typo/2Typos, queryType, the saved synonyms), ranked by typos, then the
 * searchable attribute's order, then exact words, then the index's sort; without it, every word is a
 * prefix, as before the app pushed relevance settings.
 */
import { interpretQuery, parseSynonyms, type Term } from '@/domain/search/query'
import { words as foldedWords } from '@/domain/search/text'
import { matches, type Filter } from './filterSyntax'

export type SynonymObject = { objectID: string; type: string; synonyms: string[] }

export type StoredObject = { objectID: string } & Record<string, unknown>
export type Settings = Record<string, unknown> & {
  searchableAttributes?: string[]
  attributesForFaceting?: string[]
  unretrievableAttributes?: string[]
  customRanking?: string[]
  ranking?: string[]
  replicas?: string[]
  typoTolerance?: boolean | 'min' | 'strict'
  minWordSizefor1Typo?: number
  minWordSizefor2Typos?: number
  queryType?: string
}

export type SearchParams = Record<string, unknown>

const MODIFIER = /^(filterOnly|searchable|afterDistinct|unordered)\((.+)\)$/

/** Declared facet attributes; `filterOnly(...)` ones filter but are never counted. */
function facetDeclarations(settings: Settings): { all: Set<string>; countable: Set<string> } {
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
  return [...rankedWords(record, settings).keys()]
}

/** The record's searchable words, each with the rank of the first searchable attribute holding it. */
function rankedWords(record: StoredObject, settings: Settings): Map<string, number> {
  const groups = settings.searchableAttributes?.map((entry) => (MODIFIER.exec(entry)?.[2] ?? entry).split(',').map((a) => a.trim())) ?? [
    Object.keys(record).filter((key) => key !== 'objectID'),
  ]
  const out = new Map<string, number>()
  groups.forEach((attributes, rank) => {
    for (const a of attributes) {
      const value = record[a]
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v !== 'string') continue
        for (const w of foldedWords(v)) if (!out.has(w)) out.set(w, rank)
      }
    }
  })
  return out
}

/** The record's textual score under the pushed rules (lower is better), or null when a term fails. */
function textScore(terms: Term[], ranked: Map<string, number>): number | null {
  let total = 0
  for (const term of terms) {
    let best = Infinity
    for (const alternative of term.alternatives) {
      let sum = 0
      for (const set of alternative) {
        let one = Infinity
        for (const [word, c] of set) {
          const rank = ranked.get(word)
          if (rank !== undefined) one = Math.min(one, c.typos * 1_000_000 + rank * 1_000 + (c.exact ? 0 : 1))
        }
        sum += one
      }
      best = Math.min(best, sum)
    }
    if (best === Infinity) return null
    total += best
  }
  return total
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
  { hideUnretrievable, synonyms = [] }: { hideUnretrievable: boolean; synonyms?: SynonymObject[] },
) {
  const started = Date.now()
  const { all: declared, countable } = facetDeclarations(settings)
  const query = String(params.query ?? '')
  const queryWords = words(query)
  const filtered = objects.filter((record) => matches(filter, record, (attribute) => declared.has(attribute)))
  const scores = new Map<StoredObject, number>()
  let found: StoredObject[]
  if (queryWords.length > 0 && settings.typoTolerance) {
    const ranked = new Map(filtered.map((r) => [r, rankedWords(r, settings)]))
    const vocabulary = [...new Set([...ranked.values()].flatMap((m) => [...m.keys()]))].sort()
    const rules = {
      minWordSizefor1Typo: settings.minWordSizefor1Typo ?? 4,
      minWordSizefor2Typos: settings.minWordSizefor2Typos ?? 8,
      prefixLast: settings.queryType !== 'prefixNone',
      typoTolerance: settings.typoTolerance === 'min' ? ('min' as const) : (true as const),
    }
    const terms = interpretQuery(query, vocabulary, parseSynonyms(synonyms.map((s) => s.synonyms.join(', '))), rules)
    for (const [record, words] of ranked) {
      const score = textScore(terms, words)
      if (score !== null) scores.set(record, score)
    }
    found = [...scores.keys()]
  } else {
    found = filtered.filter((record) => {
      if (queryWords.length === 0) return true
      const text = searchableText(record, settings)
      return queryWords.every((w) => text.some((t) => t.startsWith(w)))
    })
  }
  const criteria = sortCriteria(settings)
  found.sort((a, b) => (scores.get(a) ?? 0) - (scores.get(b) ?? 0) || compare(a, b, criteria))

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
