/**
 * The JavaScript a page makes a browser load first, gzipped (level 6, as a server compresses it) and
 * summed. Shared by vehicle-page (its first-load JS target) and lighthouse (a column per page).
 */
import { gzipSync } from 'node:zlib'

import { request } from './http'

/** A tag's attributes, names lower-cased (React writes `noModule=""`, HTML is case-insensitive). */
function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const m of tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) attrs[m[1]!.toLowerCase()] = (m[2] ?? '').replace(/&amp;/g, '&')
  return attrs
}

/**
 * The /_next/static scripts the HTML makes a browser load: every <script src> and every script it
 * preloads (<link rel="preload" as="script">, rel="modulepreload": next/dynamic parts rendered on the
 * server are preloaded this way and run on hydration). Each is fetched and gzipped. A `nomodule` script
 * (Next's polyfills for browsers without ES modules) is listed but left out of the total: browsers with
 * module support, which are all the browsers the build targets, never fetch it.
 */
export async function firstLoadJs(port: number, host: string, path: string) {
  const html = (await request(port, path, { host })).body.toString('utf8')
  const found = new Map<string, { noModule: boolean }>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const a = attributes(tag.slice(7))
    // A deferred script (src/domain/performance/deferredScripts.ts) still loads on every first visit.
    const src = a.src ?? a['data-defer-src']
    if (src) found.set(src, { noModule: 'nomodule' in a })
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const a = attributes(tag.slice(5))
    const rel = (a.rel ?? a['data-defer-rel'] ?? '').toLowerCase()
    // A deferred preload (src/domain/performance/deferredScripts.ts) is still fetched on every first visit.
    const href = a.href ?? a['data-defer-href']
    if (href && (rel === 'modulepreload' || (rel === 'preload' && a.as === 'script')) && !found.has(href)) found.set(href, { noModule: false })
  }
  const files: { src: string; bytes: number; gzipBytes: number; noModule: boolean }[] = []
  for (const [src, { noModule }] of found) {
    if (!src.includes('/_next/static/')) continue
    const url = new URL(src, 'http://x')
    const res = await request(port, url.pathname + url.search, { host })
    if (res.status !== 200) throw new Error(`${src} answered ${res.status}`)
    files.push({ src: url.pathname, bytes: res.body.length, gzipBytes: gzipSync(res.body, { level: 6 }).length, noModule })
  }
  const loaded = files.filter((f) => !f.noModule)
  const sum = (list: typeof files, key: 'bytes' | 'gzipBytes') => list.reduce((a, f) => a + f[key], 0)
  return {
    scripts: loaded.length,
    bytes: sum(loaded, 'bytes'),
    gzipBytes: sum(loaded, 'gzipBytes'),
    noModuleGzipBytes: sum(files.filter((f) => f.noModule), 'gzipBytes'),
    files,
  }
}
