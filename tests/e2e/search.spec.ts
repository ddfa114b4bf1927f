/**
 * The search results pages in a browser, against the seeded demo stock: URL state (path refinements
 * and query string) that survives reload and Back, first results in the server HTML, the car-type
 * routes, 404 for unknown segments, the empty state, the filters drawer and WCAG checks.
 * Expected counts come from the search endpoint itself, so the tests hold whatever the seed holds.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { DEMO, apiBase, apiLogin, firstInteraction, resultsCount, siteUrl, tenantId } from './helpers'

const endpoint = `${apiBase}/api/search/1/indexes/*/queries`

type Hit = { year: number; make: string; model: string; car_type: string }
type Result = {
  hits: Hit[]
  nbHits: number
  facets: Record<string, Record<string, number>>
  facets_stats: Record<string, { min: number; max: number }>
}

/** One query to the search endpoint as the dealer's browser would send it. */
async function search(request: APIRequestContext, host: string, params: Record<string, unknown>): Promise<Result> {
  const res = await request.post(endpoint, {
    headers: { host, 'content-type': 'application/json' },
    data: { requests: [{ indexName: 'vehicles', ...params }] },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).results[0]
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const count = resultsCount
const countText = (n: number) => new RegExp(`^${n.toLocaleString('en-AU')} (cars?|caravans?)`)

/** The page has hydrated once the filters respond; the server HTML already shows the results. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await expect(count(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test('refine by make, then by price: the URL follows, reload restores it, Back undoes it', async ({ page, request }) => {
  const dealer = DEMO.harbour
  const all = await search(request, dealer.domain, { hitsPerPage: 0, facets: ['make'] })
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, siteUrl(dealer.slug, '/search'))
  await expect(count(page)).toHaveText(countText(all.nbHits))

  const card = page.locator('.make-card').first()
  const make = (await card.locator('.make-card__name').innerText()).trim()
  const makeCount = all.facets.make![make]!
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(make)}$`))
  await expect(count(page)).toHaveText(countText(makeCount))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${make} cars for sale`)
  await expect(card).toHaveAttribute('aria-pressed', 'true')

  // A maximum inside the make's price range (a maximum at or above its top is no limit at all).
  const { price } = (await search(request, dealer.domain, { hitsPerPage: 0, facetFilters: [`make:${make}`], facets: ['price'] }))
    .facets_stats
  const limit = Math.round((price!.min + price!.max) / 2 / 1000) * 1000
  const cheap = await search(request, dealer.domain, {
    hitsPerPage: 0,
    facetFilters: [`make:${make}`],
    numericFilters: [`price<=${limit}`],
  })
  const max = page.getByLabel('Maximum price', { exact: true })
  await max.fill(String(limit))
  await max.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(make)}\\?range(\\[|%5B)price(\\]|%5D)=(:|%3A)${limit}$`))
  await expect(count(page)).toHaveText(countText(cheap.nbHits))

  await page.reload()
  await expect(count(page)).toHaveText(countText(cheap.nbHits))
  await expect(page.getByLabel('Maximum price', { exact: true })).toHaveValue(limit.toLocaleString('en-AU'))
  await expect(page.locator('.make-card').first()).toHaveAttribute('aria-pressed', 'true')

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(make)}$`))
  await expect(count(page)).toHaveText(countText(makeCount))
  await expect(page.getByLabel('Maximum price', { exact: true })).toHaveValue('')
  await page.goBack()
  await expect(page).toHaveURL(/\/search$/)
  await expect(count(page)).toHaveText(countText(all.nbHits))
})

test('after a reload, Forward to an address the earlier page pushed shows the results of that address', async ({ page, request }) => {
  const dealer = DEMO.harbour
  const all = await search(request, dealer.domain, { hitsPerPage: 0, facets: ['make'] })
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, siteUrl(dealer.slug, '/search'))
  const card = page.locator('.make-card').first()
  const make = (await card.locator('.make-card__name').innerText()).trim()
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(make)}$`))
  await expect(count(page)).toHaveText(countText(all.facets.make![make]!))
  await page.goBack()
  await expect(page).toHaveURL(/\/search$/)
  await expect(count(page)).toHaveText(countText(all.nbHits))

  // The reloaded page's results wait for their code; Forward is the first thing the shopper does.
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-island]').first()).toHaveAttribute('data-island', 'pending')
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`/search/${slugify(make)}$`))
  await expect(count(page)).toHaveText(countText(all.facets.make![make]!))
  await expect(page.locator('.make-card').first()).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await expect(page).toHaveURL(/\/search$/)
  await expect(count(page)).toHaveText(countText(all.nbHits))
})

test('sorting and paging go in the query string; a filter change drops the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, siteUrl(DEMO.harbour.slug, '/search'))
  // The results' code first (what a change made before it loads does is the test at the end of this file):
  // here each step is one the hydrated results answer, so none lands while the results re-render.
  await firstInteraction(page)
  await page.getByLabel('Sort by').selectOption('vehicles_price_asc')
  await expect(page).toHaveURL(/\/search\?sortBy=vehicles_price_asc$/)
  await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/search\?page=2&sortBy=vehicles_price_asc$/)
  await page.getByRole('radio', { name: 'Used' }).check()
  await expect(page).toHaveURL(/\/search\/used-cars\?sortBy=vehicles_price_asc$/)
})

test('the first results are in the server HTML', async ({ request }) => {
  const dealer = DEMO.harbour
  const first = (await search(request, dealer.domain, { hitsPerPage: 1 })).hits[0]!
  const res = await request.get(`${apiBase}/search`, { headers: { host: dealer.domain } })
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain('class="vehicle-card"')
  expect(html).toContain(`${first.year} ${first.make} ${first.model}`)
  expect(html).not.toContain('Loading results')
})

test('/search/used-cars shows only used cars', async ({ page, request }) => {
  for (const dealer of [DEMO.outback, DEMO.harbour]) {
    const used = await search(request, dealer.domain, { hitsPerPage: 0, facetFilters: ['car_type:used'], facets: ['car_type'] })
    expect(Object.keys(used.facets.car_type ?? {})).toEqual(['used'])
    await open(page, siteUrl(dealer.slug, '/search/used-cars'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars for sale')
    await expect(count(page)).toHaveText(countText(used.nbHits))
    await expect(page).toHaveTitle(`Used cars for sale | ${dealer.name}`)
  }
  // Used-only results carry the dealer's promo card (Outback: position 9 plus 0 to 2).
  await open(page, siteUrl(DEMO.outback.slug, '/search/used-cars'))
  await expect(page.locator('.promo-card')).toContainText('We Want Your Car!')
  await expect(page.locator('.promo-card').getByRole('link')).toHaveAttribute('href', '/trade-in')
  const harbour = await search(request, DEMO.harbour.domain, { hitsPerPage: 0 })
  const harbourUsed = await search(request, DEMO.harbour.domain, { hitsPerPage: 0, facetFilters: ['car_type:used'] })
  expect(harbourUsed.nbHits).toBeLessThan(harbour.nbHits)
})

test('a make and model path, and a location path, resolve', async ({ request }) => {
  const dealer = DEMO.harbour
  const { facets } = await search(request, dealer.domain, { hitsPerPage: 0, facets: ['make_model'] })
  const [make, model] = Object.keys(facets.make_model!)[0]!.split(' > ') as [string, string]
  const res = await request.get(`${apiBase}/search/${slugify(make)}/${slugify(model)}`, { headers: { host: dealer.domain } })
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toMatch(new RegExp(`<h1[^>]*>${make} ${model} for sale</h1>`))
  expect(html).toContain(`<link rel="canonical" href="https://${dealer.domain}/search/${slugify(make)}/${slugify(model)}"`)
  const location = await request.get(`${apiBase}/search/southport`, { headers: { host: dealer.domain } })
  expect(location.status()).toBe(200)
  expect(await location.text()).toMatch(/<h1[^>]*>Cars for sale at [^<]+<\/h1>/)
})

test("a group's dealership filter narrows to one rooftop and writes /search/{dealership-slug}; a single dealer has no such filter", async ({ page, request }) => {
  const dealer = DEMO.harbour
  const all = await search(request, dealer.domain, { hitsPerPage: 0, facets: ['dealership_name'] })
  const rooftops = Object.keys(all.facets.dealership_name ?? {})
  expect(rooftops.length).toBeGreaterThanOrEqual(2)
  const rooftop = 'Harbour City Kia & Ford'
  const theirs = all.facets.dealership_name![rooftop]!
  expect(theirs).toBeGreaterThan(0)

  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, siteUrl(dealer.slug, '/search'))
  const panel = page.getByRole('group', { name: 'Dealership' })
  await expect(panel.getByRole('checkbox')).toHaveCount(rooftops.length)
  // A click (not check()): the first interaction also wakes the results' code, which applies the tick.
  await panel.getByRole('checkbox', { name: new RegExp(`^${rooftop}`) }).click()
  await expect(page).toHaveURL(/\/search\/harbour-city-kia-and-ford$/)
  await expect(count(page)).toHaveText(countText(theirs))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cars for sale at ${rooftop}`)
  await page.reload()
  await expect(count(page)).toHaveText(countText(theirs))
  await expect(panel.getByRole('checkbox', { name: new RegExp(`^${rooftop}`) })).toBeChecked()

  // The server answers the address itself, with the rooftop's cars in its HTML.
  const res = await request.get(`${apiBase}/search/harbour-city-kia-and-ford`, { headers: { host: dealer.domain } })
  expect(res.status()).toBe(200)
  expect(await res.text()).toContain(`Cars for sale at ${rooftop.replace('&', '&amp;')}</h1>`)

  // Bayside Mazda is one dealer: one value, so no panel, and no such address.
  await open(page, siteUrl(DEMO.bayside.slug, '/search'))
  await expect(page.getByRole('group', { name: 'Body type' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Dealership' })).toHaveCount(0)
  const single = await request.get(`${apiBase}/search/harbour-city-kia-and-ford`, { headers: { host: DEMO.bayside.domain } })
  expect(single.status()).toBe(404)
})

test("the sitemaps list every car the site's search shows, once across a dealer group's sites, and none it leaves out", async ({ request }) => {
  const sitemapCars = async (domain: string) => {
    const xml = await (await request.get(`${apiBase}/sitemap.xml`, { headers: { host: domain } })).text()
    return { xml, cars: [...xml.matchAll(/<loc>https:\/\/[^/<]+(\/cars\/[^<]+)<\/loc>/g)].map((m) => m[1]!) }
  }
  // A single dealer: its sitemap is its search.
  const outback = await sitemapCars(DEMO.outback.domain)
  expect(outback.cars.length).toBe((await search(request, DEMO.outback.domain, { hitsPerPage: 0 })).nbHits)
  expect(new Set(outback.cars).size).toBe(outback.cars.length)
  // A dealer group: its Kia & Ford site holds the canonical address of that rooftop's cars, the group
  // site every other car's; together they list the group's search exactly once each.
  const franchiseDomain = 'harbourcitykiaford.com.au'
  const group = await sitemapCars(DEMO.harbour.domain)
  const franchise = await sitemapCars(franchiseDomain)
  const groupShown = (await search(request, DEMO.harbour.domain, { hitsPerPage: 0 })).nbHits
  expect(franchise.cars.length).toBe((await search(request, franchiseDomain, { hitsPerPage: 0 })).nbHits)
  expect(franchise.cars.length).toBeGreaterThan(0)
  expect(group.cars.length + franchise.cars.length).toBe(groupShown)
  expect(new Set([...group.cars, ...franchise.cars]).size).toBe(groupShown)
  // A car the dealer keeps off its site is in neither its search nor any sitemap of the group.
  const dealer = DEMO.harbour
  const first = await search(request, dealer.domain, { hitsPerPage: 1 })
  expect(group.xml + franchise.xml).toContain(`/cars/${(first.hits[0] as unknown as { slug: string }).slug}<`)
  const token = await apiLogin(request, dealer.marketer)
  const tenant = await tenantId(request, token, dealer.slug)
  const res = await request.get(`${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[show_on_dealer_website][equals]=false&limit=5&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const hidden = ((await res.json()) as { docs: { slug: string }[] }).docs
  expect(hidden.length, 'the demo keeps some cars off the site').toBeGreaterThan(0)
  for (const car of hidden) expect(group.xml + franchise.xml).not.toContain(`/cars/${car.slug}<`)
})

test('an unknown path segment is a 404', async ({ request }) => {
  for (const path of ['/search/xyz-segment', '/search/toyota/no-such-model-xyz', '/search/used-cars/extra/segments']) {
    const res = await request.get(`${apiBase}${path}`, { headers: { host: DEMO.harbour.domain } })
    expect(res.status(), path).toBe(404)
  }
})

test('an impossible query shows the empty state, and Clear Filters brings the stock back', async ({ page }) => {
  await open(page, siteUrl(DEMO.bayside.slug, '/search?query=zzqxv-no-such-car'))
  const empty = page.locator('.empty-results')
  await expect(empty).toContainText('No results found for your search at this time. Please try adjusting the filters for more results.')
  await empty.getByRole('link', { name: 'Clear Filters' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.locator('.vehicle-card').first()).toBeVisible()

  await open(page, siteUrl(DEMO.bayside.slug, '/special-offers?query=zzqxv-no-such-car'))
  await expect(page.locator('.empty-results')).toContainText('No Results Available')
  await expect(page.locator('.empty-results')).toContainText(
    'There appears to be no offers currently available that meet the conditions of your search.',
  )
})

test('on a phone the filters are a dialog: focus moves in, Escape closes it, Show Me N cars goes to the results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, siteUrl(DEMO.outback.slug, '/search'))
  const opener = page.getByRole('button', { name: 'Filters' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Filter results' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close filters' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  await dialog.getByRole('button', { name: /^Show Me \d+ cars?$/ }).click()
  await expect(dialog).toBeHidden()
  await expect(count(page)).toBeFocused()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`/search at ${viewport.width}px has no WCAG A/AA violations`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await open(page, siteUrl(DEMO.harbour.slug, '/search'))
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('the results are usable before their code loads: it loads on the first interaction, and a filter ticked meanwhile applies', async ({ page, request }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(siteUrl(DEMO.harbour.slug, '/search'))
  await page.waitForLoadState('networkidle')
  const island = page.locator('[data-island]').first()
  await expect(island).toHaveAttribute('data-island', 'pending')
  const loaded = scripts.length
  // The first results, heading and filters are the server's HTML.
  await expect(page.locator('.vehicle-card').first()).toBeVisible()

  // A body-type box ticked straight away ticks at once, and is applied once the code has hydrated.
  const sedans = await search(request, DEMO.harbour.domain, { facetFilters: [['body:sedan']], hitsPerPage: 0 })
  const box = page.getByRole('checkbox', { name: /^Sedan/ })
  await box.click()
  await expect(island).toHaveAttribute('data-island', 'ready')
  await expect(box).toBeChecked()
  expect(scripts.length).toBeGreaterThan(loaded)
  await expect(count(page)).toHaveText(countText(sedans.nbHits))
  await expect(page).toHaveURL(/body/)
})

test('a step back or forward in the page history wakes the results, so they follow the address', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(siteUrl(DEMO.harbour.slug, '/search'))
  await page.waitForLoadState('networkidle')
  const island = page.locator('[data-island]').first()
  await expect(island).toHaveAttribute('data-island', 'pending')
  // What Back or Forward to an address the search pushed sends (no pointer, key, focus or scroll).
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate', { state: null })))
  await expect(island).toHaveAttribute('data-island', 'ready')
})
