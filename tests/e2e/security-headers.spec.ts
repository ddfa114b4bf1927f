/**
 * Security headers on the production build (issue 21): a dealer page (also when the front cache
 * answers it), an API answer and the admin carry nosniff, the referrer and permissions policies and
 * frame-ancestors 'self'; the live preview may be framed by the admin on this machine; HSTS only over
 * HTTPS (as the proxy in front reports it).
 */
import { expect, test } from '@playwright/test'

import { DEMO, apiBase } from './helpers'

const HOST = `${DEMO.harbour.slug}.localhost`

const expectHardened = (headers: Record<string, string>, what: string) => {
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('microphone=()')
  expect(headers['content-security-policy'], what).toBe("frame-ancestors 'self'")
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN')
}

test('dealer pages, API answers and the admin carry the security headers', async ({ request }) => {
  for (const path of ['/', '/search', '/cars/no-such-car']) {
    const res = await request.get(`${apiBase}${path}`, { headers: { host: HOST }, maxRedirects: 0 })
    expectHardened(res.headers(), path)
  }
  // A repeat of the home page is answered by the front cache: the same headers are replayed.
  await expect(async () => {
    const res = await request.get(`${apiBase}/`, { headers: { host: HOST } })
    expect(res.headers()['x-forecourt-cache']).toBe('HIT')
    expectHardened(res.headers(), 'front cache')
  }).toPass({ timeout: 20_000 })
  expectHardened((await request.get(`${apiBase}/api/search/key`, { headers: { host: HOST } })).headers(), 'API')
  expectHardened((await request.get(`${apiBase}/admin/login`)).headers(), 'admin')
  expect((await request.get(`${apiBase}/`, { headers: { host: HOST } })).headers()['strict-transport-security']).toBeUndefined()
  const overHttps = await request.get(`${apiBase}/`, { headers: { host: HOST, 'x-forwarded-proto': 'https' } })
  expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
})

test('the live preview may be framed by the admin, and by no other site', async ({ request }) => {
  const res = await request.get(`${apiBase}/preview/not-a-token`, { headers: { host: HOST } })
  expect(res.headers()['content-security-policy']).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*")
  expect(res.headers()['x-frame-options']).toBeUndefined()
})
