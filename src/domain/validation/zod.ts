/**
 * zod as every module of ours imports it. In the browser it runs without its eval-based fast path:
 * zod 4 probes whether `Function("")` works, and under our Content-Security-Policy (no
 * `unsafe-eval`) the probe is refused and reported as a violation on every page with a form. The
 * probe's answer is cached per page, so a config set here, before any schema parses, keeps it from
 * running. The server keeps the fast path.
 */
import { z } from 'zod'

if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
