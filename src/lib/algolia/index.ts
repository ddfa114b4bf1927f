/**
 * The Algolia adapter's public surface (server-only: secured keys use node:crypto and the admin key).
 * A browser component that needs the sort index names imports './settings' directly, which is pure.
 */
export { AlgoliaApiError, adminClient, createAlgoliaClient, type AlgoliaClient } from './client'
export { toAlgoliaRecord, type AlgoliaVehicle } from './records'
export { secureKeyForTenant, SECURED_KEY_TTL_SECONDS, type TenantSearchKey } from './securedKey'
export { allIndexNames, indexNames, replicaNames, type SortKey } from './settings'
export { tenantFilter, type StockFilterSettings } from './tenantFilter'
export { deleteVehicleFromAlgolia, reindexAllToAlgolia, syncVehicleToAlgolia } from './sync'
