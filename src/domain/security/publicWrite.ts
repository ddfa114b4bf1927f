/**
 * Which requests may write through a public endpoint (issue 33). A page on another site can make its
 * visitors' browsers post a form, or fetch with text/plain, urlencoded or multipart bodies, without
 * asking first (no CORS preflight), so such a request reaches us and only we can refuse it:
 *   - another site: the browser names the page's origin in Origin (on every POST) and says
 *     `Sec-Fetch-Site: cross-site`; an Origin whose host is not the request's own (another dealer's
 *     site included), or "null" (a sandboxed frame, a redirect between sites), is refused with 403.
 *     A request with neither header is no browser's (curl, a mail program's one-click, our own
 *     server-side calls) and carries no shopper's cookie.
 *   - a body type the endpoint does not take is refused with 415: JSON endpoints then answer no simple
 *     cross-site request even from a browser that sends no Origin.
 */

/** The body types an endpoint may take; `untyped` is a body with no Content-Type (a Blob without a type). */
export type BodyKind = 'json' | 'text' | 'urlencoded' | 'multipart' | 'untyped'

const MEDIA_TYPES: Record<Exclude<BodyKind, 'untyped'>, string> = {
  json: 'application/json',
  text: 'text/plain',
  urlencoded: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
}

export const PUBLIC_WRITE_MESSAGES = {
  crossSite: 'Requests from other sites are not accepted.',
  contentType: (accepts: readonly BodyKind[]) => {
    const names = accepts.filter((k) => k !== 'untyped').map((k) => MEDIA_TYPES[k])
    return `The request body must be sent as ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]}.`
  },
} as const

/** The kind of a Content-Type header; null for a type no endpoint takes. */
export function bodyKindOf(contentType: string | null | undefined): BodyKind | null {
  if (contentType === null || contentType === undefined || contentType.trim() === '') return 'untyped'
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return 'json'
  for (const [kind, media] of Object.entries(MEDIA_TYPES)) if (type === media) return kind as BodyKind
  return null
}

/** A host name as compared: lower case, no port, no trailing dot; null when it does not parse. */
function hostnameOf(url: string): string | null {
  try {
    const { hostname } = new URL(url)
    return hostname ? hostname.replace(/\.$/, '') : null
  } catch {
    return null
  }
}

export type WriteRequestHeaders = { origin: string | null; host: string | null; secFetchSite: string | null; contentType: string | null }

/** True when a browser says the request comes from a page of another site. */
export function isCrossSite({ origin, host, secFetchSite }: Pick<WriteRequestHeaders, 'origin' | 'host' | 'secFetchSite'>): boolean {
  const site = secFetchSite?.trim().toLowerCase()
  if (site === 'cross-site') return true
  if (origin === null) return false
  // `Origin: null` is what a page with `Referrer-Policy: no-referrer` sends on its own form posts (the
  // unsubscribe page, which keeps its token out of Referer): the browser's Sec-Fetch-Site decides then.
  if (origin.trim() === 'null' && (site === 'same-origin' || site === 'none')) return false
  const from = /^https?:\/\//i.test(origin) ? hostnameOf(origin) : null
  const own = host ? hostnameOf(`http://${host}`) : null
  return from === null || own === null || from !== own
}

/** Why this write is refused (status and message), or null to let it through. */
export function publicWriteRefusal(headers: WriteRequestHeaders, accepts: readonly BodyKind[]): { status: 403 | 415; message: string } | null {
  if (isCrossSite(headers)) return { status: 403, message: PUBLIC_WRITE_MESSAGES.crossSite }
  const kind = bodyKindOf(headers.contentType)
  if (kind === null || !accepts.includes(kind)) return { status: 415, message: PUBLIC_WRITE_MESSAGES.contentType(accepts) }
  return null
}
