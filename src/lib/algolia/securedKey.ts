/**
 * Per-tenant secured search keys. The server derives one from the SEARCH-ONLY parent key, with the
 * tenant's filter, the indices it may query and an expiry baked in; the browser gets only the derived
 * key. Algolia verifies the HMAC with the parent key and applies the embedded restrictions to every
 * query, so a visitor who edits requests still sees one dealer's visible stock and nothing else.
 *
 * Format (Algolia's generateSecuredApiKey): base64( hex(HMAC-SHA256(parentKey, queryParams)) + queryParams ),
 * queryParams being the restrictions as a URL query string, keys sorted, arrays comma-joined.
 * The admin key can write and read everything: it must never be a parent here, and never reach a browser.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { AlgoliaSettings } from '../search/engine'
import { allIndexNames } from './settings'
import { tenantFilter, type StockFilterSettings } from './tenantFilter'

export {  type StockFilterSettings } from './tenantFilter'

/** How long a key stays valid. Pages that embed one must be re-rendered (or refetch it) within this. */
export const SECURED_KEY_TTL_SECONDS = 60 * 60

export type SecuredKeyRestrictions = {
  filters: string
  restrictIndices: string[]
  /** Unix time in seconds. */
  validUntil: number
}

/** The restrictions as Algolia serialises them (same as @algolia/client-common's serializeQueryParameters). */
function serializeRestrictions(restrictions: Record<string, string | number | string[] | undefined>): string {
  return Object.keys(restrictions)
    .filter((key) => restrictions[key] !== undefined)
    .sort()
    .map((key) => {
      const value = restrictions[key]!
      return `${key}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value)).replace(/\+/g, '%20')}`
    })
    .join('&')
}

export function generateSecuredApiKey(parentKey: string, restrictions: SecuredKeyRestrictions): string {
  const queryParams = serializeRestrictions(restrictions)
  const hmac = createHmac('sha256', parentKey).update(queryParams).digest('hex')
  return Buffer.from(hmac + queryParams).toString('base64')
}

export type DecodedSecuredKey = { hmac: string; queryParams: string; params: URLSearchParams }

/** Splits a secured key into its HMAC and its restrictions; null if it is not one (e.g. a plain key). */
export function decodeSecuredApiKey(key: string): DecodedSecuredKey | null {
  const decoded = Buffer.from(key, 'base64').toString('utf8')
  const match = /^([0-9a-f]{64})(.*)$/s.exec(decoded)
  if (!match) return null
  return { hmac: match[1]!, queryParams: match[2]!, params: new URLSearchParams(match[2]!) }
}

/** Whether `key` was derived from `parentKey` (constant-time comparison of the HMAC). */
export function verifySecuredApiKey(key: string, parentKey: string): DecodedSecuredKey | null {
  const decoded = decodeSecuredApiKey(key)
  if (!decoded) return null
  const expected = Buffer.from(createHmac('sha256', parentKey).update(decoded.queryParams).digest('hex'))
  const actual = Buffer.from(decoded.hmac)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? decoded : null
}

export type TenantSearchKey = {
  appId: string
  apiKey: string
  /** The default-sort index; the sort replicas are `indexNames(indexName)` (./settings.ts). */
  indexName: string
  /** Unix time in seconds. */
  validUntil: number
  /** Tests only (ALGOLIA_HOST): where the simulator answers. Production browsers use Algolia's hosts. */
  host?: string
}

/** The browser's search credentials for one tenant, valid for {@link SECURED_KEY_TTL_SECONDS}. */
export function secureKeyForTenant(
  tenant: { id: number; settings: StockFilterSettings },
  algolia: AlgoliaSettings,
  now: number = Date.now(),
): TenantSearchKey {
  if (!algolia.searchKey || algolia.searchKey === algolia.adminKey) {
    throw new Error('ALGOLIA_SEARCH_KEY must be a search-only key, distinct from ALGOLIA_ADMIN_KEY.')
  }
  const validUntil = Math.floor(now / 1000) + SECURED_KEY_TTL_SECONDS
  const apiKey = generateSecuredApiKey(algolia.searchKey, {
    filters: tenantFilter(tenant.id, tenant.settings, now),
    restrictIndices: allIndexNames(algolia.indexName),
    validUntil,
  })
  return {
    appId: algolia.appId,
    apiKey,
    indexName: algolia.indexName,
    validUntil,
    ...(algolia.hosts ? { host: algolia.hosts.read } : {}),
  }
}
