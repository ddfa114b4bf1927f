/**
 * The front cache's memory: responses by key, least recently used first out, bounded by count and by
 * bytes, each with its own expiry.
 *
 * Purging goes by host: a revalidation naming a dealer empties that dealer's hosts' pages (purge.ts
 * works out which), one naming nothing it can scope empties everything. Next's own page cache, which
 * knows each page's tags, answers the next requests in a few milliseconds, so the rule stays simple to
 * trust: nothing the front cache answers for a host was served by Next before that host's last
 * revalidation.
 *
 * A response that was already on its way from Next when a purge happened may be older than the purge;
 * `generation` is read before a request goes to Next and `set` refuses the response if a purge came in
 * between.
 */
export type FrontCacheEntry = {
  status: number
  headers: [string, string | string[]][]
  body: Buffer
  etag: string | undefined
  expiresAt: number
}

export type FrontCacheOptions = {
  maxEntries: number
  maxBytes: number
  now?: () => number
}

export class FrontCacheStore {
  private readonly entries = new Map<string, FrontCacheEntry>()
  private bytes = 0
  private purges = 0
  private readonly now: () => number

  constructor(private readonly options: FrontCacheOptions) {
    this.now = options.now ?? Date.now
  }

  /** Counts purges; pass the value read before asking Next to `set`. */
  get generation(): number {
    return this.purges
  }

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  get(key: string): FrontCacheEntry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry)
      return undefined
    }
    // Most recently used last, so the first key is the one to drop.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** Keeps a response unless a purge came after `generation` was read, or it alone exceeds the budget. */
  set(key: string, entry: Omit<FrontCacheEntry, 'expiresAt'>, ttlMs: number, generation: number): boolean {
    if (generation !== this.purges || ttlMs <= 0 || entry.body.length > this.options.maxBytes) return false
    const existing = this.entries.get(key)
    if (existing) this.remove(key, existing)
    this.entries.set(key, { ...entry, expiresAt: this.now() + ttlMs })
    this.bytes += entry.body.length
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, FrontCacheEntry]
      this.remove(oldestKey, oldest)
    }
    return true
  }

  /** Forgets the pages of these hosts (any port), and refuses responses that were on their way. */
  purgeHosts(hosts: ReadonlySet<string>): void {
    this.purges++
    for (const [key, entry] of this.entries) {
      const host = key.slice(0, key.indexOf('\n')).replace(/:\d+$/, '').replace(/\.$/, '')
      if (hosts.has(host)) this.remove(key, entry)
    }
  }

  /** Forgets everything, and refuses responses that were on their way. */
  purge(): void {
    this.purges++
    this.entries.clear()
    this.bytes = 0
  }

  private remove(key: string, entry: FrontCacheEntry) {
    this.entries.delete(key)
    this.bytes -= entry.body.length
  }
}
