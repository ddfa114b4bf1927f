/**
 * Next's cache shared in Redis (issue 20, src/lib/cache/redisCacheHandler.ts), against Debian's real
 * redis-server: what one instance stores another serves; a tag revalidated by one instance (or by a
 * job, through revalidateTagsFromJob) makes the entry a miss on every other; Next's implicit `_N_T_`
 * path tags count; a new build never reads an older one's entries; and with Redis gone the handler
 * answers a miss instead of failing the page. The other instance is a real second process
 * (tests/int/cache-handler-peer.ts) with its own connection.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import RedisCacheHandler from '@/lib/cache/redisCacheHandler'
import { revalidateTagsFromJob } from '@/lib/cache/revalidateFromJob'
import { TAGS_KEY } from '@/lib/cache/sharedCacheRedis'
import { closeRedis } from '@/lib/redis/connection'
import { startRedisServer, type RedisServer } from '../support/redisServer'
import { logger } from '@/lib/log/logger'

let redis: RedisServer
let url = ''
let tmp = ''
const saved = process.env.REDIS_URL

/** A build folder as Next leaves it: {dir}/BUILD_ID beside {dir}/server, the folder Next passes. */
function buildDir(id: string): string {
  const dir = path.join(tmp, id)
  mkdirSync(path.join(dir, 'server'), { recursive: true })
  writeFileSync(path.join(dir, 'BUILD_ID'), id)
  return path.join(dir, 'server')
}

/** Runs steps in another process (another web instance of the same build). */
async function peer(serverDistDir: string, steps: object[]): Promise<unknown[]> {
  const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['tests/int/cache-handler-peer.ts', JSON.stringify(steps)], {
    env: { ...process.env, REDIS_URL: url, SERVER_DIST_DIR: serverDistDir },
    timeout: 60_000,
  })
  return JSON.parse(stdout.trim().split('\n').pop()!) as unknown[]
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  status: 200,
  postponed: undefined,
  headers: { 'x-next-cache-tags': tags },
  segmentData: new Map([['/_tree', Buffer.from([1, 2, 3])]]),
})
const data = (body: string, tags: string[]) => ({ kind: 'FETCH', data: { headers: {}, body, url: '', status: 200 }, tags, revalidate: false })

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'forecourt-cache-'))
  redis = await startRedisServer({ dir: tmp })
  url = redis.url
  process.env.REDIS_URL = url
})

afterAll(async () => {
  await closeRedis()
  await redis?.stop()
  if (saved === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = saved
  rmSync(tmp, { recursive: true, force: true })
})

describe('the Redis cache handler', () => {
  it('stores a page and answers it back, Buffers, segment Map and cache lifetime included', async () => {
    const handler = new RedisCacheHandler({ serverDistDir: buildDir('build-1') })
    const before = Date.now()
    await handler.set('/h.example/cars/a', page('<p>A</p>', 'tenant:1,_N_T_/layout'), { cacheControl: { revalidate: false } })
    const hit = await handler.get('/h.example/cars/a', { kind: 'APP_PAGE' })
    expect(hit).not.toBeNull()
    expect(hit!.lastModified).toBeGreaterThanOrEqual(before)
    expect(hit!.cacheControl).toEqual({ revalidate: false })
    const value = hit!.value as ReturnType<typeof page>
    expect(value.html).toBe('<p>A</p>')
    expect(value.rscData.toString()).toBe('rsc:<p>A</p>')
    expect([...value.segmentData.get('/_tree')!]).toEqual([1, 2, 3])
    expect(await handler.get('/h.example/cars/unknown', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('a page rendered by one instance is served by another, and a tag revalidated by either is a miss on both', async () => {
    const dist = buildDir('build-2')
    const here = new RedisCacheHandler({ serverDistDir: dist })
    await here.set('/a.example/', page('<p>home A</p>', 'tenant:10,host:a.example,_N_T_/layout'), { cacheControl: { revalidate: false } })
    await here.set('/b.example/', page('<p>home B</p>', 'tenant:20,host:b.example,_N_T_/layout,_N_T_/b.example'), { cacheControl: { revalidate: false } })
    // The other instance serves what this one rendered.
    const [a, b] = await peer(dist, [
      { op: 'get', key: '/a.example/', ctx: { kind: 'APP_PAGE' } },
      { op: 'get', key: '/b.example/', ctx: { kind: 'APP_PAGE' } },
    ])
    expect((a as { html: string }).html).toBe('<p>home A</p>')
    expect((b as { html: string }).html).toBe('<p>home B</p>')
    // The other instance revalidates dealer 10 (a Payload hook there): a miss here, at once; dealer 20 stays.
    await peer(dist, [{ op: 'revalidate', tags: ['tenant:10'] }])
    expect(await here.get('/a.example/', { kind: 'APP_PAGE' })).toBeNull()
    expect((await here.get('/b.example/', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: '<p>home B</p>' })
    // And the other way round: revalidated here, a miss there.
    await here.revalidateTag('host:b.example')
    expect(await peer(dist, [{ op: 'get', key: '/b.example/', ctx: { kind: 'APP_PAGE' } }])).toEqual([null])
    // Rendered again after the revalidation: a hit everywhere again.
    await here.set('/a.example/', page('<p>home A v2</p>', 'tenant:10,host:a.example'), { cacheControl: { revalidate: false } })
    expect(await peer(dist, [{ op: 'get', key: '/a.example/', ctx: { kind: 'APP_PAGE' } }])).toEqual([expect.objectContaining({ html: '<p>home A v2</p>' })])
  })

  it('counts Next’s implicit path tags: a page’s tag header, and the soft tags a data-cache read passes', async () => {
    const dist = buildDir('build-3')
    const here = new RedisCacheHandler({ serverDistDir: dist })
    await here.set('/c.example/cars/x', page('<p>X</p>', 'vehicle:5,_N_T_/layout,_N_T_/[host]/cars/[slug]/page,_N_T_/c.example/cars/x'), {
      cacheControl: { revalidate: false },
    })
    await here.set('data-vehicle-5', data('{"id":5}', ['vehicle:5']), { fetchCache: true, tags: ['vehicle:5'] })
    const readFrom = (pathTag: string) => ({ kind: 'FETCH', tags: ['vehicle:5'], softTags: ['_N_T_/layout', pathTag] })
    expect(await here.get('data-vehicle-5', readFrom('_N_T_/c.example/cars/y'))).not.toBeNull()
    // revalidatePath('/c.example/cars/x') is revalidateTag('_N_T_/c.example/cars/x'), from another instance.
    await peer(dist, [{ op: 'revalidate', tags: ['_N_T_/c.example/cars/x'] }])
    expect(await here.get('/c.example/cars/x', { kind: 'APP_PAGE' })).toBeNull()
    // The data entry has no such tag of its own: read by that page it is a miss, by another page a hit.
    expect(await here.get('data-vehicle-5', readFrom('_N_T_/c.example/cars/x'))).toBeNull()
    expect(await here.get('data-vehicle-5', readFrom('_N_T_/c.example/cars/y'))).not.toBeNull()
  })

  it('keys entries by build: a new release never reads an older one’s entries', async () => {
    const old = new RedisCacheHandler({ serverDistDir: buildDir('release-1') })
    const next = new RedisCacheHandler({ serverDistDir: buildDir('release-2') })
    await old.set('/d.example/', page('<p>old code</p>', 'tenant:30'), { cacheControl: { revalidate: false } })
    expect(await next.get('/d.example/', { kind: 'APP_PAGE' })).toBeNull()
    expect(await old.get('/d.example/', { kind: 'APP_PAGE' })).not.toBeNull()
    const direct = createClient({ url })
    await direct.connect()
    expect(await direct.keys('forecourt:next:release-1:*')).toEqual(['forecourt:next:release-1:/d.example/'])
    expect(await direct.keys('forecourt:next:release-2:*')).toEqual([])
    expect(await direct.ttl('forecourt:next:release-1:/d.example/')).toBeGreaterThan(0)
    await direct.quit()
    // Without a BUILD_ID the handler keeps nothing rather than guess.
    const unknown = new RedisCacheHandler({ serverDistDir: path.join(tmp, 'no-build', 'server') })
    await unknown.set('/d.example/', page('<p>?</p>', ''), {})
    expect(await unknown.get('/d.example/', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('a revalidation outside any request (a job in the worker, a feed run) reaches every instance through Redis', async () => {
    const dist = buildDir('build-5')
    const here = new RedisCacheHandler({ serverDistDir: dist })
    await here.set('/e.example/cars/z', page('<p>Z</p>', 'tenant:40,vehicle:77'), { cacheControl: { revalidate: false } })
    expect(await revalidateTagsFromJob(['vehicle:77'])).toBe(true)
    expect(await peer(dist, [{ op: 'get', key: '/e.example/cars/z', ctx: { kind: 'APP_PAGE' } }])).toEqual([null])
    const direct = createClient({ url })
    await direct.connect()
    expect(Number(await direct.hGet(TAGS_KEY, 'vehicle:77'))).toBeGreaterThan(0)
    await direct.quit()
  })

  it('with Redis gone, answers a miss and stores nothing, without throwing, and says so once', async () => {
    const here = new RedisCacheHandler({ serverDistDir: buildDir('build-6') })
    await here.set('/f.example/', page('<p>F</p>', 'tenant:50'), { cacheControl: { revalidate: false } })
    expect(await here.get('/f.example/', { kind: 'APP_PAGE' })).not.toBeNull()
    const errors = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    try {
      await redis.stop()
      const started = Date.now()
      for (let i = 0; i < 3; i++) {
        expect(await here.get('/f.example/', { kind: 'APP_PAGE' })).toBeNull()
        await expect(here.set('/f.example/', page('<p>F2</p>', 'tenant:50'), {})).resolves.toBeUndefined()
        await expect(here.revalidateTag(['tenant:50'])).resolves.toBeUndefined()
      }
      // Nine calls, each giving up within its deadline (at most 1 s, a revalidation's), most at once.
      expect(Date.now() - started).toBeLessThan(9_000)
      expect(errors.mock.calls.filter((c) => String(c[0]).includes('Redis unavailable'))).toHaveLength(1)
      // A process that starts while Redis is down does the same.
      await closeRedis()
      const fresh = new RedisCacheHandler({ serverDistDir: buildDir('build-6') })
      expect(await fresh.get('/f.example/', { kind: 'APP_PAGE' })).toBeNull()
      expect(await revalidateTagsFromJob(['tenant:50'])).toBe(true) // the bus still carries it
    } finally {
      errors.mockRestore()
    }
  })
})
