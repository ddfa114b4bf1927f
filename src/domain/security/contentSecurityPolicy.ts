/**
 * The Content-Security-Policy of every HTML document we serve (issues 21 and 33), as a pure function:
 * which sources each part of the site may load, given the nonce of this answer, the request and the
 * deployment's configuration. scripts/next-server.ts sends it (src/lib/site/csp/server.ts puts the
 * nonce on every `<script>` of the page as it streams out).
 *
 * - Scripts: our own files and inline scripts carrying this answer's nonce. Never `unsafe-eval`, never
 *   `unsafe-inline`, and no CDN: the admin's code editor (Monaco) is served from our origin
 *   (src/domain/security/monacoAssets.ts) rather than jsDelivr, so no third party's files can run in
 *   the admin.
 * - Styles: `unsafe-inline`, because React writes `style` attributes; a nonce in style-src would make
 *   browsers ignore it and refuse every one of them. Styles cannot run code.
 * - Connections: our own origin, plus Algolia's hosts in Algolia mode (the browser searches there).
 * - A dealer's marketing tags (issue 37): the origins of the tags it switched on, for its pages only,
 *   in script-src, connect-src, font-src and frame-src; never an inline script of theirs (our own code
 *   starts each tag: src/lib/tags). The layout lists them in the head (./headFramePolicy.ts).
 * - Frames: a dealer's pages (and its previews) frame only what that dealer configured: YouTube for car
 *   videos, Google's map with a map key, its service-booking pages. The dealer's layout computes the
 *   list and the server lifts it into this header (`frames`, ./headFramePolicy.ts); a page
 *   without one frames only our own pages. The admin frames the live preview on each dealer's own
 *   https host, so it allows https frames.
 * - Forms post only to our own origin (`form-action 'self'`): online payment sends the shopper to the
 *   payment service's hosted page by navigation (location.assign after a fetch), not by a form, and the
 *   service returns them by navigation too, which form-action does not govern.
 * - No plugins (`object-src 'none'`), no `<base>` elsewhere (`base-uri 'self'`).
 * - Nothing may frame us but ourselves, except the live preview, which the admin frames.
 * - Local development: the admin frames previews at `http://{dealer}.localhost:{port}`, and is itself
 *   at `http://localhost:{port}`; those http allowances are added only for a request made to a local
 *   host name or when NODE_ENV is development (`local`), never for a dealer's real domain.
 * - Over HTTPS (as the proxy in front reports it), `upgrade-insecure-requests`.
 * - Violations are reported to our own endpoint (`report-uri` for every browser, `report-to` naming the
 *   `Reporting-Endpoints` group for those that read it; src/lib/cspReports).
 */
export type CspArea = 'site' | 'admin' | 'preview'

export type CspOptions = {
  nonce: string
  area: CspArea
  /** Configured origins allowed to frame the preview (ADMIN_ORIGINS: src/lib/site/securityHeaders.ts). */
  previewFrameAncestors?: string[]
  /** Extra connect-src origins: Algolia's hosts in Algolia mode (see algoliaOrigins). */
  connect?: string[]
  /** The frames this dealer's page may hold (dealerFrameSources); none given: only our own pages. */
  frames?: string[]
  /** The dealer's marketing tags' origins (src/domain/marketing/tags.ts), lifted from its page's head. */
  tags?: { script: string[]; connect: string[]; font: string[] }
  /** Local development: a request to localhost or *.localhost, or NODE_ENV=development. */
  local?: boolean
  /** The request came over HTTPS (X-Forwarded-Proto from the proxy in front). */
  https?: boolean
  /** Where browsers report violations (report-uri), and the Reporting-Endpoints group of the same place. */
  report?: { uri: string; group: string }
}

/** The local development hosts: the admin (localhost, 127.0.0.1) and the dealers (*.localhost). */
export const LOCAL_ADMIN_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']
const LOCAL_DEALER_ORIGINS = ['http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*']

export function cspArea(pathname: string): CspArea {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/preview/')) return 'preview'
  return 'site'
}

/** Whether a Host header names this machine (localhost, *.localhost, 127.0.0.1, [::1]), any port. */
export function isLocalHost(host: string | null | undefined): boolean {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]'
}

/** A nonce must be base64 characters only: anything else could break out of the header or attribute. */
const isValidNonce = (nonce: string) => /^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(nonce)

export function contentSecurityPolicy(options: CspOptions): string {
  if (!isValidNonce(options.nonce)) throw new Error('A CSP nonce must be at least 16 base64 characters.')
  const admin = options.area === 'admin'
  const local = options.local === true
  const frames = admin ? ["'self'", 'https:', ...(local ? LOCAL_DEALER_ORIGINS : [])] : ["'self'", ...(options.frames ?? [])]
  const ancestors = options.area === 'preview' ? ["'self'", ...(options.previewFrameAncestors ?? []), ...(local ? LOCAL_ADMIN_ORIGINS : [])] : ["'self'"]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${options.nonce}'`, ...(options.tags?.script ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...(options.tags?.font ?? [])]],
    ['connect-src', ["'self'", ...(options.connect ?? []), ...(options.tags?.connect ?? [])]],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['frame-src', frames],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ancestors],
    ...(options.https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
    ...(options.report ? ([['report-uri', [options.report.uri]], ['report-to', [options.report.group]]] as [string, string[]][]) : []),
  ]
  return directives.map(([name, sources]) => (sources.length ? `${name} ${unique(sources).join(' ')}` : name)).join('; ')
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
 * The frames one dealer's pages may hold: YouTube for car videos (the only embeddable video),
 * Google's map embed when the dealer has a map key, and the https origins of the external booking
 * pages its service-booking blocks name.
 */
export function dealerFrameSources(options: { youtubeHosts: readonly string[]; mapEmbedOrigin: string | null; frameUrls: readonly string[] }): string[] {
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
  return unique(origins)
}

/** The same as a `<meta>` policy, which the dealer's layout renders and the server lifts into the header. */
export function dealerFramePolicy(options: Parameters<typeof dealerFrameSources>[0]): string {
  return `frame-src 'self' ${dealerFrameSources(options).join(' ')}`
}
