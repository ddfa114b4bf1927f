import { describe, expect, it } from 'vitest'

import { scriptsToLoad, siteTags, tagPolicySources, type TagSettings } from '@/domain/marketing/tags'

const none: TagSettings = {
  gtmId: '',
  gtmPaused: false,
  ga4Id: '',
  ga4Paused: false,
  googleAdsId: '',
  googleAdsPaused: false,
  metaPixelId: '',
  metaPixelPaused: false,
  clarityId: '',
  clarityPaused: false,
  chatVendor: 'none',
  chatId: '',
  chatPaused: false,
  dataLayerName: 'dataLayer',
  customTags: [],
}

describe('siteTags', () => {
  it('loads nothing for a dealer with no tags set up', () => {
    expect(siteTags(none)).toEqual([])
    expect(tagPolicySources([])).toEqual({ script: [], connect: [], frame: [], font: [] })
  })

  it('keeps the tags set up and not paused, in loading order, with their consent category', () => {
    const tags = siteTags({ ...none, gtmId: 'GTM-ABC1234', ga4Id: 'G-XYZ987', ga4Paused: true, metaPixelId: '1234567890', chatVendor: 'intercom', chatId: 'abc123' })
    expect(tags.map((t) => [t.vendor, t.category])).toEqual([
      ['gtm', 'analytics'],
      ['metaPixel', 'marketing'],
      ['intercom', 'necessary'],
    ])
    expect(tags[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234')
    expect(tags[2]!.src).toBe('https://widget.intercom.io/widget/abc123')
  })

  it("names the dealer's own dataLayer to Google's scripts", () => {
    expect(siteTags({ ...none, gtmId: 'GTM-ABC1234', dataLayerName: 'dealerLayer' })[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234&l=dealerLayer')
  })

  it('ignores a chat id without a vetted vendor', () => {
    expect(siteTags({ ...none, chatVendor: 'evilchat', chatId: 'x1234' })).toEqual([])
  })
})

describe('tagPolicySources', () => {
  it("allows only the switched-on vendors' origins, each once", () => {
    const sources = tagPolicySources(siteTags({ ...none, ga4Id: 'G-XYZ987', googleAdsId: 'AW-123456789' }))
    expect(sources.script).toEqual(['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'])
    expect(sources.connect).toContain('https://*.google-analytics.com')
    expect(sources.connect).not.toContain('https://www.facebook.com')
    expect(new Set(sources.connect).size).toBe(sources.connect.length)
  })
})

describe('scriptsToLoad', () => {
  it('loads gtag.js once for Google Analytics and Google Ads together', () => {
    const tags = siteTags({ ...none, ga4Id: 'G-XYZ987', googleAdsId: 'AW-123456789', metaPixelId: '1234567890' })
    expect(scriptsToLoad(tags).map((t) => t.vendor)).toEqual(['ga4', 'metaPixel'])
    expect(scriptsToLoad(tags.slice(1)).map((t) => t.vendor)).toEqual(['googleAds', 'metaPixel'])
  })
})

describe("a super-admin's other scripts", () => {
  const script = { label: 'Call tracking', src: 'https://cdn.calltrack.example/t.js', origins: ['https://api.calltrack.example', 'https://bad.example/path'], category: 'analytics' as const, paused: false }

  it('load after the vetted tags, with their own origin and the valid declared ones allowed', () => {
    const tags = siteTags({ ...none, gtmId: 'GTM-ABC1234', customTags: [script] })
    expect(tags.map((t) => [t.vendor, t.category])).toEqual([
      ['gtm', 'analytics'],
      ['custom', 'analytics'],
    ])
    const sources = tagPolicySources(tags.slice(1))
    expect(sources.script).toEqual(['https://cdn.calltrack.example', 'https://api.calltrack.example'])
    expect(sources.connect).toEqual(['https://api.calltrack.example'])
  })

  it('are left out when paused or not an https address', () => {
    expect(siteTags({ ...none, customTags: [{ ...script, paused: true }, { ...script, src: 'http://cdn.calltrack.example/t.js' }, { ...script, src: 'javascript:alert(1)' }] })).toEqual([])
  })
})
