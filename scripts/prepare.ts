/**
 * Brings the database up to date before the server starts: applies committed migrations, then seeds
 * the demo dealers when there are no tenants yet, and points the demo stock feeds at the DMS
 * simulator the launcher started (its port follows the app's). Runs in its own process (the launcher
 * waits for it) so the web server does not carry a second Payload instance in memory.
 */
import { getPayload, type Migration } from 'payload'

import config from '../payload.config'
import { migrations } from '../migrations'

const payload = await getPayload({ config })
try {
  // Payload's generated migrations type their arguments more narrowly than the adapter's signature.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const { totalDocs } = await payload.count({ collection: 'tenants', overrideAccess: true })
  if (totalDocs === 0 && process.env.SEED_DEMO !== 'false') {
    payload.logger.info('Empty database: seeding the demo dealers…')
    const { seedDemo } = await import('@tenants/demo/seed/index')
    await seedDemo(payload)
  }
  if (process.env.DMS_SIMULATOR_URL) {
    // The launcher started the DMS simulator at this PORT's address; the demo feeds fetch from it.
    const { pointDemoFeedsAt } = await import('@tenants/demo/seed/stockFeeds')
    const moved = await pointDemoFeedsAt(payload, process.env.DMS_SIMULATOR_URL)
    if (moved) payload.logger.info(`Demo stock feeds: ${moved} pointed at the DMS simulator on ${process.env.DMS_SIMULATOR_URL}`)
  }
  const tenants = await payload.find({ collection: 'tenants', limit: 100, depth: 0, overrideAccess: true, sort: 'name' })
  // The launcher prints these addresses once the server answers.
  console.log(`FORECOURT_TENANTS=${JSON.stringify(tenants.docs.map((t) => ({ name: t.name, slug: t.slug, domains: (t.domains ?? []).map((d) => d.domain) })))}`)
} finally {
  await payload.destroy()
}
process.exit(0)
