/** The demo seed builds three different dealers and is safe to run again. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPromotionLive, promotionWindow, upcomingSpecialHours } from '@/domain/presence'
import { specialHoursFromDoc } from '@/domain/presence/specialHours'
import { seedDemo } from '@tenants/demo/seed'
import { checkDocument, dealerLinkReport } from '@/lib/links/check'
import { shownOnSite } from '@/lib/site/sharedContent'
import { getTestPayload } from './helpers'

const DEMO = ['harbour-city', 'bayside-mazda', 'outback-used']
let payload: Payload

const counts = async () => ({
  tenants: (await payload.count({ collection: 'tenants', where: { slug: { in: DEMO } }, overrideAccess: true })).totalDocs,
  users: (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
  pages: (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
  menus: (await payload.count({ collection: 'menus', overrideAccess: true })).totalDocs,
  media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
  promotions: (await payload.count({ collection: 'promotions', overrideAccess: true })).totalDocs,
  specialHours: (await payload.count({ collection: 'special-hours', overrideAccess: true })).totalDocs,
  locations: (await payload.count({ collection: 'locations', overrideAccess: true })).totalDocs,
})

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
}, 900_000)

describe('demo seed', () => {
  it('creates three dealers that differ in template and switches', async () => {
    const { docs } = await payload.find({ collection: 'tenants', where: { slug: { in: DEMO } }, overrideAccess: true, depth: 1 })
    expect(docs.map((t) => t.slug).sort()).toEqual([...DEMO].sort())
    expect(new Set(docs.map((t) => t.template)).size).toBe(3)
    const used = docs.find((t) => t.slug === 'outback-used')!
    expect(used.settings?.stock?.stockUsedOnly).toBe(true)
    for (const tenant of docs) {
      expect(tenant.domains?.length, tenant.slug).toBeGreaterThan(0)
      expect(typeof tenant.theme?.logo === 'object' && tenant.theme?.logo?.url, tenant.slug).toBeTruthy()
    }
  })

  it('gives each dealer a published home page of blocks and a menu', async () => {
    for (const slug of DEMO) {
      const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true })).docs[0]!
      const home = await payload.find({
        collection: 'pages',
        where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: 'home' } }] },
        overrideAccess: true,
      })
      expect(home.docs[0]?._status, slug).toBe('published')
      expect(home.docs[0]?.layout?.length, slug).toBeGreaterThanOrEqual(3)
      const menus = await payload.find({ collection: 'menus', where: { tenant: { equals: tenant.id } }, overrideAccess: true })
      expect(menus.docs[0]?.header?.items?.length, slug).toBeGreaterThan(2)
      expect(menus.docs[0]?.footer?.columns?.length, slug).toBeGreaterThan(0)
    }
  })

  it('gives each dealer hours with a public holiday, a current, an expired and a future promotion, and a popup', async () => {
    const now = new Date()
    for (const slug of DEMO) {
      const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true })).docs[0]!
      const mine = { tenant: { equals: tenant.id } }
      const locations = await payload.find({ collection: 'locations', where: mine, overrideAccess: true, limit: 50 })
      expect(locations.docs.some((l) => (l.openingHours?.length ?? 0) === 7), slug).toBe(true)
      const timeZones = new Set(locations.docs.map((l) => l.timezone))
      if (slug !== 'bayside-mazda') expect(timeZones.size, slug).toBeGreaterThan(1)

      const special = await payload.find({ collection: 'special-hours', where: mine, overrideAccess: true, limit: 100 })
      const entries = special.docs.map((d) => specialHoursFromDoc(d as never)!)
      expect(entries.some((e) => e.label === 'Christmas Day' && e.date.endsWith('-12-25')), slug).toBe(true)
      // The holiday is the next one, so the holiday hours dialog has something to show within 40 days of late November.
      const christmas = entries.find((e) => e.label === 'Christmas Day')!
      expect(christmas.date >= now.toISOString().slice(0, 10), slug).toBe(true)
      expect(upcomingSpecialHours(christmas.date, entries, 0).map((e) => e.label), slug).toContain('Christmas Day')

      const banners = await payload.find({ collection: 'promotions', where: { and: [mine, { placement: { equals: 'banner' } }] }, overrideAccess: true, limit: 50 })
      const toRule = (p: (typeof banners.docs)[number]) => ({
        id: p.id,
        title: p.title,
        placement: p.placement,
        startDate: p.startDate,
        startTimeZone: p.startDate_tz,
        expiryDate: p.expiryDate,
        expiryTimeZone: p.expiryDate_tz,
      })
      const live = banners.docs.filter((p) => isPromotionLive(toRule(p), now))
      const expired = banners.docs.filter((p) => (promotionWindow(toRule(p)).endsAt?.getTime() ?? Infinity) <= now.getTime())
      const future = banners.docs.filter((p) => (promotionWindow(toRule(p)).startsAt?.getTime() ?? -Infinity) > now.getTime())
      expect([live.length, expired.length, future.length], slug).toEqual([1, 1, 1])

      const popups = await payload.find({ collection: 'popups', where: mine, overrideAccess: true })
      expect(popups.docs.filter((p) => p.active).length, slug).toBe(1)
      expect(popups.docs[0]?.maxWidth, slug).toBeGreaterThan(0)
    }
  })

  it('gives every internal link of the demo menus and pages a page or route to lead to (issue 17)', async () => {
    for (const slug of DEMO) {
      const tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true })).docs[0]!
      const report = await dealerLinkReport(payload, tenant.id)
      expect(report.checked, slug).toBeGreaterThan(40)
      expect(report.broken.map((l) => `${l.href}: ${l.document} › ${l.where}`), slug).toEqual([])
      // The check does see a link that leads nowhere, and says where it is.
      const page = { layout: [{ blockType: 'cta', heading: 'Go', buttons: [{ link: { label: 'Nowhere', href: '/no-such-page?x=1' } }, { link: { label: 'Finance', href: '/finance/insurance' } }] }] }
      expect((await checkDocument(payload, 'pages', page, tenant.id)).broken, slug).toEqual([{ href: '/no-such-page?x=1', path: '/no-such-page', where: 'Block 1 (Call to action) › “Nowhere”' }])
    }
  })

  it('shows the group’s service promotion on its franchise site too, written once', async () => {
    const site = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'harbour-kia-ford' } }, overrideAccess: true, depth: 0 })).docs[0]!
    const shown = await payload.find({ collection: 'promotions', where: shownOnSite(site.id), overrideAccess: true, depth: 0 })
    const shared = shown.docs.filter((p) => p.link === '/service')
    expect(shared).toHaveLength(1)
    expect(shared[0]!.tenant).toBe(site.stockSource)
  })

  it('is idempotent', async () => {
    const before = await counts()
    await seedDemo(payload)
    expect(await counts()).toEqual(before)
  }, 600_000)
})
