/**
 * Issue 33 item 2: every return target (sign-in's `redirect` and `back`, and whatever else takes one)
 * resolves to a path on the dealer's own host after normalisation. Property-tested over the tricks that
 * turn a path into another host: dot segments, single and double %-encoding, backslashes, control
 * characters, tabs and line breaks, `/\`, `\\`, scheme-relative and absolute URLs, `javascript:`.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { safeRedirectPath, signInPath } from '@/domain/accounts/redirects'

const DEALER = 'https://dealer.example'
/** A fallback no input could produce, so the property can tell "refused" from "kept". */
const REFUSED = 'refused:'
const ONE_LEADING_SLASH = /^\/(?:$|[^/\\])/

/** The pieces addresses are made of when someone wants them to leave the site. */
const PIECES = [
  '/', '//', '\\', '/\\', '\\\\', '\\/', '.', '..', './', '../', '/./', '/../', '.%2F', '%2E', '%2e%2E', '%2E%2E%2F',
  '%2F', '%2f', '%5C', '%5c', '%252F', '%255C', '%25252F', '%252E%252E%252F', '%09', '%0A', '%0d', '%00', '%20',
  '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', ' ', '\u00a0', '\u2028', '\uff0f', '\u3002',
  'evil.example', 'evil.example/', '@evil.example', 'user:pass@evil.example', ':', '?', '#', '&', '=',
  'http:', 'https:', 'http://evil.example', 'https://evil.example/x', '//evil.example', 'javascript:alert(1)', 'JaVaScRiPt:', 'data:text/html,x',
  'a', 'cars', 'my-garage', 'sign-in', '%', '%E0%A4%A', '%ZZ', '%E0',
]

const piecewise = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((p) => p.join(''))
const encodedOnce = piecewise.map((s) => `/${encodeURIComponent(s)}`)
const encodedTwice = piecewise.map((s) => `/${encodeURIComponent(encodeURIComponent(s))}`)
const anyInput = fc.oneof(
  { weight: 4, arbitrary: piecewise },
  { weight: 2, arbitrary: piecewise.map((s) => `/${s}`) },
  { weight: 1, arbitrary: encodedOnce },
  { weight: 1, arbitrary: encodedTwice },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `/${s}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
)

/** What the browser does with a target: resolve it against the page, possibly after decodings on the way. */
function leavesTheSite(path: string): string | null {
  if (!ONE_LEADING_SLASH.test(path)) return `does not start with exactly one slash: ${JSON.stringify(path)}`
  let reading = path
  for (let round = 0; round < 4; round++) {
    const resolved = new URL(reading, `${DEALER}/`)
    if (resolved.origin !== DEALER) return `${JSON.stringify(reading)} resolves to ${resolved.origin}`
    let decoded: string
    try {
      decoded = decodeURIComponent(resolved.pathname)
    } catch {
      return `${JSON.stringify(reading)} cannot be decoded`
    }
    if (decoded === resolved.pathname) return null
    reading = decoded
  }
  return null
}

describe('safeRedirectPath: a path on the dealer host after normalisation, or the fallback', () => {
  it('holds over dot segments, %-encodings, backslashes, control characters, schemes and absolute URLs', () => {
    let tried = 0
    let kept = 0
    fc.assert(
      fc.property(anyInput, (raw) => {
        tried++
        const out = safeRedirectPath(raw, REFUSED)
        if (out === REFUSED) return
        kept++
        expect(leavesTheSite(out), `safeRedirectPath(${JSON.stringify(raw)}) = ${JSON.stringify(out)}`).toBeNull()
        // What we hand out reads back as itself: no later pass can turn it into something else.
        expect(safeRedirectPath(out, REFUSED)).toBe(out)
      }),
      { numRuns: 5_000 },
    )
    expect(kept, 'some inputs must be kept, or the property says nothing').toBeGreaterThan(100)
    expect(tried).toBe(5_000)
  })

  it.each([
    ['/.//evil.example', 'a dot segment that leaves //'],
    ['/./\\evil.example', 'a dot segment that leaves /\\'],
    ['/a/..//evil.example', 'a parent segment that leaves //'],
    ['/%2F%2Fevil.example', 'slashes that appear after one decoding'],
    ['/%252F%252Fevil.example', 'slashes that appear after two decodings'],
    ['/.%2F%2Fevil.example', 'an encoded dot segment'],
    ['/%5C%5Cevil.example', 'backslashes that appear after one decoding'],
    ['/%09/evil.example', 'a tab the browser drops after decoding'],
    ['/%E0%A4%A', 'a path that cannot be decoded'],
  ])('refuses %s (%s)', (raw) => {
    expect(safeRedirectPath(raw, REFUSED)).toBe(REFUSED)
  })

  it('keeps ordinary same-site targets as the browser would open them', () => {
    expect(safeRedirectPath('/cars/a b/checkout?x=1&y=2#top')).toBe('/cars/a%20b/checkout?x=1&y=2#top')
    expect(safeRedirectPath('/search/./used/../new?page=2')).toBe('/search/new?page=2')
    expect(safeRedirectPath('/cars/caf%C3%A9')).toBe('/cars/caf%C3%A9')
  })

  it('never returns to sign-in itself, however it is spelled', () => {
    for (const raw of ['/sign-in', '/Sign-In?x=1', '/%73ign-in', '/x/../sign-in/', '/sign-in/code']) expect(safeRedirectPath(raw, REFUSED), raw).toBe(REFUSED)
  })
})

describe('signInPath: whoever supplies the targets, the sign-in address carries safe ones', () => {
  it('passes both targets through the rule', () => {
    fc.assert(
      fc.property(anyInput, anyInput, (redirect, back) => {
        const params = new URL(signInPath({ type: 'watchlist', redirect, back }), `${DEALER}/`).searchParams
        for (const target of [params.get('redirect')!, params.get('back')!]) {
          expect(leavesTheSite(target), `signInPath(${JSON.stringify(redirect)}, ${JSON.stringify(back)})`).toBeNull()
        }
      }),
      { numRuns: 2_000 },
    )
  })
})
