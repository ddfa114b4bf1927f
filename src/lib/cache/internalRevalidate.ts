/**
 * Without Redis, each web instance keeps Next's cache to itself (its file and memory cache), and the
 * one public way to expire a tag there is next/cache's revalidateTag, which works only inside a
 * request Next is serving. A revalidation made outside one (a job in the worker or on Payload's cron,
 * a feed run, another instance) reaches each web process over the bus (bus.ts); the process then asks
 * itself, over HTTP, to run revalidateTag: POST /api/internal/revalidate
 * (src/app/(site)/api/internal/revalidate/route.ts), guarded by a secret derived from PAYLOAD_SECRET,
 * which every process of a deployment shares and nobody outside knows.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const INTERNAL_REVALIDATE_PATH = '/api/internal/revalidate'
export const INTERNAL_SECRET_HEADER = 'x-forecourt-internal'

/** The route's secret: never PAYLOAD_SECRET itself, so a leaked header does not leak the secret. */
export function internalSecret(payloadSecret = process.env.PAYLOAD_SECRET): string | null {
  if (!payloadSecret) return null
  return createHmac('sha256', payloadSecret).update('forecourt:internal-revalidate').digest('base64url')
}

export function isInternalCaller(header: string | null, payloadSecret = process.env.PAYLOAD_SECRET): boolean {
  const expected = internalSecret(payloadSecret)
  if (!expected || !header) return false
  const a = Buffer.from(header)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The tags of a request body `{ "tags": [...] }`: strings only, at most 1,000 (a bus message's worth and more). */
export function tagsOfBody(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags
  if (!Array.isArray(tags) || tags.length > 1_000 || !tags.every((t) => typeof t === 'string' && t.length > 0 && t.length <= 256)) return null
  return [...new Set(tags as string[])]
}

/**
 * Asks the Next server at `baseUrl` (this process's own) to expire `tags` in its cache. Resolves once
 * it has: revalidateTag's tags are applied as the route's response is made, before it is sent.
 */
export async function revalidateThroughNext(baseUrl: string, tags: readonly string[]): Promise<void> {
  const secret = internalSecret()
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  const res = await fetch(new URL(INTERNAL_REVALIDATE_PATH, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: secret },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw new Error(`${INTERNAL_REVALIDATE_PATH} answered ${res.status}`)
}
