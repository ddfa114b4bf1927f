/**
 * The embedded engine, as the rest of the app calls it: the in-memory index kept coherent with
 * PostgreSQL (memory/). sqlEngine.ts answers the same queries from SQL alone, for tests and benches.
 */
export { runSearch, runSearches } from './memory/engine'
export { searchFacetValues } from './memory/facetValues'
export type {   SearchTenant } from './response'
