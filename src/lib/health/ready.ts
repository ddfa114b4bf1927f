/**
 * Readiness: whether this instance should take traffic, and what it runs without.
 *
 * Only what stops the instance from serving makes it not ready: PostgreSQL not answering, or the
 * instance shutting down. Redis (REDIS_URL) and the S3-compatible store (S3_BUCKET) are checked and a
 * failing one is reported as `degraded`, never as not ready: every instance shares them, so failing
 * readiness for them would take every instance out of the balancer at once while pages still work
 * (without Redis they render uncached and count limits per process; without S3, pages serve and only
 * media fails). Each check has a short timeout, so a hung dependency reads as failing rather than a
 * hung probe.
 */
import net from 'node:net'

import { headBucket } from '../storage/s3Client'
import { type S3Env, s3Settings } from '../storage/s3Config'

type Check = { name: string; ok: boolean; detail: string }
/** `degraded`: the optional parts that do not answer (an instance is ready without them). */
export type Readiness = { ok: boolean; degraded: string[]; checks: Check[] }

const TIMEOUT_MS = 2_000
/** What an instance cannot serve without; any other failing check is `degraded`. */
const REQUIRED = new Set(['instance', 'database'])

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS).unref()),
  ])
}

async function check(name: string, run: () => Promise<string>): Promise<Check> {
  try {
    return { name, ok: true, detail: await withTimeout(run(), name) }
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) }
  }
}

/** Redis answers PING with +PONG (RESP), or -NOAUTH when a password is needed: both prove it is up. */
export function pingRedis(url: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) })
    socket.once('error', reject)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => {
      socket.destroy()
      const reply = chunk.toString('utf8')
      if (reply.startsWith('+PONG') || reply.startsWith('-NOAUTH')) resolve('PONG')
      else reject(new Error(`unexpected reply ${JSON.stringify(reply.slice(0, 40))}`))
    })
  })
}

/**
 * HeadBucket on the media bucket, with the same settings as the storage plugin: the endpoint answers,
 * the bucket exists and these credentials may use it (any of those failing breaks uploads and images).
 */
async function checkS3(env: S3Env): Promise<string> {
  const settings = s3Settings(env)
  if (!settings) throw new Error('S3_BUCKET is not set')
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS).unref()
  try {
    return await headBucket(settings, abort.signal)
  } finally {
    clearTimeout(timer)
  }
}

export async function readiness(deps: {
  database: () => Promise<unknown>
  env?: S3Env
  draining?: boolean
}): Promise<Readiness> {
  const env = deps.env ?? process.env
  const checks: Promise<Check>[] = [check('database', async () => (await deps.database(), 'SELECT 1'))]
  if (env.REDIS_URL) checks.push(check('redis', () => pingRedis(env.REDIS_URL!)))
  if (env.S3_BUCKET) checks.push(check('s3', () => checkS3(env)))
  const results = await Promise.all(checks)
  if (deps.draining) results.unshift({ name: 'instance', ok: false, detail: 'shutting down' })
  return {
    ok: results.every((c) => c.ok || !REQUIRED.has(c.name)),
    degraded: results.filter((c) => !c.ok && !REQUIRED.has(c.name)).map((c) => c.name),
    checks: results,
  }
}
