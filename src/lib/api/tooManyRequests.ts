/**
 * The one 429 answer of the rate-limited endpoints: its Retry-After and the wait its message names
 * come from the same number of seconds, so a shopper is never told "a minute" for a ten-minute wait.
 */
import { MESSAGES } from '@/domain/forms/messages'

export function tooManyRequests(retryAfterS: number, message: string = MESSAGES.rateLimited(retryAfterS)): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterS))
  return Response.json({ message }, { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(seconds) } })
}
