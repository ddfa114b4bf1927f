/**
 * Classic zod, for server-only schemas (tenant settings, feeds, outside services). Schemas the
 * browser runs use zod/mini (zodMini.ts): classic zod weighs ~90 KB gzip in a page.
 *
 * Should classic zod reach a browser anyway, it runs there without its eval-based fast path: zod 4
 * probes whether `Function("")` works, and under our Content-Security-Policy (no `unsafe-eval`) the
 * probe is refused and reported as a violation. The probe's answer is cached per page, so a config
 * set here, before any schema parses, keeps it from running. The server keeps the fast path.
 */
import { z } from 'zod'

if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
