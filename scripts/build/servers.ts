/**
 * `npm run build`'s last step: the production processes compiled to plain JavaScript in dist/, so each
 * role runs as one `node` process with nothing compiling TypeScript at run time (tsx runs a wrapper
 * process, a loader thread and esbuild's service beside every process it starts):
 *   dist/serve.mjs                the launcher and web server (`npm start`: scripts/serve.ts)
 *   dist/worker.mjs               the job queue (`npm run worker`: scripts/worker.ts)
 *   dist/redis-cache-handler.mjs  Next's shared cache handler, which Next loads by path (next.config.ts)
 *   dist/telemetry.mjs            OpenTelemetry, preloaded into both (`node --import`; off without an OTLP endpoint)
 *
 * Our own code is bundled; every package stays in node_modules, imported as it is. Each bundled
 * module's `import.meta.url` keeps naming its source file, so what a module finds beside itself (the
 * migrations, package.json, the project folder) is where it was. The output is tied to this checkout:
 * build again after moving it. Short: about a second.
 */
import { readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build, type Plugin } from 'esbuild'

const SERVERS_DIR = 'dist'

const ENTRIES = {
  serve: 'scripts/serve.ts',
  worker: 'scripts/worker.ts',
  'redis-cache-handler': 'src/lib/cache/redisCacheHandler.ts',
  // OpenTelemetry, loaded before either server with `node --import` (src/lib/telemetry/preload.ts).
  telemetry: 'src/lib/telemetry/preload.ts',
}

const ROOT = process.cwd()

/** Replaces `import.meta.url` in our own TypeScript with the source file's URL (see above). */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const text = await readFile(args.path, 'utf8')
      const contents = text.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

const requireHere = createRequire(path.join(ROOT, 'package.json'))
const ALIASES = Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, unknown> } }).compilerOptions.paths).map((key) => key.replace(/\/\*$/, ''))

/**
 * A package without an `exports` map (next is one) has its subpaths found by file name: Node's ESM
 * resolver wants the extension (`next/cache.js`) where a bundler or require() accepts `next/cache`.
 * Such imports are written out with the file they resolve to; everything else stays as written.
 */
const subpathFiles: Plugin = {
  name: 'subpath-files',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      // Our own folders by their aliases (tsconfig.json's paths) are bundled like any of our files.
      if (ALIASES.some((alias) => args.path === alias || args.path.startsWith(`${alias}/`))) return undefined
      const parts = args.path.split('/')
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
      if (args.path === name || args.path.startsWith('node:')) return { path: args.path, external: true }
      try {
        const manifest = JSON.parse(readFileSync(requireHere.resolve(`${name}/package.json`), 'utf8')) as { exports?: unknown }
        if (manifest.exports) return { path: args.path, external: true }
        const file = requireHere.resolve(args.path, { paths: [args.resolveDir] })
        const root = path.dirname(requireHere.resolve(`${name}/package.json`))
        return { path: `${name}/${path.relative(root, file).split(path.sep).join('/')}`, external: true }
      } catch {
        return { path: args.path, external: true }
      }
    })
  },
}

const started = Date.now()
// Chunks are named by their content: an older build's would stay beside the new ones.
rmSync(SERVERS_DIR, { recursive: true, force: true })
await build({
  absWorkingDir: ROOT,
  entryPoints: ENTRIES,
  outdir: SERVERS_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The launcher imports the web server (and so Next and React) only once it has set NODE_ENV and the
  // rest of the environment they read on import: that import stays a separate chunk, loaded then.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  jsx: 'automatic',
  // Stylesheets belong to Next's build; nothing a server process runs reads one.
  loader: { '.css': 'empty', '.scss': 'empty' },
  sourcemap: 'linked',
  plugins: [subpathFiles, sourceUrls],
  logLevel: 'warning',
})
console.log(`Compiled ${Object.keys(ENTRIES).length} server entries into ${SERVERS_DIR}/ in ${Date.now() - started} ms`)
