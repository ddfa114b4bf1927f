import { describe, expect, it } from 'vitest'

import { rejectMalformedJson } from '@/lib/api/rejectMalformedJson'

const passThrough = rejectMalformedJson(async (request: Request) => Response.json({ body: await request.json() }))
const post = (body: string, type = 'application/json') =>
  passThrough(new Request('http://x/api/pages', { method: 'POST', body, headers: { 'content-type': type } }), {})

describe('rejectMalformedJson', () => {
  it('answers 400 with a message for a body that does not parse', async () => {
    const res = await post('{"title": "broken')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.' }] })
  })

  it('answers 400 for JSON that is not an object', async () => {
    for (const body of ['"text"', '42', '[1,2]', 'null']) {
      const res = await post(body)
      expect(res.status, body).toBe(400)
    }
  })

  it('passes a good body through untouched, still readable by the handler', async () => {
    const res = await post('{"title":"ok"}')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ body: { title: 'ok' } })
  })
})
