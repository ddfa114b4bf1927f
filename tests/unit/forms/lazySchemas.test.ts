import { describe, expect, it, vi } from 'vitest'

import { lazySchemas } from '@/components/forms/lazySchemas'

describe('a form’s schema module, loaded apart from the page', () => {
  it('is fetched once, however many steps are checked', async () => {
    const load = vi.fn(async () => ({ step: 'schema' }))
    const schemas = lazySchemas(load)
    expect(load).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([schemas(), schemas()])
    expect(await schemas()).toBe(a)
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is fetched again after a failed fetch (a dropped connection) rather than failing for good', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue('schema')
    const schemas = lazySchemas(load)
    await expect(schemas()).rejects.toThrow('ChunkLoadError')
    await expect(schemas()).resolves.toBe('schema')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
