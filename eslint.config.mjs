/**
 * ESLint: Next's own rules (core web vitals, React, hooks, accessibility of JSX, TypeScript) and the
 * project's layers. `npm test` runs it with --max-warnings 0 (`npm run lint`).
 *
 * The layers: imports run one way, app → blocks → components → lib → domain.
 *   - src/domain holds pure rules: no React, no Next, no Payload runtime, no I/O of ours;
 *   - src/lib reads and writes (Payload, the search engine, outside services), never UI;
 *   - src/components is shared UI, used by blocks and pages, never a block;
 *   - collections/ is Payload's schema: its hooks call src/lib, and nothing below it imports it back;
 *   - tenants/demo is the demo dealers' data, for the seed, scripts and tests only.
 * import/no-restricted-paths resolves each import to its file, so a relative path that climbs out of
 * a layer is caught as surely as an alias.
 *
 * What the browser runs (*.client.ts(x), the form schemas, the checkout) uses zod/mini, never classic zod.
 */
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const PURE = 'src/domain is pure rules: no React, no Next, no Payload at run time (types are fine).'

/** The packages pure rules may not use (no-restricted-paths covers our own folders). */
const pureImports = {
  paths: [
    { name: 'react', message: PURE },
    { name: 'react-dom', message: PURE },
    { name: 'payload', message: PURE, allowTypeImports: true },
  ],
  patterns: [
    { regex: '^next(/|$)', message: PURE },
    { regex: '^@payloadcms/', message: PURE, allowTypeImports: true },
  ],
}

const BROWSER_ZOD = 'Code the browser runs uses zod/mini through src/domain/validation/zodMini.ts: classic zod (zod, validation/zod) is ~90 KB gzip in a page.'
const MINI_CONFIG = "Use import * as z from '@/domain/validation/zodMini': it sets the browser config (no eval probe under our CSP) before any schema parses."

/** Classic zod, kept out of code the browser runs; zod/mini only through zodMini.ts (types from anywhere). */
const browserZodImports = {
  paths: [
    { name: 'zod', message: BROWSER_ZOD },
    { name: 'zod/v4', message: BROWSER_ZOD },
    { name: 'zod/mini', message: MINI_CONFIG, allowTypeImports: true },
    { name: 'zod/v4/mini', message: MINI_CONFIG, allowTypeImports: true },
    { name: 'zod/v4-mini', message: MINI_CONFIG, allowTypeImports: true },
  ],
  patterns: [
    { regex: '^zod/(v3|(v4/)?classic|(v4/)?locales)(/|$)', message: BROWSER_ZOD },
    { regex: '(^|/)validation/zod$', message: BROWSER_ZOD },
  ],
}

/**
 * Modules the browser runs besides the *.client.ts(x) files: the form schemas the lead API shares,
 * the checkout and purchase journey (src/domain/reservation), the finance quote's browser side.
 */
const BROWSER_SHARED_DOMAIN = ['src/domain/forms/**/*.{ts,tsx}', 'src/domain/reservation/**/*.{ts,tsx}', 'src/domain/**/*.client.{ts,tsx}']
const BROWSER_SHARED = ['**/*.client.{ts,tsx}', ...BROWSER_SHARED_DOMAIN, 'src/lib/youx/types.ts', 'src/lib/youx/browser.ts']

const merged = (...lists) => ({ paths: lists.flatMap((l) => l.paths), patterns: lists.flatMap((l) => l.patterns) })

/** What each layer may not import, with the reason a newcomer reads in the error. */
const zones = [
  {
    target: './src/domain',
    from: ['./src/lib', './src/components', './src/app', './src/admin', './src/access', './src/fields', './blocks', './collections', './payload.config.ts'],
    message: 'src/domain is pure rules: move what it needs down into src/domain, or the caller up into src/lib.',
  },
  {
    target: './src/lib',
    from: ['./src/components', './src/app', './src/admin', './blocks', './collections'],
    message: 'src/lib is below the UI and the schema: collection hooks call src/lib, never the reverse; a pure view model belongs in src/domain.',
  },
  {
    target: './src/components',
    from: ['./src/app', './blocks', './collections'],
    message: 'Shared UI may not import a block or a page: move the shared part into src/components.',
  },
  { target: './blocks', from: ['./src/app'], message: 'Blocks are composed by pages, not the other way round.' },
  {
    target: ['./src', './blocks', './collections', './payload.config.ts', './tenants/settings.ts', './tenants/settingsFields.ts', './tenants/theme.ts', './tenants/host.ts', './tenants/financeRules.ts', './tenants/financeProviders.ts', './tenants/templates.ts'],
    from: './tenants/demo',
    message: 'tenants/demo is the demo dealers\' data: only the seed, scripts and tests use it.',
  },
]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      // Its model of the routes is wrong for this app: the proxy rewrites every dealer's path under
      // /[host]/…, so the rule reads each internal <a> as a link to the [host] catch-all. Where we use
      // <a> rather than <Link> it is on purpose (a full load: sign-out, the payment return, a cross-host link).
      '@next/next/no-html-link-for-pages': 'off',
      // These three check code for the React Compiler, which this project does not run. What they
      // flag here is correct without it: a hook's result object that carries a ref (read as a ref
      // read), state set from the browser's storage after hydration (so the server's HTML and the
      // first render agree), and Date.now() in server components (rendered once per request).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
      // One import style: within a layer (src/lib, src/components, blocks, ...) a nearby file is imported
      // by a relative path; anything further is reached by its alias (@/…, @blocks/…, @collections/…,
      // @tenants/…), so a file's imports read the same wherever it sits and survive a move. (scripts/,
      // payload.config.ts and vitest.config.ts have no alias: tests reach them by path.)
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./){3,}(?!scripts/|payload.config|vitest.config)', message: 'Import another folder by its alias (@/…, @blocks/…, @collections/…, @tenants/…), not ../../../' }] }],
      // An unused value is named _ on purpose (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // no-restricted-paths covers our own folders; these are the packages pure rules may not use.
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', pureImports] },
  },
  {
    // What the browser runs stays on zod/mini (a later block's options replace an earlier one's, so
    // the pure rules' files in this set get both lists).
    files: BROWSER_SHARED,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', browserZodImports] },
  },
  {
    files: BROWSER_SHARED_DOMAIN,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', merged(pureImports, browserZodImports)] },
  },
  globalIgnores(['.next/**', 'dist/**', 'node_modules/**', '.data/**', 'bench/results/**', 'next-env.d.ts', 'src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'migrations/**', 'test-results/**', 'playwright-report/**']),
])
