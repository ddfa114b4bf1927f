/**
 * The one guard of the public write endpoints (issue 33): each route's POST/PUT/PATCH/DELETE starts
 * with `refusePublicWrite(request, [body types it takes]) ?? handler(...)`, so a page on another site
 * cannot write through its visitors' browsers (the rule: src/domain/security/publicWrite.ts).
 * tests/int/public-writes.int.test.ts lists every route's writes and fails on one it does not know.
 */
import { publicWriteRefusal, type BodyKind } from '@/domain/security/publicWrite'

export type { BodyKind }

/** A 403 or 415 answer when the request must not reach the handler; null to go on. */
export function refusePublicWrite(request: Request, accepts: readonly BodyKind[]): Response | null {
  const { headers } = request
  const refusal = publicWriteRefusal(
    { origin: headers.get('origin'), host: headers.get('host'), secFetchSite: headers.get('sec-fetch-site'), contentType: headers.get('content-type') },
    accepts,
  )
  return refusal && Response.json({ message: refusal.message }, { status: refusal.status, headers: { 'cache-control': 'no-store' } })
}
