/**
 * The link check for marketers (issue 17): which internal links of a menu or page lead to no page or
 * route of its dealer. The targets are the dealer's published pages (and brand overviews) read from the
 * database, plus the app's routes (routes.ts) and the dealer's own (its branded garage). Used by the
 * admin's sidebar warning (GET /api/link-check) and the dashboard's list of broken links.
 *
 * These reads skip access control: callers first read the menu or page, or the dealer, as the signed-in
 * user with access enforced, so they only ever ask about a dealer the user may see.
 */
import type { Payload } from 'payload'

import { brokenLinks, menuLinks, pageLinks, type InternalLink, type LinkTargets } from '@/domain/links'
import { PUBLISHED } from '@/fields/versions'
import { resolveTenantSettings } from '@tenants/settings'
import { SITE_ROUTES, dealerRoutes } from './routes'
import { relationId } from '@/domain/relationId'
import { shownOnSite } from '../site/sharedContent'

export type LinkCollection = 'pages' | 'menus'

/** The tenant id a menu or page belongs to (its relation populated or not). */
export const tenantOf = (doc: { tenant?: unknown } | null | undefined): number | null => relationId(doc?.tenant)

/** Everything the dealer's internal links may lead to. */
async function linkTargetsFor(payload: Payload, tenantId: number): Promise<LinkTargets> {
  const [pages, brands, tenant] = await Promise.all([
    payload.find({
      collection: 'pages',
      // A page the dealer's group shares with this site answers here too.
      where: { and: [shownOnSite(tenantId), PUBLISHED] },
      select: { slug: true },
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: true,
    }),
    payload.find({ collection: 'brands', where: { tenant: { equals: tenantId } }, select: { slug: true }, pagination: false, depth: 0, overrideAccess: true }),
    payload.findByID({ collection: 'tenants', id: tenantId, select: { settings: true }, depth: 0, overrideAccess: true }),
  ])
  const slugs = new Set(pages.docs.map((p) => p.slug))
  for (const brand of brands.docs) if (brand.slug) slugs.add(`${brand.slug}/overview`)
  return { routes: [...SITE_ROUTES, ...dealerRoutes(resolveTenantSettings(tenant.settings))], pages: slugs }
}

/** The internal links of a menu or a page document. */
const documentLinks = (collection: LinkCollection, doc: unknown): InternalLink[] =>
  collection === 'menus' ? menuLinks(doc as Parameters<typeof menuLinks>[0]) : pageLinks(doc as Parameters<typeof pageLinks>[0])

export type LinkCheck = { checked: number; broken: InternalLink[] }

/** Checks one menu or page of the dealer (as given: a draft is checked as it stands). */
export async function checkDocument(payload: Payload, collection: LinkCollection, doc: unknown, tenantId: number, targets?: LinkTargets): Promise<LinkCheck> {
  const links = documentLinks(collection, doc)
  if (links.length === 0) return { checked: 0, broken: [] }
  return { checked: links.length, broken: brokenLinks(links, targets ?? (await linkTargetsFor(payload, tenantId))) }
}

type BrokenLinkRow = InternalLink & {
  collection: LinkCollection
  id: number
  /** 'Menus' or the page's title and path: "Finance (/finance)". */
  document: string
}

export type DealerLinkReport = { checked: number; broken: BrokenLinkRow[] }

/** The broken links of the dealer's live site: its published menu and published pages. */
export async function dealerLinkReport(payload: Payload, tenantId: number): Promise<DealerLinkReport> {
  const [targets, menus, pages] = await Promise.all([
    linkTargetsFor(payload, tenantId),
    payload.find({ collection: 'menus', where: { and: [{ tenant: { equals: tenantId } }, PUBLISHED] }, pagination: false, depth: 0, draft: false, overrideAccess: true }),
    payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenantId } }, PUBLISHED] },
      select: { title: true, slug: true, layout: true },
      sort: 'slug',
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: true,
    }),
  ])
  let checked = 0
  const broken: BrokenLinkRow[] = []
  const add = (collection: LinkCollection, id: number, document: string, links: InternalLink[]) => {
    checked += links.length
    for (const link of brokenLinks(links, targets)) broken.push({ ...link, collection, id, document })
  }
  for (const menu of menus.docs) add('menus', menu.id, 'Menus', documentLinks('menus', menu))
  for (const page of pages.docs) add('pages', page.id, `${page.title} (${page.slug === 'home' ? '/' : `/${page.slug}`})`, documentLinks('pages', page))
  return { checked, broken }
}
