/**
 * `next/cache` for integration tests: Next's data cache exists only inside a Next server, so
 * `unstable_cache` runs its function on every call. Used from a `vi.mock` factory (which is hoisted
 * above the file's imports, so the factory imports this module itself):
 *
 *   vi.mock('next/cache', async (original) => (await import('./nextCacheMock')).runEachCall(original))
 */
type NextCache = typeof import('next/cache')

export async function runEachCall(importOriginal: <T>() => Promise<T>): Promise<NextCache> {
  return {
    ...(await importOriginal<NextCache>()),
    unstable_cache:
      <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
      (...args: A): Promise<R> =>
        fn(...args),
  } as NextCache
}
