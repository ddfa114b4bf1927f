import { describe, expect, it } from 'vitest'

import { allowedTags, bannerShown, consentModeSignals, effectiveConsent, parseConsent, type ConsentChoice } from '@/domain/marketing/consent'
import type { SiteTag } from '@/domain/marketing/tags'

const now = new Date('2026-11-29T10:00:00Z')
const tags: SiteTag[] = [
  { vendor: 'ga4', id: 'G-1', category: 'analytics', src: 'a' },
  { vendor: 'metaPixel', id: '1', category: 'marketing', src: 'b' },
  { vendor: 'tawk', id: 't', category: 'necessary', src: 'c' },
]
const vendors = (list: SiteTag[]) => list.map((t) => t.vendor)
const choice = (analytics: boolean, marketing: boolean): ConsentChoice => ({ analytics, marketing, at: '2026-11-01T00:00:00Z' })

describe('parseConsent', () => {
  it('reads a stored choice', () => {
    expect(parseConsent(JSON.stringify(choice(true, false)), now)).toEqual(choice(true, false))
  })
  it('treats malformed, future and year-old choices as none', () => {
    expect(parseConsent('{', now)).toBeNull()
    expect(parseConsent(JSON.stringify({ analytics: 'yes', marketing: true, at: '2026-11-01' }), now)).toBeNull()
    expect(parseConsent(JSON.stringify({ ...choice(true, true), at: '2026-12-01T00:00:00Z' }), now)).toBeNull()
    expect(parseConsent(JSON.stringify({ ...choice(true, true), at: '2025-11-01T00:00:00Z' }), now)).toBeNull()
  })
})

describe('ask first', () => {
  it('loads no tag at all and denies every signal before a choice', () => {
    const consent = effectiveConsent(null, 'ask-first', false)
    expect(bannerShown(consent)).toBe(true)
    expect(allowedTags(tags, consent, 'ask-first')).toEqual([])
    expect(Object.values(consentModeSignals(consent, 'ask-first'))).toEqual(['denied', 'denied', 'denied', 'denied'])
  })
  it('loads what was allowed once chosen', () => {
    const consent = effectiveConsent(choice(true, false), 'ask-first', false)
    expect(bannerShown(consent)).toBe(false)
    expect(vendors(allowedTags(tags, consent, 'ask-first'))).toEqual(['ga4', 'tawk'])
    expect(consentModeSignals(consent, 'ask-first')).toEqual({ ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' })
  })
  it('loads only the necessary after Necessary only', () => {
    expect(vendors(allowedTags(tags, effectiveConsent(choice(false, false), 'ask-first', false), 'ask-first'))).toEqual(['tawk'])
  })
})

describe('notice only', () => {
  it('runs analytics and marketing before a choice, with the notice shown', () => {
    const consent = effectiveConsent(null, 'notice-only', false)
    expect(bannerShown(consent)).toBe(true)
    expect(vendors(allowedTags(tags, consent, 'notice-only'))).toEqual(['ga4', 'metaPixel', 'tawk'])
    expect(Object.values(consentModeSignals(consent, 'notice-only'))).toEqual(['granted', 'granted', 'granted', 'granted'])
  })
  it('honours a shopper turning marketing off', () => {
    expect(vendors(allowedTags(tags, effectiveConsent(choice(true, false), 'notice-only', false), 'notice-only'))).toEqual(['ga4', 'tawk'])
  })
})

describe('Global Privacy Control', () => {
  it('is a no to marketing in either mode, whatever was chosen', () => {
    for (const mode of ['ask-first', 'notice-only'] as const) {
      const consent = effectiveConsent(choice(true, true), mode, true)
      expect(vendors(allowedTags(tags, consent, mode))).toEqual(['ga4', 'tawk'])
      expect(consentModeSignals(consent, mode).ad_storage).toBe('denied')
    }
    expect(vendors(allowedTags(tags, effectiveConsent(null, 'notice-only', true), 'notice-only'))).toEqual(['ga4', 'tawk'])
  })
})
