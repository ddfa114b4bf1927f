/**
 * What this project relies on in Next.js without a public API: names and shapes Next uses inside,
 * which a Next release may change without a word in its upgrade guide. Each is written here once and
 * imported where it is used, so an upgrade has one place to check. Checked against Next 16.4.6.
 *
 * Upgrade checklist (what each item is for, and the test that fails when it no longer holds):
 *  1. NEXT_CACHE_STATUS_HEADER / NEXT_CACHE_HIT: Next marks a page served from its own page cache. The
 *     front cache keeps only such pages (src/lib/frontCache). Tests: tests/e2e/search-cache.spec.ts,
 *     tests/e2e/front-cache.spec.ts, tests/e2e/admin-publish.spec.ts.
 *  2. NEXT_CACHE_TAGS_HEADER: where a cached entry carries its tags (NEXT_CACHE_TAGS_HEADER in Next's
 *     constants); the Redis cache handler reads them. Tests: tests/int/redis-cache-handler.int.test.ts,
 *     tests/cluster.
 *  3. ROUTER_REQUEST_HEADERS and the RSC_QUERY parameter: requests for React Server Component payloads
 *     and router state, which Next answers differently (its Vary list). Never answered from the front
 *     cache, and not HTML for the CSP rewriter. Tests: tests/unit/frontCache, tests/unit/security.
 *  4. DRAFT_MODE_COOKIES: draft mode's cookies; a previewing marketer's request is never cached.
 *     Tests: tests/unit/frontCache, tests/e2e/marketing-drafts.spec.ts.
 *  5. isOutsideRequestError: revalidateTag's error when called with no request in progress (a queued
 *     job). Tests: tests/int/scheduled-publish-failures.int.test.ts, tests/int/reservations.int.test.ts.
 *  6. NEXT_STATIC_PATH and NEXT_INTERNAL_PATH: where Next serves its built files; the shape of its
 *     script tags (`<script src="/_next/static/…" async>`, a `rel="preload"` of its runtime), which
 *     the deferred-scripts rewriter and the CSP nonce writer read (src/domain/performance,
 *     src/lib/site/csp). Tests: tests/unit/performance, tests/e2e/csp-nonce.spec.ts, and
 *     `npm run bench -- --only lighthouse` (first-load JS).
 *  7. Outside this module, because they are configuration rather than names: next.config.ts's webpack
 *     `splitChunks.cacheGroups` (one stylesheet for the dealer pages) and Turbopack's
 *     `turbopackClientSideNestedAsyncChunking` (dev only); each says why beside it. Tests:
 *     tests/e2e (the stylesheet count), tests/dev (a page's chunks load in development).
 *  8. Next's tracing gate (its tracer's isOpenTelemetryEnabled, behaviour rather than a name): Next
 *     wraps its work in spans whenever a recording span is active or a real tracer provider is
 *     registered globally with the OpenTelemetry API, and skips all of it otherwise. Our SDK registers
 *     none (src/lib/telemetry/sdk.ts), so a request nobody samples pays nothing for Next's tracing.
 *     Tests: tests/unit/telemetry/sdk.test.ts (no global provider), tests/cluster (a sampled lead's
 *     queries still sit under its request span), `npm run bench -- --only tracing` (the cost).
 */

/** The response header with which Next says where a page came from; HIT = its own page cache. */
export const NEXT_CACHE_STATUS_HEADER = 'x-nextjs-cache'
export const NEXT_CACHE_HIT = 'HIT'

/** Next's tag list on a cached page or route handler. */
export const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** Request headers with which Next answers differently (React Server Components, the router, server actions). */
export const ROUTER_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'] as const

/** Whether a query string (after `?`) asks for a React Server Component payload (`_rsc=`). */
export const asksForRscPayload = (query: string): boolean => /(?:^|&)_rsc=/.test(query)

/** Draft mode's cookies: a marketer previewing unpublished content. */
export const DRAFT_MODE_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/

/** Whether revalidateTag refused because no request is in progress (a job, a script). */
export const isOutsideRequestError = (error: unknown): boolean => String(error).includes('static generation store missing')

/** Next's built files: script chunks, stylesheets, its runtime. */
export const NEXT_STATIC_PATH = /^\/_next\/static\//
/** Everything Next serves under its own prefix (built files, images, data). */
export const NEXT_INTERNAL_PREFIX = '_next'
