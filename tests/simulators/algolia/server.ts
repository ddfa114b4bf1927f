/**
 * A local simulator of the Algolia REST API (node:http on 127.0.0.1, a free port), speaking the
 * documented request and response shapes of what Forecourt uses: batch writes, object get/delete,
 * settings (with standard replicas), clear, browse, tasks, and multi-index search with secured keys.
 *
 * Keys are checked as Algolia checks them: writes, settings, browse and tasks need the admin key;
 * searches take the search key or a secured key derived from it. A secured key is decoded and its
 * HMAC verified against the search key here, independently of src/lib/algolia/securedKey.ts, so a
 * mistake there cannot be mirrored and hidden; expired keys and indices outside restrictIndices are
 * refused, and the key's filters are ANDed with the request's, exactly the guarantee tenant safety
 * rests on. Everything is kept in memory and applied at once: every task is immediately published.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { allOf, FilterSyntaxError, parseFacetFilters, parseFilters, parseNumericFilters } from './filterSyntax'
import { runSearch, type SearchParams, type Settings, type StoredObject, type SynonymObject } from './search'
import { listen } from '../listen'

export type SimulatorOptions = { appId: string; adminKey: string; searchKey: string; now?: () => number }
export type KeyKind = 'admin' | 'search' | 'secured' | 'invalid' | 'missing'
export type LoggedRequest = { method: string; path: string; status: number; key: KeyKind; body: unknown }

export type AlgoliaSimulator = {
  /** Base URL, e.g. http://127.0.0.1:40123: set ALGOLIA_HOST to it. */
  url: string
  /** Every request answered, oldest first. */
  requests: LoggedRequest[]
  /** The objects of an index (a replica shows its primary's), in insertion order. */
  objects(indexName: string): StoredObject[]
  settings(indexName: string): Settings | undefined
  /** The synonyms saved to an index (forwarded to its replicas when asked). */
  synonyms(indexName: string): SynonymObject[]
  indexNames(): string[]
  /** Answers the next `count` requests, whatever they are, with `status` (default 500). */
  failNext(count: number, status?: number): void
  /** Forgets every index, task and logged request. */
  reset(): void
  close(): Promise<void>
}

type Index = { objects: Map<string, StoredObject>; settings: Settings; primary?: string; synonyms: SynonymObject[] }
type SecuredRestrictions = { params: URLSearchParams; restrictIndices: string[] | null }
class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message)
  }
}

/** Algolia's secured key: base64(hex HMAC-SHA256(parent, query) + query). Null unless it verifies. */
function verifySecuredKey(key: string, parentKey: string): URLSearchParams | null {
  const decoded = Buffer.from(key, 'base64').toString('utf8')
  const hmac = decoded.slice(0, 64)
  const query = decoded.slice(64)
  if (!/^[0-9a-f]{64}$/.test(hmac)) return null
  const expected = createHmac('sha256', parentKey).update(query).digest('hex')
  return timingSafeEqual(Buffer.from(expected), Buffer.from(hmac)) ? new URLSearchParams(query) : null
}

const globToRegExp = (glob: string) => new RegExp(`^${glob.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)

/** Parameters a secured key controls itself; every other parameter in it overrides the request's. */
const KEY_ONLY = new Set(['filters', 'facetFilters', 'numericFilters', 'restrictIndices', 'validUntil', 'userToken', 'referers', 'restrictSources'])

export async function startAlgoliaSimulator(options: SimulatorOptions): Promise<AlgoliaSimulator> {
  const now = options.now ?? Date.now
  const indices = new Map<string, Index>()
  const requests: LoggedRequest[] = []
  let taskCounter = 1000
  const tasks = new Set<number>()
  let failures: { count: number; status: number } = { count: 0, status: 500 }

  const newTask = () => {
    tasks.add(++taskCounter)
    return taskCounter
  }
  const ensureIndex = (name: string): Index => {
    let index = indices.get(name)
    if (!index) indices.set(name, (index = { objects: new Map(), settings: {}, synonyms: [] }))
    return index
  }
  const existing = (name: string): Index => {
    const index = indices.get(name)
    if (!index) throw new HttpError(404, `Index ${name} does not exist`)
    return index
  }
  /** A replica holds no objects of its own: it sorts its primary's. */
  const storeOf = (index: Index) => (index.primary ? (indices.get(index.primary)?.objects ?? new Map()) : index.objects)
  const writable = (name: string): Index => {
    const index = ensureIndex(name)
    if (index.primary) throw new HttpError(400, 'Cannot do write operations on a replica index.')
    return index
  }

  function classify(key: string | undefined): { kind: KeyKind; restrictions?: SecuredRestrictions } {
    if (!key) return { kind: 'missing' }
    if (key === options.adminKey) return { kind: 'admin' }
    if (key === options.searchKey) return { kind: 'search' }
    const params = verifySecuredKey(key, options.searchKey)
    if (!params) return { kind: 'invalid' }
    const validUntil = params.get('validUntil')
    if (validUntil !== null && Number(validUntil) < Math.floor(now() / 1000)) throw new HttpError(403, 'The API key has expired (validUntil).')
    const restrict = params.get('restrictIndices')
    return { kind: 'secured', restrictions: { params, restrictIndices: restrict ? restrict.split(',') : null } }
  }

  /** A search request's parameters: `params` as a URL-encoded string (older clients) and/or flattened (v5). */
  function paramsOf(request: Record<string, unknown>): SearchParams {
    const { params, indexName: _indexName, type: _type, ...flat } = request
    const fromString = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : {}
    return { ...fromString, ...(params && typeof params === 'object' ? params : {}), ...flat }
  }

  function search(indexName: string, raw: SearchParams, key: { kind: KeyKind; restrictions?: SecuredRestrictions }) {
    // The key is checked before the index is looked up: an unknown index outside the key is a 403.
    if (key.restrictions?.restrictIndices && !key.restrictions.restrictIndices.some((glob) => globToRegExp(glob).test(indexName))) {
      throw new HttpError(403, `Index not allowed with this API key: ${indexName}`)
    }
    const index = existing(indexName)
    let params = raw
    const keyParams = key.restrictions?.params
    if (keyParams) {
      const overrides = [...keyParams].filter(([name]) => !KEY_ONLY.has(name))
      params = { ...params, ...Object.fromEntries(overrides) }
    }
    const filter = allOf(
      parseFilters(keyParams?.get('filters') ?? ''),
      parseFacetFilters(keyParams?.get('facetFilters') ?? undefined),
      parseNumericFilters(keyParams?.get('numericFilters') ?? undefined),
      parseFilters(String(params.filters ?? '')),
      parseFacetFilters(params.facetFilters),
      parseNumericFilters(params.numericFilters),
    )
    return runSearch(indexName, [...storeOf(index).values()], index.settings, params, filter, { hideUnretrievable: key.kind !== 'admin', synonyms: index.synonyms })
  }

  function applyBatch(indexName: string, body: { requests?: { action: string; body?: Record<string, unknown> }[] }) {
    if (!Array.isArray(body.requests)) throw new HttpError(400, 'Missing requests in batch body.')
    const index = writable(indexName)
    const objectIDs: string[] = []
    for (const { action, body: object = {} } of body.requests) {
      const id = object.objectID === undefined ? undefined : String(object.objectID)
      if (action !== 'addObject' && action !== 'clear' && id === undefined) throw new HttpError(400, `objectID is required for ${action}.`)
      switch (action) {
        case 'addObject':
        case 'updateObject': {
          const objectID = id ?? randomUUID()
          index.objects.set(objectID, { ...object, objectID })
          objectIDs.push(objectID)
          break
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          const current = index.objects.get(id!)
          if (current || action === 'partialUpdateObject') index.objects.set(id!, { ...(current ?? {}), ...object, objectID: id! })
          objectIDs.push(id!)
          break
        }
        case 'deleteObject':
          index.objects.delete(id!)
          objectIDs.push(id!)
          break
        case 'clear':
          index.objects.clear()
          break
        default:
          throw new HttpError(400, `Unknown batch action: ${action}`)
      }
    }
    return { taskID: newTask(), objectIDs }
  }

  function applySettings(indexName: string, settings: Settings, forwardToReplicas: boolean) {
    const index = ensureIndex(indexName)
    index.settings = { ...index.settings, ...settings }
    for (const replica of settings.replicas ?? []) {
      const target = ensureIndex(replica)
      // A new replica starts with a copy of its primary's settings, as Algolia's do.
      if (!target.primary && Object.keys(target.settings).length === 0) {
        const { replicas: _replicas, ...inherited } = index.settings
        target.settings = { ...inherited }
      }
      target.primary = indexName
      if (forwardToReplicas) {
        const { replicas: _r, ...forwarded } = settings
        target.settings = { ...target.settings, ...forwarded }
      }
    }
    return { taskID: newTask(), updatedAt: new Date(now()).toISOString() }
  }

  async function route(method: string, url: URL, body: unknown, key: ReturnType<typeof classify>): Promise<unknown> {
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
    if (parts[0] !== '1' || parts[1] !== 'indexes' || parts.length < 3) throw new HttpError(404, `No route for ${method} ${url.pathname}`)
    const [, , indexName, second, third] = parts as [string, string, string, string?, string?]
    const needAdmin = () => {
      if (key.kind !== 'admin') throw new HttpError(403, 'Method not allowed with this API key')
    }
    const needSearch = () => {
      if (key.kind !== 'admin' && key.kind !== 'search' && key.kind !== 'secured') throw new HttpError(403, 'Invalid Application-ID or API key')
    }

    if (method === 'POST' && indexName === '*' && second === 'queries') {
      needSearch()
      const list = (body as { requests?: Record<string, unknown>[] }).requests
      if (!Array.isArray(list)) throw new HttpError(400, 'Missing requests in body.')
      return { results: list.map((r) => search(String(r.indexName), paramsOf(r), key)) }
    }
    if (method === 'POST' && second === 'query' && !third) {
      needSearch()
      return search(indexName, paramsOf(body as Record<string, unknown>), key)
    }
    if (method === 'POST' && second === 'batch') {
      needAdmin()
      return applyBatch(indexName, body as never)
    }
    if (second === 'settings' && !third) {
      needAdmin()
      if (method === 'GET') return existing(indexName).settings
      if (method === 'PUT') return applySettings(indexName, body as Settings, url.searchParams.get('forwardToReplicas') === 'true')
    }
    if (method === 'POST' && second === 'synonyms' && third === 'batch') {
      needAdmin()
      if (!Array.isArray(body)) throw new HttpError(400, 'The synonyms batch must be an array.')
      const list = body as SynonymObject[]
      const replace = url.searchParams.get('replaceExistingSynonyms') === 'true'
      const targets = [indexName, ...(url.searchParams.get('forwardToReplicas') === 'true' ? (ensureIndex(indexName).settings.replicas ?? []) : [])]
      for (const name of targets) {
        const index = ensureIndex(name)
        const kept = replace ? [] : index.synonyms.filter((s) => !list.some((n) => n.objectID === s.objectID))
        index.synonyms = [...kept, ...list]
      }
      return { taskID: newTask(), updatedAt: new Date(now()).toISOString() }
    }
    if (method === 'POST' && second === 'clear') {
      needAdmin()
      writable(indexName).objects.clear()
      return { taskID: newTask(), updatedAt: new Date(now()).toISOString() }
    }
    if (method === 'POST' && second === 'browse') {
      needAdmin()
      const { cursor, hitsPerPage = 1000 } = body as { cursor?: string; hitsPerPage?: number }
      const offset = cursor ? Number(Buffer.from(cursor, 'base64').toString()) : 0
      const all = [...storeOf(existing(indexName)).values()]
      const hits = all.slice(offset, offset + hitsPerPage)
      const next = offset + hits.length < all.length ? Buffer.from(String(offset + hits.length)).toString('base64') : undefined
      return { hits, nbHits: all.length, ...(next ? { cursor: next } : {}) }
    }
    if (method === 'GET' && second === 'task' && third) {
      needAdmin()
      if (!tasks.has(Number(third))) throw new HttpError(404, `Task ${third} does not exist`)
      return { status: 'published', pendingTask: false }
    }
    if (second && !third) {
      if (method === 'GET') {
        needSearch()
        const index = existing(indexName)
        const object = storeOf(index).get(second)
        if (!object) throw new HttpError(404, 'ObjectID does not exist')
        const hidden = new Set(key.kind === 'admin' ? [] : (index.settings.unretrievableAttributes ?? []))
        return Object.fromEntries(Object.entries(object).filter(([k]) => !hidden.has(k)))
      }
      if (method === 'DELETE') {
        needAdmin()
        writable(indexName).objects.delete(second)
        return { taskID: newTask(), deletedAt: new Date(now()).toISOString() }
      }
    }
    throw new HttpError(404, `No route for ${method} ${url.pathname}`)
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let raw = Buffer.concat(chunks)
    if (raw.length === 0) return {}
    if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw)
    try {
      return JSON.parse(raw.toString('utf8'))
    } catch {
      throw new HttpError(400, 'Invalid JSON in request body.')
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator')
    const method = req.method ?? 'GET'
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', '*')
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
      res.writeHead(204).end()
      return
    }
    let status = 200
    let payload: unknown
    let body: unknown = null
    let keyKind: KeyKind = 'missing'
    try {
      body = await readBody(req)
      const header = (name: string) => {
        const value = req.headers[name] ?? url.searchParams.get(name) ?? undefined
        return Array.isArray(value) ? value[0] : value
      }
      if (failures.count > 0) {
        failures.count--
        throw new HttpError(failures.status, 'Simulated failure')
      }
      if (header('x-algolia-application-id') !== options.appId) throw new HttpError(403, 'Invalid Application-ID or API key')
      const key = classify(header('x-algolia-api-key'))
      keyKind = key.kind
      if (key.kind === 'invalid' || key.kind === 'missing') throw new HttpError(403, 'Invalid Application-ID or API key')
      payload = await route(method, url, body, key)
    } catch (error) {
      status = error instanceof HttpError ? error.status : error instanceof FilterSyntaxError ? 400 : 500
      payload = { message: error instanceof Error ? error.message : String(error), status }
    }
    requests.push({ method, path: url.pathname + url.search, status, key: keyKind, body })
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(payload))
  }

  const server = createServer((req, res) => void handle(req, res))
  await listen(server)
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects: (name) => {
      const index = indices.get(name)
      return index ? [...storeOf(index).values()] : []
    },
    settings: (name) => indices.get(name)?.settings,
    synonyms: (name) => indices.get(name)?.synonyms ?? [],
    indexNames: () => [...indices.keys()],
    failNext: (count, status = 500) => {
      failures = { count, status }
    },
    reset: () => {
      indices.clear()
      tasks.clear()
      requests.length = 0
      failures = { count: 0, status: 500 }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
