import type { AfterErrorHook } from 'payload'

/**
 * A multipart or form body that does not parse (cut short, no boundary, a broken part header) makes
 * Payload's body parser (busboy) throw, which Payload reports as 500. It is the caller's mistake
 * (issue 21): answer 400 with a message instead.
 */
const BUSBOY_MESSAGES = /^(Unexpected end of form|Unexpected end of file|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Unsupported content type)/i

export function isMalformedBodyError(error: unknown): boolean {
  const e = error as { message?: unknown; stack?: unknown } | null
  if (!e || typeof e.message !== 'string') return false
  return BUSBOY_MESSAGES.test(e.message) || (typeof e.stack === 'string' && e.stack.includes('/busboy/'))
}

export const malformedBodyAsBadRequest: AfterErrorHook = ({ error }) => {
  if (!isMalformedBodyError(error)) return
  return { status: 400, response: { errors: [{ message: 'The request body could not be read: a multipart or form body that is cut short or malformed. Send the form again.' }] } }
}
