/** Issue 33: the rule of the public write guard (which origins and body types may write). */
import { describe, expect, it } from 'vitest'

import { PUBLIC_WRITE_MESSAGES, bodyKindOf, isCrossSite, publicWriteRefusal, type WriteRequestHeaders } from '@/domain/security/publicWrite'

const request = (h: Partial<WriteRequestHeaders>): WriteRequestHeaders => ({ origin: null, host: 'bayside.example.com.au', secFetchSite: null, contentType: 'application/json', ...h })

describe('isCrossSite', () => {
  it('lets the site’s own pages through, on any port or scheme, whatever the case or a trailing dot', () => {
    expect(isCrossSite(request({ origin: 'https://bayside.example.com.au' }))).toBe(false)
    expect(isCrossSite(request({ origin: 'http://BaySide.example.com.au:3000', host: 'bayside.example.com.au:3000' }))).toBe(false)
    expect(isCrossSite(request({ origin: 'https://bayside.example.com.au.' }))).toBe(false)
    expect(isCrossSite(request({ origin: 'http://bayside.localhost:3000', host: 'bayside.localhost:3000', secFetchSite: 'same-origin' }))).toBe(false)
  })

  it('lets a request with neither Origin nor Sec-Fetch-Site through: no browser sent it', () => {
    expect(isCrossSite(request({}))).toBe(false)
  })

  it('refuses another site, another dealer’s site, a null or unreadable Origin, and Sec-Fetch-Site: cross-site', () => {
    expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSite(request({ origin: 'https://other-dealer.example.com.au' }))).toBe(true)
    expect(isCrossSite(request({ origin: 'https://bayside.example.com.au.evil.example' }))).toBe(true)
    expect(isCrossSite(request({ origin: 'null' }))).toBe(true)
    expect(isCrossSite(request({ origin: 'null', secFetchSite: 'same-site' }))).toBe(true)
    // A no-referrer page's own form post (the unsubscribe page) says Origin: null, Sec-Fetch-Site: same-origin.
    expect(isCrossSite(request({ origin: 'null', secFetchSite: 'same-origin' }))).toBe(false)
    expect(isCrossSite(request({ origin: 'not a url' }))).toBe(true)
    expect(isCrossSite(request({ origin: 'file:///tmp/x.html' }))).toBe(true)
    expect(isCrossSite(request({ origin: 'https://bayside.example.com.au', host: null }))).toBe(true)
    expect(isCrossSite(request({ secFetchSite: 'cross-site' }))).toBe(true)
    expect(isCrossSite(request({ origin: 'https://bayside.example.com.au', secFetchSite: 'Cross-Site' }))).toBe(true)
  })
})

describe('bodyKindOf', () => {
  it('names the types the endpoints take, and nothing else', () => {
    expect(bodyKindOf('application/json; charset=utf-8')).toBe('json')
    expect(bodyKindOf('application/vnd.api+json')).toBe('json')
    expect(bodyKindOf('text/plain;charset=UTF-8')).toBe('text')
    expect(bodyKindOf('application/x-www-form-urlencoded')).toBe('urlencoded')
    expect(bodyKindOf('multipart/form-data; boundary=x')).toBe('multipart')
    expect(bodyKindOf(null)).toBe('untyped')
    expect(bodyKindOf('')).toBe('untyped')
    expect(bodyKindOf('application/xml')).toBeNull()
    expect(bodyKindOf('text/html')).toBeNull()
  })
})

describe('publicWriteRefusal', () => {
  it('answers another site with 403 before looking at the body type', () => {
    expect(publicWriteRefusal(request({ origin: 'https://evil.example', contentType: 'text/plain' }), ['json'])).toEqual({ status: 403, message: PUBLIC_WRITE_MESSAGES.crossSite })
  })

  it('answers a body type the endpoint does not take with 415, naming the ones it does', () => {
    expect(publicWriteRefusal(request({ contentType: 'text/plain' }), ['json'])).toEqual({ status: 415, message: 'The request body must be sent as application/json.' })
    expect(publicWriteRefusal(request({ contentType: null }), ['json'])?.status).toBe(415)
    expect(publicWriteRefusal(request({ contentType: 'application/json' }), ['urlencoded', 'multipart'])?.message).toBe(
      'The request body must be sent as application/x-www-form-urlencoded or multipart/form-data.',
    )
    expect(PUBLIC_WRITE_MESSAGES.contentType(['json', 'text', 'untyped'])).toBe('The request body must be sent as application/json or text/plain.')
  })

  it('lets a same-site request with a type it takes through (a beacon’s text/plain or untyped Blob where allowed)', () => {
    expect(publicWriteRefusal(request({ origin: 'https://bayside.example.com.au' }), ['json'])).toBeNull()
    expect(publicWriteRefusal(request({ origin: 'https://bayside.example.com.au', contentType: 'text/plain;charset=UTF-8' }), ['json', 'text', 'untyped'])).toBeNull()
    expect(publicWriteRefusal(request({ origin: 'https://bayside.example.com.au', contentType: null }), ['json', 'text', 'untyped'])).toBeNull()
  })
})
