/**
 * Issue 33 item 7 on the production build: a path with a %-escape that cannot be decoded is a 400 (the
 * server's entry, src/lib/site/pathGuard.ts) on a dealer's pages, its APIs and the admin; it used to be
 * Next's 500 (vercel/next.js#94278). Paths that do decode, to text with a literal % in it, reach the
 * routes and never get a 500 from a second decoding in our code. And /api/payload-migrations,
 * which Payload answered 501, is a 404. Request-level only: no page is opened.
 */
import { expect, test } from './fixtures'

import { DEMO, apiBase } from './helpers'

const HOST = `${DEMO.bayside.slug}.localhost`

/** Undecodable: the list, and more of each kind. */
const MALFORMED = [
  '/cars/%E0%A4%A',
  '/search/%ZZ',
  '/offers%',
  '/robots.txt%',
  '/api/pages/%E0%A4%A',
  '/api/health/%E0',
  '/admin/%E0%A4%A',
  '/%',
  '/special-offers/%C3',
  '/my-garage/%E0',
  '/cars/2021-mazda-cx-5/checkout/%FF',
  '/api/vehicle-pdf/%E0%A4%A',
  '/_next/static/%E0',
]

/** Decodable to text with a % in it: each reached a decodeURIComponent of an already decoded value. */
const DECODES_TO_A_PERCENT = ['/adminx%25E0/robots.txt', '/adminx%25E0/sitemap.xml', '/cars/x%25E0/checkout/complete', '/cars/x%25E0/checkout/confirmation', '/api/vehicle-pdf/x%25E0', '/offers%25', '/search/%25ZZ']

test('a path with an undecodable %-escape is a 400, on every kind of route', async ({ request }) => {
  for (const path of MALFORMED) {
    const res = await request.get(`${apiBase}${path}`, { headers: { host: HOST }, maxRedirects: 0 })
    expect(res.status(), path).toBe(400)
    expect(await res.text(), path).toContain('cannot be read')
  }
})

test('a path that decodes to a literal % is answered by its route, never with a 5xx', async ({ request }) => {
  for (const path of DECODES_TO_A_PERCENT) {
    const res = await request.get(`${apiBase}${path}`, { headers: { host: HOST }, maxRedirects: 0 })
    expect(res.status(), path).toBeLessThan(500)
  }
  // The two that reached a second decoding of the [host] segment (robots.txt, sitemap.xml): no dealer there.
  for (const path of DECODES_TO_A_PERCENT.slice(0, 2)) expect((await request.get(`${apiBase}${path}`, { headers: { host: HOST } })).status(), path).toBe(404)
})

test('a malformed query string is no reason for an error: the page answers', async ({ request }) => {
  for (const path of ['/search?q=100%', '/sign-in?redirect=%E0%A4%A', '/?x=%ZZ']) {
    const res = await request.get(`${apiBase}${path}`, { headers: { host: HOST }, maxRedirects: 0 })
    expect(res.status(), path).toBeLessThan(500)
  }
})

test('GET /api/payload-migrations is a 404, not Payload’s 501', async ({ request }) => {
  for (const path of ['/api/payload-migrations', '/api/payload-migrations/1']) {
    const res = await request.get(`${apiBase}${path}`, { headers: { host: HOST } })
    expect(res.status(), path).toBe(404)
  }
})
