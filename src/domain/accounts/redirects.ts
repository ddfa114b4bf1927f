/**
 * The sign-in page's targets (`redirect` after signing in, `back` for Cancel) come from the address
 * bar, so they are only ever followed as paths on this same site: an open redirect to another site
 * would let a phishing link borrow the dealer's address.
 */
const ORIGIN = 'http://same-site.invalid'
export const SIGN_IN_PATH = '/sign-in'

/** A same-site relative path (with its query and fragment), or the fallback. */
export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string') return fallback
  const value = raw.trim()
  // Only a single leading slash: '//evil.com' and '/\evil.com' are other sites to a browser, and
  // control characters or backslashes anywhere can be read the same way.
  if (!value.startsWith('/') || value.startsWith('//') || value.length > 2000 || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== ORIGIN) return fallback
  // Never back to sign-in itself: that would be a loop.
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
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

/** /sign-in?type=&redirect=&back= (spec 02 §2.1). */
export function signInPath(target: { type?: string | null; redirect: string; back?: string | null }): string {
  const params = new URLSearchParams()
  if (target.type) params.set('type', target.type)
  params.set('redirect', target.redirect)
  params.set('back', target.back ?? '/')
  return `${SIGN_IN_PATH}?${params.toString()}`
}
