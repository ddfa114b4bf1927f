/** Issue 33: the address a rate limit counts comes from the socket and the trusted proxies' entries only. */
import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { MESSAGES, waitPhrase } from '@/domain/forms/messages'
import { clientAddress, trustedProxyHops } from '@/domain/security/clientAddress'
import { CLIENT_ADDRESS_HEADER, UNKNOWN_CLIENT, clientIp, trustClientAddressHeader, withClientAddress } from '@/lib/api/clientAddress'
import { tooManyRequests } from '@/lib/api/tooManyRequests'

afterEach(() => {
  trustClientAddressHeader(false)
  delete process.env.TRUSTED_PROXY_HOPS
})

describe('clientAddress (the rule)', () => {
  it('with no trusted proxy counts the socket, whatever X-Forwarded-For says', () => {
    expect(clientAddress(null, '198.51.100.4', 0)).toBe('198.51.100.4')
    expect(clientAddress('203.0.113.1', '198.51.100.4', 0)).toBe('198.51.100.4')
    expect(clientAddress('203.0.113.1, 203.0.113.2', '198.51.100.4', 0)).toBe('198.51.100.4')
  })

  it('behind one proxy counts the entry it appended, not the ones the client wrote before it', () => {
    // nginx at 10.0.0.2 appended the client's 198.51.100.4 to the client's own "6.6.6.6".
    expect(clientAddress('198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4')
    expect(clientAddress('6.6.6.6, 198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4')
    expect(clientAddress('6.6.6.6, 7.7.7.7, 198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4')
  })

  it('behind two proxies (a CDN, then nginx) counts the entry the CDN appended', () => {
    expect(clientAddress('198.51.100.4, 192.0.2.10', '10.0.0.2', 2)).toBe('198.51.100.4')
    expect(clientAddress('6.6.6.6, 198.51.100.4, 192.0.2.10', '10.0.0.2', 2)).toBe('198.51.100.4')
  })

  it('counts the socket when the chain is shorter than the proxies configured (the request skipped them)', () => {
    expect(clientAddress(null, '198.51.100.4', 1)).toBe('198.51.100.4')
    expect(clientAddress('6.6.6.6', '198.51.100.4', 2)).toBe('198.51.100.4')
  })

  it('without the socket (next dev) believes no header unless a proxy is trusted', () => {
    expect(clientAddress('6.6.6.6', null, 0)).toBeNull()
    expect(clientAddress('6.6.6.6, 198.51.100.4', null, 1)).toBe('198.51.100.4')
    expect(clientAddress(null, null, 1)).toBeNull()
  })

  it('writes an IPv4 caller on an IPv6 socket as IPv4, and refuses junk as an address', () => {
    expect(clientAddress(null, '::ffff:198.51.100.4', 0)).toBe('198.51.100.4')
    expect(clientAddress(null, '2001:db8::1', 0)).toBe('2001:db8::1')
    expect(clientAddress('x'.repeat(500), '10.0.0.2', 1)).toBeNull()
  })

  it('reads TRUSTED_PROXY_HOPS as a whole number, anything else as 0 (trust nobody)', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('-1')).toBe(0)
    expect(trustedProxyHops('1.5')).toBe(0)
    expect(trustedProxyHops('lots')).toBe(0)
    expect(trustedProxyHops('1000')).toBe(10)
  })
})

describe('clientIp (what the handlers count)', () => {
  it('outside the front server, gives two spoofed X-Forwarded-For values one key (hops 0)', () => {
    const a = clientIp(new Headers({ 'x-forwarded-for': '203.0.113.1' }))
    const b = clientIp(new Headers({ 'x-forwarded-for': '203.0.113.2' }))
    expect(a).toBe(UNKNOWN_CLIENT)
    expect(b).toBe(a)
    // A client writing our own header is not believed without the front server either.
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.3' }))).toBe(UNKNOWN_CLIENT)
  })

  it('behind the front server, reads only the header it wrote', () => {
    trustClientAddressHeader()
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4', 'x-forwarded-for': '203.0.113.1' }))).toBe('198.51.100.4')
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.1' }))).toBe(UNKNOWN_CLIENT)
  })
})

describe('withClientAddress (the front server)', () => {
  function through(headers: Record<string, string>, remoteAddress: string | undefined): IncomingMessage['headers'] {
    let seen: IncomingMessage['headers'] = {}
    const handler = withClientAddress((req: IncomingMessage, _res: ServerResponse) => {
      seen = { ...req.headers }
    })
    handler({ headers: { ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage, {} as ServerResponse)
    return seen
  }

  it('replaces a client-sent address with the socket’s (hops 0)', () => {
    const seen = through({ 'x-forwarded-for': '203.0.113.1', [CLIENT_ADDRESS_HEADER]: '203.0.113.2' }, '198.51.100.4')
    expect(seen[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.4')
  })

  it('behind trusted proxies writes the entry they appended', () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    expect(through({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4' }, '10.0.0.2')[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.4')
    process.env.TRUSTED_PROXY_HOPS = '2'
    expect(through({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 192.0.2.10' }, '10.0.0.2')[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.4')
  })

  it('drops the client’s copy even when no address can be worked out', () => {
    const seen = through({ [CLIENT_ADDRESS_HEADER]: '203.0.113.2' }, undefined)
    expect(seen).not.toHaveProperty(CLIENT_ADDRESS_HEADER)
  })

  it('marks the process, so the handlers believe the header from then on', () => {
    withClientAddress(() => undefined)
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4' }))).toBe('198.51.100.4')
  })
})

describe('the 429 answer', () => {
  it('says the wait in words, rounded up', () => {
    expect(waitPhrase(1)).toBe('1 second')
    expect(waitPhrase(45)).toBe('45 seconds')
    expect(waitPhrase(60)).toBe('1 minute')
    expect(waitPhrase(126)).toBe('3 minutes')
    expect(waitPhrase(600)).toBe('10 minutes')
  })

  it('takes its Retry-After and its message from the same number', async () => {
    const res = tooManyRequests(126)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('126')
    expect(await res.json()).toEqual({ message: 'Too many requests. Please wait 3 minutes and try again.' })
    expect(MESSAGES.rateLimited(126)).toBe('Too many requests. Please wait 3 minutes and try again.')
  })
})

describe('one source for the address', () => {
  it('no code but src/lib/api/clientAddress.ts names the X-Forwarded-For or X-Real-IP header (every limit counts clientIp)', () => {
    const readers: string[] = []
    for (const dir of ['src', 'blocks', 'collections', 'scripts']) {
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
        const file = path.join(entry.parentPath, entry.name)
        if (/['"`]x-(?:forwarded-for|real-ip)['"`]/i.test(readFileSync(file, 'utf8'))) readers.push(file)
      }
    }
    expect(readers).toEqual([path.join('src', 'lib', 'api', 'clientAddress.ts')])
  })
})
