/**
 * Cache revalidations shared by every process on one database (issue 20), over PostgreSQL's
 * LISTEN/NOTIFY: the one service every deployment already has. A revalidation made anywhere (a web
 * instance's Payload hook, the worker's job, a feed run) is published here; every web instance
 * listens (scripts/next-server.ts) and expires the same tags in its own Next cache and front cache.
 * Without DATABASE_URL (a unit test, a build) publishing does nothing.
 */
import pg from 'pg'

const CHANNEL = 'forecourt_revalidate'
/** NOTIFY payloads must stay under 8,000 bytes: tags go in chunks. */
const MAX_PAYLOAD = 7_000

let pool: pg.Pool | null = null
function busPool(): pg.Pool | null {
  const url = process.env.DATABASE_URL
  if (!url) return null
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 10_000 })
    pool.on('error', () => undefined)
  }
  return pool
}

/** The messages a list of tags travels in. */
function chunkTags(tags: readonly string[]): string[] {
  const out: string[] = []
  let chunk: string[] = []
  for (const tag of new Set(tags)) {
    if (JSON.stringify([...chunk, tag]).length > MAX_PAYLOAD && chunk.length) {
      out.push(JSON.stringify(chunk))
      chunk = []
    }
    chunk.push(tag)
  }
  if (chunk.length) out.push(JSON.stringify(chunk))
  return out
}

export async function publishRevalidation(tags: readonly string[]): Promise<void> {
  const db = busPool()
  if (!db || tags.length === 0) return
  for (const message of chunkTags(tags)) await db.query('SELECT pg_notify($1, $2)', [CHANNEL, message])
}

/**
 * Calls `onTags` for every revalidation any process publishes, reconnecting after a lost connection
 * (then `onReconnect`, since messages sent meanwhile are gone: the caller empties what it holds).
 */
export function subscribeRevalidations(databaseUrl: string, onTags: (tags: string[]) => void, onReconnect: () => void): () => Promise<void> {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | null = null
  const connect = async (again: boolean) => {
    const c = new pg.Client({ connectionString: databaseUrl })
    c.on('error', () => undefined)
    c.on('end', () => {
      if (!stopped) retry = setTimeout(() => void connect(true), 1_000)
    })
    c.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return
      try {
        const tags = JSON.parse(n.payload) as unknown
        if (Array.isArray(tags)) onTags(tags.filter((t): t is string => typeof t === 'string'))
      } catch {
        // Not ours: ignore.
      }
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${CHANNEL}`)
      client = c
      if (again) onReconnect()
    } catch {
      if (!stopped) retry = setTimeout(() => void connect(true), 1_000)
    }
  }
  void connect(false)
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}
