/**
 * Hears every cache-tag revalidation Next applies in this process, so the front cache can be emptied
 * at the moment Next's own page cache stops trusting its entries.
 *
 * Every way a tag gets revalidated here (Payload hooks' revalidateTag, src/lib/reservations/revalidate.ts
 * from jobs, and anything added later) ends in Next's tag manifest: one Map per process, in a module Next
 * keeps outside its bundles (`*.external`) so that its server and its page runtimes share it. We listen
 * on that Map's `set`. It is not a public Next API: tests/unit/frontCache/nextTags.test.ts checks, on the
 * installed Next, that revalidating a tag through Next's cache handler reaches the listener, and when the
 * module is not where it is expected the front cache is not started at all (scripts/next-server.ts), so
 * a Next upgrade can make pages slower but never stale.
 */
import { createRequire } from 'node:module'

const TAGS_MANIFEST_MODULE = 'next/dist/server/lib/incremental-cache/tags-manifest.external'
const LISTENERS = Symbol.for('forecourt.tagRevalidationListeners')

type TagsManifest = Map<string, unknown> & { [LISTENERS]?: Set<() => void> }

/** Calls `listener` after each tag revalidation; returns an unsubscribe, or null when Next's manifest is not found. */
export function onNextTagRevalidation(listener: () => void): (() => void) | null {
  let manifest: TagsManifest
  try {
    manifest = (createRequire(import.meta.url)(TAGS_MANIFEST_MODULE) as { tagsManifest: TagsManifest }).tagsManifest
  } catch {
    return null
  }
  if (!(manifest instanceof Map)) return null

  let listeners = manifest[LISTENERS]
  if (!listeners) {
    const registered = new Set<() => void>()
    listeners = registered
    manifest[LISTENERS] = registered
    const set = manifest.set
    manifest.set = function (this: TagsManifest, tag: string, value: unknown) {
      const result = set.call(this, tag, value)
      for (const notify of registered) {
        try {
          notify()
        } catch (error) {
          // A listener's failure must never stop Next from revalidating.
          console.error('front cache: a tag revalidation listener failed', error)
        }
      }
      return result
    }
  }
  listeners.add(listener)
  const own = listeners
  return () => void own.delete(listener)
}
