import { describe, expect, it } from 'vitest'

import { attributeTagCosts, loadedTag, tagCostKey, tagCostLabels, tagForScript, TAG_COST_LIMITS } from '@/domain/marketing/tagCost'
import { scriptsToLoad, siteTags } from '@/domain/marketing/tags'

const tags = siteTags({
  gtmId: 'GTM-ABC1234',
  ga4Id: 'G-XYZ987',
  googleAdsId: 'AW-123456789',
  metaPixelId: '1234567890',
  customTags: [{ label: 'Reviews widget', src: 'https://cdn.reviews.example/w.js', origins: ['https://*.reviews.example'], category: 'marketing', paused: false }],
})
const loaded = scriptsToLoad(tags).map(loadedTag)
const script = (name: string, encodedBodySize: number, transferSize = encodedBodySize) => ({ name, initiatorType: 'script', encodedBodySize, transferSize })

describe('tag costs', () => {
  it('keys each loaded script once: gtag.js for both Google tags, a custom script by its label', () => {
    expect(loaded.map((t) => t.key)).toEqual(['gtm', 'gtag', 'metaPixel', 'custom:Reviews widget'])
    expect(tagCostLabels(tags)).toEqual({ gtm: 'Google Tag Manager', gtag: 'Google tag (Analytics 4 and Ads)', metaPixel: 'Meta pixel', 'custom:Reviews widget': 'Reviews widget' })
  })

  it("gives a script to the tag whose own script it is, else to the first tag of its origin", () => {
    expect(tagForScript('https://www.googletagmanager.com/gtag/js?id=G-XYZ987', loaded)).toBe('gtag')
    // Tag Manager loads scripts of its own from its origin: they are its cost.
    expect(tagForScript('https://www.googletagmanager.com/gtag/js?id=G-OTHER', loaded)).toBe('gtm')
    expect(tagForScript('https://connect.facebook.net/signals/config/1234567890', loaded)).toBe('metaPixel')
    expect(tagForScript('https://api.reviews.example/x.js', loaded)).toBe('custom:Reviews widget')
    expect(tagForScript('https://reviews.example.evil.test/x.js', loaded)).toBeNull()
    expect(tagForScript('https://forecourt.example/_next/static/chunks/app.js', loaded)).toBeNull()
    expect(tagForScript('not a url', loaded)).toBeNull()
  })

  it('sums bytes and long-frame script time per tag; a size the vendor hides is unknown, not zero', () => {
    const costs = attributeTagCosts(
      loaded,
      [
        script('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234', 0, 0),
        script('https://www.googletagmanager.com/gtag/js?id=G-XYZ987', 90_000, 90_300),
        script('https://connect.facebook.net/en_US/fbevents.js', 0, 0),
        script('https://connect.facebook.net/signals/config/1234567890', 30_000),
        { name: 'https://www.facebook.com/tr?id=1', initiatorType: 'img', encodedBodySize: 50, transferSize: 50 },
        script('https://outback.example/_next/static/chunks/main.js', 100_000),
      ],
      [
        { sourceURL: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234', duration: 80.4 },
        { sourceURL: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234', duration: 40.2 },
        { sourceURL: 'https://connect.facebook.net/en_US/fbevents.js', duration: 61 },
        { sourceURL: 'https://outback.example/_next/static/chunks/main.js', duration: 300 },
        { sourceURL: '', duration: 20 },
      ],
    )
    expect(costs).toEqual([
      { tag: 'gtm', bytes: null, ms: 121 },
      { tag: 'gtag', bytes: 90_000, ms: 0 },
      { tag: 'metaPixel', bytes: 30_000, ms: 61 },
      { tag: 'custom:Reviews widget', bytes: null, ms: 0 },
    ])
  })

  it('leaves the time unknown where the browser cannot measure it', () => {
    expect(attributeTagCosts(loaded.slice(0, 1), [script(loaded[0]!.src, 1000)], null)).toEqual([{ tag: 'gtm', bytes: 1000, ms: null }])
  })

  it('bounds what one page view reports', () => {
    const [cost] = attributeTagCosts([loaded[0]!], [script(loaded[0]!.src, 10 ** 12)], [{ sourceURL: loaded[0]!.src, duration: 10 ** 9 }])
    expect(cost).toEqual({ tag: 'gtm', bytes: TAG_COST_LIMITS.bytes, ms: TAG_COST_LIMITS.ms })
    const long = siteTags({ customTags: [{ label: 'x'.repeat(500), src: 'https://a.example/a.js', origins: [], category: 'analytics', paused: false }] })[0]!
    expect(tagCostKey(long).length).toBe(TAG_COST_LIMITS.keyLength)
  })
})
