/**
 * This process's one connection to REDIS_URL, for everything that uses Redis: Next's shared cache
 * (src/lib/cache) and the rate limits counted across instances (src/lib/api/sharedRateLimit.ts).
 *
 * Redis is optional on every request's path. A call gives its caller's fallback, at once, when Redis
 * is not connected, and after REDIS_DEADLINE_MS (default 100) when it is connected but does not
 * answer (a hung server, a lost network). Commands are never queued while the client reconnects, so
 * nothing waits for Redis to come back: a shopper's lead is answered whatever Redis does. (Only a
 * process's first connection is waited for, once, at most a second.)
 *
 * After a call fails, calls skip Redis for a second (the next one after that tries again), so a hung
 * Redis costs a request its deadline at most once a second, not once per call. The outage is logged
 * once when it starts and once when it ends, never per request.
 *
 * Two kinds of module instance use it in one process (Next loads the cache handler outside its
 * bundles), so the connection lives on globalThis.
 */
import { createClient } from 'redis'
import { logger } from '../log/logger'
import { inSpan, SpanKind } from '../telemetry/spans'

const DEFAULT_DEADLINE_MS = 100
const SKIP_AFTER_FAILURE_MS = 1_000
/** A process's first connection is waited for once, this long at most (the connect timeout). */
const FIRST_CONNECTION_MS = 1_000

/** How long a call on a request's path waits for Redis (REDIS_DEADLINE_MS). */
function requestDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.REDIS_DEADLINE_MS)
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_DEADLINE_MS
}

const connectTo = (url: string) =>
  createClient({
    url,
    // While Redis is away, commands fail at once instead of waiting in a queue until it is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: FIRST_CONNECTION_MS, reconnectStrategy: (retries: number) => Math.min(50 + retries * 200, 2_000) },
  })
export type RedisClient = ReturnType<typeof connectTo>

type Connection = {
  url: string
  client: RedisClient
  /** Settles once the first connection is made or has failed. */
  firstConnection: Promise<unknown>
  /** Set while Redis is failing: calls skip it until this time (ms). */
  skipUntil: number
  failing: boolean
}
const CONNECTION = Symbol.for('forecourt.redis')
type WithConnection = typeof globalThis & { [CONNECTION]?: Connection }

/**
 * `promise`, or a rejection once `ms` have passed. The rejection waits for the event loop's next
 * check phase: when a busy loop makes the timer late, a reply already read off the socket in the
 * same turn still wins, so a stalled process is not taken for a hung Redis.
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  let immediate: NodeJS.Immediate | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      immediate = setImmediate(() => reject(new Error(`Redis did not answer in ${ms} ms`)))
    }, ms)
  })
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer)
    if (immediate) clearImmediate(immediate)
  })
}

function connection(url: string): Connection {
  const g = globalThis as WithConnection
  if (g[CONNECTION]?.url !== url) {
    const client = connectTo(url)
    client.on('error', () => undefined) // reported by the calls that fail; the client reconnects by itself
    g[CONNECTION] = { url, client, firstConnection: client.connect().catch(() => undefined), skipUntil: 0, failing: false }
  }
  return g[CONNECTION]!
}

export type RedisCallOptions = {
  /** The longest this call waits (default: the request deadline). */
  deadlineMs?: number
  /** Try even while Redis is failing (a write that matters more than its wait, such as a revalidation). */
  evenWhileFailing?: boolean
  url?: string
}

/**
 * Runs `run` on this process's connection to REDIS_URL and answers its result, or `fallback` when
 * REDIS_URL is unset, Redis is not connected, is being skipped after a failure, or does not answer
 * within the deadline.
 */
export async function withRedis<T>(run: (client: RedisClient) => Promise<T>, fallback: T, options: RedisCallOptions = {}): Promise<T> {
  const url = options.url ?? process.env.REDIS_URL
  if (!url) return fallback
  const c = connection(url)
  const deadlineMs = options.deadlineMs ?? requestDeadlineMs()
  if (c.failing && !options.evenWhileFailing && Date.now() < c.skipUntil) return fallback
  try {
    // Just started: the first connection is worth one short wait. Later, a lost connection is not.
    if (!c.client.isReady && !c.failing) await within(c.firstConnection, FIRST_CONNECTION_MS)
    if (!c.client.isReady) throw new Error('not connected')
    const result = await inSpan('redis', { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis' } }, () => within(run(c.client), deadlineMs))
    if (c.failing) logger().warn('Redis answers again: shared cache and shared rate limits are back')
    c.failing = false
    return result
  } catch (error) {
    if (!c.failing) {
      logger().error(
        `Redis unavailable (${(error as Error).message}): until it answers, rate limits are counted in each process and pages are rendered without the shared cache`,
      )
    }
    c.failing = true
    c.skipUntil = Date.now() + SKIP_AFTER_FAILURE_MS
    return fallback
  }
}

/** Tests, and a process stopping: close this process's connection (a later call opens a new one). */
export async function closeRedis(): Promise<void> {
  const g = globalThis as WithConnection
  const c = g[CONNECTION]
  g[CONNECTION] = undefined
  if (!c) return
  try {
    // quit() would wait for a reconnection that may never come.
    if (c.client.isReady) await within(c.client.quit(), 1_000)
    else c.client.destroy()
  } catch {
    c.client.destroy()
  }
}
