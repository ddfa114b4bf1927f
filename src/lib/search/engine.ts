/**
 * Which engine answers the browser's searches. Embedded (our PostgreSQL endpoint) unless Algolia is
 * configured with ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY and SEARCH_ENGINE=algolia.
 * The embedded index is kept up to date either way: it also serves similar cars and is the fallback.
 */
export type AlgoliaSettings = {
  appId: string
  searchKey: string
  adminKey: string
  indexName: string
  /** Where the REST API lives; only tests point this at the local simulator. */
  hosts?: { read: string; write: string }
}

export function algoliaSettings(env: NodeJS.ProcessEnv = process.env): AlgoliaSettings | null {
  if (env.SEARCH_ENGINE !== 'algolia') return null
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: searchKey, ALGOLIA_ADMIN_KEY: adminKey } = env
  if (!appId || !searchKey || !adminKey) {
    throw new Error('SEARCH_ENGINE=algolia needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY.')
  }
  const host = env.ALGOLIA_HOST
  return {
    appId,
    searchKey,
    adminKey,
    indexName: env.ALGOLIA_INDEX ?? 'vehicles',
    hosts: host ? { read: host, write: host } : undefined,
  }
}
