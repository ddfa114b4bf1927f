/**
 * Seeds the shared make and model catalogue, the three fictional demo dealers (tenants, logos and
 * images, menus, pages, locations, a few hundred vehicles each, a demo stock feed), the group's
 * franchise site over its stock (franchiseSites.ts), the demo admin
 * logins and a few dozen leads per dealer. scripts/prepare.ts calls this on an empty, migrated database.
 *
 * Idempotent: every record is looked up by its natural key first (tenant slug, user email, tenant +
 * page slug, one menu per tenant, tenant + media file name, tenant + location slug, tenant + stock
 * number, make slug, make + model slug) and only created when missing.
 * Atomic: it runs in one transaction, because prepare.ts seeds only while there are no tenants, so a
 * half-finished seed would otherwise never be completed. The one exception is the demo stock feeds'
 * runs, which the importer makes on its own connections after the commit (stockFeeds.ts); they are
 * made only for a feed without runs.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { seedManufacturers } from '../catalog/manufacturers'
import { seedModels } from '../catalog/models'
import { reindexVehiclesWhere } from '@/lib/search/indexing'
import { findOrCreate, seedApi, tallyMany } from './api'
import { DEALERS, type DealerSlug } from './dealers'
import { seedDealerLocations } from './locations'
import { seedDealerMedia } from './media'
import { seedDealerMenu } from './menus'
import { seedDealerPages } from './pages'
import { seedDealerPresence } from './presence'
import { seedDealerStock } from './stock'
import { seedDealerStockFeed, seedDemoFeedRuns } from './stockFeeds'
import { seedDealerLeads } from './leads'
import { DEMO_USERS, seedUsers, worksEveryRooftop } from './users'
import { seedDealerVitals } from './vitals'
import { seedFranchiseSites } from './franchiseSites'

export async function seedDemo(payload: Payload): Promise<void> {
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  const api = seedApi(payload, req)
  // Stock dates (sold dates, rego expiries, days on the lot) are relative to when the seed runs.
  const now = Date.now()
  const started = now
  const feeds: Parameters<typeof seedDemoFeedRuns>[1] = []
  try {
    const makes = await seedManufacturers(payload, req)
    tallyMany(api, 'manufacturers', makes.created, makes.updated + makes.unchanged)
    const models = await seedModels(payload, req, makes.ids)
    tallyMany(api, 'models', models.created, models.updated + models.unchanged)

    const tenantIds = {} as Record<DealerSlug, number>
    const groups: Parameters<typeof seedFranchiseSites>[1] = {}
    const dealerLocations = {} as Record<DealerSlug, Record<string, number>>
    let vehiclesCreated = 0
    for (const dealer of DEALERS) {
      // The tenant comes first: its media, menu and pages all belong to it.
      const tenant = await findOrCreate(api, 'tenants', { slug: { equals: dealer.tenant.slug } }, dealer.tenant)
      tenantIds[dealer.tenant.slug] = tenant.id

      const media = await seedDealerMedia(api, dealer, tenant.id)
      groups[dealer.tenant.slug] = { tenantId: tenant.id, media }
      if (!tenant.theme?.logo) {
        await payload.update({ collection: 'tenants', id: tenant.id, data: { theme: { logo: media.logo.id } }, depth: 0, ...api.opts })
      }
      await seedDealerMenu(api, dealer, tenant.id)
      await seedDealerPages(api, dealer, tenant.id, media)
      const locations = await seedDealerLocations(api, dealer.tenant.slug, tenant.id)
      dealerLocations[dealer.tenant.slug] = locations
      await seedDealerPresence(api, dealer, tenant.id, { locationIds: locations, media, makeIds: makes.ids, now })
      vehiclesCreated += await seedDealerStock(api, dealer.tenant.slug, tenant.id, locations, now)
      feeds.push({ dealer: dealer.tenant.slug, tenantId: tenant.id, feed: await seedDealerStockFeed(api, dealer.tenant.slug, tenant.id, locations) })
      // A week of shoppers' Core Web Vitals for the dashboard (one bulk insert per dealer).
      await seedDealerVitals(api, dealer.tenant.slug, tenant.id, now)
    }
    // Vehicles were created without indexing them one by one; index the seeded dealers in one pass.
    if (vehiclesCreated > 0) {
      const t = Date.now()
      const indexed = await reindexVehiclesWhere(req, { tenant: { in: Object.values(tenantIds) } })
      payload.logger.info(`Search index: ${indexed} vehicles indexed in ${((Date.now() - t) / 1000).toFixed(1)} s`)
    }
    // The group's franchise sites come after its dealerships, which their stock filter names.
    const franchiseIds = await seedFranchiseSites(api, groups)
    const userIds = await seedUsers(api, { ...tenantIds, ...franchiseIds })
    // Leads come last: they are assigned to the dealers' sales and marketing users.
    for (const dealer of DEALERS) {
      const slug = dealer.tenant.slug
      const assignees = DEMO_USERS.filter((u) => u.tenants.includes(slug) && worksEveryRooftop(u) && u.roles.some((r) => r === 'sales' || r === 'marketer')).map((u) => ({ id: userIds[u.email]!, name: u.name }))
      await seedDealerLeads(api, slug, tenantIds[slug], { locationIds: dealerLocations[slug], assignees, now })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // The importer cannot run inside the transaction: the feeds' runs come after the commit.
  await seedDemoFeedRuns(payload, feeds)
  const summary = Object.entries(api.stats)
    .map(([collection, { created, existing }]) => `${collection} ${created} created, ${existing} already there`)
    .join('; ')
  payload.logger.info(`Demo seed (${((Date.now() - started) / 1000).toFixed(1)} s): ${summary}`)
}
