/**
 * Reading Algolia's multi-query request as algoliasearch v5 and react-instantsearch send it:
 * `{ requests: [{ indexName, ...params }] }`, or with `params` as one URL-encoded string (older
 * clients). Unknown parameters Algolia accepts (highlighting, analytics...) are ignored; unknown
 * indexes and attributes, wrong types and oversized requests are refused.
 */
import { DEFAULT_HITS_PER_PAGE, FACETABLE, INDEXES, MAX_HITS_PER_PAGE, MAX_QUERIES_PER_REQUEST, ATTRIBUTES } from './attributes'
import { parseFacetFilters, parseFilters, parseNumericFilters, SearchRequestError, type Condition } from './conditions'

export type SearchQuery = {
  indexName: string
  query: string
  page: number
  hitsPerPage: number
  facets: string[]
  maxValuesPerFacet: number | null
  conditions: Condition[]
  /** Tags around matched words in `_highlightResult` (react-instantsearch sends its own). */
  highlight: { preTag: string; postTag: string; escape: boolean }
  /** The parameters as received, echoed back in `params` like Algolia does. */
  echo: string
}

/** Decodes `a=1&facetFilters=%5B...%5D` into values; JSON-looking values are parsed. */
function decodeParamString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of new URLSearchParams(params)) {
    if (/^[[{]/.test(raw)) {
      try {
        out[key] = JSON.parse(raw)
        continue
      } catch {
        throw new SearchRequestError(`${key} is not valid JSON.`)
      }
    }
    out[key] = raw
  }
  return out
}

function integer(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback
  const n = typeof value === 'string' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min) throw new SearchRequestError(`${name} must be a whole number from ${min}.`)
  return Math.min(n, max)
}

function facetList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return []
  let list: unknown = value
  if (typeof value === 'string') {
    try {
      list = value.startsWith('[') ? JSON.parse(value) : value.split(',')
    } catch {
      throw new SearchRequestError('facets is not valid JSON.')
    }
  }
  if (!Array.isArray(list) || !list.every((f) => typeof f === 'string')) throw new SearchRequestError('facets must be a list of attribute names.')
  if (list.includes('*')) return FACETABLE
  for (const f of list) {
    if (!Object.hasOwn(ATTRIBUTES, f) || !ATTRIBUTES[f]!.facet) throw new SearchRequestError(`Unknown facet: ${String(f).slice(0, 60)}`)
  }
  return [...new Set(list as string[])]
}

function tag(value: unknown, name: string, fallback: string): string {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'string' || value.length > 100) throw new SearchRequestError(`${name} must be a string of at most 100 characters.`)
  return value
}

export function parseSearchRequest(body: unknown): SearchQuery[] {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { requests?: unknown }).requests)) {
    throw new SearchRequestError('The body must be { "requests": [...] }.')
  }
  const requests = (body as { requests: unknown[] }).requests
  if (requests.length === 0) throw new SearchRequestError('requests is empty.')
  if (requests.length > MAX_QUERIES_PER_REQUEST) throw new SearchRequestError(`At most ${MAX_QUERIES_PER_REQUEST} queries per request.`)
  return requests.map((request) => parseOne(request))
}

export function parseOne(request: unknown, indexFromPath?: string): SearchQuery {
  if (!request || typeof request !== 'object' || Array.isArray(request)) throw new SearchRequestError('Each request must be an object.')
  const { params, indexName: rawIndex, ...flat } = request as Record<string, unknown>
  const values: Record<string, unknown> = { ...(typeof params === 'string' ? decodeParamString(params) : {}), ...flat }
  const indexName = indexFromPath ?? rawIndex
  if (typeof indexName !== 'string' || !Object.hasOwn(INDEXES, indexName)) {
    throw new SearchRequestError(`Unknown index: ${String(indexName).slice(0, 60)}`)
  }
  const query = values.query ?? ''
  if (typeof query !== 'string') throw new SearchRequestError('query must be a string.')
  if (query.length > 512) throw new SearchRequestError('query is too long.')
  const conditions: Condition[] = [
    ...parseFacetFilters(values.facetFilters),
    ...parseNumericFilters(values.numericFilters),
  ]
  const expression = parseFilters(values.filters)
  if (expression) conditions.push(expression)
  const echo = new URLSearchParams(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string]),
  ).toString()
  return {
    indexName,
    query,
    page: integer(values.page, 'page', 0, 0, 10_000),
    hitsPerPage: integer(values.hitsPerPage, 'hitsPerPage', DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    facets: facetList(values.facets),
    maxValuesPerFacet: values.maxValuesPerFacet === undefined ? null : integer(values.maxValuesPerFacet, 'maxValuesPerFacet', 100, 0, 1000),
    conditions,
    highlight: {
      preTag: tag(values.highlightPreTag, 'highlightPreTag', '<em>'),
      postTag: tag(values.highlightPostTag, 'highlightPostTag', '</em>'),
      escape: values.escapeHTML === true || values.escapeHTML === 'true',
    },
    echo,
  }
}

/** A search-for-facet-values body: the facet query and how many values, beside ordinary search params. */
export function parseFacetQuery(body: unknown): { facetQuery: string; maxFacetHits: number } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new SearchRequestError('The body must be a JSON object.')
  const { params, ...flat } = body as Record<string, unknown>
  const values: Record<string, unknown> = { ...(typeof params === 'string' ? decodeParamString(params) : {}), ...flat }
  const facetQuery = values.facetQuery ?? ''
  if (typeof facetQuery !== 'string') throw new SearchRequestError('facetQuery must be a string.')
  if (facetQuery.length > 200) throw new SearchRequestError('facetQuery is too long.')
  return { facetQuery, maxFacetHits: integer(values.maxFacetHits, 'maxFacetHits', 10, 1, 100) }
}
