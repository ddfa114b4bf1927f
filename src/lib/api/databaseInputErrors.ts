import type { AfterErrorHook } from 'payload'

/**
 * PostgreSQL rejects some malformed input itself (an id of "abc" for an integer key, a number out of
 * range, an impossible date). Payload reports those as 500; they are the caller's mistake, so answer
 * 400 with a message instead. SQLSTATE class 22 is "data exception".
 */
const MESSAGES: Record<string, string> = {
  '22P02': 'A value in the request has the wrong type, for example an id that is not a number.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
}

function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.code
  }
  return undefined
}

export const databaseInputErrorsAsBadRequest: AfterErrorHook = ({ error }) => {
  const code = sqlState(error)
  if (!code) return
  const message = MESSAGES[code] ?? 'A value in the request is not valid.'
  return { status: 400, response: { errors: [{ message }] } }
}
