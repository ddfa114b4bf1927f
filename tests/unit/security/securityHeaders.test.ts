/**
 * The security header rules (issues 21, 33): every answer, the preview framed only by the admin, HSTS
 * over HTTPS, media files sandboxed.
 */
import { describe, expect, it } from 'vitest'

import { MEDIA_FILE_POLICY, PDF_FILE_POLICY, mediaFilePolicy } from '@/domain/security/mediaPolicy'
import { previewFrameAncestors, securityHeaders } from '@/lib/site/securityHeaders'

/** A rule's source as Next matches it (path-to-regexp: `/:name*` any segments, `:name(re)` a pattern), case-insensitive. */
const toRegExp = (source: string) => new RegExp(`^${source.replace(/\/:\w+\*/g, '(?:/.*)?').replace(/:\w+\(/g, '(')}$`, 'i')

describe('security headers', () => {
  const rules = securityHeaders({})
  const headersFor = (path: string, https = false) =>
    Object.fromEntries(
      rules
        .filter((r) => toRegExp(r.source).test(path) && (!r.has || https))
        .flatMap((r) => r.headers.map((h) => [h.key, h.value] as const)),
    )

  it('sends nosniff, the referrer policy and the permissions policy on pages, the API and the admin', () => {
    for (const path of ['/', '/cars/2021-toyota-hilux', '/api/search/key', '/admin/login']) {
      expect(headersFor(path)).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Content-Security-Policy': "frame-ancestors 'self'",
        'X-Frame-Options': 'SAMEORIGIN',
      })
      expect(headersFor(path)['Permissions-Policy']).toContain('camera=()')
    }
  })

  it('lets the admin frame the live preview, and nothing frame anything else', () => {
    const preview = headersFor('/preview/abc.def')
    expect(preview['Content-Security-Policy']).toBe("frame-ancestors 'self'")
    expect(preview['X-Frame-Options']).toBeUndefined()
    expect(previewFrameAncestors({ ADMIN_ORIGINS: 'https://admin.example.com.au javascript:alert(1)' })).toEqual(["'self'", 'https://admin.example.com.au'])
  })

  it('lets the admin on this machine frame the preview only in development', () => {
    const rule = (env: { NODE_ENV?: string }) => securityHeaders(env).find((r) => r.source === '/preview/:path*')!.headers.find((h) => h.key === 'Content-Security-Policy')!.value
    expect(rule({ NODE_ENV: 'development' })).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*")
    expect(rule({ NODE_ENV: 'production' })).toBe("frame-ancestors 'self'")
    expect(previewFrameAncestors({ ADMIN_ORIGINS: 'https://admin.example.com.au', NODE_ENV: 'development' })).toEqual([
      "'self'",
      'https://admin.example.com.au',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
  })

  it('serves every media file sandboxed, loading nothing, PDFs with frame-ancestors only (a sandbox stops Chrome showing them)', () => {
    for (const file of ['harbour-city-logo.svg', 'hero-1.webp', 'hero-1-640x360.webp', 'og.jpg', 'drawing.xml']) {
      const headers = headersFor(`/api/media/file/${file}`)
      expect(headers['Content-Security-Policy'], file).toBe(MEDIA_FILE_POLICY)
      expect(headers['X-Content-Type-Options'], file).toBe('nosniff')
    }
    expect(MEDIA_FILE_POLICY).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox; frame-ancestors 'self'$/)
    expect(headersFor('/api/media/file/price-list-2026.pdf')['Content-Security-Policy']).toBe(PDF_FILE_POLICY)
    expect(headersFor('/api/media/file/pdf-guide.svg')['Content-Security-Policy']).toBe(MEDIA_FILE_POLICY)
    // Other API answers keep the plain frame policy.
    expect(headersFor('/api/media')['Content-Security-Policy']).toBe("frame-ancestors 'self'")
  })

  it('picks the media policy by the type served', () => {
    expect(mediaFilePolicy('image/svg+xml')).toBe(MEDIA_FILE_POLICY)
    expect(mediaFilePolicy('application/pdf')).toBe(PDF_FILE_POLICY)
    expect(mediaFilePolicy('Application/PDF; charset=binary')).toBe(PDF_FILE_POLICY)
    expect(mediaFilePolicy('text/html')).toBe(MEDIA_FILE_POLICY)
    expect(mediaFilePolicy(null)).toBe(MEDIA_FILE_POLICY)
  })

  it('sends HSTS only to requests that came over HTTPS', () => {
    expect(headersFor('/')['Strict-Transport-Security']).toBeUndefined()
    expect(headersFor('/', true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
  })
})
