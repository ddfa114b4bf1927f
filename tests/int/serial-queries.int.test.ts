/**
 * One query at a time on each PostgreSQL connection (issue 38, src/lib/db/serialQueries.ts). Payload
 * validates a write's relationship fields in parallel inside its transaction (a stock feed run: its
 * dealer, feed and file each check their filterOptions with a query), which sent two or three
 * queries on one connection at once and made pg warn "Calling client.query() when the client is
 * already executing a query". Payload's pool is the serialising one; on it, queries sent at once on
 * one connection go one after another (pg's own queue never holds one), each answered, in order; a
 * plain pg pool, watched the same way, does send them on a busy connection.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { pgWithSerialQueries } from '@/lib/db/serialQueries'
import { logger } from '@/lib/log/logger'
import { receiveFeedFile } from '@/lib/stockFeeds/files'
import type { StockFeed, Tenant } from '@/payload-types'
import { createTenant, getTestPayload, unique } from './helpers'

type Watched = pg.Client & { activeQuery?: unknown; queryQueue?: unknown[] }

let payload: Payload
let dealer: Tenant

// Every query a connection made from now on sends, noting whether that connection was busy.
let busySends = 0
const originalQuery = pg.Client.prototype.query
beforeAll(async () => {
  pg.Client.prototype.query = function (this: Watched, ...args: unknown[]) {
    if (this.activeQuery || (this.queryQueue?.length ?? 0) > 0) busySends++
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof pg.Client.prototype.query
  payload = await getTestPayload()
  dealer = await createTenant(payload, unique('serial'))
})
afterAll(() => {
  pg.Client.prototype.query = originalQuery
})

/** Three queries sent at once on one connection of `pool`; their answers in the order they came. */
async function threeAtOnce(pool: pg.Pool): Promise<{ answers: number[]; order: number[] }> {
  const client = await pool.connect()
  try {
    const order: number[] = []
    const answers = await Promise.all([3, 1, 2].map((n) => client.query<{ n: number }>('SELECT $1::int AS n, pg_sleep($2)', [n, n / 100]).then((r) => (order.push(n), r.rows[0]!.n))))
    return { answers, order }
  } finally {
    client.release()
  }
}

describe('queries on one connection', () => {
  it("Payload's pool is the serialising one, and a write validated in parallel inside its transaction is stored", async () => {
    expect((payload.db as unknown as { pool: pg.Pool }).pool).toBeInstanceOf(pgWithSerialQueries.Pool)
    const feed = (await payload.create({
      collection: 'stock-feeds',
      data: { name: unique('feed'), tenant: dealer.id, source: 'upload', preset: 'au-dms-csv', format: 'csv' } as StockFeed,
      overrideAccess: true,
    })) as StockFeed
    const run = await receiveFeedFile(payload, { id: feed.id, tenantId: dealer.id }, { data: Buffer.from('StockNumber\n1\n'), name: 'stock.csv' }, 'upload')
    const stored = await payload.findByID({ collection: 'stock-feed-runs', id: run.id, depth: 0, overrideAccess: true })
    expect(stored.status).toBe('queued')
  })

  it('sends queries made at once one after another, each answered in order, and a failure does not stop the next', async () => {
    const pool = new pgWithSerialQueries.Pool({ connectionString: inject('databaseUrl'), max: 1 })
    try {
      busySends = 0
      expect(await threeAtOnce(pool)).toEqual({ answers: [3, 1, 2], order: [3, 1, 2] })
      const client = await pool.connect()
      try {
        const [failed, next] = await Promise.allSettled([client.query('SELECT nope'), client.query('SELECT 7 AS n')])
        expect(failed.status).toBe('rejected')
        expect(next).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 7 }] } })
      } finally {
        client.release()
      }
      expect(busySends).toBe(0)
    } finally {
      await pool.end()
    }
  })

  it('a plain pg pool, watched the same way, sends them on a busy connection (what pg warns of)', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 })
    try {
      busySends = 0
      await threeAtOnce(pool)
      expect(busySends).toBe(2)
    } finally {
      await pool.end()
    }
  })
})

describe('an idle connection the server closes', () => {
  it('is a warning naming the code, not an uncaught error, and the pool answers the next query on a new connection', async () => {
    const pool = new pgWithSerialQueries.Pool({ connectionString: inject('databaseUrl'), max: 1 })
    const admin = new pg.Client({ connectionString: inject('databaseUrl') })
    const warn = vi.spyOn(logger(), 'warn')
    try {
      await admin.connect()
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      const closed = new Promise<void>((resolve) => pool.once('error', () => resolve()))
      // What stopping PostgreSQL does to every connection: 57P01, "terminating connection due to administrator command".
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
      await closed
      expect(pool.listenerCount('error')).toBeGreaterThan(0)
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ code: '57P01' }), expect.stringContaining('idle database connection was closed'))
      expect((await pool.query<{ n: number }>('SELECT 1 AS n')).rows[0]!.n).toBe(1)
    } finally {
      warn.mockRestore()
      await admin.end()
      await pool.end()
    }
  })
})
