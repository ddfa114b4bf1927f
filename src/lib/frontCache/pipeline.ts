/**
 * The production server's layers in front of Next (scripts/next-server.ts): the Content-Security-Policy
 * wrapper outermost, then the front cache, then Next.
 *
 * Why in this order: a page's nonce is only worth something if no one can know it before the answer
 * arrives. With the front cache outside the policy layer it kept the page as sent, nonce included,
 * and replayed that nonce to everyone for the entry's lifetime (issue 33: three answers, one nonce). Here
 * the front cache keeps Next's own bytes, which carry no nonce (the policy wrapper never lets Next see
 * one: src/lib/site/csp/server.ts), and every answer, from memory or from Next's page cache, goes
 * through the policy wrapper, which draws a fresh nonce, tags the scripts and sends the header.
 *
 * We chose a fresh nonce over a policy that needs none (script hashes with 'strict-dynamic'): a page's
 * inline scripts (the RSC payload, Suspense reveals) differ per page and are streamed, so their hashes
 * could only go in the header once the whole page was rendered, which would end streaming.
 *
 * The cost, kept small: the policy wrapper rewrites and compresses a kept page once, keeping it split
 * where the nonce goes (src/lib/site/csp/documentTemplate.ts); each hit joins those pieces around its
 * own nonce. A kept page's memory is about twice its bytes (Next's copy, and the template beside it).
 */
import { withContentSecurityPolicy, type CspServerOptions } from '../site/csp/server'
import { withFrontCache, type Handler } from './server'
import type { FrontCacheStore } from './store'

export type FrontOptions = {
  /** No store: every request goes to Next (FORECOURT_FRONT_CACHE=off). */
  store: FrontCacheStore | null
  maxTtlMs: number
  csp: CspServerOptions
}

export function frontHandler(next: Handler, { store, maxTtlMs, csp }: FrontOptions): Handler {
  const cached = store && maxTtlMs > 0 ? withFrontCache(store, next, { maxTtlMs }) : next
  return withContentSecurityPolicy(cached, csp)
}
