/**
 * A signing key for one purpose (a customer's session, a sign-in code's hash, an unsubscribe link, a
 * preview link, a reservation receipt, the search page's call to its own API), derived from
 * PAYLOAD_SECRET. Each purpose gets its own key, so a token made for one is never accepted for another
 * and none of them reveals the secret itself.
 *
 * The placeholder stands in only while `next build` renders without a secret; every start has one
 * (the launcher makes and keeps one in the data folder when none is given).
 */
import { createHash } from 'node:crypto'

const BUILD_TIME_PLACEHOLDER = 'forecourt-build-time-placeholder-secret'

export function derivedKey(purpose: string): Buffer {
  return createHash('sha256').update(`${process.env.PAYLOAD_SECRET || BUILD_TIME_PLACEHOLDER}:${purpose}`).digest()
}
