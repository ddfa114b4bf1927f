import { describe, expect, it } from 'vitest'

import { leadSource, nextTouches, touchFrom, touchFromVisit, touchSource, type Touch } from '@/domain/marketing/touch'

const NOW = new Date('2026-11-29T02:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)
const SITE = 'https://harbourcitymotors.com.au'

describe('a page view’s touch', () => {
  it('keeps the UTM parameters, the click ids, the landing page and another site’s referrer', () => {
    const t = touchFrom(`${SITE}/cars/kia?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20Sale&gclid=Cj0abc&ref=x`, 'https://www.google.com/', NOW, true)
    expect(t).toEqual({
      at: NOW.toISOString(),
      landing_page: '/cars/kia?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20Sale&gclid=Cj0abc&ref=x',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring Sale',
      gclid: 'Cj0abc',
      referrer: 'https://www.google.com/',
    })
  })

  it('is a direct touch when a visit starts from a typed address, and none for the dealer’s own links', () => {
    expect(touchFrom(`${SITE}/`, '', NOW, true)).toEqual({ at: NOW.toISOString(), landing_page: '/' })
    expect(touchFrom(`${SITE}/search`, `${SITE}/`, NOW, false)).toBeNull()
    // A campaign link followed mid-visit is a touch of its own.
    expect(touchFrom(`${SITE}/offers?utm_source=newsletter`, `${SITE}/`, NOW, false)?.utm_source).toBe('newsletter')
    expect(touchFrom('not a url', '', NOW, true)).toBeNull()
  })

  it('matches parameter names in any case and cuts long values', () => {
    const t = touchFrom(`${SITE}/?UTM_Source=${'x'.repeat(300)}`, '', NOW, true)!
    expect(t.utm_source).toHaveLength(200)
  })
})

describe('the first and last touch', () => {
  const ad: Touch = { at: daysAgo(10).toISOString(), landing_page: '/?gclid=a', gclid: 'a' }
  const direct: Touch = { at: NOW.toISOString(), landing_page: '/' }
  const email: Touch = { at: NOW.toISOString(), landing_page: '/?utm_source=newsletter', utm_source: 'newsletter' }

  it('keeps the first, and makes the newest the last', () => {
    expect(nextTouches(null, ad, NOW)).toEqual({ first: ad, last: ad })
    expect(nextTouches({ first: ad, last: ad }, email, NOW)).toEqual({ first: ad, last: email })
  })

  it('does not let a direct visit replace a campaign’s last touch', () => {
    expect(nextTouches({ first: ad, last: ad }, direct, NOW)).toEqual({ first: ad, last: ad })
    expect(nextTouches({ first: direct, last: direct }, direct, NOW).last).toBe(direct)
  })

  it('forgets touches older than 90 days', () => {
    const old: Touch = { ...ad, at: daysAgo(91).toISOString() }
    expect(nextTouches({ first: old, last: old }, null, NOW)).toEqual({ first: undefined, last: undefined })
    expect(nextTouches({ first: old, last: old }, direct, NOW)).toEqual({ first: direct, last: direct })
  })
})

describe('a touch’s source, medium and campaign', () => {
  const at = NOW.toISOString()
  const landing_page = '/'
  it('names them from UTM parameters, then click ids, then the referrer, else direct', () => {
    expect(touchSource({ at, landing_page, utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Spring' })).toEqual({ source: 'google', medium: 'cpc', campaign: 'Spring' })
    expect(touchSource({ at, landing_page, utm_source: 'dealer-email' })).toEqual({ source: 'dealer-email', medium: '(not set)', campaign: null })
    expect(touchSource({ at, landing_page, gclid: 'x' })).toEqual({ source: 'google', medium: 'cpc', campaign: null })
    expect(touchSource({ at, landing_page, wbraid: 'x' }).source).toBe('google')
    expect(touchSource({ at, landing_page, msclkid: 'x' })).toEqual({ source: 'bing', medium: 'cpc', campaign: null })
    expect(touchSource({ at, landing_page, fbclid: 'x', referrer: 'https://l.facebook.com/' })).toEqual({ source: 'facebook', medium: 'social', campaign: null })
    expect(touchSource({ at, landing_page, referrer: 'https://www.google.com.au/' })).toEqual({ source: 'google', medium: 'organic', campaign: null })
    expect(touchSource({ at, landing_page, referrer: 'https://www.instagram.com/' })).toEqual({ source: 'instagram.com', medium: 'social', campaign: null })
    expect(touchSource({ at, landing_page, referrer: 'https://carsales.com.au/x' })).toEqual({ source: 'carsales.com.au', medium: 'referral', campaign: null })
    expect(touchSource({ at, landing_page })).toEqual({ source: '(direct)', medium: '(none)', campaign: null })
  })
})

describe('what a lead records', () => {
  it('credits the last touch, and keeps a Google click id from either', () => {
    const first: Touch = { at: daysAgo(5).toISOString(), landing_page: '/?gclid=g1', gclid: 'g1' }
    const last: Touch = { at: NOW.toISOString(), landing_page: '/', referrer: 'https://www.bing.com/' }
    expect(leadSource({ first, last })).toEqual({ source: 'bing', medium: 'organic', campaign: null, gclid: 'g1' })
    expect(leadSource({})).toEqual({ source: '(direct)', medium: '(none)', campaign: null, gclid: null })
  })

  it('makes a touch from the visit’s landing page and kept parameters when the browser sent none', () => {
    expect(touchFromVisit('/offers?utm_source=fb', { utm_campaign: 'Spring', other: 'x' }, NOW)).toEqual({
      at: NOW.toISOString(),
      landing_page: '/offers?utm_source=fb',
      utm_source: 'fb',
      utm_campaign: 'Spring',
    })
    expect(touchFromVisit(undefined, {}, NOW)).toBeNull()
  })
})
