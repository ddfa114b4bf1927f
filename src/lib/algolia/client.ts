/**
 * A small typed client for the parts of Algolia's REST API we use: batch writes, settings, clearing,
 * browsing object IDs and waiting for tasks. Plain fetch, so the behaviour on failure is ours to state:
 * each host is tried once (network error, timeout or 5xx moves on to the next), and the last failure
 * is thrown as an AlgoliaApiError carrying the status and Algolia's own message. Retrying later is the
 * job queue's business (src/lib/search/jobs.ts), not this module's.
 *
 * Why not algoliasearch's full client: it would work against the simulator too, but it keeps its own
 * retry state and host health per process, which hides failures from the job queue and the tests.
 */
import type { AlgoliaSettings } from '../search/engine'
import type { IndexSettings, SynonymObject } from './settings'

export class AlgoliaApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    /** HTTP status, or 0 when no host answered (network error or timeout). */
    readonly status: number,
    readonly algoliaMessage: string,
  ) {
    super(`Algolia ${method} ${path} failed: ${status || 'no response'} ${algoliaMessage}`)
    this.name = 'AlgoliaApiError'
  }
}

export type AlgoliaClientOptions = {
  appId: string
  apiKey: string
  /** Base URLs, tried in order. Defaults to Algolia's hosts for the application. */
  hosts?: { read: string[]; write: string[] }
  timeouts?: { readMs: number; writeMs: number }
}

export type TaskResponse = { taskID: number }
export type BatchResponse = TaskResponse & { objectIDs: string[] }
export type SettingsResponse = TaskResponse & { updatedAt: string }
type BatchAction = 'addObject' | 'updateObject' | 'partialUpdateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject'
export type BatchRequest = { action: BatchAction; body: Record<string, unknown> }
export type AlgoliaObject = { objectID: string } & Record<string, unknown>

/** Algolia's documented hosts: `-dsn` for reads, the app host for writes, then three shared fallbacks. */
function defaultHosts(appId: string): { read: string[]; write: string[] } {
  const fallbacks = [1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)
  return { read: [`https://${appId}-dsn.algolia.net`, ...fallbacks], write: [`https://${appId}.algolia.net`, ...fallbacks] }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const enc = encodeURIComponent

export function createAlgoliaClient(options: AlgoliaClientOptions) {
  const hosts = options.hosts ?? defaultHosts(options.appId)
  const timeouts = options.timeouts ?? { readMs: 5_000, writeMs: 30_000 }
  const headers = {
    'X-Algolia-Application-Id': options.appId,
    'X-Algolia-API-Key': options.apiKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  }

  async function request<T>(kind: 'read' | 'write', method: string, path: string, body?: unknown): Promise<T> {
    let failure: AlgoliaApiError | null = null
    for (const base of kind === 'read' ? hosts.read : hosts.write) {
      let response: Response
      try {
        response = await fetch(`${base.replace(/\/$/, '')}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(kind === 'read' ? timeouts.readMs : timeouts.writeMs),
        })
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String((error as Error)?.message ?? error)
        failure = new AlgoliaApiError(method, path, 0, `${reason} (${base})`)
        continue
      }
      const text = await response.text()
      let json: unknown = null
      try {
        json = text ? JSON.parse(text) : null
      } catch {
        // Not JSON (a proxy's error page): report the text itself below.
      }
      if (response.ok) return json as T
      const message = (json as { message?: string } | null)?.message ?? (text.slice(0, 200) || response.statusText)
      failure = new AlgoliaApiError(method, path, response.status, message)
      // A 4xx is our request's fault and will fail the same way everywhere; 5xx may be one host's.
      if (response.status < 500) throw failure
    }
    throw failure ?? new AlgoliaApiError(method, path, 0, 'no hosts configured')
  }

  const client = {
    batch: (indexName: string, requests: BatchRequest[]) =>
      request<BatchResponse>('write', 'POST', `/1/indexes/${enc(indexName)}/batch`, { requests }),

    /** Adds or replaces whole objects (addObject with an objectID replaces the stored object). */
    saveObjects: (indexName: string, objects: AlgoliaObject[]) =>
      client.batch(indexName, objects.map((body) => ({ action: 'addObject' as const, body }))),

    deleteObjects: (indexName: string, objectIDs: string[]) =>
      client.batch(indexName, objectIDs.map((objectID) => ({ action: 'deleteObject' as const, body: { objectID } }))),

    deleteObject: (indexName: string, objectID: string) =>
      request<TaskResponse & { deletedAt: string }>('write', 'DELETE', `/1/indexes/${enc(indexName)}/${enc(objectID)}`),

    /** The stored object, or null when the index or the object does not exist. */
    getObject: async <T extends AlgoliaObject = AlgoliaObject>(indexName: string, objectID: string): Promise<T | null> => {
      try {
        return await request<T>('read', 'GET', `/1/indexes/${enc(indexName)}/${enc(objectID)}`)
      } catch (error) {
        if (error instanceof AlgoliaApiError && error.status === 404) return null
        throw error
      }
    },

    setSettings: (indexName: string, settings: IndexSettings, { forwardToReplicas = false } = {}) =>
      request<SettingsResponse>('write', 'PUT', `/1/indexes/${enc(indexName)}/settings?forwardToReplicas=${forwardToReplicas}`, settings),

    /** Replaces the index's synonyms (and its replicas') with these. */
    replaceSynonyms: (indexName: string, synonyms: SynonymObject[]) =>
      request<SettingsResponse>('write', 'POST', `/1/indexes/${enc(indexName)}/synonyms/batch?forwardToReplicas=true&replaceExistingSynonyms=true`, synonyms),

    getSettings: (indexName: string) => request<IndexSettings>('read', 'GET', `/1/indexes/${enc(indexName)}/settings`),

    clearObjects: (indexName: string) => request<SettingsResponse>('write', 'POST', `/1/indexes/${enc(indexName)}/clear`),

    /** Every objectID in the index, a page of up to 1000 at a time (browse with a cursor). */
    browseObjectIDs: async (indexName: string): Promise<string[]> => {
      const ids: string[] = []
      let cursor: string | undefined
      do {
        const page = await request<{ hits: { objectID: string }[]; cursor?: string }>(
          'read',
          'POST',
          `/1/indexes/${enc(indexName)}/browse`,
          cursor ? { cursor } : { attributesToRetrieve: ['objectID'], hitsPerPage: 1000 },
        )
        for (const hit of page.hits) ids.push(hit.objectID)
        cursor = page.cursor
      } while (cursor)
      return ids
    },

    getTask: (indexName: string, taskID: number) =>
      request<{ status: 'published' | 'notPublished' }>('read', 'GET', `/1/indexes/${enc(indexName)}/task/${taskID}`),

    /** Polls until the task is published (applied and searchable), backing off up to 1 s between polls. */
    waitForTask: async (indexName: string, taskID: number, { timeoutMs = 120_000 } = {}): Promise<void> => {
      const deadline = Date.now() + timeoutMs
      for (let delay = 100; ; delay = Math.min(delay * 2, 1_000)) {
        const { status } = await client.getTask(indexName, taskID)
        if (status === 'published') return
        if (Date.now() + delay > deadline) {
          throw new AlgoliaApiError('GET', `/1/indexes/${indexName}/task/${taskID}`, 0, `task not published after ${timeoutMs} ms`)
        }
        await sleep(delay)
      }
    },
  }
  return client
}

export type AlgoliaClient = ReturnType<typeof createAlgoliaClient>

/** The server's writing client (admin key). Never hand it, or its key, to anything browser-facing. */
export function adminClient(settings: AlgoliaSettings): AlgoliaClient {
  return createAlgoliaClient({
    appId: settings.appId,
    apiKey: settings.adminKey,
    hosts: settings.hosts ? { read: [settings.hosts.read], write: [settings.hosts.write] } : undefined,
  })
}
