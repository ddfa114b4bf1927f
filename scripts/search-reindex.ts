/**
 * The full search reindex: rebuilds the embedded index (vehicle_search) from every vehicle and, when
 * Algolia is configured (SEARCH_ENGINE=algolia and ALGOLIA_*), writes the index settings and replicas
 * and pushes every vehicle there too, removing objects whose vehicle is gone.
 *
 *   npx tsx scripts/with-db.ts npx tsx scripts/search-reindex.ts
 *
 * with-db starts the embedded PostgreSQL when DATABASE_URL is unset. The database must already be
 * migrated (`npm start` or `npm run dev` does that once).
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { reindexAllToAlgolia } from '@/lib/algolia/sync'
import { algoliaSettings } from '@/lib/search/engine'
import { reindexAll } from '@/lib/search/indexing'

// Read (and validate) the Algolia configuration before any work: a half-set configuration fails here.
const algolia = algoliaSettings()
const started = Date.now()
const payload = await getPayload({ config })
let code = 0
try {
  // The bulk push below replaces the one-job-per-vehicle path the embedded rebuild would otherwise queue.
  const embedded = await reindexAll(payload, { queueAlgolia: false })
  console.log(`Embedded index: ${embedded} vehicles indexed.`)

  if (algolia) {
    const result = await reindexAllToAlgolia(payload, algolia)
    console.log(
      `Algolia index "${algolia.indexName}" (and its sort replicas): ${result.indexed} vehicles pushed, ` +
        `${result.deleted} stale objects removed.`,
    )
  } else {
    console.log('Algolia: not configured (SEARCH_ENGINE is not "algolia"), skipped.')
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`Search reindex failed: ${message}`)
  if (/relation .* does not exist/.test(message)) console.error('The database has no schema yet: run `npm start` (or `npm run dev`) once to migrate it.')
  code = 1
} finally {
  await payload.destroy()
}
// Payload keeps handles (pool, timers) open; leave explicitly.
process.exit(code)
