/**
 * A dealer page's scripts start once its largest image is shown (src/domain/performance/deferredScripts.ts):
 * Next's async chunk tags and script preloads become placeholders with one loader before the first,
 * and everything else in the page is left as it was; the loader puts them back.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { DeferredScriptsWriter, LOADER } from '@/domain/performance/deferredScripts'
import { withContentSecurityPolicy } from '@/lib/site/csp/server'

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="image" href="/api/media/file/hero.webp" fetchPriority="high"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3707.form.js"/>' +
  '<script src="/_next/static/chunks/main-app-2.js" async=""></script>' +
  '<script src="/_next/static/chunks/app/(site)/%5Bhost%5D/layout-3.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>' +
  '<script src="https://maps.example.com/api.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"Car"}</script></head>'
const BODY =
  '<body><img src="/hero.webp" fetchpriority="high"/><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>' +
  '<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/x.js\\" async\\u003e"])</script></body></html>'
const PAGE = HEAD + BODY

const EXPECTED =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="image" href="/api/media/file/hero.webp" fetchPriority="high"/>' +
  '<link data-defer-rel="preload" as="script" fetchPriority="low" data-defer-href="/_next/static/chunks/webpack-1.js"/>' +
  '<link data-defer-rel="preload" as="script" fetchPriority="low" data-defer-href="/_next/static/chunks/3707.form.js"/>' +
  `<script>${LOADER}</script><script data-defer-src="/_next/static/chunks/main-app-2.js" async=""></script>` +
  '<script data-defer-src="/_next/static/chunks/app/(site)/%5Bhost%5D/layout-3.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>' +
  '<script src="https://maps.example.com/api.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"Car"}</script></head>' +
  '<body><img src="/hero.webp" fetchpriority="high"/><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<script data-defer-src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>' +
  '<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/x.js\\" async\\u003e"])</script></body></html>'

const rewrite = (chunks: string[]) => {
  const writer = new DeferredScriptsWriter()
  return chunks.map((c) => writer.push(c)).join('') + writer.end()
}

describe('DeferredScriptsWriter', () => {
  it("turns Next's async chunk tags and its script preloads into placeholders after one loader", () => {
    expect(rewrite([PAGE])).toBe(EXPECTED)
  })

  it('leaves inline scripts, other hosts, nomodule and non-script preloads as they are', () => {
    const out = rewrite([PAGE])
    expect(out).toContain('<script src="https://maps.example.com/api.js" async="">')
    expect(out).toContain('<script src="/_next/static/chunks/polyfills-4.js" noModule="">')
    expect(out).toContain('rel="preload" as="image"')
    expect(out.match(/data-defer-src=/g)).toHaveLength(3)
    expect(out.split(LOADER)).toHaveLength(2)
  })

  it('finds a tag split across chunks at every position', () => {
    for (let i = 1; i < PAGE.length; i++) expect(rewrite([PAGE.slice(0, i), PAGE.slice(i)])).toBe(EXPECTED)
    expect(rewrite(PAGE.split(''))).toBe(EXPECTED)
  })

  it('leaves a page that preloads no priority image as Next wrote it (nothing to wait for)', () => {
    const plain = PAGE.replace(' fetchPriority="high"', '')
    expect(rewrite([plain])).toBe(plain)
    const lowImage = PAGE.replace('fetchPriority="high"', 'fetchPriority="low"')
    expect(rewrite([lowImage])).toBe(lowImage)
  })

  it('gives back an unfinished tag at the end of the document', () => {
    expect(rewrite(['<p>a</p><scr'])).toBe('<p>a</p><scr')
  })

  it('writes a loader that parses as a script', () => {
    expect(() => new Function(LOADER)).not.toThrow()
  })

  it('loader: after a frame has shown the priority image, preloads the dynamic parts (at their priority) with the scripts, and the runtime once', async () => {
    const { Window } = await import('happy-dom')
    const window = new Window({ url: 'https://dealer.example/' })
    const document = window.document
    // The page as the writer leaves it, parsed (the loader acts on DOMContentLoaded; here it is run after).
    document.write(rewrite([PAGE]).replace(`<script>${LOADER}</script>`, ''))
    // The priority image is loaded and laid out.
    const image = document.querySelector('img')!
    Object.defineProperty(image, 'complete', { value: true })
    image.getClientRects = () => [{}] as unknown as ReturnType<typeof image.getClientRects>
    new window.Function('document', 'window', LOADER)(document, window)
    // Not before a frame has shown the image: the scripts go in a task after the next frame.
    expect(document.querySelectorAll('[data-defer-src]').length).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'))
    expect(preloads).toEqual(['/_next/static/chunks/3707.form.js'])
    expect(document.querySelector('link[rel="preload"][as="script"]')!.getAttribute('fetchpriority')).toBe('low')
    expect(document.querySelectorAll('[data-defer-href], [data-defer-src]')).toHaveLength(0)
    const scripts = [...document.querySelectorAll('script[src^="/_next/"]')].map((s) => s.getAttribute('src'))
    expect(scripts).toEqual(['/_next/static/chunks/main-app-2.js', '/_next/static/chunks/app/(site)/%5Bhost%5D/layout-3.js', '/_next/static/chunks/polyfills-4.js', '/_next/static/chunks/webpack-1.js'])
    await window.happyDOM.abort()
    window.close()
  })
})

describe('withContentSecurityPolicy and deferred scripts', () => {
  let server: http.Server | null = null
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  async function get(path: string, deferScripts: boolean): Promise<string> {
    const handler = withContentSecurityPolicy((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(PAGE)
    }, { deferScripts })
    server = http.createServer((req, res) => void handler(req, res))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()))
    const port = (server.address() as AddressInfo).port
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        })
        .on('error', reject)
    })
  }

  it("defers a dealer page's scripts, the loader carrying the answer's nonce", async () => {
    const html = await get('/cars/a-car', true)
    const nonce = /<script nonce="([^"]+)">\(function\(d,w\)/.exec(html)?.[1]
    expect(nonce).toBeTruthy()
    expect(html).toContain(`<script nonce="${nonce}" data-defer-src="/_next/static/chunks/main-app-2.js" async="">`)
    // No script preload starts at parse time: each waits for the loader.
    expect(html).not.toMatch(/as="script"[^>]*\shref=/)
    expect(html).toContain('data-defer-href="/_next/static/chunks/3707.form.js"')
  })

  it('leaves the admin, and every page when switched off, as Next wrote them', async () => {
    expect(await get('/admin/collections/vehicles', true)).not.toContain('data-defer-src')
    server!.close()
    server = null
    expect(await get('/cars/a-car', false)).not.toContain('data-defer-src')
  })
})
