/**
 * Every public template of every demo dealer fits a phone: at 360, 390, 768 and 1,366 px the document
 * never scrolls sideways (`scrollWidth <= innerWidth`; carousels scroll inside themselves), and axe
 * finds no WCAG 2.2 A/AA violation at a phone width (and at a desktop width: see DESKTOP_AXE).
 *
 * The pages are found the way a shopper finds them, so a new page or template joins by being linked:
 * every page of the dealer's sitemap.xml, a location page from the dealer locator, a brand overview
 * from /brands (where the dealer has one), a vehicle page of each kind of car the dealer sells (new,
 * used, demo; car, caravan, motorcycle, truck), a recently sold car, the print page, the trade-in page of
 * a car, the compare page with three cars (where the dealer compares), the unsubscribe page, and, signed in, My Garage, the reservation checkout and the checkout journey where the dealer
 * offers them (from the vehicle page's own buttons).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { comparableCars, compareIds } from './compareCars'
import { signInCustomer } from './customers'
import { DEMO, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

type Dealer = (typeof DEMO)[keyof typeof DEMO]
const WIDTHS = [360, 390, 768, 1366] as const
/**
 * axe runs at the narrowest phone on every page of every dealer, and at the widest desktop on every
 * page of the first dealer and on each other dealer's home page. What axe checks is the page's markup
 * and colours; a page's markup is the same at both widths but for the header, the footer and the
 * blocks' desktop layout, which are each dealer's on its home page, and a dealer's colours (its theme)
 * are checked on every page at 360 px. (Checking every page twice took a third of the browser tests.)
 */
const PHONE_AXE = 360
const DESKTOP_AXE = 1366
const desktopAxe = (dealer: Dealer, path: string) => dealer.slug === Object.values(DEMO)[0]!.slug || path === '/'
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Opens `path` at 360 px, then widens the window step by step, checking width and axe at each. */
async function checkTemplate(page: Page, dealer: Dealer, path: string) {
  const label = `${dealer.slug} ${path}`
  await page.setViewportSize({ width: WIDTHS[0], height: 800 })
  const response = await page.goto(siteUrl(dealer.slug, path))
  expect.soft(response?.status(), `${label} answers 200`).toBe(200)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const fit = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth
      // The outermost elements that stick out, to say what broke rather than only that something did.
      const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > limit + 1 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > limit + 1))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`)
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits }
    })
    expect.soft(fit.scrollWidth, `${label} at ${width}px scrolls sideways (${fit.culprits.join(', ')})`).toBeLessThanOrEqual(fit.innerWidth)
    if (width === PHONE_AXE || (width === DESKTOP_AXE && desktopAxe(dealer, path))) {
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      expect.soft(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${label} at ${width}px: axe`).toEqual([])
    }
  }
}

/**
 * Checks `paths` two at a time, in `page` and a second tab of its context (signed-in state shared):
 * a check mostly waits on the server or runs axe in the page, so two overlap on this machine's two cores
 * and the dealers' sitemaps take about half as long.
 */
async function checkTemplates(page: Page, dealer: Dealer, paths: Iterable<string>) {
  const queue = [...paths]
  const second = await page.context().newPage()
  await second.emulateMedia({ reducedMotion: 'reduce' })
  const work = async (tab: Page) => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await checkTemplate(tab, dealer, path)
  }
  try {
    await Promise.all([work(page), work(second)])
  } finally {
    await second.close()
  }
}

/** The non-vehicle pages the dealer lists in its sitemap, as paths. */
async function sitemapPaths(request: APIRequestContext, dealer: Dealer): Promise<string[]> {
  const res = await request.get(`${apiBase}/sitemap.xml`, { headers: { host: dealer.domain } })
  expect(res.status()).toBe(200)
  const paths = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  return paths.filter((p) => !p.startsWith('/cars/'))
}

/** The first link on `path` whose address matches `pattern`, or null. */
async function firstLink(page: Page, dealer: Dealer, path: string, pattern: RegExp): Promise<string | null> {
  await page.goto(siteUrl(dealer.slug, path))
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.find((href) => pattern.test(href)) ?? null
}

type Hit = { slug: string; car_type: string; item_type: string }

/** One in-stock vehicle of each kind (car type × item type) the dealer sells, through the site's search. */
async function oneOfEachKind(request: APIRequestContext, dealer: Dealer): Promise<Hit[]> {
  const search = async (facetFilters: string[], facets: string[] = []) => {
    const body = { requests: [{ indexName: 'vehicles', hitsPerPage: 1, facets, facetFilters }] }
    const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, { headers: { host: dealer.domain }, data: body })
    expect(res.status()).toBe(200)
    return (await res.json()).results[0] as { hits: Hit[]; facets?: Record<string, Record<string, number>> }
  }
  const all = await search(['status:in_stock'], ['car_type', 'item_type'])
  const kinds: Hit[] = []
  for (const carType of Object.keys(all.facets?.car_type ?? {})) {
    for (const itemType of Object.keys(all.facets?.item_type ?? {})) {
      const hit = (await search(['status:in_stock', `car_type:${carType}`, `item_type:${itemType}`])).hits[0]
      if (hit) kinds.push(hit)
    }
  }
  expect(kinds.length, `${dealer.slug} sells something`).toBeGreaterThan(0)
  return kinds
}

/** A sold car still inside the sold window (shown with the SOLD panel), through REST as the marketer. */
async function recentlySoldCar(request: APIRequestContext, dealer: Dealer): Promise<string | null> {
  const token = await apiLogin(request, dealer.marketer)
  const tenant = await tenantId(request, token, dealer.slug)
  const res = await request.get(
    `${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[status][equals]=sold&where[show_on_dealer_website][equals]=true&sort=-sold_date&limit=1&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(res.status()).toBe(200)
  const car = (await res.json()).docs[0] as { slug: string; sold_date?: string | null } | undefined
  return car?.sold_date && Date.now() - Date.parse(car.sold_date) < 2 * 86_400_000 ? car.slug : null
}

/** Whether the dealer reserves with a deposit or sells online (its settings, read as its marketer). */
async function shopperFeatures(request: APIRequestContext, dealer: Dealer): Promise<{ reserve: boolean; buyOnline: boolean; compare: boolean }> {
  const token = await apiLogin(request, dealer.marketer)
  const id = await tenantId(request, token, dealer.slug)
  const res = await request.get(`${apiBase}/api/tenants/${id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  const features = (await res.json()).settings?.features ?? {}
  return { reserve: features.reserve === true, buyOnline: features.buyOnline === true, compare: features.compare === true }
}

/** Preview paths (signed links, as "Share a preview" makes them) of the dealer's home page, a promotion and a popup. */
async function previewPaths(request: APIRequestContext, dealer: Dealer): Promise<string[]> {
  const token = await apiLogin(request, dealer.marketer)
  const headers = { Authorization: `JWT ${token}` }
  const tenant = await tenantId(request, token, dealer.slug)
  const paths: string[] = []
  for (const [collection, where] of [['pages', '&where[slug][equals]=home'], ['promotions', ''], ['popups', '']] as const) {
    const found = await request.get(`${apiBase}/api/${collection}?where[tenant][equals]=${tenant}${where}&limit=1&depth=0`, { headers })
    const doc = (await found.json()).docs[0] as { id: number } | undefined
    if (!doc) continue
    const link = await request.get(`${apiBase}/api/${collection}/${doc.id}/preview-link`, { headers })
    expect(link.status(), `${dealer.slug} ${collection} preview link`).toBe(200)
    paths.push(new URL((await link.json()).url).pathname)
  }
  expect(paths.length, `${dealer.slug} has records to preview`).toBeGreaterThan(0)
  return paths
}

test.describe('every template fits 360–1,366 px and passes axe', () => {
  test.beforeEach(async ({ page }) => {
    // Checks a settled page: without motion, popups and drawers are fully drawn, not mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  for (const [index, dealer] of Object.values(DEMO).entries()) {
    test(`${dealer.slug}: pages from the sitemap, locations and brands`, async ({ page, request }) => {
      test.setTimeout(300_000)
      const paths = new Set(await sitemapPaths(request, dealer))
      for (const required of ['/', '/search', '/dealer-locator', '/finance', '/service', '/trade-in', '/sell-my-car', '/special-offers', '/offers', '/vehicle-parts-and-accessories', '/parts/search', '/finance-and-insurance']) {
        expect(paths, `${dealer.slug} sitemap lists ${required}`).toContain(required)
      }
      paths.add('/search/new-used-and-demo-cars')
      paths.add('/sign-in')
      // The unsubscribe page without a valid link (its confirm and done states: tests/e2e/unsubscribe.spec.ts).
      paths.add('/pages/unsubscribe')
      const location = await firstLink(page, dealer, '/dealer-locator', /^\/our-location\//)
      expect(location, `${dealer.slug} links a location page from its dealer locator`).not.toBeNull()
      paths.add(location!)
      if (paths.has('/brands')) {
        const overview = await firstLink(page, dealer, '/brands', /^\/[^/]+\/overview$/)
        expect(overview, `${dealer.slug} links a brand overview from /brands`).not.toBeNull()
        paths.add(overview!)
      }
      await checkTemplates(page, dealer, paths)
    })

    test(`${dealer.slug}: previews of a page, a promotion and a popup`, async ({ page, request }) => {
      test.setTimeout(120_000)
      await checkTemplates(page, dealer, await previewPaths(request, dealer))
    })

    test(`${dealer.slug}: vehicle pages of each kind, a sold car, print and trade-in`, async ({ page, request }) => {
      test.setTimeout(300_000)
      const kinds = await oneOfEachKind(request, dealer)
      const paths = kinds.map((car) => `/cars/${car.slug}`)
      const sold = await recentlySoldCar(request, dealer)
      if (sold) paths.push(`/cars/${sold}`)
      paths.push(`/print?car_id=${kinds[0]!.slug}`, `/cars/trade-in?car_id=${kinds[0]!.slug}`)
      // Finance for one car (the calculator at its price), and for a car that is not the dealer's (the generic page).
      paths.push(`/personalised/finance?car_id=${kinds[0]!.slug}`, '/personalised/finance?car_id=no-such-car')
      // The compare page with three cars, where the dealer has the compare control.
      if ((await shopperFeatures(request, dealer)).compare) {
        paths.push(`/compare?ids=${compareIds(await comparableCars(request, dealer.domain, 3))}`)
      }
      await checkTemplates(page, dealer, paths)
    })

    test(`${dealer.slug}: signed in, My Garage, checkout and the checkout journey where offered`, async ({ page, request }) => {
      test.setTimeout(300_000)
      // A number per dealer: the codes are read from one SMS inbox per number.
      await signInCustomer(page, dealer.slug, `0412 555 36${index}`, '/my-garage')
      await checkTemplate(page, dealer, '/my-garage')
      // The reservation and journey addresses are the vehicle page's own buttons (per-dealer settings).
      const offered = await shopperFeatures(request, dealer)
      let checked = 0
      for (const car of await oneOfEachKind(request, dealer)) {
        await page.goto(siteUrl(dealer.slug, `/cars/${car.slug}`))
        const hrefs = await page.locator('#vehicle-actions a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
        const checkout = hrefs.filter((href) => /\/(checkout|buy-online)$/.test(href) || href.startsWith('/checkout-journey'))
        for (const href of checkout) await checkTemplate(page, dealer, href)
        checked += checkout.length
        if (checkout.length > 0) break
      }
      // A dealer that reserves or sells online must have had its checkout pages checked.
      expect(checked > 0, `${dealer.slug} checkout pages checked`).toBe(offered.reserve || offered.buyOnline)
    })
  }
})
