import { describe, expect, it } from 'vitest'

import { relationId } from '@/domain/relationId'
import { signPreview, verifyPreview, type PreviewClaims } from '@/lib/preview/token'
import { dealerOrigin } from '@/lib/preview/url'

const claims: PreviewClaims = { collection: 'promotions', id: 12, tenant: 3, expiresAt: Date.parse('2026-12-01T00:00:00Z') }
const now = Date.parse('2026-11-25T00:00:00Z')

describe('preview tokens', () => {
  it('round-trips the record, dealer and expiry', () => {
    expect(verifyPreview(signPreview(claims), now)).toEqual(claims)
  })

  it('refuses an expired token', () => {
    expect(verifyPreview(signPreview(claims), claims.expiresAt)).toBeNull()
    expect(verifyPreview(signPreview(claims), claims.expiresAt + 1)).toBeNull()
  })

  it('refuses a token whose claims were changed (another dealer, another record)', () => {
    const [, signature] = signPreview(claims).split('.')
    for (const changed of [{ ...claims, tenant: 4 }, { ...claims, id: 13 }, { ...claims, expiresAt: claims.expiresAt + 86_400_000 }]) {
      const [body] = signPreview(changed).split('.')
      expect(verifyPreview(`${body}.${signature}`, now)).toBeNull()
    }
  })

  it('refuses garbage and collections without a preview', () => {
    for (const token of ['', 'abc', 'a.b.c', `${'x'.repeat(600)}.y`, null, undefined]) expect(verifyPreview(token, now)).toBeNull()
    expect(verifyPreview(signPreview({ ...claims, collection: 'users' as never }), now)).toBeNull()
  })
})

describe('the dealer origin a preview opens on', () => {
  const tenant = { id: 3, slug: 'harbour-city', domains: [{ domain: 'HarbourCityMotors.com.au' }] }
  it('is the dealer’s development host on the admin’s port when the admin runs on this machine', () => {
    expect(dealerOrigin(tenant, 'localhost:3000')).toBe('http://harbour-city.localhost:3000')
    expect(dealerOrigin(tenant, '127.0.0.1:4123')).toBe('http://harbour-city.localhost:4123')
    expect(dealerOrigin(tenant, 'bayside-mazda.localhost:3000')).toBe('http://harbour-city.localhost:3000')
  })
  it('is the dealer’s first domain over https otherwise, whatever the admin’s host', () => {
    expect(dealerOrigin(tenant, 'admin.forecourt.com.au')).toBe('https://harbourcitymotors.com.au')
    expect(dealerOrigin({ ...tenant, domains: [] }, 'admin.forecourt.com.au')).toBeNull()
  })
})

describe('relationId', () => {
  it('reads populated, numeric and numeric-string ids, and nothing else', () => {
    expect(relationId({ id: 7 })).toBe(7)
    expect(relationId(7)).toBe(7)
    expect(relationId('7')).toBe(7)
    for (const bad of [null, undefined, '', '07', 'x', -1, 0, 1.5, {}, { id: 'x' }]) expect(relationId(bad)).toBeNull()
  })
})
