/**
 * Database access for the search index. Writes run through drizzle inside the request's transaction
 * when there is one, so a vehicle and its search row commit or roll back together; reads use
 * Payload's pg pool directly with parameterised SQL.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

type Executor = { execute: (query: SQL) => Promise<unknown> }

const adapterOf = (payload: Payload) => payload.db as unknown as PostgresAdapter

export const poolOf = (payload: Payload): Pool => adapterOf(payload).pool

/** The request's transaction, or the adapter's own connection (Payload's getTransaction, which it does not export). */
export async function executorFor(req: PayloadRequest): Promise<Executor> {
  const adapter = adapterOf(req.payload) as unknown as { drizzle: Executor; sessions: Record<string, { db?: Executor } | undefined> }
  if (req.transactionID) {
    const session = adapter.sessions[String(await req.transactionID)]
    if (session?.db) return session.db
  }
  return adapter.drizzle
}
