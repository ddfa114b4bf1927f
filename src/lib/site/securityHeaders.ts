/**
 * Security headers on every answer: dealer pages, API answers and the admin (issue 21), as
 * next.config.ts `headers` rules, so cached pages (and the front cache, which replays what Next sent)
 * carry them too.
 *
 * - No other site may frame ours (`frame-ancestors 'self'`, and X-Frame-Options for old browsers),
 *   except the live preview (/preview/...), which the admin frames from its own origin: the origins in
 *   ADMIN_ORIGINS (space-separated, read at build time, e.g. "https://admin.forecourt.com.au"), and in
 *   development the admin on this machine (http://localhost:{port}).
 * - nosniff, a referrer that never leaks a path to another site, and a Permissions-Policy that turns
 *   off what no dealer page uses (camera, microphone, USB...) while keeping geolocation and payment for
 *   the dealer's own origin.
 * - HSTS only on requests that arrived over HTTPS (the proxy in front says so in X-Forwarded-Proto).
 *
 * HTML documents get the whole Content-Security-Policy in place of the frame-ancestors one here, with a
 * nonce per answer, from the server (src/lib/site/csp/server.ts): a static rule cannot carry a nonce.
 */
import { LOCAL_ADMIN_ORIGINS } from '../../domain/security/contentSecurityPolicy'
import { MEDIA_FILE_POLICY, PDF_FILE_POLICY } from '../../domain/security/mediaPolicy'

type HeaderRule = { source: string; headers: { key: string; value: string }[]; has?: { type: 'header'; key: string; value?: string }[] }


const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

type Env = { ADMIN_ORIGINS?: string; NODE_ENV?: string }

/**
 * Origins allowed to frame the live preview: ours, ADMIN_ORIGINS, and the admin on this machine only
 * in development (NODE_ENV=development). For HTML documents the server decides the local ones per
 * request instead (src/lib/site/csp/server.ts: a request to a local host name), which is how the
 * browser tests' production build on localhost keeps its live preview.
 */
export function previewFrameAncestors(env: Env = { ADMIN_ORIGINS: process.env.ADMIN_ORIGINS, NODE_ENV: process.env.NODE_ENV }): string[] {
  const configured = (env.ADMIN_ORIGINS ?? '')
    .split(/\s+/)
    .filter((o) => /^https?:\/\/[a-z0-9.*:-]+$/i.test(o))
  return ["'self'", ...configured, ...(env.NODE_ENV === 'development' ? LOCAL_ADMIN_ORIGINS : [])]
}

export function securityHeaders(env: Env = { ADMIN_ORIGINS: process.env.ADMIN_ORIGINS, NODE_ENV: process.env.NODE_ENV }): HeaderRule[] {
  const common = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ]
  return [
    // Everything but the preview: framed by nobody else.
    {
      source: '/:path((?!preview/).*)',
      headers: [...common, { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" }, { key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
    },
    // The preview: framed by the admin (no X-Frame-Options, which cannot name another origin).
    { source: '/preview/:path*', headers: [...common, { key: 'Content-Security-Policy', value: `frame-ancestors ${previewFrameAncestors(env).join(' ')}` }] },
    // Uploaded files: sandboxed, loading nothing, PDFs excepted (src/domain/security/mediaPolicy.ts).
    // Here, not only in the collection's file handler: Next keeps a header these rules set and drops the
    // handler's own of the same name. Later rules win, so the PDF rule comes last; a stored file's
    // extension is always the type its bytes are (src/domain/uploads normaliseFilename).
    { source: '/api/media/file/:file*', headers: [{ key: 'Content-Security-Policy', value: MEDIA_FILE_POLICY }] },
    { source: '/api/media/file/:file(.*\\.pdf)', headers: [{ key: 'Content-Security-Policy', value: PDF_FILE_POLICY }] },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
    },
  ]
}
