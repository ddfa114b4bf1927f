/**
 * The front cache hears Next's tag revalidations through Next's tag manifest (not a public API). This
 * runs the installed Next's own cache handler, so a Next upgrade that moves revalidation elsewhere fails
 * here rather than leaving stale pages in the front cache.
 */
import { createRequire } from 'node:module'

import { describe, expect, it, vi } from 'vitest'

import { onNextTagRevalidation } from '../../../src/lib/frontCache/nextTags'

const require = createRequire(import.meta.url)
type FileSystemCacheClass = new (ctx: Record<string, unknown>) => { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }
const FileSystemCache = (require('next/dist/server/lib/incremental-cache/file-system-cache') as { default: FileSystemCacheClass }).default

describe('onNextTagRevalidation', () => {
  it('hears a tag revalidated through Next’s cache handler, with or without durations, until unsubscribed', async () => {
    let heard = 0
    const unsubscribe = onNextTagRevalidation(() => heard++)
    expect(unsubscribe).toBeTypeOf('function')
    const cache = new FileSystemCache({ flushToDisk: false })
    await cache.revalidateTag(['tenant:1'], { expire: 0 })
    expect(heard).toBe(1)
    await cache.revalidateTag(['vehicle:1', 'stock:1'])
    expect(heard).toBe(3)
    unsubscribe!()
    await cache.revalidateTag(['tenant:1'])
    expect(heard).toBe(3)
  })

  it('installs once however many listeners subscribe, and a failing listener does not stop revalidation', async () => {
    let heard = 0
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = onNextTagRevalidation(() => {
      throw new Error('listener broke')
    })
    const counting = onNextTagRevalidation(() => heard++)
    const cache = new FileSystemCache({ flushToDisk: false })
    await expect(cache.revalidateTag(['tenant:2'])).resolves.toBeUndefined()
    expect(heard).toBe(1)
    expect(logged).toHaveBeenCalledWith('front cache: a tag revalidation listener failed', expect.any(Error))
    logged.mockRestore()
    failing!()
    counting!()
  })
})
