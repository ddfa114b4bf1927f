/**
 * The sign-in page's targets (`redirect` after signing in, `back` for Cancel) come from the address
 * bar, so they are only ever followed as paths on this same site: an open redirect to another site
 * would let a phishing link borrow the dealer's address. The rule itself is sameSitePath's, the one
 * every return target in the code goes through.
 */
import { decodeOrNull } from '../security/percentDecoding'
import { sameSitePath } from '../security/sameSitePath'

const SIGN_IN_PATH = '/sign-in'

/** Sign-in's own address, however it is spelled (`/Sign-In/`, `/%73ign-in`). */
function isSignIn(path: string): boolean {
  const raw = path.split(/[?#]/)[0]!
  // sameSitePath has refused an undecodable path already.
  const pathname = (decodeOrNull(raw) ?? raw).toLowerCase()
  return pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)
}

/** A same-site relative path (with its query and fragment), or the fallback. */
export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  const path = sameSitePath(raw)
  // Never back to sign-in itself: that would be a loop.
  return path === null || isSignIn(path) ? fallback : path
}

/** The page the visitor came from, when it is a page of this same dealer site; else '/'. */
export function backFromReferer(referer: string | null | undefined, host: string): string {
  if (!referer) return '/'
  try {
    const url = new URL(referer)
    if (url.hostname.toLowerCase() !== host.toLowerCase() || !/^https?:$/.test(url.protocol)) return '/'
    return safeRedirectPath(`${url.pathname}${url.search}`)
  } catch {
    return '/'
  }
}

/**
 * /sign-in?type=&redirect=&back=. Every sign-in address is built here, and both targets
 * pass safeRedirectPath on the way in, whoever supplies them (a request's own path, a page, a referer).
 */
export function signInPath(target: { type?: string | null; redirect: string; back?: string | null }): string {
  const params = new URLSearchParams()
  if (target.type) params.set('type', target.type)
  params.set('redirect', safeRedirectPath(target.redirect))
  params.set('back', safeRedirectPath(target.back ?? '/'))
  return `${SIGN_IN_PATH}?${params.toString()}`
}
