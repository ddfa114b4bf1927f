/**
 * The internal revalidation route's guard (src/lib/cache/internalRevalidate.ts): only a caller with
 * the secret derived from PAYLOAD_SECRET gets in, and only a list of tags is accepted.
 */
import { describe, expect, it } from 'vitest'

import { internalSecret, isInternalCaller, tagsOfBody } from '@/lib/cache/internalRevalidate'

describe('internal secret', () => {
  it('is derived from PAYLOAD_SECRET, never equal to it, and checked exactly', () => {
    const secret = internalSecret('s3cret')!
    expect(secret).not.toContain('s3cret')
    expect(isInternalCaller(secret, 's3cret')).toBe(true)
    expect(isInternalCaller(secret, 'other')).toBe(false)
    expect(isInternalCaller(`${secret}x`, 's3cret')).toBe(false)
    expect(isInternalCaller(null, 's3cret')).toBe(false)
  })

  it('without PAYLOAD_SECRET nobody gets in', () => {
    expect(internalSecret('')).toBeNull()
    expect(isInternalCaller('anything', '')).toBe(false)
  })
})

describe('tagsOfBody', () => {
  it('accepts a list of tags, without repeats', () => {
    expect(tagsOfBody({ tags: ['tenant:1', 'host:a.example', 'tenant:1'] })).toEqual(['tenant:1', 'host:a.example'])
  })

  it('refuses anything else', () => {
    expect(tagsOfBody(null)).toBeNull()
    expect(tagsOfBody({ tags: 'tenant:1' })).toBeNull()
    expect(tagsOfBody({ tags: [1] })).toBeNull()
    expect(tagsOfBody({ tags: [''] })).toBeNull()
    expect(tagsOfBody({ tags: Array.from({ length: 1001 }, (_, i) => `t${i}`) })).toBeNull()
  })
})
