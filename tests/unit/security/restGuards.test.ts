/** REST requests Payload would answer with a 500 (issue 21): answered 404/400 first. */
import { describe, expect, it } from 'vitest'

import { isMalformedBodyError } from '../../../src/lib/api/malformedBodyErrors'
import { restProblem } from '../../../src/lib/api/restGuards'

const config = {
  collections: [{ slug: 'media', versions: false }, { slug: 'pages', versions: { drafts: true } }],
  globals: [{ slug: 'settings', versions: false }],
} as never
const url = (s: string) => new URL(`http://localhost${s}`)

describe('restProblem', () => {
  it('answers /versions of a collection or global without versions with 404', () => {
    expect(restProblem(config, ['media', 'versions'], url('/api/media/versions'))).toEqual({ status: 404, message: 'Not Found: "media" keeps no versions.' })
    expect(restProblem(config, ['media', 'versions', '3'], url('/api/media/versions/3'))?.status).toBe(404)
    expect(restProblem(config, ['globals', 'settings', 'versions'], url('/api/globals/settings/versions'))?.status).toBe(404)
    expect(restProblem(config, ['pages', 'versions'], url('/api/pages/versions'))).toBeNull()
    expect(restProblem(config, ['media', '3'], url('/api/media/3'))).toBeNull()
  })

  it('refuses a where or data query that is not a JSON object', () => {
    expect(restProblem(config, ['media'], url('/api/media?where=^x'))).toEqual({ status: 400, message: 'The "where" query must be a JSON object, or given as where[field][operator]=value.' })
    expect(restProblem(config, ['media'], url('/api/media?data=[1]'))?.status).toBe(400)
    expect(restProblem(config, ['media'], url('/api/media?where={"alt":{"equals":"x"}}'))).toBeNull()
    expect(restProblem(config, ['media'], url('/api/media?where[alt][equals]=x'))).toBeNull()
  })
})

describe('isMalformedBodyError', () => {
  it('knows the body parser’s errors and nothing else', () => {
    expect(isMalformedBodyError(new Error('Unexpected end of form'))).toBe(true)
    expect(isMalformedBodyError(new Error('Multipart: Boundary not found'))).toBe(true)
    expect(isMalformedBodyError(new Error('connection refused'))).toBe(false)
    expect(isMalformedBodyError(null)).toBe(false)
  })
})
