/**
 * Host → tenant resolution for the public site, cached per host. A tenant change evicts the
 * `host:{host}` tag of every host it had or has (collections/Tenants/hooks).
 */
import { unstable_cache } from 'next/cache'

import type { Media, Tenant } from '@/payload-types'
import { hostTag, localhostTenantsEnabled, normalizeHost, slugFromLocalhost } from '../../../tenants/host'
import { resolveTenantSettings, type TenantSettings } from '../../../tenants/settings'
import { resolveTheme, type Theme } from '../../../tenants/theme'
import type { TemplateName } from '../../../tenants/templates'
import { payloadClient, publicRead } from '../payload'

export type SiteImage = { url: string; alt: string; width: number; height: number }

/** What the public site knows about a dealer: no admin-only fields. */
export type SiteTenant = {
  id: number
  name: string
  slug: string
  template: TemplateName
  primaryDomain: string | null
  settings: TenantSettings
  theme: Theme
  logo: SiteImage | null
  contact: {
    phone: string | null
    phoneNew: string | null
    phoneUsed: string | null
    phoneDemo: string | null
    email: string | null
    dealerLicences: { state: string | null; number: string }[]
  }
}

export function toSiteImage(media: number | Media | null | undefined): SiteImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 1200, height: media.height ?? 800 }
}

export function toSiteTenant(doc: Tenant): SiteTenant {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    template: doc.template as TemplateName,
    primaryDomain: doc.domains?.[0]?.domain ?? null,
    settings: resolveTenantSettings(doc.settings),
    theme: resolveTheme(doc.theme),
    logo: toSiteImage(doc.theme?.logo),
    contact: {
      phone: doc.contact?.phone ?? null,
      phoneNew: doc.contact?.phoneNew ?? null,
      phoneUsed: doc.contact?.phoneUsed ?? null,
      phoneDemo: doc.contact?.phoneDemo ?? null,
      email: doc.contact?.email ?? null,
      dealerLicences: (doc.contact?.dealerLicences ?? []).map((l) => ({ state: l.state ?? null, number: l.number })),
    },
  }
}

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
  return unstable_cache(() => findTenantByHost(host), ['tenant-by-host', host], { tags: [hostTag(host)] })()
}

/** The absolute origin for canonical links and the sitemap: the dealer's own domain. */
export function siteOrigin(tenant: SiteTenant, requestHost: string): string {
  const host = normalizeHost(requestHost) ?? ''
  if (host.endsWith('.localhost') || !tenant.primaryDomain) {
    return `http://${host}${process.env.PORT && process.env.PORT !== '80' ? `:${process.env.PORT}` : ''}`
  }
  return `https://${tenant.primaryDomain}`
}
