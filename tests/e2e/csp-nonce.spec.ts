/**
 * Issue 33: each answer carries a nonce of its own, in its Content-Security-Policy header and on every
 * script tag, also when the front cache or Next's page cache answers (scripts/next-server.ts,
 * src/lib/frontCache/pipeline.ts). Before, three answers from the front cache shared one nonce: read
 * once, it worked for the entry's lifetime. Request level only: what the server sends.
 */
import { expect, test, type APIRequestContext } from './fixtures'

import { DEMO, apiBase } from './helpers'

const HOST = `${DEMO.harbour.slug}.localhost`

type Answer = { cache: string | undefined; nonce: string; tags: string[]; html: string }

async function answer(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await request.get(`${apiBase}${path}`, { headers: { host: HOST, ...headers }, maxRedirects: 0 })
  expect(res.status(), path).toBe(200)
  const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
  expect(nonce, `${path}: a nonce in the header`).toBeTruthy()
  const html = await res.text()
  return { cache: res.headers()['x-forecourt-cache'], nonce: nonce!, tags: html.match(/<script\b[^>]*>/g) ?? [], html }
}

/** Every script tag carries this answer's nonce, and no other answer's nonce appears in the page. */
function expectOwnNonce(a: Answer, others: Answer[], what: string) {
  expect(a.tags.length, what).toBeGreaterThan(2)
  expect(a.tags.filter((tag) => !tag.includes(` nonce="${a.nonce}"`)), what).toEqual([])
  for (const other of others) if (other !== a) expect(a.html, what).not.toContain(other.nonce)
}

test('three answers for a page in the front cache carry three nonces, in the header and on every script', async ({ request }) => {
  // Until the front cache holds the page (the first visit fills Next's cache, the next one ours).
  await expect(async () => expect((await answer(request, '/')).cache).toBe('HIT')).toPass({ timeout: 20_000 })
  const answers = [await answer(request, '/'), await answer(request, '/'), await answer(request, '/', { 'accept-encoding': 'gzip' })]
  expect(answers.map((a) => a.cache)).toEqual(['HIT', 'HIT', 'HIT'])
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(3)
  answers.forEach((a, i) => expectOwnNonce(a, answers, `answer ${i + 1}`))
})

test("a page Next serves from its own page cache gets a fresh nonce, whatever nonce the request offered Next", async ({ request }) => {
  // `Cache-Control: no-cache` passes the front cache by; Next answers from its page cache.
  const bypass = { 'cache-control': 'no-cache' }
  await answer(request, '/search', bypass)
  const offered = "script-src 'nonce-offeredbytherequest01'"
  const answers = [
    await answer(request, '/search', { ...bypass, 'content-security-policy': offered }),
    await answer(request, '/search', bypass),
    await answer(request, '/search', bypass),
  ]
  expect(answers.map((a) => a.cache)).toEqual(['MISS', 'MISS', 'MISS'])
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(3)
  answers.forEach((a, i) => {
    expectOwnNonce(a, answers, `answer ${i + 1}`)
    expect(a.html, `answer ${i + 1}`).not.toContain('offeredbytherequest01')
  })
})
