/**
 * zod/mini, for every schema the browser runs (the form fields, the lead envelope, the checkout and
 * the purchase journey, the finance quote). Import it as a namespace, `import * as z from
 * '…/validation/zodMini'`: its functions then tree-shake, so a page with a form carries about 11 KB
 * gzip of zod instead of the ~90 KB of classic zod with all its locales. (A re-exported `z` object
 * would not tree-shake in every bundler.) Server-only schemas stay on classic zod (zod.ts).
 *
 * Same config as zod.ts: in the browser no eval-based fast path, so zod never probes
 * `Function("")`, which our Content-Security-Policy (no `unsafe-eval`) refuses and reports.
 *
 * mini loads no locale, so a rule without its own message says only "Invalid input". The browser
 * never meets one (every rule a form can fail has its message); the server loads zod's English
 * messages so an API client is told what classic zod told it. (Next's client build drops this branch
 * and, with it, the locale.)
 */
import { config, pipe, transform, type core, type ZodMiniType } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

if (typeof window === 'undefined') config(en())
else config({ jitless: true })

export * from 'zod/mini'

/**
 * zod/mini has no z.preprocess: this is the same pipe (`fn` on the raw value, then `schema`), typed
 * as classic zod types it, so a field whose schema is optional stays optional in z.input.
 */
export function preprocess<S extends core.$ZodType>(fn: (value: unknown) => unknown, schema: S): Preprocess<S> {
  return pipe(transform(fn), schema) as unknown as Preprocess<S>
}
type Preprocess<S extends core.$ZodType> = ZodMiniType<core.output<S>, unknown, core.$ZodPreprocessInternals<S>>
