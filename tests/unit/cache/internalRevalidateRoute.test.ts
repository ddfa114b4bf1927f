/**
 * POST /api/internal/revalidate (without Redis, how a web process expires tags heard on the bus in
 * its own Next cache): with the internal secret it runs revalidateTag for each tag, expiring now;
 * anyone else gets a 404 and nothing is revalidated.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => [] as [string, unknown][])
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => void calls.push([tag, profile]) }))

import { POST } from '@/app/(site)/api/internal/revalidate/route'
import { internalSecret, INTERNAL_SECRET_HEADER } from '@/lib/cache/internalRevalidate'

const post = (body: unknown, secret?: string | null) =>
  POST(
    new Request('http://127.0.0.1:3000/api/internal/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { [INTERNAL_SECRET_HEADER]: secret } : {}) },
      body: JSON.stringify(body),
    }),
  )

beforeEach(() => {
  calls.length = 0
  process.env.PAYLOAD_SECRET = 'unit-secret'
})

describe('POST /api/internal/revalidate', () => {
  it('revalidates the tags, expiring now, for the process itself', async () => {
    const res = await post({ tags: ['tenant:1', 'host:a.example'] }, internalSecret())
    expect(res.status).toBe(200)
    expect(calls).toEqual([
      ['tenant:1', { expire: 0 }],
      ['host:a.example', { expire: 0 }],
    ])
  })

  it('is a 404 without the secret, or with a wrong one', async () => {
    expect((await post({ tags: ['tenant:1'] })).status).toBe(404)
    expect((await post({ tags: ['tenant:1'] }, internalSecret('another-deployment'))).status).toBe(404)
    expect(calls).toEqual([])
  })

  it('refuses a body that is not a list of tags', async () => {
    expect((await post({ tags: 'tenant:1' }, internalSecret())).status).toBe(400)
    expect(calls).toEqual([])
  })
})
