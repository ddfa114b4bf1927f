/**
 * Expires cache tags in this process's Next cache directly: the incremental cache Next keeps on
 * globalThis once the server has served a request (there is no public API for a revalidation outside
 * a request; revalidateTag needs one). Returns false when this process has no such cache (a worker, a
 * script, a test). Used by jobs (revalidateFromJob.ts) and for revalidations heard on the bus.
 */
type IncrementalCacheLike = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

export async function expireTagsHere(tags: readonly string[]): Promise<boolean> {
  const cache = (globalThis as { __incrementalCache?: IncrementalCacheLike }).__incrementalCache
  if (!cache || typeof cache.revalidateTag !== 'function') return false
  // No durations: the entries expire now, as revalidateTag(tag, { expire: 0 }) does in a request.
  await cache.revalidateTag([...new Set(tags)])
  return true
}
