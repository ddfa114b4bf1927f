/**
 * Host → tenant resolution for the public site, cached per host. A tenant change evicts the
 * `host:{host}` tag of every host it had or has (collections/Tenants/hooks).
 */
import { unstable_cache } from 'next/cache'

import { localhostTenantsEnabled, normalizeHost, slugFromLocalhost } from '@tenants/host'
import { hostTag } from '@/domain/cache/tags'
import { payloadClient, publicRead } from '../payload'
import { toSiteTenant, type SiteTenant } from './siteTenant'

// The shape lives apart (no Payload, no config), so lead building and other config-side code can
// name it without importing this module, which reaches the Payload client and so payload.config.ts.
export { searchTenantOf, toSiteImage, toSiteTenant, type SiteTenant } from './siteTenant'

/** Looks a host up without caching (tests and the cached wrapper below use it). */
export async function findTenantByHost(rawHost: string): Promise<SiteTenant | null> {
  const host = normalizeHost(rawHost)
  if (!host) return null
  const payload = await payloadClient()
  const devSlug = localhostTenantsEnabled() ? slugFromLocalhost(host) : null
  const result = await payload.find({
    collection: 'tenants',
    where: devSlug ? { slug: { equals: devSlug } } : { 'domains.domain': { equals: host } },
    limit: 1,
    depth: 1,
    ...publicRead,
  })
  const doc = result.docs[0]
  return doc ? toSiteTenant(doc) : null
}

export function getTenantByHost(rawHost: string): Promise<SiteTenant | null> {
  const host = normalizeHost(rawHost)
  if (!host) return Promise.resolve(null)
  // The key names the shape cached: a data cache kept across a code change (development's, or a
  // deploy that keeps .next/cache) must not hand back a site without its stock fields (issue 36) or
  // its tags (v3, issue 37: `tags`).
  return unstable_cache(() => findTenantByHost(host), ['site-by-host:v3', host], { tags: [hostTag(host)] })()
}

/** The absolute origin for canonical links and the sitemap: the dealer's own domain. */
export function siteOrigin(tenant: SiteTenant, requestHost: string): string {
  const host = normalizeHost(requestHost) ?? ''
  if (host.endsWith('.localhost') || !tenant.primaryDomain) {
    return `http://${host}${process.env.PORT && process.env.PORT !== '80' ? `:${process.env.PORT}` : ''}`
  }
  return `https://${tenant.primaryDomain}`
}
