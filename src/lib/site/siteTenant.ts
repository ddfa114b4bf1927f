/**
 * What the public site knows about a dealer, and how it is read from a tenant record. Pure: no Payload
 * client, so code that payload.config.ts loads (lead delivery) can use it without an import circle.
 */
import type { Media, Tenant } from '@/payload-types'
import { relationId } from '@/domain/relationId'
import { siteTags, type CustomTag, type SiteTag } from '@/domain/marketing/tags'
import { resolveTenantSettings, type TenantSettings } from '@tenants/settings'
import { resolveTheme, type Theme } from '@tenants/theme'
import type { TemplateName } from '@tenants/templates'

/**
 * A site's settings with its stock filter's rooftops: a site over a dealer group's stock may show only
 * some of the group's dealerships (empty: every one).
 */
type SiteSettings = TenantSettings & { stockDealershipIds: readonly number[]; customTags: readonly CustomTag[] }

export type SiteImage = { url: string; alt: string; width: number; height: number }

/** What the public site knows about a dealer: no admin-only fields. */
export type SiteTenant = {
  id: number
  name: string
  slug: string
  template: TemplateName
  primaryDomain: string | null
  /**
   * The tenant whose cars this site shows: its own, or its dealer group's (Tenants.stockSource). Every
   * read of stock (search, a car's page, compare, the watchlist, feeds, leads for a car) goes through
   * this id and the settings' stock filter, never through `id`.
   */
  stockTenantId: number
  settings: SiteSettings
  /** The marketing tags switched on (settings: Marketing tags and Other scripts), in loading order. */
  tags: SiteTag[]
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

/** A super-admin's other scripts (collections/Tenants/customTags.ts), as the site's tags take them. */
const customTagsOf = (rows: NonNullable<Tenant['settings']>['customTags']): CustomTag[] =>
  (rows ?? []).map((row) => ({
    label: row.label,
    src: row.src,
    origins: row.origins ?? [],
    category: row.category === 'analytics' ? 'analytics' : 'marketing',
    paused: row.paused === true,
  }))

const relationIds = (values: readonly unknown[] | null | undefined): number[] =>
  (values ?? []).map(relationId).filter((id): id is number => id !== null)

export function toSiteTenant(doc: Tenant): SiteTenant {
  const settings: SiteSettings = { ...resolveTenantSettings(doc.settings), stockDealershipIds: relationIds(doc.stockDealerships), customTags: customTagsOf(doc.settings?.customTags) }
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    template: doc.template as TemplateName,
    primaryDomain: doc.domains?.[0]?.domain ?? null,
    stockTenantId: relationId(doc.stockSource) ?? doc.id,
    settings,
    tags: siteTags(settings),
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

/** The site as the search engines take it: the stock it shows and its filter (never its own id). */
export const searchTenantOf = (tenant: Pick<SiteTenant, 'stockTenantId' | 'settings'>) => ({ id: tenant.stockTenantId, settings: tenant.settings })
