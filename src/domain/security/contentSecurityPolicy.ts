/**
 * The Content-Security-Policy of every HTML document we serve (issue 21), as a pure function: which
 * sources each part of the site may load, given the nonce of this answer and the deployment's
 * configuration. scripts/next-server.ts sends it (src/lib/site/csp/server.ts puts the nonce on every
 * `<script>` of the page as it streams out).
 *
 * - Scripts: our own files and inline scripts carrying this answer's nonce. Never `unsafe-eval`, never
 *   `unsafe-inline`. The admin also loads Payload's code editor (Monaco) from jsDelivr: Payload loads
 *   it from that CDN on purpose (payloadcms/payload#10229), so the admin, and only the admin, allows it.
 * - Styles: `unsafe-inline`, because React writes `style` attributes; a nonce in style-src would make
 *   browsers ignore it and refuse every one of them. Styles cannot run code.
 * - Connections: our own origin, plus Algolia's hosts in Algolia mode (the browser searches there).
 * - Frames: the dealer's map and video embeds and an external service-booking page are all configured
 *   per dealer (CMS fields), so the header allows https frames and each dealer's layout narrows it to
 *   the hosts its configuration names (src/lib/site/csp/dealerPolicy.ts, a `<meta>` policy that the
 *   browser enforces on top of this one).
 * - Nothing may frame us but ourselves, except the live preview, which the admin frames.
 */
export type CspArea = 'site' | 'admin' | 'preview'

export type CspOptions = {
  nonce: string
  area: CspArea
  /** Origins allowed to frame the preview (src/lib/site/securityHeaders.ts previewFrameAncestors). */
  previewFrameAncestors?: string[]
  /** Extra connect-src origins: Algolia's hosts in Algolia mode (see algoliaOrigins). */
  connect?: string[]
}

/** Payload's code editor (Monaco) comes from this CDN; only the admin loads it. */
export const PAYLOAD_EDITOR_CDN = 'https://cdn.jsdelivr.net'

export function cspArea(pathname: string): CspArea {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/preview/')) return 'preview'
  return 'site'
}

/** A nonce must be base64 characters only: anything else could break out of the header or attribute. */
export const isValidNonce = (nonce: string) => /^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(nonce)

export function contentSecurityPolicy(options: CspOptions): string {
  if (!isValidNonce(options.nonce)) throw new Error('A CSP nonce must be at least 16 base64 characters.')
  const admin = options.area === 'admin'
  const cdn = admin ? [PAYLOAD_EDITOR_CDN] : []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${options.nonce}'`, ...cdn]],
    ['style-src', ["'self'", "'unsafe-inline'", ...cdn]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...cdn]],
    ['connect-src', ["'self'", ...(options.connect ?? [])]],
    ['media-src', ["'self'", 'blob:', 'https:']],
    // The admin's live preview frames the dealer's own host (another origin than the admin's).
    ['frame-src', ["'self'", 'https:', ...(admin ? ['http://localhost:*', 'http://*.localhost:*'] : [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', options.area === 'preview' ? (options.previewFrameAncestors ?? ["'self'"]) : ["'self'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ')
}

const unique = (list: string[]) => [...new Set(list)]

/**
 * The origins the browser's Algolia client talks to: the DSN and main hosts and the three fallbacks
 * (algoliasearch v5's defaults), or the single host a test points it at.
 */
export function algoliaOrigins(appId: string, host?: string): string[] {
  if (host) return [originOf(host)]
  const id = appId.toLowerCase()
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)]
}

const originOf = (host: string) => {
  const withScheme = /^[a-z]+:\/\//i.test(host) ? host : `https://${host}`
  return new URL(withScheme).origin
}

/**
 * The frames one dealer's pages may hold, as a `<meta>` policy its layout renders: the browser
 * enforces it on top of the header's (which allows any https frame), so each dealer's pages frame
 * only what that dealer configured: YouTube for car videos (the only embeddable video, spec 01 §2),
 * Google's map embed when the dealer has a map key, and the external booking pages its service
 * booking blocks name.
 */
export function dealerFramePolicy(options: { youtubeHosts: readonly string[]; mapEmbedOrigin: string | null; frameUrls: readonly string[] }): string {
  const origins = [
    ...options.youtubeHosts.map((host) => `https://${host}`),
    ...(options.mapEmbedOrigin ? [options.mapEmbedOrigin] : []),
    ...options.frameUrls.flatMap((url) => {
      try {
        const { protocol, origin } = new URL(url)
        return protocol === 'https:' ? [origin] : []
      } catch {
        return []
      }
    }),
  ]
  return `frame-src 'self' ${unique(origins).join(' ')}`
}
