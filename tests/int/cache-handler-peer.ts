/**
 * Another web instance, for tests/int/redis-cache-handler.int.test.ts: a separate process with its
 * own Redis connection and its own handler, as Next would make it. Runs the steps given as JSON in
 * argv[2] in order ({ op: 'get', key, ctx? } | { op: 'set', key, value, ctx? } | { op: 'revalidate', tags })
 * and prints one JSON line: each step's result (a get's value, or null for a miss).
 * Environment: REDIS_URL, and SERVER_DIST_DIR (the folder whose parent holds BUILD_ID).
 */
import RedisCacheHandler from '@/lib/cache/redisCacheHandler'
import { closeRedis } from '@/lib/redis/connection'

type Step = { op: 'get'; key: string; ctx?: object } | { op: 'set'; key: string; value: unknown; ctx?: object } | { op: 'revalidate'; tags: string[] }

const steps = JSON.parse(process.argv[2] ?? '[]') as Step[]
const handler = new RedisCacheHandler({ serverDistDir: process.env.SERVER_DIST_DIR })
const results: unknown[] = []
for (const step of steps) {
  if (step.op === 'get') results.push((await handler.get(step.key, step.ctx))?.value ?? null)
  else if (step.op === 'set') results.push(await handler.set(step.key, step.value, step.ctx))
  else results.push(await handler.revalidateTag(step.tags))
}
console.log(JSON.stringify(results))
await closeRedis()
