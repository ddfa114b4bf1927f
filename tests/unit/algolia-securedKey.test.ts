/**
 * Per-tenant secured keys: Algolia's exact format (checked against algoliasearch's own generator),
 * the restrictions they carry, and that only the search-only key is ever their parent.
 */
import { createHmac } from 'node:crypto'

import { algoliasearch } from 'algoliasearch'
import { describe, expect, it } from 'vitest'

import {
  decodeSecuredApiKey,
  generateSecuredApiKey,
  secureKeyForTenant,
  SECURED_KEY_TTL_SECONDS,
  verifySecuredApiKey,
} from '@/lib/algolia/securedKey'
import { tenantFilter } from '@/lib/algolia/tenantFilter'
import type { AlgoliaSettings } from '@/lib/search/engine'
import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { NOW } from './domain/fixtures'

const algolia: AlgoliaSettings = { appId: 'APPID', searchKey: 'search-only-key', adminKey: 'admin-key-never-in-browser', indexName: 'vehicles' }
const tenant = { id: 42, settings: { ...DEFAULT_TENANT_SETTINGS, stockUsedOnly: true, stockMakes: ['Land Rover', 'Kia'] } }

describe('generateSecuredApiKey', () => {
  it('produces the same key as the algoliasearch client', () => {
    const restrictions = { filters: 'tenant_id:1 AND (make:"Land Rover" OR make:Kia)', restrictIndices: ['vehicles', 'vehicles_latest'], validUntil: 1_900_000_000 }
    // The node build has the helper; the package's shared type omits it.
    const reference = (algoliasearch('APPID', 'unused') as unknown as { generateSecuredApiKey(o: { parentApiKey: string; restrictions: object }): string })
      .generateSecuredApiKey({ parentApiKey: 'parent', restrictions })
    expect(generateSecuredApiKey('parent', restrictions)).toBe(reference)
  })
})

describe('secureKeyForTenant', () => {
  const key = secureKeyForTenant(tenant, algolia, NOW)

  it('returns what the browser needs', () => {
    expect(key).toMatchObject({ appId: 'APPID', indexName: 'vehicles', validUntil: Math.floor(NOW / 1000) + SECURED_KEY_TTL_SECONDS })
    expect(key).not.toHaveProperty('host')
    expect(secureKeyForTenant(tenant, { ...algolia, hosts: { read: 'http://127.0.0.1:1', write: 'http://127.0.0.1:1' } }, NOW).host).toBe('http://127.0.0.1:1')
  })

  it('decodes to the tenant filter, the index and its replicas, and the expiry', () => {
    const decoded = decodeSecuredApiKey(key.apiKey)!
    expect(Object.fromEntries(decoded.params)).toEqual({
      filters: tenantFilter(42, tenant.settings, NOW),
      restrictIndices: 'vehicles,vehicles_price_asc,vehicles_price_desc,vehicles_latest',
      validUntil: String(key.validUntil),
    })
    expect(decoded.params.get('filters')).toContain('tenant_id:42')
    expect(decoded.params.get('filters')).toContain('(make:"Land Rover" OR make:"Kia")')
  })

  it('is signed with the search-only key and never with the admin key', () => {
    const decoded = decodeSecuredApiKey(key.apiKey)!
    expect(decoded.hmac).toBe(createHmac('sha256', algolia.searchKey).update(decoded.queryParams).digest('hex'))
    expect(decoded.hmac).not.toBe(createHmac('sha256', algolia.adminKey).update(decoded.queryParams).digest('hex'))
    expect(verifySecuredApiKey(key.apiKey, algolia.searchKey)).not.toBeNull()
    expect(verifySecuredApiKey(key.apiKey, algolia.adminKey)).toBeNull()
    expect(Buffer.from(key.apiKey, 'base64').toString()).not.toContain(algolia.adminKey)
    expect(JSON.stringify(key)).not.toContain(algolia.adminKey)
    expect(JSON.stringify(key)).not.toContain(algolia.searchKey)
  })

  it('refuses to derive a key when the search key is the admin key', () => {
    expect(() => secureKeyForTenant(tenant, { ...algolia, searchKey: algolia.adminKey }, NOW)).toThrow(/search-only key/)
  })

  it('does not verify once tampered with', () => {
    const decoded = decodeSecuredApiKey(key.apiKey)!
    const widened = decoded.queryParams.replace(/tenant_id%3A42/, 'tenant_id%3A43')
    expect(widened).not.toBe(decoded.queryParams)
    const forged = Buffer.from(decoded.hmac + widened).toString('base64')
    expect(verifySecuredApiKey(forged, algolia.searchKey)).toBeNull()
    expect(decodeSecuredApiKey(algolia.searchKey)).toBeNull()
  })
})
