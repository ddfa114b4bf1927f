/**
 * The whole scale-out deployment of issue 20 on this machine, every piece on loopback: Debian's
 * redis-server, one PostgreSQL (migrated and demo-seeded once), two production web instances on the
 * one existing build (`npm run build`; never built here), the job queue in `npm run worker`, nginx
 * in front, and the SMTP simulator the workers deliver leads to. stop() ends every process, and
 * tests/support/children.ts kills whatever is left if the run dies first.
 *
 * Extra settings go to the instances through `instanceEnv` (the rate limits), and to every process,
 * the seed included, through `sharedEnv` (the S3 media settings, so the demo photos are in the bucket).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '@/lib/db/embedded'
import type { Child } from '../../support/children'
import { startRedisServer, type RedisServer } from '../../support/redisServer'
import { startSmtpSimulator, type SmtpSimulator } from '../../simulators/smtp/server'
import { startWorker } from '../../support/worker'
import { startClusterDatabase, type ClusterDatabase, type DemoTenant } from './database'
import { startInstance, type Instance, type InstanceOptions } from './instance'
import { startNginx, type Nginx } from './nginx'

export type ClusterOptions = {
  /** Extra environment for every process: the seed, both web instances and the workers. */
  sharedEnv?: Record<string, string>
  /** Extra environment for both web instances. */
  instanceEnv?: Record<string, string>
  /** Extra environment for the workers. */
  workerEnv?: Record<string, string>
  /** SEED_STOCK_SCALE for the demo seed (default 0.2: a fifth of the demo stock, a quicker start). */
  seedStockScale?: number
  log?: (line: string) => void
}

export type Cluster = {
  dir: string
  redis: RedisServer
  smtp: SmtpSimulator
  database: ClusterDatabase
  /** A client of the cluster's database, for checking what was stored. */
  db: pg.Pool
  tenants: DemoTenant[]
  instances: [Instance, Instance]
  nginx: Nginx
  workers: Child[]
  /** Starts one more `npm run worker` on the same database. */
  addWorker: () => Promise<Child>
  /** Starts one more web instance on the same database and Redis, outside nginx (stopped with the cluster). */
  addInstance: (name: string, options?: InstanceOptions) => Promise<Instance>
  /** The last lines each process printed, for a failed test's report. */
  output: () => string
  stop: () => Promise<void>
}

const distDir = () => process.env.NEXT_DIST_DIR ?? '.next'

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => undefined)
  if (!existsSync(path.join(distDir(), 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir()}/: run \`npm run build\` first (the cluster runs on the existing build, never builds).`)
  }
  // Under .data (as the integration tests' database): a folder the embedded PostgreSQL may use as root.
  mkdirSync('.data', { recursive: true })
  const dir = mkdtempSync(path.resolve('.data', 'cluster-'))
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error) => log(`stopping: ${(error as Error).message}`))
    if (!process.env.CLUSTER_KEEP_DATA) rmSync(dir, { recursive: true, force: true })
  }
  try {
    const started = Date.now()
    const since = () => `${Math.round((Date.now() - started) / 100) / 10} s`
    const [redis, smtp] = await Promise.all([startRedisServer({ dir }), startSmtpSimulator()])
    stops.push(redis.stop, smtp.close)
    // Every process of the deployment shares these, as the README asks (the same secret everywhere).
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: 'cluster-secret',
      REDIS_URL: redis.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      ...options.sharedEnv,
    }
    log(`redis-server and the SMTP simulator up (${since()}); migrating and seeding PostgreSQL…`)
    const database = await startClusterDatabase(dir, { ...shared, SEED_STOCK_SCALE: String(options.seedStockScale ?? 0.2) })
    stops.push(database.stop)
    const db = new pg.Pool({ connectionString: database.url, max: 4 })
    db.on('error', () => undefined) // an idle client losing PostgreSQL at the end must not crash the run
    stops.push(() => db.end())
    shared.DATABASE_URL = database.url

    const instanceEnv = (name: string): NodeJS.ProcessEnv => ({
      ...shared,
      BIND_HOST: '127.0.0.1',
      FORECOURT_DATA_DIR: path.join(dir, name),
      // The test client plays a CDN in front of nginx: it names each shopper in X-Forwarded-For and
      // nginx appends the CDN's address. Two trusted proxies: the shopper is the entry the CDN wrote.
      TRUSTED_PROXY_HOPS: '2',
      // Configured services, so the launcher starts none of its local simulators (at PORT+1001…,
      // fixed offsets that two instances on random ports could collide on). Nothing here sends
      // SMS or takes a payment.
      SMS_API_URL: 'http://127.0.0.1:9',
      PAYMENTS_API_URL: 'http://127.0.0.1:9',
      DMS_SIMULATOR: 'off',
      ...options.instanceEnv,
    })
    const workerEnv = (name: string): NodeJS.ProcessEnv => ({ ...shared, FORECOURT_DATA_DIR: path.join(dir, name), JOBS_POLL_SECONDS: '1', ...options.workerEnv })
    const workers: Child[] = []
    const addWorker = async () => {
      const worker = await startWorker(`worker-${workers.length + 1}`, workerEnv(`worker-${workers.length + 1}`), { compiled: true })
      workers.push(worker)
      stops.push(() => worker.kill())
      return worker
    }

    const extraInstances: Instance[] = []
    const addInstance = async (name: string, instanceOptions?: InstanceOptions) => {
      const instance = await startInstance(name, await freePort(), instanceEnv(name), instanceOptions)
      extraInstances.push(instance)
      stops.push(() => instance.child.kill())
      return instance
    }

    log(`database ready (${since()}); starting two instances and a worker…`)
    const portA = await freePort()
    let portB = await freePort()
    while (portB === portA) portB = await freePort()
    const starting = await Promise.allSettled([startInstance('instance-a', portA, instanceEnv('instance-a')), startInstance('instance-b', portB, instanceEnv('instance-b'))])
    // One that started is stopped even if the other failed.
    for (const s of starting) if (s.status === 'fulfilled') stops.push(() => s.value.child.kill())
    for (const s of starting) if (s.status === 'rejected') throw s.reason
    const [a, b] = starting.map((s) => (s as PromiseFulfilledResult<Instance>).value)
    await addWorker()
    const nginx = await startNginx([a!.port, b!.port])
    stops.push(nginx.stop)
    log(`cluster up in ${since()}: nginx ${nginx.url} → ${a!.url}, ${b!.url}`)
    const output = () => [a!.child, b!.child, ...extraInstances.map((i) => i.child), ...workers, nginx.child, redis.child].map((c) => c.output()).join('\n')
    return { dir, redis, smtp, database, db, tenants: database.tenants, instances: [a!, b!], nginx, workers, addWorker, addInstance, output, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
