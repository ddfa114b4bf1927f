/**
 * The vehicle page (/cars/{slug}) on the demo dealers: the SOLD panel, phone reveal, share toast, print
 * link, JSON-LD, tenant isolation (404) and WCAG 2.2 AA at phone and desktop widths. Demo cars are found
 * through the REST API as each dealer's marketer.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from './fixtures'

import { showMarketPriceBadge } from '@/domain/vehicle-page/comparison'
import { DEMO, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

type Car = {
  id: number
  slug: string
  name: string
  status: string
  sold_date?: string | null
  show_on_dealer_website?: boolean
  price?: number | null
  offer_price?: number | null
  market?: { average_market_price?: number | null; state_average_market_price?: number | null } | null
}

const DAY = 86_400_000

async function findCars(request: APIRequestContext, dealer: (typeof DEMO)[keyof typeof DEMO], where: string, sort = '-updatedAt', limit = 5): Promise<Car[]> {
  const token = await apiLogin(request, dealer.marketer)
  const tenant = await tenantId(request, token, dealer.slug)
  const res = await request.get(
    `${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[show_on_dealer_website][equals]=true&${where}&sort=${sort}&limit=${limit}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs as Car[]
}

async function inStockCar(request: APIRequestContext, dealer: (typeof DEMO)[keyof typeof DEMO] = DEMO.harbour): Promise<Car> {
  const [car] = await findCars(request, dealer, 'where[status][equals]=in_stock&where[price][greater_than]=1000', '-custom_rank', 1)
  expect(car, `an in-stock car of ${dealer.slug}`).toBeTruthy()
  return car!
}

test.describe('vehicle page', () => {
  test('a sold car inside the sold window shows the SOLD panel and no action buttons', async ({ page, request }) => {
    const sold = (await findCars(request, DEMO.harbour, 'where[status][equals]=sold', '-sold_date', 5)).filter(
      (c) => c.sold_date && Date.now() - Date.parse(c.sold_date) < 3 * DAY,
    )
    expect(sold.length, 'a recently sold demo car').toBeGreaterThan(0)
    const res = await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${sold[0]!.slug}`))
    expect(res?.status()).toBe(200)
    const panel = page.getByTestId('vehicle-sold-panel')
    await expect(panel).toBeVisible()
    await expect(panel).toContainText(/Unfortunately this (car|caravan|motorcycle|truck|vehicle) recently sold\./)
    await expect(panel.getByRole('button', { name: 'Find Me Something Similar' })).toBeVisible()
    await expect(page.getByTestId('vehicle-actions')).toHaveCount(0)
    for (const name of ['Enquire Now', 'Book a Test Drive', 'Get Finance', 'Trade-In Valuation']) {
      await expect(page.locator('.vp__side').getByRole('link', { name, exact: true })).toHaveCount(0)
      await expect(page.locator('.vp__side').getByRole('button', { name, exact: true })).toHaveCount(0)
    }
  })

  test('a sold car outside the sold window is a 404', async ({ page, request }) => {
    const old = (await findCars(request, DEMO.harbour, 'where[status][equals]=sold', 'sold_date', 5)).filter(
      (c) => c.sold_date && Date.now() - Date.parse(c.sold_date) > 4 * DAY,
    )
    // The demo stock has sold cars outside the 3-day window (tests/int/inventory.int.test.ts).
    expect(old.length, 'an old sold car in the demo stock').toBeGreaterThan(0)
    const res = await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${old[0]!.slug}`))
    expect(res?.status()).toBe(404)
  })

  test('an in-stock car shows its actions; the phone is masked until revealed, which records a call event', async ({ page, request }) => {
    const car = await inStockCar(request)
    // Record what the page sends with navigator.sendBeacon (the analytics events).
    await page.addInitScript(() => {
      const w = window as unknown as { __beacons: Promise<string>[] }
      w.__beacons = []
      const send = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/events')) w.__beacons.push(data instanceof Blob ? data.text() : Promise.resolve(String(data)))
        return send(url, data)
      }
    })
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    const actions = page.getByTestId('vehicle-actions')
    await expect(actions.getByRole('button', { name: 'Enquire Now' })).toBeVisible()
    await expect(actions.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute('href', `/book-test-drive?car_id=${car.id}`)
    await expect(actions.getByRole('link', { name: 'Get Finance' })).toHaveAttribute('href', new RegExp(`^/finance\\?preferredDealership=harbour-city&vehiclePriceBudget=\\d+&car_id=${car.id}&car_type=\\w+.*#finance-form$`))

    const phone = page.getByTestId('vehicle-phone')
    await expect(phone).toContainText('*')
    const masked = (await phone.textContent())!.trim()
    expect(masked.slice(5)).not.toMatch(/\d/)
    await page.getByRole('button', { name: 'Show number' }).click()
    await expect(phone).not.toContainText('*')
    await expect(phone.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+$/)
    const sent = await page.evaluate(async () => Promise.all((window as unknown as { __beacons: Promise<string>[] }).__beacons))
    const reveal = sent.map((b) => JSON.parse(b)).find((b) => b.event_id === 25)
    expect(reveal, 'a phone-click event').toMatchObject({ event_id: 25, car_id: String(car.id) })
    expect(reveal.website_id).toEqual(expect.any(Number))
  })

  test("a car's number is its location's, for its type where the location has one, never another branch's", async ({ page, request }) => {
    const token = await apiLogin(request, DEMO.harbour.marketer)
    const tenant = await tenantId(request, token, DEMO.harbour.slug)
    const locationId = async (slug: string) => {
      const res = await request.get(`${apiBase}/api/locations?where[tenant][equals]=${tenant}&where[slug][equals]=${slug}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
      return ((await res.json()).docs[0] as { id: number }).id
    }
    // Tweed Heads has one number; Southport's used-car desk has its own (tenants/demo/seed/locations.ts).
    const cases = [
      { location: 'tweed-heads', type: 'used', number: '(07) 5550 1040' },
      { location: 'tweed-heads', type: 'new', number: '(07) 5550 1040' },
      { location: 'southport', type: 'used', number: '(07) 5550 1015' },
      { location: 'southport', type: 'new', number: '(07) 5550 1010' },
    ]
    for (const c of cases) {
      const [car] = await findCars(request, DEMO.harbour, `where[status][equals]=in_stock&where[car_type][equals]=${c.type}&where[location][equals]=${await locationId(c.location)}`, '-custom_rank', 1)
      expect(car, `an in-stock ${c.type} car at ${c.location}`).toBeTruthy()
      await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car!.slug}`))
      // A click that lands before the page has hydrated reveals nothing: click again until it does.
      await expect(async () => {
        await page.getByRole('button', { name: 'Show number' }).click({ timeout: 2_000 })
        await expect(page.getByTestId('vehicle-phone'), `${c.type} at ${c.location}`).toContainText(c.number, { timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
    }
  })

  test('on a phone the sticky bars together take at most 15% of the screen, and the top one names the car on one line', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const car = await inStockCar(request)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    await page.evaluate(() => window.scrollTo(0, 1500))
    const top = page.getByTestId('vehicle-sticky-header')
    const bottom = page.getByTestId('vehicle-mobile-bar')
    await expect(top).toBeVisible()
    await expect(bottom).toBeVisible()
    const heights = await Promise.all([top, bottom].map(async (bar) => (await bar.boundingBox())!.height))
    expect(heights[0]! + heights[1]!, `top ${heights[0]} px + bottom ${heights[1]} px`).toBeLessThanOrEqual(844 * 0.15)
    // The name gets most of the bar, not "2016 …" beside a wrapped price.
    const name = (await top.locator('.vp-sticky__name').boundingBox())!
    expect(name.width).toBeGreaterThanOrEqual(390 * 0.45)
    expect(name.height).toBeLessThan(30)
  })

  test('the view count comes from our view.json and the car is added to the viewed list once', async ({ page, request }) => {
    const car = await inStockCar(request)
    const answer = page.waitForResponse((r) => r.url().includes(`/api/vehicles/${car.slug}/view.json`))
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    const res = await answer
    expect(res.status()).toBe(200)
    const first = (await res.json()).views as number
    await expect(page.getByTestId('vehicle-views')).toHaveText(/\d[\d,]* views?/)
    await page.reload()
    const viewed = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:viewed-vehicles') ?? '[]'))
    expect(viewed.filter((v: { id: number }) => v.id === car.id)).toHaveLength(1)
    const viewJson = (path: string) => page.evaluate(async (p) => {
      const r = await fetch(p)
      return { status: r.status, body: await r.json() }
    }, path)
    const again = await viewJson(`/api/vehicles/${car.slug}/view.json`)
    expect(again.status).toBe(200)
    expect(again.body.views).toBeGreaterThan(first)
    expect(again.body.car_fields).toMatchObject({ id: car.id, slug: car.slug })
    // Another dealer's host does not count (or reveal) this car's views.
    await page.goto(siteUrl(DEMO.bayside.slug, '/cars/no-such-car'))
    expect(await viewJson(`/api/vehicles/${car.slug}/view.json`)).toEqual({ status: 404, body: { views: null } })
  })

  test("Share copies the page address and shows 'Copied {car name} to your clipboard!'", async ({ page, request, context }) => {
    const car = await inStockCar(request)
    const url = siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin })
    await page.goto(url)
    const name = (await page.locator('h1').textContent())!.trim()
    await page.getByTestId('vehicle-share').click()
    await expect(page.getByRole('status').filter({ hasText: 'clipboard' })).toHaveText(`Copied ${name} to your clipboard!`)
    await expect(page.getByTestId('vehicle-share')).toContainText('Copied!')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    // The copied notice lasts 1.5 s.
    await expect(page.getByTestId('vehicle-share')).not.toContainText('Copied!', { timeout: 3000 })
  })

  test('Print links to /print?car_id={slug} in a new tab; Favourite toggles and persists', async ({ page, request }) => {
    const car = await inStockCar(request)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    const print = page.locator('.vp-tools').getByRole('link', { name: /Print/ })
    await expect(print).toHaveAttribute('href', `/print?car_id=${car.slug}`)
    await expect(print).toHaveAttribute('target', '_blank')
    const fav = page.getByTestId('vehicle-favourite')
    await expect(fav).toHaveAttribute('aria-pressed', 'false')
    await fav.click()
    await expect(fav).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.getByTestId('vehicle-favourite')).toHaveAttribute('aria-pressed', 'true')
  })

  test('the market-price badge sits beside the sidebar price exactly when the spec rule holds', async ({ page, request }) => {
    // Used demo cars with market data (about a third of them); the rule is checked against the price
    // the page shows (the reduced or plain price), read from the sidebar.
    const withMarket = await findCars(request, DEMO.harbour, 'where[status][equals]=in_stock&where[market.average_market_price][greater_than]=0', '-custom_rank', 40)
    const likely = (c: Car) => showMarketPriceBadge({ price: c.offer_price || c.price, ...c.market })
    const picks = [...withMarket.filter(likely).slice(0, 2), ...withMarket.filter((c) => !likely(c)).slice(0, 2)]
    const seen = { shown: 0, hidden: 0 }
    for (const car of picks) {
      await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
      const price = page.locator('.vp__side .vp-price')
      const amount = Number(((await price.locator('.vp-price__amount').textContent()) ?? '').replace(/[^\d.]/g, ''))
      const expected = showMarketPriceBadge({ price: amount, ...car.market })
      await expect(price.getByTestId('market-price-badge'), car.slug).toHaveCount(expected ? 1 : 0)
      if (expected) await expect(price.getByTestId('market-price-badge')).toHaveText('Below market price')
      seen[expected ? 'shown' : 'hidden']++
    }
    expect(seen.shown, 'a demo car priced under the market').toBeGreaterThan(0)
    expect(seen.hidden, 'a demo car not priced under the market').toBeGreaterThan(0)
  })

  test('the JSON-LD parses and names the car; metadata has the canonical address', async ({ page, request }) => {
    const car = await inStockCar(request)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const cars = blocks.map((b) => JSON.parse(b)).filter((d) => d['@type'] === 'Car')
    expect(cars).toHaveLength(1)
    const name = (await page.locator('h1').textContent())!.trim()
    expect(cars[0].name).toBe(name)
    expect(cars[0].offers.priceCurrency).toBe('AUD')
    expect(cars[0].offers.seller['@type']).toBe('AutoDealer')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/cars/${car.slug}$`))
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  })

  test("a car the site's stock filter leaves out is a 404 there, as its search never shows it", async ({ page, request }) => {
    // Outback Used shows used cars only (its stock filter). A new car arrives in its stock anyway.
    const dealer = DEMO.outback
    const token = await apiLogin(request, dealer.marketer)
    const headers = { Authorization: `JWT ${token}` }
    const tenant = await tenantId(request, token, dealer.slug)
    const location = (await (await request.get(`${apiBase}/api/locations?where[tenant][equals]=${tenant}&depth=0&limit=1`, { headers })).json()).docs[0]?.id
    expect(location, 'a location of Outback Used').toBeTruthy()
    const car = { tenant, location, status: 'in_stock', show_on_dealer_website: true, year: 2026, make: 'Toyota', model: 'HiLux', item_type: 'car', price: 61990, km: 10 }
    const created = await request.post(`${apiBase}/api/vehicles`, { headers, data: { ...car, slug: `e2e-filtered-new-${Date.now()}`, car_type: 'new' } })
    expect(created.status(), await created.text()).toBe(201)
    const used = await request.post(`${apiBase}/api/vehicles`, { headers, data: { ...car, slug: `e2e-filtered-used-${Date.now()}`, car_type: 'used' } })
    expect(used.status(), await used.text()).toBe(201)
    const [fresh, taken] = [(await created.json()).doc as Car, (await used.json()).doc as Car]
    try {
      expect((await page.goto(siteUrl(dealer.slug, `/cars/${fresh.slug}`)))?.status()).toBe(404)
      expect((await request.get(`${apiBase}/print?car_id=${fresh.slug}`, { headers: { host: dealer.domain } })).status()).toBe(404)
      // The same car as a used one opens.
      expect((await page.goto(siteUrl(dealer.slug, `/cars/${taken.slug}`)))?.status()).toBe(200)
    } finally {
      for (const id of [fresh.id, taken.id]) await request.delete(`${apiBase}/api/vehicles/${id}`, { headers })
    }
  })

  test("another dealer's car is a 404", async ({ page, request }) => {
    const other = await inStockCar(request, DEMO.bayside)
    const res = await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${other.slug}`))
    expect(res?.status()).toBe(404)
    const own = await page.goto(siteUrl(DEMO.bayside.slug, `/cars/${other.slug}`))
    expect(own?.status()).toBe(200)
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`no WCAG A/AA violations at ${viewport.width}px`, async ({ page, request }) => {
      const car = await inStockCar(request)
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
      await expect(page.locator('h1')).toBeVisible()
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})
