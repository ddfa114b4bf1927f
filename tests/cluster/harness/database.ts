/**
 * The cluster's one PostgreSQL: the embedded server (src/lib/db/embedded.ts) in the run's folder,
 * migrated and seeded with the demo dealers by scripts/prepare.ts, once, before any instance starts:
 * as a deployment runs the release's migrations once and then starts its instances.
 */
import path from 'node:path'

import { startEmbeddedPostgres } from '@/lib/db/embedded'
import { startChild } from '../../support/children'

export type DemoTenant = { name: string; slug: string; domains: string[] }
export type ClusterDatabase = { url: string; tenants: DemoTenant[]; stop: () => Promise<void> }

export async function startClusterDatabase(dir: string, env: NodeJS.ProcessEnv): Promise<ClusterDatabase> {
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), database: 'forecourt_cluster' })
  const prepare = startChild('prepare', path.resolve('node_modules/.bin/tsx'), ['scripts/prepare.ts'], {
    env: { ...env, DATABASE_URL: db.url, FORECOURT_DATA_DIR: path.join(dir, 'seed') },
  })
  try {
    // prepare.ts prints the dealers it holds last, then exits.
    const line = await prepare.waitForLine(/^FORECOURT_TENANTS=/, 4 * 60_000)
    await prepare.exit
    if (prepare.process.exitCode !== 0) throw new Error(`scripts/prepare.ts failed (${prepare.process.exitCode})\n${prepare.output()}`)
    const tenants = JSON.parse(line.slice('FORECOURT_TENANTS='.length)) as DemoTenant[]
    return { url: db.url, tenants, stop: db.stop }
  } catch (error) {
    await prepare.kill()
    await db.stop()
    throw error
  }
}
