/**
 * Rate limits counted across every web instance (issue 20): with REDIS_URL set, each window is a
 * Redis counter (INCR, expiring with its window), so the (N+1)th request is refused whichever
 * instance takes it; without it, this process's memory (rateLimit.ts), as one instance needs.
 * Windows are fixed and aligned to the clock in Redis. If Redis does not answer, the request is let
 * through and the failure logged: a shopper's lead is never refused because a counter is down.
 */
import { createClient } from 'redis'

import { limitSettings, takeTokenInMemory, type LimitName, type RateDecision } from './rateLimit'

const connectTo = (url: string) =>
  createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2_000) } })
type Client = ReturnType<typeof connectTo>
const CLIENT = Symbol.for('forecourt.rateLimitRedis')
type WithClient = typeof globalThis & { [CLIENT]?: Promise<Client> }

/** One connection per process (shared by Next's bundles through globalThis). */
function redis(url: string): Promise<Client> {
  const g = globalThis as WithClient
  if (!g[CLIENT]) {
    const client = connectTo(url)
    client.on('error', () => undefined) // reported per call below; the client reconnects by itself
    g[CLIENT] = client.connect().then(() => client) as Promise<Client>
    g[CLIENT].catch(() => (g[CLIENT] = undefined))
  }
  return g[CLIENT]!
}

export async function takeToken(name: LimitName, key: string, now = Date.now()): Promise<RateDecision> {
  const url = process.env.REDIS_URL
  if (!url) return takeTokenInMemory(name, key, now)
  const { limit, windowMs } = limitSettings(name)
  const window = Math.floor(now / windowMs)
  const id = `forecourt:rl:${name}:${key}:${window}`
  try {
    const client = await redis(url)
    const [count] = (await client.multi().incr(id).pExpire(id, windowMs, 'NX').exec()) as unknown as [number, number]
    if (Number(count) <= limit) return { allowed: true }
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) }
  } catch (error) {
    console.error(`rate limit ${name}: Redis did not answer, request let through`, (error as Error).message)
    return { allowed: true }
  }
}

/** Tests: close this process's connection. */
export async function closeRateLimitRedis(): Promise<void> {
  const g = globalThis as WithClient
  const pending = g[CLIENT]
  g[CLIENT] = undefined
  if (pending) await (await pending.catch(() => null))?.quit().catch(() => undefined)
}
