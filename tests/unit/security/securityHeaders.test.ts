/** The security header rules (issue 21): every answer, the preview framed only by the admin, HSTS over HTTPS. */
import { describe, expect, it } from 'vitest'

import { previewFrameAncestors, securityHeaders } from '../../../src/lib/site/securityHeaders'

const toRegExp = (source: string) => new RegExp(`^${source.replace('/:path((?!preview/).*)', '/((?!preview/).*)').replace('/:path*', '/.*')}$`)

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
    expect(preview['Content-Security-Policy']).toBe("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*")
    expect(preview['X-Frame-Options']).toBeUndefined()
    expect(previewFrameAncestors({ ADMIN_ORIGINS: 'https://admin.example.com.au javascript:alert(1)' })).toEqual([
      "'self'",
      'https://admin.example.com.au',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
  })

  it('sends HSTS only to requests that came over HTTPS', () => {
    expect(headersFor('/')['Strict-Transport-Security']).toBeUndefined()
    expect(headersFor('/', true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
  })
})
