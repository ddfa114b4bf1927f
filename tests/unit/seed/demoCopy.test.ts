/**
 * The demo dealers' seeded copy agrees with itself (issue 34, "The demo reads like a real dealer"):
 * the popup and the running sale, the model range and the stock, a used-only dealer's wording, the
 * just-arrived tag, the guarantee and the hours. Pure: the seed's data builders, no Payload, no database.
 */
import { describe, expect, it } from 'vitest'

import { CATALOG_MODELS } from '@tenants/demo/catalog/models'
import { BAYSIDE_MAZDA, DEALERS, HARBOUR_CITY, JUST_ARRIVED_TAG, OUTBACK_USED, type Dealer } from '@tenants/demo/seed/dealers'
import { HOME_PAGES } from '@tenants/demo/seed/home'
import { dayInCopy, LOCATIONS, primarySite, weekInCopy } from '@tenants/demo/seed/locations'
import type { MediaRole } from '@tenants/demo/seed/media'
import { menuFor } from '@tenants/demo/seed/menus'
import { dealerPages } from '@tenants/demo/seed/pages'
import { currentSale, dateInCopy, GROUP_BRANDS, listedModels, popupFor, promotionsFor, rangeModelsFor, seasonOf } from '@tenants/demo/seed/presence'
import { withPresenceBlocks } from '@tenants/demo/seed/presencePages'
import { dealerStock } from '@tenants/demo/seed/stock'
import { DEFAULT_TENANT_SETTINGS, resolveTenantSettings } from '@tenants/settings'

const NOW = Date.UTC(2026, 10, 28, 1, 0, 0)
const MEDIA = { logo: { id: 1 }, hero: { id: 2 }, banner: { id: 3 } } as Record<MediaRole, { id: number }>
const DAY_MS = 86_400_000
/** No SEED_STOCK_SCALE: the full stock, whatever the shell running the tests sets. */
const FULL_STOCK = {} as NodeJS.ProcessEnv
/** Noon of every 5th day over two years: seeds on any day of the year, both sides of New Year. */
const SEED_DAYS = Array.from({ length: 146 }, (_, i) => Date.UTC(2026, 0, 1, 2) + i * 5 * DAY_MS)

/**
 * Addresses, option values and rich-text node metadata are not copy (the used-only dealer's car-type
 * options say 'new' and 'demo', but the filter never shows them with one car type in stock).
 */
const NOT_COPY = new Set(['href', 'url', 'link', 'overrideUrl', 'imageUrl', 'carTypeOptions', 'type', 'direction', 'mode', 'style', 'textStyle', 'tag', 'listType'])

/** Every piece of text in seeded data (rich-text nodes included), addresses left out. */
function copyOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const v of value) copyOf(v, out)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!NOT_COPY.has(k)) copyOf(v, out)
  return out
}

/** A rich-text document's text, as a reader sees it. */
function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).join('')
  if (!value || typeof value !== 'object') return ''
  const node = value as { type?: string; text?: string; root?: unknown; children?: unknown[] }
  if (node.type === 'text') return node.text ?? ''
  const inner = node.root ? plainText(node.root) : node.children ? plainText(node.children) : Object.values(node).map(plainText).join(' ')
  return node.type === 'paragraph' || node.type === 'heading' || node.type === 'listitem' ? `${inner}\n` : inner
}

/** What a shopper can read of a dealer on the day of the seed: pages, menus, promotions and the popup. */
const dealerCopy = (dealer: Dealer, now = NOW) => copyOf([dealerPages(dealer, MEDIA), menuFor(dealer), promotionsFor(dealer, now), popupFor(dealer, now)])

/** The calendar day of a stored noon (the seed's zone is UTC+10, so noon there is 02:00 UTC that day). */
const dayOf = (stored: string | null | undefined) => (stored ?? '').slice(0, 10)

const HOLIDAYS = /boxing day|christmas|new year|easter|black friday|anzac|australia day|end of (the )?(financial )?year|eofy/i

describe('the popup and the sale running beside it', () => {
  it('advertise the same offer, in the same words, ending on the same day, whatever day the seed runs', () => {
    for (const dealer of DEALERS) {
      for (const now of SEED_DAYS) {
        const sale = currentSale(dealer, now)
        const popup = popupFor(dealer, now)
        expect(popup.title).toBe(sale.title)
        expect(plainText(popup.content).trim()).toBe(sale.description)
        expect(popup.link).toBe(sale.link)
        expect(dayOf(popup.expiryDate)).toBe(dayOf(sale.expiryDate))
        // The date the copy gives is the day it really ends.
        expect(sale.description).toContain(`Ends ${dateInCopy(dayOf(sale.expiryDate))}.`)
        // The sale is live on the day of the seed.
        expect(Date.parse(sale.startDate!)).toBeLessThanOrEqual(now)
        expect(Date.parse(sale.expiryDate!)).toBeGreaterThan(now)
      }
    }
  })

  it('name no holiday, since their dates move with the seed run', () => {
    for (const dealer of DEALERS) {
      for (const now of SEED_DAYS) {
        const popup = popupFor(dealer, now)
        expect(`${popup.title} ${plainText(popup.content)}`, `${dealer.tenant.slug} ${new Date(now).toISOString()}`).not.toMatch(HOLIDAYS)
        for (const promotion of promotionsFor(dealer, now)) expect(`${promotion.title} ${promotion.description}`).not.toMatch(HOLIDAYS)
      }
    }
  })

  it('Bayside Mazda on 28 November: a drive-away sale to 18 December, not "this Boxing Day only"', () => {
    const popup = popupFor(BAYSIDE_MAZDA, NOW)
    expect(popup.title).toBe('Drive-Away Sale')
    expect(plainText(popup.content).trim()).toBe('Drive-away deals on selected new and demo stock, with a free first service. Ends 18 December.')
    expect(dayOf(popup.expiryDate)).toBe('2026-12-18')
  })

  it('name a past promotion after the season it ran in, and give an end date rather than "this month" to one that runs for months', () => {
    for (const dealer of DEALERS) {
      for (const now of SEED_DAYS) {
        const promotions = promotionsFor(dealer, now)
        const ended = promotions.find((p) => Date.parse(p.expiryDate!) < now)!
        const season = ended.title.split(' ')[0]
        expect([seasonOf(dayOf(ended.startDate)), seasonOf(dayOf(ended.expiryDate))]).toContain(season)
        for (const p of promotions) {
          const days = (Date.parse(p.expiryDate!) - Date.parse(p.startDate!)) / DAY_MS
          if (days > 31) expect(`${p.title} ${p.description}`).not.toMatch(/this month|\bmonth\b/i)
        }
      }
    }
  })
})

describe('the model range and the stock', () => {
  const catalogModel = (name: string) => CATALOG_MODELS.find((m) => `${m.make} ${m.name}` === name)

  it('lists no model as coming soon that the dealer has cars of (the Mazda CX-6e)', () => {
    for (const dealer of DEALERS) {
      const listed = listedModels(dealerStock(dealer.tenant.slug, NOW, FULL_STOCK))
      for (const model of rangeModelsFor(dealer.tenant.slug, listed)) {
        if (listed.has(model.name)) {
          expect(model.status, model.name).not.toBe('coming_soon')
          expect(model.shortDescription, model.name).not.toMatch(/arriving soon|register your interest/i)
        }
      }
    }
    const bayside = listedModels(dealerStock('bayside-mazda', NOW, FULL_STOCK))
    expect(bayside.has('Mazda CX-6e')).toBe(true)
    expect(rangeModelsFor('bayside-mazda', bayside).find((m) => m.name === 'Mazda CX-6e')?.status).toBe('new')
  })

  it('keeps the catalogue status of a coming-soon model the dealer has none of', () => {
    const cx6e = rangeModelsFor('bayside-mazda', new Set()).find((m) => m.name === 'Mazda CX-6e')!
    expect(catalogModel('Mazda CX-6e')?.status).toBe('coming_soon')
    expect(cx6e.status).toBe('coming_soon')
    expect(cx6e.shortDescription).toBe(catalogModel('Mazda CX-6e')?.description)
  })
})

describe('a used-only dealer', () => {
  const home = withPresenceBlocks(OUTBACK_USED, HOME_PAGES['outback-used']({ dealer: OUTBACK_USED, media: MEDIA }))
  const headings = (home.layout ?? []).flatMap((block) => {
    const b = block as { heading?: string | null; content?: { root: { children: { type: string; children?: unknown[] }[] } } }
    const inText = (b.content?.root.children ?? []).filter((n) => n.type === 'heading').map((n) => plainText(n.children).trim())
    return [...(b.heading ? [b.heading] : []), ...inText]
  })

  it('heads its home page "Search Our Used Vehicles", with no "New" in any heading', () => {
    expect(headings).toContain('Search Our Used Vehicles')
    expect([home.title, ...headings].filter((h) => /\bnew\b/i.test(h))).toEqual([])
  })

  it('never offers new or demo cars, run-outs or new-car warranties anywhere in its copy', () => {
    const offending = dealerCopy(OUTBACK_USED).filter((s) => /\bnew[ -](cars?|models?|stock)\b|\bdemo\b|demonstrator|run-out/i.test(s))
    expect(offending).toEqual([])
  })

  it('leaves the franchise dealers searching new and used', () => {
    const search = (dealer: Dealer) =>
      withPresenceBlocks(dealer, HOME_PAGES[dealer.tenant.slug]({ dealer, media: MEDIA })).layout?.find((b) => b.blockType === 'heroSearch') as { heading?: string } | undefined
    expect(search(HARBOUR_CITY)?.heading).toBe('Search Our New & Used Vehicles')
  })
})

describe('the just-arrived tag', () => {
  it('reads "Just arrived" at every demo dealer, not the default "New"', () => {
    for (const dealer of DEALERS) {
      expect(dealer.tenant.settings?.display?.justArrivedTagName, dealer.tenant.slug).toBe(JUST_ARRIVED_TAG)
      expect(resolveTenantSettings(dealer.tenant.settings).justArrivedTagName).toBe('Just arrived')
    }
    // A dealer who sets nothing keeps the product's default.
    expect(DEFAULT_TENANT_SETTINGS.justArrivedTagName).toBe('New')
  })
})

describe('the guarantee and the reservation hold', () => {
  const guaranteeCopy = (dealer: Dealer) =>
    dealerCopy(dealer).filter((s) => /guarantee|money[ -]back|change(d)? your mind|return the (car|vehicle)/i.test(s) && !/guaranteed future value|\bGFV\b/i.test(s))

  it('gives one return deadline per dealer: never both "48 hours" and "next day"', () => {
    for (const dealer of DEALERS) {
      const copy = guaranteeCopy(dealer).join(' ')
      expect(/48 hours/i.test(copy) && /next day/i.test(copy), dealer.tenant.slug).toBe(false)
    }
  })

  it("states the deposit and hold of the dealer's own reservation settings", () => {
    const settings = resolveTenantSettings(HARBOUR_CITY.tenant.settings)
    const reserve = dealerCopy(HARBOUR_CITY).filter((s) => /refundable .* deposit/.test(s))
    expect(reserve.length).toBeGreaterThan(0)
    for (const s of reserve) {
      expect(s).toContain(`$${settings.depositAmount}`)
      expect(s).toContain(`${settings.holdHours} hours`)
    }
  })
})

describe('other self-contradictions', () => {
  it('prints opening hours from the sites’ own hours', () => {
    const contact = dealerPages(BAYSIDE_MAZDA, MEDIA).find((p) => p.slug === 'contact')!
    for (const site of LOCATIONS['bayside-mazda']) expect(plainText(contact.layout)).toContain(weekInCopy(site)!)
    const saturday = dayInCopy(primarySite('bayside-mazda'), 6)
    expect(saturday).toBe('8:00am to 4:00pm')
    expect(dealerCopy(BAYSIDE_MAZDA).some((s) => s.includes(`open Saturday ${saturday}`))).toBe(true)
    expect(dealerCopy(BAYSIDE_MAZDA).filter((s) => /9am to (4|6)pm/.test(s))).toEqual([])
  })

  it('gives a single-brand dealer its brand’s warranty only', () => {
    const warranty = (dealer: Dealer) => plainText(dealerPages(dealer, MEDIA).find((p) => p.slug === 'warranty')?.layout)
    expect(warranty(BAYSIDE_MAZDA)).toContain('New Mazda cars carry the maker’s five-year, unlimited-kilometre warranty.')
    expect(warranty(BAYSIDE_MAZDA)).not.toMatch(/seven|most brands/)
    expect(warranty(HARBOUR_CITY)).toContain('seven years on Kia')
  })

  it("counts the group's locations and brands rather than claiming 50+ and 40+", () => {
    const brands = dealerPages(HARBOUR_CITY, MEDIA).find((p) => p.slug === 'brands')!
    const stats = (brands.layout?.[0] as { stats?: { value: string; label: string }[] }).stats ?? []
    expect(stats.find((s) => s.label === 'Locations')?.value).toBe(String(LOCATIONS['harbour-city'].length))
    expect(stats.find((s) => s.label === 'Brands')?.value).toBe(String(GROUP_BRANDS.filter((b) => b.group !== 'our').length))
  })

  it('promises no opening in a year already past', () => {
    const badges = Object.values(LOCATIONS).flat().flatMap((l) => (l.badge ? [l.badge] : []))
    for (const badge of badges) {
      const year = Number(/\b(20\d\d)\b/.exec(badge)?.[1] ?? Infinity)
      expect(year, badge).toBeGreaterThan(new Date().getFullYear())
    }
  })
})
