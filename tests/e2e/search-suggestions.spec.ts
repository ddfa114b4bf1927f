/**
 * Issue 19 item 2 in a browser, against the seeded demo stock: make, model and body suggestions in the
 * header search (a WAI-ARIA combobox: arrows, Enter, Escape, a polite count) that lead to the search
 * page refined by the choice; matched words marked in the result cards' titles; and an empty search
 * that keeps the spec's wording and adds the nearest matches without the last refinement.
 * Expected counts come from the search endpoint itself, so the tests hold whatever the seed holds.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { DEMO, apiBase, firstInteraction, resultsCount, siteUrl } from './helpers'

const dealer = DEMO.harbour
const PHONE = { width: 360, height: 740 }

async function makeCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, {
    headers: { host: dealer.domain, 'content-type': 'application/json' },
    data: { requests: [{ indexName: 'vehicles', hitsPerPage: 0, facets: ['make'] }] },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).results[0].facets.make
}

/** The header's account links are filled in after hydration; once they are, every effect has run. */
async function hydrated(page: Page) {
  await expect(page.locator('.site-header__account[data-account="signed-out"]')).toHaveCount(1)
}

const count = resultsCount
const countText = (n: number) => new RegExp(`^${n.toLocaleString('en-AU')} (cars?|caravans?)`)
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('a model suggestion counts what typing its name finds: "ranger" finds Rangers, not a Kona Extended Range', async ({ request }) => {
  const post = (path: string, data: unknown) => request.post(`${apiBase}/api/search/1/indexes/${path}`, { headers: { host: dealer.domain, 'content-type': 'application/json' }, data })
  const facet = await (await post('vehicles/facets/make_model/query', { params: 'facetQuery=ranger&maxFacetHits=5' })).json()
  const ranger = (facet.facetHits as { value: string; count: number }[]).find((h) => h.value === 'Ford > Ranger')
  expect(ranger, 'the demo has Rangers').toBeTruthy()
  const search = await (await post('*/queries', { requests: [{ indexName: 'vehicles', query: 'ranger', hitsPerPage: 50, facets: ['make_model'] }] })).json()
  expect(search.results[0].nbHits).toBe(ranger!.count)
  expect(Object.keys(search.results[0].facets.make_model)).toEqual(['Ford > Ranger'])
})

test('the search-for-facet-values API answers Algolia-shaped facet hits', async ({ request }) => {
  const res = await request.post(`${apiBase}/api/search/1/indexes/vehicles/facets/make/query`, {
    headers: { host: dealer.domain, 'content-type': 'application/json' },
    data: { params: 'facetQuery=toy&maxFacetHits=5' },
  })
  expect(res.status(), await res.text()).toBe(200)
  const body = await res.json()
  expect(body.facetHits.map((h: { value: string }) => h.value)).toContain('Toyota')
})

test('header search: "toy" suggests Toyota; ArrowDown and Enter go to the Toyota search', async ({ page, request }) => {
  const toyota = (await makeCounts(request)).Toyota!
  expect(toyota, 'the demo dealer sells Toyotas').toBeGreaterThan(0)
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl(dealer.slug, '/about-us'))
  await hydrated(page)

  const toggle = page.getByRole('button', { name: 'Search stock' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const box = page.getByRole('combobox', { name: 'Search stock' })
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  await box.pressSequentially('toy', { delay: 40 })
  const listbox = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(listbox).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
  const makes = listbox.getByRole('group', { name: 'Make' })
  await expect(makes.getByRole('option', { name: /^Toyota\b/ })).toBeVisible()
  // Eight at most, and the count is announced politely.
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(8)
  await expect(page.locator('.suggest [role="status"]')).toHaveText(/^\d+ suggestions?$/)
  expect(await noSideways(page), 'no sideways scroll at 360 px').toBe(true)

  // Escape closes the list and keeps the text; Down opens it again on the first option.
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toHaveValue('toy')
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const first = listbox.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await expect(first).toHaveText(/^Toyota\b/)

  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\/toyota$/)
  await expect(count(page)).toHaveText(countText(toyota))
})

test('header search: Enter without choosing searches the typed text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(dealer.slug, '/about-us'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Search stock' }).click()
  const box = page.getByRole('combobox', { name: 'Search stock' })
  await box.fill('hilux')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?query=hilux$/)
  await expect(count(page)).toBeVisible()
})

test('a text query marks the matched word in the card titles', async ({ page }) => {
  await page.goto(siteUrl(dealer.slug, '/search?query=toyota'))
  const title = page.locator('.vehicle-card__title').first()
  await expect(title).toContainText('Toyota')
  const mark = title.locator('mark')
  await expect(mark.first()).toBeVisible()
  await expect(mark.first()).toHaveText(/^toyota$/i)
  // The title still reads as one: year, make, model.
  await expect(title).toHaveText(/^\d{4} Toyota \S/)
})

test('an empty search keeps the spec wording and shows the nearest matches without the last refinement', async ({ page, request }) => {
  const toyota = (await makeCounts(request)).Toyota!
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl(dealer.slug, '/search/toyota'))
  await expect(count(page)).toHaveText(countText(toyota))
  // The results are a deferred island: it hydrates on the shopper's first sign of life.
  await firstInteraction(page)

  // The make came with the address; the shopper then types a query that finds nothing: it goes first.
  const box = page.getByRole('searchbox', { name: 'Search our stock' })
  await box.fill('zzqxv')
  await box.press('Enter')
  const empty = page.locator('.empty-results')
  await expect(empty).toContainText('No results found for your search at this time. Please try adjusting the filters for more results.')
  await expect(empty.getByRole('link', { name: 'Clear Filters' })).toBeVisible()

  const nearest = page.locator('.nearest-matches')
  await expect(nearest.locator('.nearest-matches__title')).toHaveText('Nearest matches without Search: “zzqxv”')
  const cards = nearest.locator('.vehicle-card')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeLessThanOrEqual(6)
  for (const title of await nearest.locator('.vehicle-card__title').allInnerTexts()) expect(title).toContain('Toyota')
  expect(await noSideways(page), 'no sideways scroll at 360 px').toBe(true)

  await nearest.getByRole('button', { name: `Show all ${toyota.toLocaleString('en-AU')} matches` }).click()
  await expect(page).toHaveURL(/\/search\/toyota$/)
  await expect(count(page)).toHaveText(countText(toyota))
})

test('an impossible price range on a make, from the address, drops the range first', async ({ page }) => {
  await page.goto(siteUrl(dealer.slug, '/search/toyota?range[price]=1000:2000'))
  await expect(page.locator('.empty-results')).toContainText('No results found for your search at this time.')
  // The empty state is in the server HTML; the nearest matches are looked for once the results hydrate.
  await firstInteraction(page)
  await expect(page.locator('.nearest-matches__title')).toHaveText('Nearest matches without Price: $1,000 to $2,000')
  await expect(page.locator('.nearest-matches .vehicle-card').first()).toBeVisible()
})

test('hero search: typing a model suggests it; a click goes to that make and model', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(siteUrl(dealer.slug, '/'))
  await hydrated(page)
  // On a phone the dealer's popup rises on the first scroll as a modal that takes focus: let it, and close it.
  await page.mouse.wheel(0, 120)
  const close = page.locator('.popup__close')
  if (await close.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    await close.click()
    await expect(close).toBeHidden()
  }
  const hero = page.locator('.hero-search').first()
  const box = hero.getByRole('combobox', { name: 'Search by make, model or keyword' })
  await box.pressSequentially('hilu', { delay: 40 })
  const option = hero.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Model' }).getByRole('option', { name: /^Toyota HiLux\b/ })
  await expect(option).toBeVisible()
  await expect(option.locator('mark')).toHaveText(/^hilu$/i)
  expect(await noSideways(page), 'no sideways scroll at 360 px').toBe(true)
  await option.click()
  await expect(page).toHaveURL(/\/search\/toyota\/hilux$/)
  await expect(resultsCount(page)).toBeVisible()
})
