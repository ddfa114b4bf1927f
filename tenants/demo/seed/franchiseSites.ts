/**
 * The demo's dealer-group sites over one stock: Harbour City Motor Group's Kia & Ford franchise site
 * shows the group's cars of that rooftop only (Tenants.stockSource and stockDealerships), on its own
 * host and theme, and its leads reach the group's inbox routed to that rooftop. It keeps the group's
 * pages and menu as a starting point; its marketers edit them as their own. The group's service
 * promotion is written once and shown on it too (Promotions' "Also shown on").
 */
import { findOrCreate, type SeedApi } from './api'
import { HARBOUR_CITY, type Dealer } from './dealers'
import { seedDealerMenu } from './menus'
import { seedDealerPages } from './pages'
import { promotionsFor } from './presence'
import type { MediaRole } from './media'

export type FranchiseSlug = 'harbour-kia-ford'

type FranchiseSite = { group: Dealer; dealershipSlug: string; tenant: Omit<Dealer['tenant'], 'slug'> & { slug: FranchiseSlug } }

const FRANCHISE_SITES: FranchiseSite[] = [
  {
    group: HARBOUR_CITY,
    dealershipSlug: 'harbour-city-kia-and-ford',
    tenant: {
      ...HARBOUR_CITY.tenant,
      name: 'Harbour City Kia & Ford',
      slug: 'harbour-kia-ford',
      template: 'franchise',
      domains: [{ domain: 'harbourcitykiaford.com.au' }],
      theme: {
        primaryColor: '#05141f',
        onPrimaryColor: '#ffffff',
        accentColor: '#bb162b',
        backgroundColor: '#ffffff',
        textColor: '#05141f',
        headingFont: 'geometric',
        bodyFont: 'system',
      },
      contact: { ...HARBOUR_CITY.tenant.contact, phone: '(07) 5550 1040', email: 'sales@harbourcitykiaford.com.au' },
    },
  },
]

/** Creates the franchise sites that are missing, over their group's stock; returns their ids by slug. */
export async function seedFranchiseSites(
  api: SeedApi,
  groups: Record<string, { tenantId: number; media: Record<MediaRole, { id: number }> }>,
): Promise<Record<FranchiseSlug, number>> {
  const ids = {} as Record<FranchiseSlug, number>
  for (const site of FRANCHISE_SITES) {
    const group = groups[site.group.tenant.slug]!
    const rooftop = await api.payload.find({
      collection: 'dealerships',
      where: { and: [{ tenant: { equals: group.tenantId } }, { slug: { equals: site.dealershipSlug } }] },
      depth: 0,
      limit: 1,
      ...api.opts,
    })
    const tenant = await findOrCreate(api, 'tenants', { slug: { equals: site.tenant.slug } }, {
      ...site.tenant,
      stockSource: group.tenantId,
      stockDealerships: rooftop.docs.map((d) => d.id),
      theme: { ...site.tenant.theme, logo: group.media.logo.id },
    })
    ids[site.tenant.slug] = tenant.id
    await seedDealerMenu(api, site.group, tenant.id)
    await seedDealerPages(api, site.group, tenant.id, group.media)
    await shareServicePromotion(api, site.group, group.tenantId, tenant.id)
  }
  return ids
}

/** Shows the group's service promotion on the franchise site as well (once: sharing again changes nothing). */
async function shareServicePromotion(api: SeedApi, group: Dealer, groupId: number, siteId: number) {
  const title = promotionsFor(group, Date.now()).find((p) => p.link === '/service')?.title
  if (!title) return
  const found = await api.payload.find({ collection: 'promotions', where: { and: [{ tenant: { equals: groupId } }, { title: { equals: title } }] }, depth: 0, limit: 1, ...api.opts })
  const promotion = found.docs[0]
  if (!promotion) return
  const shared = (promotion.sites ?? []).map((s) => (typeof s === 'object' ? s.id : s))
  if (shared.includes(siteId)) return
  await api.payload.update({ collection: 'promotions', id: promotion.id, data: { sites: [...shared, siteId] }, depth: 0, ...api.opts })
}
