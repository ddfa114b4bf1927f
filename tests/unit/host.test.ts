import { describe, expect, it } from 'vitest'

import { normalizeHost, slugFromLocalhost, tenantHosts } from '@tenants/host'

describe('host names', () => {
  it('normalises Host headers and entered domains', () => {
    expect(normalizeHost('HarbourCityMotors.com.au:443')).toBe('harbourcitymotors.com.au')
    expect(normalizeHost('https://www.example.com.au/path')).toBe('www.example.com.au')
    expect(normalizeHost('example.com.')).toBe('example.com')
    expect(normalizeHost('bayside-mazda.localhost:3000')).toBe('bayside-mazda.localhost')
  })

  it('rejects anything that is not a plain host name', () => {
    for (const bad of ['', null, undefined, "evil.com'--", 'a b.com', '[::1]:3000', '-bad.com', 'x'.repeat(300), 'ex_ample.com']) {
      expect(normalizeHost(bad as string), String(bad)).toBeNull()
    }
    // A path after the host is dropped (admins paste whole addresses), never kept.
    expect(normalizeHost('a.com/../b')).toBe('a.com')
  })

  it('reads the tenant slug of a development address', () => {
    expect(slugFromLocalhost('outback-used.localhost')).toBe('outback-used')
    expect(slugFromLocalhost('localhost')).toBeNull()
    expect(slugFromLocalhost('a.b.localhost')).toBeNull()
  })

  it('lists every host a tenant answers on', () => {
    expect(tenantHosts({ slug: 'acme', domains: [{ domain: 'Acme.com.au' }, { domain: 'www.acme.com.au' }] })).toEqual([
      'acme.com.au',
      'www.acme.com.au',
      'acme.localhost',
    ])
  })
})
