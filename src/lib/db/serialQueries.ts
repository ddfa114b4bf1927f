/**
 * One query at a time on each PostgreSQL connection, queued by us.
 *
 * Payload runs a write in a transaction, on one connection, and validates the write's relationship
 * fields in parallel (each field's filterOptions is a query: the multi-tenant plugin gives every
 * relationship to a dealer's collection one). So two or three queries are sent on the same
 * connection at once. pg still queues them itself, but warns ("Calling client.query() when the client
 * is already executing a query is deprecated") and will refuse them in pg 9: the flow control has
 * to be the caller's. Here it is: every connection the pool makes sends its promise-style queries
 * in order, each after the previous one settled. Callback and streaming queries (the pool's own,
 * cursors) go straight through, as pg expects.
 */
import pg from 'pg'

import { logger } from '@/lib/log/logger'

type QueryArgs = Parameters<pg.PoolClient['query']>

const SERIALISED = Symbol('forecourt.serialQueries')

function serialise(client: pg.PoolClient & { [SERIALISED]?: true }): void {
  if (client[SERIALISED]) return
  client[SERIALISED] = true
  const send = client.query.bind(client) as (...args: unknown[]) => unknown
  let tail: Promise<unknown> = Promise.resolve()
  client.query = ((...args: QueryArgs) => {
    const last = args[args.length - 1]
    const first = args[0] as { submit?: unknown } | undefined
    if (typeof last === 'function' || typeof first?.submit === 'function') return send(...args)
    const run = tail.then(() => send(...args))
    tail = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }) as pg.PoolClient['query']
}

/**
 * A Pool whose connections each send one query at a time. An idle connection the server closes (a
 * PostgreSQL restart or stop: 57P01, a network cut) is an error event on the pool; pg drops that
 * connection and makes a new one when next needed, but with no listener Node treats the event as an
 * uncaught exception (seen on every stop of `npm start` on the embedded database). It is logged instead.
 */
class SerialPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('connect', (client) => serialise(client as pg.PoolClient))
    this.on('error', (error: Error & { code?: string }) => {
      logger().warn({ code: error.code, reason: error.message }, 'An idle database connection was closed; the pool opens a new one when needed')
    })
  }
}

/** The pg module for @payloadcms/db-postgres's `pg` option: pg itself, with SerialPool as its Pool. */
export const pgWithSerialQueries = { ...pg, Pool: SerialPool } as typeof pg
