/**
 * A page's template (src/lib/site/csp/documentTemplate.ts): made once per Buffer, and each answer from
 * it the same page a fresh rewrite with that nonce would give, gzipped or not.
 */
import { gunzipSync, gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { documentTemplate, gzipDocument, joinDocument, type RewritePage } from '@/lib/site/csp/documentTemplate'
import { headPolicy } from '@/domain/security/headFramePolicy'

const rewrite: RewritePage = (html, nonce) => html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)

const META = `<meta http-equiv="Content-Security-Policy" content="frame-src &#x27;self&#x27; https://www.youtube.com"/>`
// Starts and ends with a script, so the first and last parts are empty; multi-byte text between them.
const PAGE = `<script>a()</script><head>${META}</head><body>${'Ünïcødé ✓ '.repeat(4_000)}<script src="/x.js"></script>${'z'.repeat(70_000)}<script>b()</script>`

describe('documentTemplate', () => {
  it('answers each nonce with the page a fresh rewrite gives, plain and gzipped', () => {
    const body = Buffer.from(PAGE)
    const template = documentTemplate(body, 'test', rewrite, headPolicy)
    expect(template.parts).toHaveLength(4)
    for (const nonce of ['n0nce-one_AAAAAAAAAAAAAAAA', 'other-nonce-BBBBBBBBBBBBBB']) {
      const expected = rewrite(PAGE, nonce)
      expect(joinDocument(template, nonce).toString('utf8')).toBe(expected)
      expect(gunzipSync(gzipDocument(template, nonce)).toString('utf8')).toBe(expected)
    }
    expect(template.head.frames).toEqual(['https://www.youtube.com'])
  })

  it('is made once per Buffer and rewrite, and compresses the page well', () => {
    const body = Buffer.from(PAGE)
    let rewrites = 0
    const counting: RewritePage = (html, nonce) => (rewrites++, rewrite(html, nonce))
    const first = documentTemplate(body, 'counted', counting, headPolicy)
    expect(documentTemplate(body, 'counted', counting, headPolicy) === first).toBe(true)
    // Another rewrite of the same bytes (scripts deferred or not) is another template.
    expect(documentTemplate(body, 'counted-other', counting, headPolicy) === first).toBe(false)
    // Equal bytes in another Buffer are another page as far as the cache knows: no content hashing per answer.
    expect(documentTemplate(Buffer.from(PAGE), 'counted', counting, headPolicy) === first).toBe(false)
    expect(rewrites).toBe(3)
    const gzipped = gzipDocument(first, 'n0nce')
    expect(gzipped.length).toBeLessThan(Buffer.byteLength(PAGE) / 10)
  })

  it('compresses a page with many nonces nearly as well as one gzip stream of it', () => {
    // As React writes a page: a script every few kilobytes, markup that repeats across them, varied text.
    const WORDS = ['Toyota', 'Corolla', 'Ascent', 'Sport', 'hybrid', 'owner', 'service', 'history', 'kms', 'auto', 'white', 'sedan']
    let seed = 7
    const word = () => WORDS[(seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % WORDS.length]
    const text = (n: number) => Array.from({ length: n }, () => `${word()} ${seed % 997}`).join(' ')
    const section = (i: number) => `<section class="vehicle-card"><h2>${text(3)} ${i}</h2><p>${text(300)}</p></section>`
    const page = Array.from({ length: 30 }, (_, i) => `${section(i)}<script>self.__next_f.push([1,"${i}"])</script>`).join('')
    const template = documentTemplate(Buffer.from(page), 'test', rewrite, headPolicy)
    const nonce = 'A'.repeat(12) + 'b'.repeat(12)
    const ours = gzipDocument(template, nonce)
    expect(gunzipSync(ours).toString()).toBe(rewrite(page, nonce))
    expect(ours.length).toBeLessThan(gzipSync(rewrite(page, nonce)).length * 1.1)
  })

  it('stays right for a page holding a NUL, and for nonces of another length', () => {
    const page = '<p>a\0b</p>' + '<p>same text again</p><script>x()</script>'.repeat(50)
    const template = documentTemplate(Buffer.from(page), 'test', rewrite, headPolicy)
    for (const nonce of ['short', 'a-much-longer-nonce-than-before-0123456789']) {
      expect(gunzipSync(gzipDocument(template, nonce)).toString()).toBe(rewrite(page, nonce))
    }
  })

  it('keeps a page without scripts whole', () => {
    const template = documentTemplate(Buffer.from('<p>no scripts</p>'), 'test', rewrite, headPolicy)
    expect(template.parts).toHaveLength(1)
    expect(template.head.frames).toBeNull()
    expect(gunzipSync(gzipDocument(template, 'x')).toString()).toBe('<p>no scripts</p>')
  })
})
