/**
 * Redis for Next's shared cache (issue 20): the connection, the key names and the tag timestamps.
 *
 * Two kinds of code use it: Next's cache handler (redisCacheHandler.ts, loaded by Next's server
 * outside its bundles) and our revalidations (expireShared.ts, inside the bundles, in the worker and
 * in scripts). They are different module instances in one process, so the connection is kept on
 * globalThis, one per process.
 *
 * Redis must never fail a page: every call gives up after a short wait, and a cache that cannot be
 * read is a miss. A failure is logged once per outage, not per request.
 */
import { createClient } from 'redis'

/** Per tag, the time (ms) it was last revalidated. Not per build: a worker or a script has no build id, and tags name data, not code. */
export const TAGS_KEY = 'forecourt:next:tags'

/** An entry's key: the build id in it, so a new release never reads what an older one stored. */
export const entryKey = (buildId: string, key: string) => `forecourt:next:${buildId}:${key}`

/** How long a request waits for Redis before going on without it. */
const COMMAND_TIMEOUT_MS = 1_000

const connectTo = (url: string) =>
  createClient({
    url,
    // While Redis is away, commands fail at once instead of queueing until it is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(50 + retries * 200, 2_000) },
  })
export type CacheRedis = ReturnType<typeof connectTo>

/** `firstConnection` settles once the first connection is made or COMMAND_TIMEOUT_MS has passed. */
type Connection = { url: string; client: CacheRedis; firstConnection: Promise<unknown>; failing: boolean }
const CONNECTION = Symbol.for('forecourt.nextCacheRedis')
type WithConnection = typeof globalThis & { [CONNECTION]?: Connection }

function withTimeout<T>(promise: Promise<T>, ms = COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function connection(url: string): Connection {
  const g = globalThis as WithConnection
  if (g[CONNECTION]?.url !== url) {
    const client = connectTo(url)
    client.on('error', () => undefined) // reported by the calls that fail; the client reconnects by itself
    g[CONNECTION] = { url, client, firstConnection: withTimeout(client.connect()).catch(() => undefined), failing: false }
  }
  return g[CONNECTION]!
}

/**
 * Runs `run` on this process's connection to REDIS_URL. Answers `fallback` (and logs once per
 * outage) when REDIS_URL is unset, Redis is unreachable, or it does not answer in time.
 */
export async function withCacheRedis<T>(run: (client: CacheRedis) => Promise<T>, fallback: T, url = process.env.REDIS_URL): Promise<T> {
  if (!url) return fallback
  const c = connection(url)
  try {
    // Just started: wait (once, briefly) for the first connection. Later, while Redis is away, don't wait.
    if (!c.client.isReady) await c.firstConnection
    if (!c.client.isReady) throw new Error('not connected')
    const result = await withTimeout(run(c.client))
    if (c.failing) console.warn('Next cache: Redis answers again')
    c.failing = false
    return result
  } catch (error) {
    if (!c.failing) console.error(`Next cache: Redis unavailable, pages are rendered without the shared cache until it answers (${(error as Error).message})`)
    c.failing = true
    return fallback
  }
}

/** Marks tags revalidated now, for every instance's handler. False when it could not be written. */
export function markTagsRevalidated(tags: readonly string[], now = Date.now()): Promise<boolean> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return Promise.resolve(true)
  return withCacheRedis(async (client) => {
    await client.hSet(TAGS_KEY, Object.fromEntries(unique.map((t) => [t, String(now)])))
    return true
  }, false)
}

/** Tests: close this process's connection. */
export async function closeCacheRedis(): Promise<void> {
  const g = globalThis as WithConnection
  const c = g[CONNECTION]
  g[CONNECTION] = undefined
  if (!c) return
  try {
    // quit() would wait for a reconnection that may never come.
    if (c.client.isReady) await withTimeout(c.client.quit())
    else c.client.destroy()
  } catch {
    c.client.destroy()
  }
}
