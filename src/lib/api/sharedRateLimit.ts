/**
 * Rate limits counted across every web instance (issue 20): with REDIS_URL set, each window is a
 * Redis counter (INCR, expiring with its window), so the (N+1)th request is refused whichever
 * instance takes it; without it, this process's memory (rateLimit.ts), as one instance needs.
 * Windows are fixed and aligned to the clock in Redis.
 *
 * Redis is never waited on: when it is down or does not answer within the request deadline
 * (src/lib/redis/connection.ts, 100 ms), the request is counted in this process's memory instead, so
 * the limit still holds per instance during an outage and a lead is answered at once.
 */
import { withRedis } from '../redis/connection'
import { limitSettings, takeTokenInMemory, type LimitName, type RateDecision } from './rateLimit'

const IN_PROCESS = Symbol('counted in this process')

export async function takeToken(name: LimitName, key: string, now = Date.now()): Promise<RateDecision> {
  if (!process.env.REDIS_URL) return takeTokenInMemory(name, key, now)
  const { limit, windowMs } = limitSettings(name)
  const window = Math.floor(now / windowMs)
  const id = `forecourt:rl:${name}:${key}:${window}`
  const count = await withRedis<number | typeof IN_PROCESS>(async (client) => {
    const [counted] = (await client.multi().incr(id).pExpire(id, windowMs, 'NX').exec()) as unknown as [number, number]
    return Number(counted)
  }, IN_PROCESS)
  if (count === IN_PROCESS) return takeTokenInMemory(name, key, now)
  if (count <= limit) return { allowed: true }
  return { allowed: false, retryAfterS: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) }
}
