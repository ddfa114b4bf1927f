/** REST requests Payload would answer with a 500 (issue 21): answered 404/400 first. */
import { describe, expect, it } from 'vitest'

import { isMalformedBodyError } from '@/lib/api/malformedBodyErrors'
import { restProblem } from '@/lib/api/restGuards'

const config = {
  collections: [{ slug: 'media', versions: false }, { slug: 'pages', versions: { drafts: true } }, { slug: 'payload-migrations', versions: false, endpoints: false }],
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

describe('restProblem: answers Payload would give as a 5xx (issue 33 item 7)', () => {
  it('a collection without REST endpoints is a 404, not Payload’s 501', () => {
    expect(restProblem(config, ['payload-migrations'], url('/api/payload-migrations'))).toEqual({ status: 404, message: 'Not Found: there is no "payload-migrations" API.' })
    expect(restProblem(config, ['payload-migrations', '1'], url('/api/payload-migrations/1'))?.status).toBe(404)
  })

  it('a path with an undecodable escape is a 400 before Payload decodes it', () => {
    for (const path of ['/api/pages/%E0%A4%A', '/api/media/%ZZ', '/api/pages%']) expect(restProblem(config, ['pages'], url(path))?.status, path).toBe(400)
    expect(restProblem(config, ['pages', '%E0'], url('/api/pages/%25E0'))).toBeNull()
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
