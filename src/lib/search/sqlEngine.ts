/**
 * The SQL form of the embedded engine: answers one Algolia-protocol query from PostgreSQL alone. The
 * in-memory engine (memory/engine.ts) answers the browser; this one stays as the reference the tests
 * compare it with, and as the bare-SQL floor of the search bench. Three statements run
 * side by side on the pool: the page of hits, the count with numeric stats, and the facet counts in
 * one GROUPING SETS pass. Disjunctive facets are the client's business (it sends an extra query per
 * refined facet), so this only ever counts conjunctively, as Algolia does.
 */
import type { Pool } from 'pg'

import { ATTRIBUTES, INDEXES, MAX_RESULT_WINDOW } from './attributes'
import type { SearchQuery } from './protocol'
import type { SearchRecord } from '@/domain/search/record'
import { conditionSql, Params, textQueryTerms } from './sql'
import { topValues, type FacetStats, type SearchResponse, type SearchTenant } from './response'
import { tenantFilterSql } from './tenantFilter'

export function whereClause(query: SearchQuery, tenant: SearchTenant, now: number, params: Params): string {
  const parts = [tenantFilterSql(tenant.id, tenant.settings, now, params, query.indexName)]
  const client = query.conditions.map((c) => conditionSql(c, params))
  const terms = textQueryTerms(query.query)
  if (terms) client.push(`search_text @@ to_tsquery('simple', ${params.add(terms)})`)
  // The request's conditions sit inside their own parentheses: they can only narrow the tenant filter.
  if (client.length) parts.push(`(${client.join(' AND ')})`)
  return parts.join(' AND ')
}

export async function runSqlSearch(pool: Pool, tenant: SearchTenant, query: SearchQuery, now = Date.now()): Promise<SearchResponse> {
  const started = performance.now()
  const params = new Params()
  const where = whereClause(query, tenant, now, params)
  const offset = query.page * query.hitsPerPage
  const wantHits = query.hitsPerPage > 0 && offset < MAX_RESULT_WINDOW

  const numericFacets = query.facets.filter((f) => ATTRIBUTES[f]!.kind === 'number')
  const groupedFacets = query.facets.filter((f) => ATTRIBUTES[f]!.kind !== 'textArray')
  const arrayFacets = query.facets.filter((f) => ATTRIBUTES[f]!.kind === 'textArray')

  const hitsSql = `SELECT record FROM vehicle_search WHERE ${where} ORDER BY ${INDEXES[query.indexName]} LIMIT ${query.hitsPerPage} OFFSET ${offset}`
  const stats = numericFacets.flatMap((f) => {
    const c = ATTRIBUTES[f]!.column
    return [`min(${c})::float8`, `max(${c})::float8`, `avg(${c})::float8`, `sum(${c})::float8`]
  })
  const countSql = `SELECT count(*)::int AS n${stats.length ? `, ${stats.join(', ')}` : ''} FROM vehicle_search WHERE ${where}`
  const columns = groupedFacets.map((f) => ATTRIBUTES[f]!.column)
  const facetSql = columns.length
    ? `SELECT ${columns.map((c, i) => `${c}::text AS f${i}`).join(', ')}, GROUPING(${columns.join(', ')}) AS g, count(*)::int AS n
       FROM vehicle_search WHERE ${where} GROUP BY GROUPING SETS (${columns.map((c) => `(${c})`).join(', ')})`
    : null
  const arraySqls = arrayFacets.map(
    (f) => `SELECT v AS value, count(*)::int AS n FROM vehicle_search, unnest(${ATTRIBUTES[f]!.column}) AS v WHERE ${where} GROUP BY v`,
  )

  const values = params.values
  const [hitsResult, countResult, facetResult, ...arrayResults] = await Promise.all([
    wantHits ? pool.query<{ record: SearchRecord }>(hitsSql, values) : Promise.resolve({ rows: [] as { record: SearchRecord }[] }),
    pool.query<(number | null)[]>({ text: countSql, values, rowMode: 'array' }),
    facetSql ? pool.query<Record<string, unknown>>(facetSql, values) : Promise.resolve({ rows: [] as Record<string, unknown>[] }),
    ...arraySqls.map((sql) => pool.query<{ value: string; n: number }>(sql, values)),
  ])

  const countRow = countResult.rows[0] ?? [0]
  const nbHits = Number(countRow[0] ?? 0)
  const facets_stats: Record<string, FacetStats> = {}
  numericFacets.forEach((f, i) => {
    const [min, max, avg, sum] = countRow.slice(1 + i * 4, 5 + i * 4)
    if (min !== null && min !== undefined) facets_stats[f] = { min: min!, max: max!, avg: avg!, sum: sum! }
  })

  const facets: Record<string, Record<string, number>> = {}
  const limitFor = (f: string) => Math.min(query.maxValuesPerFacet ?? 100, ATTRIBUTES[f]!.maxValues)
  groupedFacets.forEach((f, i) => {
    // GROUPING() sets a bit for every column *not* grouped in that row; the row of facet i has only bit i clear.
    const mask = ((1 << columns.length) - 1) ^ (1 << (columns.length - 1 - i))
    const counts = facetResult.rows
      .filter((r) => Number(r.g) === mask && r[`f${i}`] !== null)
      .map((r) => [String(r[`f${i}`]), Number(r.n)] as [string, number])
    facets[f] = topValues(counts, limitFor(f))
  })
  arrayFacets.forEach((f, i) => {
    facets[f] = topValues(arrayResults[i]!.rows.map((r) => [r.value, r.n]), limitFor(f))
  })

  const hitsPerPage = query.hitsPerPage
  const reachable = Math.min(nbHits, MAX_RESULT_WINDOW)
  return {
    hits: hitsResult.rows.map((r) => r.record),
    nbHits,
    page: query.page,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    facets,
    facets_stats,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    processingTimeMS: Math.round(performance.now() - started),
    query: query.query,
    params: query.echo,
    index: query.indexName,
  }
}
