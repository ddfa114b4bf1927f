/**
 * Rate limits across instances (issue 20): with REDIS_URL set, the lead limit is counted in Redis (the
 * Debian redis-server, started here), so a fresh process connection — another instance — still refuses
 * the (N+1)th lead from one address to one dealer; without it, the count is in memory as before. A
 * Redis that stops answering (issue 38) is never waited on: the leads are answered and counted in
 * this process until it is back.
 */
import type { Payload } from 'payload'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Tenant } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { closeRedis } from '@/lib/redis/connection'
import { findTenantByHost } from '@/lib/site/tenant'
import { startRedisServer, type RedisServer } from '../support/redisServer'
import { createTenant, getTestPayload, unique } from './helpers'
import { logger } from '@/lib/log/logger'

let payload: Payload
let dealer: Tenant
let otherDealer: Tenant
let redis: RedisServer
const saved = { REDIS_URL: process.env.REDIS_URL, LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT }

async function lead(ip: string, to: Tenant = dealer) {
  const request = new Request('http://forecourt.test/api/leads', {
    method: 'POST',
    headers: { host: to.domains![0]!.domain, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: ip, 'user-agent': 'vitest' },
    body: JSON.stringify({
      form: 'enquiry',
      idempotency_key: unique('rl').replace(/[^A-Za-z0-9_-]/g, ''),
      fields: { name: 'Rate', last_name: 'Limit', email: 'rate@example.com', phone: '0412 345 678', postcode: '2000', message: 'Hello', category: 'Sales' },
    }),
  })
  return (await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })).status
}

beforeAll(async () => {
  payload = await getTestPayload()
  dealer = await createTenant(payload, 'Rate Limit Dealer')
  otherDealer = await createTenant(payload, 'Rate Limit Other Dealer')
  redis = await startRedisServer()
  process.env.LEADS_RATE_LIMIT = '3'
})

afterAll(async () => {
  await closeRedis()
  await redis?.stop()
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})

describe('lead rate limit', () => {
  it('counts in Redis across instances: the 4th lead of a limit of 3 is refused by a fresh connection', async () => {
    process.env.REDIS_URL = redis.url
    const ip = '198.51.100.23'
    expect([await lead(ip), await lead(ip)]).toEqual([201, 201])
    // Another instance: its own connection, its own (empty) memory.
    await closeRedis()
    resetRateLimits()
    expect(await lead(ip)).toBe(201)
    expect(await lead(ip)).toBe(429)
    const direct = createClient({ url: process.env.REDIS_URL })
    await direct.connect()
    const keys = await direct.keys(`forecourt:rl:LEADS:${dealer.id}:198.51.100.23:*`)
    expect(keys).toHaveLength(1)
    expect(Number(await direct.get(keys[0]!))).toBe(4)
    expect(await direct.pTTL(keys[0]!)).toBeGreaterThan(0)
    await direct.quit()
    // Another address has its own count, and so has another dealer: shoppers behind one carrier's
    // shared address who enquire with several dealers are not refused for each other's leads.
    expect(await lead('198.51.100.24')).toBe(201)
    expect(await lead(ip, otherDealer)).toBe(201)
  })

  it('with Redis hung, answers every lead without waiting for it and counts them in this process', async () => {
    process.env.REDIS_URL = redis.url
    await closeRedis()
    resetRateLimits()
    const ip = '198.51.100.31'
    expect(await lead(ip)).toBe(201) // connected, counted in Redis
    const errors = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    // SIGSTOP: the connection stays open and nothing answers, as with a hung server or a lost network.
    redis.child.process.kill('SIGSTOP')
    try {
      // The limit of 3 still holds, counted here: the old client queued these until Redis came back.
      expect([await lead(ip), await lead(ip), await lead(ip), await lead(ip)]).toEqual([201, 201, 201, 429])
      expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('Redis unavailable'))).toHaveLength(1)
    } finally {
      redis.child.process.kill('SIGCONT')
      errors.mockRestore()
    }
    // Back: after its second's pause a lead tries Redis again and is counted there.
    const back = '198.51.100.32'
    const direct = createClient({ url: redis.url })
    await direct.connect()
    await expect
      .poll(
        async () => {
          resetRateLimits()
          expect(await lead(back)).not.toBe(500)
          return (await direct.keys(`forecourt:rl:LEADS:${dealer.id}:${back}:*`)).length
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(1)
    await direct.quit()
  })

  it('without REDIS_URL counts in this process, as one instance needs', async () => {
    delete process.env.REDIS_URL
    resetRateLimits()
    const ip = '198.51.100.99'
    expect([await lead(ip), await lead(ip), await lead(ip), await lead(ip)]).toEqual([201, 201, 201, 429])
  })
})
