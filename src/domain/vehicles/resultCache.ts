/**
 * The search results cache ("Results are cached per query; the oldest entry is
 * dropped when full"; the cache holds about 10 entries).
 */

/** About 10 entries. */
export const DEFAULT_RESULT_CACHE_CAPACITY = 10

/**
 * A cache key for a query string: the leading `?` is dropped and parameters are sorted by name (the
 * order of repeated names is kept), so `?b=2&a=1` and `a=1&b=2` share an entry.
 */
export function queryCacheKey(query: string | URLSearchParams): string {
  const params = new URLSearchParams(typeof query === 'string' ? query.replace(/^\?/, '') : query)
  params.sort()
  return params.toString()
}

export type ResultCacheOptions = {
  /** Maximum entries (a whole number ≥ 1); default 10. */
  capacity?: number
  /** Whether a read makes the entry the newest (least-recently-used eviction). Default false. */
  refreshOnRead?: boolean
}

/**
 * A small cache keyed by query string. Storing a key makes it the newest entry; storing a new key when
 * full drops the oldest entry. With `refreshOnRead`, a hit on `get` also makes the entry the newest.
 */
export class ResultCache<T> {
  readonly capacity: number
  private readonly refreshOnRead: boolean
  private readonly entries = new Map<string, T>()

  constructor(options: ResultCacheOptions = {}) {
    const capacity = options.capacity ?? DEFAULT_RESULT_CACHE_CAPACITY
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`Result cache capacity must be a whole number of at least 1, got ${capacity}.`)
    }
    this.capacity = capacity
    this.refreshOnRead = options.refreshOnRead ?? false
  }

  get size(): number {
    return this.entries.size
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  get(key: string): T | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key) as T
    if (this.refreshOnRead) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: T): this {
    if (this.entries.has(key)) this.entries.delete(key)
    else if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
    this.entries.set(key, value)
    return this
  }

  delete(key: string): boolean {
    return this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  /** Keys from oldest to newest. */
  keys(): string[] {
    return [...this.entries.keys()]
  }
}
