/**
 * Seeds the three fictional demo dealers (tenants, logos and images, menus, pages) and the demo admin
 * logins. scripts/prepare.ts calls this on an empty, migrated database.
 *
 * Idempotent: every record is looked up by its natural key first (tenant slug, user email, tenant +
 * page slug, one menu per tenant, tenant + media file name) and only created when missing.
 * Atomic: it runs in one transaction, because prepare.ts seeds only while there are no tenants, so a
 * half-finished seed would otherwise never be completed.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { findOrCreate, seedApi } from './api'
import { DEALERS, type DealerSlug } from './dealers'
import { seedDealerMedia } from './media'
import { seedDealerMenu } from './menus'
import { seedDealerPages } from './pages'
import { seedUsers } from './users'

export async function seedDemo(payload: Payload): Promise<void> {
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  const api = seedApi(payload, req)
  try {
    const tenantIds = {} as Record<DealerSlug, number>
    for (const dealer of DEALERS) {
      // The tenant comes first: its media, menu and pages all belong to it.
      const tenant = await findOrCreate(api, 'tenants', { slug: { equals: dealer.tenant.slug } }, dealer.tenant)
      tenantIds[dealer.tenant.slug] = tenant.id

      const media = await seedDealerMedia(api, dealer, tenant.id)
      if (!tenant.theme?.logo) {
        await payload.update({ collection: 'tenants', id: tenant.id, data: { theme: { logo: media.logo.id } }, depth: 0, ...api.opts })
      }
      await seedDealerMenu(api, dealer, tenant.id)
      await seedDealerPages(api, dealer, tenant.id, media)
    }
    await seedUsers(api, tenantIds)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  const summary = Object.entries(api.stats)
    .map(([collection, { created, existing }]) => `${collection} ${created} created, ${existing} already there`)
    .join('; ')
  payload.logger.info(`Demo seed: ${summary}`)
}
