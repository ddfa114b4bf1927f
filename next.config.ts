import { readFileSync } from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants'

import { MONACO_VS_PATH } from './src/domain/security/monacoAssets'
import { hostRewrites } from './src/lib/site/hostRewrites'
import { securityHeaders } from './src/lib/site/securityHeaders'

// A separate build folder lets a benchmark or test build run beside a developer's own build.
const distDir = process.env.NEXT_DIST_DIR || '.next'

/**
 * The production server keys its data cache (unstable_cache, kept in {distDir}/cache, which survives
 * builds) by the build it runs, so a new build never reads a dealer or a car stored in an older shape
 * by older code (seen: a tenant cached before a settings field existed broke every vehicle page).
 */
function dataCacheKeyPrefix(phase: string): string | undefined {
  if (phase !== PHASE_PRODUCTION_SERVER) return undefined
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

/**
 * With REDIS_URL, the production server keeps Next's cache (pages, route handlers, unstable_cache) in
 * Redis, shared by every instance (src/lib/cache/redisCacheHandler.ts), and none in each process's
 * memory, which peers could not expire. Not for the build: its prerendered pages stay in {distDir}, and
 * the server renders each once on first request. Without REDIS_URL, Next's own file and memory cache.
 */
function sharedCache(phase: string): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return {}
  // Absolute: Next resolves a relative path against distDir. Next imports it at run time, in a plain
  // node process: the compiled copy `npm run build` makes (scripts/build/servers.ts).
  return { cacheHandler: path.resolve('dist/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
}

/**
 * The dealer site's stylesheets (globals, header, footer, every block and component: plain CSS files
 * under blocks/ and src/, the admin's own excepted) go out as one file. Next's CSS chunking never merges
 * global CSS across pages that load different sets, so a page linked 9-12 render-blocking stylesheets
 * of 0.5-15 KB each; on a phone's network each is a request before the first paint (LCP). All of them
 * are about 100 KB raw, 18 KB gzip, cached once for every page of every dealer.
 */
// Next runs the build from the project folder.
const REPO = process.cwd()
function isSiteStylesheet(resource: string | undefined): boolean {
  if (!resource || !resource.endsWith('.css') || !resource.startsWith(REPO + path.sep)) return false
  const rel = path.relative(REPO, resource).split(path.sep).join('/')
  if (rel.startsWith('node_modules/') || rel.startsWith('src/admin/') || rel.startsWith('src/app/(payload)/')) return false
  return rel.startsWith('blocks/') || rel.startsWith('src/')
}

type WebpackConfig = { module?: { rules?: unknown[] }; optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } }; plugins?: unknown[] }
function oneSiteStylesheet(config: WebpackConfig, { isServer, dev }: { isServer: boolean; dev: boolean }): WebpackConfig {
  const splitChunks = config.optimization?.splitChunks
  if (isServer || dev || !splitChunks) return config
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    siteStyles: {
      name: 'site-styles',
      type: 'css/mini-extract',
      test: (module: { nameForCondition?: () => string | undefined }) => isSiteStylesheet(module.nameForCondition?.()),
      chunks: 'all',
      enforce: true,
      priority: 100,
    },
  }
  return config
}

/**
 * The dealer site's first scripts (React, Next's client, the site's layouts and pages) start with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136+): the browser compiles them on a
 * background thread while they download, instead of function by function on the main thread the first
 * time each is called. Nearly all of it is called while the page hydrates, and that compiling was most
 * of the page's one long task: on a phone (4x CPU) the blocking time of a page load fell from 106-132 ms
 * to 20-38 ms with it. Browsers without the hint read a comment. The admin's scripts are left alone.
 * (A webpack plugin through Next's public `webpack` hook; it runs after minification, which would drop
 * the comment, and before the content hashes, so the names still change with the bytes.)
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
const isSiteEntry = (name: string) => name === 'main-app' || name.startsWith('app/(site)/')

type WebpackSource = unknown
type WebpackCompilation = {
  entrypoints: Map<string, { chunks: Iterable<{ files: Iterable<string> }> }>
  hooks: { processAssets: { tap: (options: { name: string; stage: number }, fn: () => void) => void } }
  updateAsset: (file: string, update: (source: WebpackSource) => WebpackSource) => void
}
type WebpackCompiler = { hooks: { thisCompilation: { tap: (name: string, fn: (compilation: WebpackCompilation) => void) => void } } }
type Webpack = { Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: number }; sources: { ConcatSource: new (...parts: unknown[]) => WebpackSource } }

function compileHintsForSiteScripts(config: WebpackConfig, { isServer, dev, webpack }: { isServer: boolean; dev: boolean; webpack: Webpack }): WebpackConfig {
  if (isServer || dev) return config
  const plugin = {
    apply(compiler: WebpackCompiler) {
      compiler.hooks.thisCompilation.tap('ForecourtCompileHints', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'ForecourtCompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
          const files = new Set<string>()
          for (const [name, entry] of compilation.entrypoints) {
            if (!isSiteEntry(name)) continue
            for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
          }
          for (const file of files) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source))
        })
      })
    },
  }
  config.plugins = [...(config.plugins ?? []), plugin]
  return config
}

/**
 * Turbopack in development (Next 16.4) names a nested dynamic import's chunk one way in a page's
 * react-loadable manifest and another on disk when it splits nested async chunks on the client only
 * for production: the hero search (next/dynamic) preloaded its suggestions chunk by a name that
 * answered 404 on every home page (vercel/next.js#87680, #88775). Chunking nested imports the
 * production way keeps the two names the same. Relies on an experimental flag: drop it once `npm run
 * test:dev` passes without it.
 */
const devOnly = { turbopackClientSideNestedAsyncChunking: true }

/**
 * Payload's code editor loads Monaco from our own origin, not jsDelivr: its bundled loader's default URL
 * is rewritten as the admin's files are bundled (scripts/build/monaco-from-our-origin.cjs says why), by
 * webpack in the build and by Turbopack in development. Only files that name the CDN are touched.
 */
const monacoLoader = { loader: path.resolve('scripts/build/monaco-from-our-origin.cjs'), options: { vsPath: MONACO_VS_PATH } }
function monacoFromOurOrigin(config: WebpackConfig): WebpackConfig {
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), { test: /[\\/]@payloadcms[\\/]ui[\\/]dist[\\/].*\.js$/, use: [monacoLoader] }] }
  return config
}
const turbopack: NextConfig['turbopack'] = {
  rules: { '*.js': { condition: { content: /cdn\.jsdelivr\.net\/npm\/monaco-editor@/ }, loaders: [monacoLoader] } },
}

const nextConfig = (phase: string, fetchCacheKeyPrefix = dataCacheKeyPrefix(phase)): NextConfig => ({
  poweredByHeader: false,
  distDir,
  ...sharedCache(phase),
  // Not experimental.inlineCss: tried for issue 15, it put each page's CSS in the HTML twice (a <style>
  // and the RSC payload: home 17 → 40 KB gzip); home LCP fell 0.3-0.5 s but car pages rose 0.3 s.
  // cssChunking off: the site's stylesheets are one chunk (oneSiteStylesheet), and Next's chunking
  // would otherwise re-split them per page before webpack's cache groups run.
  // Production only: `next dev` runs Turbopack, which refuses cssChunking: false (and needs none of the
  // build's stylesheet or compile-hint settings; see scripts/serve.ts).
  experimental: { ...(phase === PHASE_DEVELOPMENT_SERVER ? devOnly : { cssChunking: false }), ...(fetchCacheKeyPrefix ? { fetchCacheKeyPrefix } : {}) },
  webpack: (config: WebpackConfig, options: { isServer: boolean; dev: boolean; webpack: Webpack }) =>
    monacoFromOurOrigin(compileHintsForSiteScripts(oneSiteStylesheet(config, options), options)),
  turbopack,
  // Dealer sites are opened as {slug}.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  // Each request's host picks the dealer: /{path} is served by /{host}/{path} (see hostRewrites).
  rewrites: async () => hostRewrites(),
  // Security headers on every answer, cached pages included (src/lib/site/securityHeaders.ts).
  headers: async () => securityHeaders(),
  // tests/ and bench/ are type-checked by `npm run typecheck`; the build only checks the app (see tsconfig.json).
  // `npm test` type-checks everything (tests included) before its build finishes, so that build skips
  // its own pass over the app (a minute or two of CPU beside the other steps); any other build checks.
  typescript: { ignoreBuildErrors: process.env.FORECOURT_TYPES_CHECKED === '1' },
  images: {
    // Payload serves uploads from this same server; next/image resizes them per slot.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/assets/**' }],
    deviceSizes: [360, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 96, 128, 200, 320],
    formats: ['image/webp'],
  },
})

/**
 * withPayload sends Accept-CH, Vary and Critical-CH for Sec-CH-Prefers-Color-Scheme on every path, for
 * the admin's dark mode. On a dealer's page Critical-CH makes Chrome send a first visit's request twice
 * (the second time with the hint): a whole round trip before the page starts, on a phone's network,
 * and a Vary that splits every cache by colour scheme. The site has no dark mode, so the rule is kept
 * for the admin only. (withPayload offers no option for this; its `headers` is public config.)
 */
function colourSchemeHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch') ? { ...rule, source: '/admin/:path*' } : rule,
      ),
  }
}

const config = (phase: string) => colourSchemeHintsForAdminOnly(withPayload(nextConfig(phase), { devBundleServerPackages: false }))

export default config
