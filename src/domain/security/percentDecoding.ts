/**
 * %-decoding that never throws. decodeURIComponent throws on an escape that is not valid UTF-8
 * (`%E0%A4%A`, `%ZZ`, a bare `%`), and an address bar can hold anything: a throw in a page or route
 * became a 500. Every decoding of request text in the app goes through here (tests/unit/security/
 * percentDecoding.test.ts holds the code to that), and a request whose path cannot be decoded at all is
 * answered 400 before any route sees it (hasMalformedEncoding, used by the server and the proxy).
 */

/** The text with its %-escapes decoded, or null when an escape is not valid UTF-8. */
export function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** The [host] route segment as a host name; '' (which names no dealer) when it cannot be decoded. */
export const hostParam = (raw: string): string => decodeOrNull(raw) ?? ''

/** The path of a request target (`/a/b?q=1`): its query and fragment are not the path's business. */
const pathOf = (target: string) => target.split(/[?#]/, 1)[0]!

/**
 * Whether a request's path holds an escape that cannot be decoded. Next's router throws on such a
 * path and then fails to draw its own 400 page (vercel/next.js#94278): a 500 on every route with a
 * dynamic segment. A malformed query is left alone: browsers send a typed `?q=100%` as it is, and
 * URLSearchParams reads it without throwing.
 */
export function hasMalformedEncoding(target: string): boolean {
  const path = pathOf(target)
  return path.includes('%') && decodeOrNull(path) === null
}
