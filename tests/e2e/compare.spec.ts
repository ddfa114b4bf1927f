/**
 * The compare page (issue 19, item 4) in Chromium against the seeded demo dealers, signed out: two of
 * Harbour City's cars side by side with the differing rows marked in words, removing one with the
 * keyboard (the address and the saved list follow, focus moves to the remaining car), going on to a
 * car's page, the empty state (and ids that are not the dealer's cars), the browser's saved list
 * opened as /compare, the vehicle page's Add to compare, and a phone: the cars swipe inside their own
 * scroller beside the sticky labels while the page never scrolls sideways.
 */
import { expect, test, type Page } from './fixtures'

import { DEFAULT_TENANT_SETTINGS } from '@tenants/settings'
import { comparableCars, compareIds, type ComparableHit } from './compareCars'
import { DEMO, siteUrl } from './helpers'

const dealer = DEMO.harbour
const COMPARE_KEY = 'forecourt:compare'

/** What the compare list of this browser holds (ids), as the card toggles write it. */
const savedIds = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { id: number }[]).map((v) => v.id), COMPARE_KEY)

async function saveList(page: Page, cars: readonly ComparableHit[]) {
  await page.evaluate(
    ([key, list]) => localStorage.setItem(key, JSON.stringify(list)),
    [COMPARE_KEY, cars.map((c) => ({ id: c.id, name: `${c.year} ${c.make} ${c.model}`, slug: c.slug, make: c.make, model: c.model, primary_image_url: null }))] as const,
  )
}

const columns = (page: Page) => page.locator('table.compare__table thead th[scope="col"]')

test.describe('compare page', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('two cars side by side: differing rows marked, remove one with the keyboard, go on to a car', async ({ page, request }) => {
    const [a, b] = await comparableCars(request, dealer.domain, 2)
    await page.setViewportSize({ width: 1280, height: 900 })
    // The shopper picked both on the results: the saved list holds them.
    await page.goto(siteUrl(dealer.slug, '/'))
    await saveList(page, [a!, b!])

    const response = await page.goto(siteUrl(dealer.slug, `/compare?ids=${compareIds([a!, b!])}`))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: DEFAULT_TENANT_SETTINGS.compareHeading })).toBeVisible()
    const table = page.getByRole('table')
    await expect(table).toBeVisible()
    await expect(columns(page)).toHaveCount(2)
    await expect(columns(page).nth(0)).toHaveAttribute('data-car-id', String(a!.id))
    for (const label of ['Price', 'Year', 'Odometer', 'Body', 'Transmission', 'Location']) {
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeVisible()
    }
    // The prices differ: the row says so in words (its row header), not by colour alone.
    const price = table.locator('tr[data-row="price"]')
    await expect(price).toHaveAttribute('data-differs', 'true')
    await expect(price.getByRole('rowheader')).toHaveText(/Price\s*Differs/)
    // A row every car shares is not marked.
    const marked = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => ({ differs: r.getAttribute('data-differs') === 'true', says: /Differs/.test(r.querySelector('th')?.textContent ?? '') })),
    )
    expect(marked.every((r) => r.differs === r.says)).toBe(true)

    // Keyboard: from the table's scroller, Tab reaches the first car's link, then its Remove button.
    const nameA = (await columns(page).nth(0).locator('.compare__car-name').innerText()).trim()
    const nameB = (await columns(page).nth(1).locator('.compare__car-name').innerText()).trim()
    await page.getByTestId('compare-scroller').focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: nameA, exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    const removeA = page.getByRole('button', { name: `Remove the ${nameA} from the comparison` })
    await expect(removeA).toBeFocused()
    await page.keyboard.press('Enter')

    // Removed without a reload: the address and the saved list follow, focus goes to the car left.
    await expect(columns(page)).toHaveCount(1)
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${b!.id}$`))
    expect(await savedIds(page)).toEqual([b!.id])
    await expect(page.locator('.compare__section [role="status"]')).toHaveText(`Removed the ${nameA}. 1 car left to compare.`)
    const linkB = page.getByRole('link', { name: nameB, exact: true })
    await expect(linkB).toBeFocused()
    await expect(table.locator('[data-differs="true"]')).toHaveCount(0)

    // Enter on the car's name opens its page.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/cars/${b!.slug}$`))
  })

  test('with nothing picked the page says how to add cars; ids that are not the dealer’s cars are ignored', async ({ page, request }) => {
    await page.goto(siteUrl(dealer.slug, '/compare'))
    await expect(page.getByTestId('compare-empty')).toContainText(DEFAULT_TENANT_SETTINGS.compareEmptyText)
    await expect(page.getByRole('link', { name: 'Browse our cars' })).toHaveAttribute('href', DEFAULT_TENANT_SETTINGS.headerSearchPath)
    await expect(page.getByRole('table')).toHaveCount(0)

    // Another dealer's car and malformed ids: no error page, the empty state.
    const [other] = await comparableCars(request, DEMO.outback.domain, 1)
    const response = await page.goto(siteUrl(dealer.slug, `/compare?ids=${other!.id},abc,-4,0,1.5`))
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('compare-empty')).toBeVisible()
  })

  test('opened as /compare, the page shows the cars this browser picked', async ({ page, request }) => {
    const cars = await comparableCars(request, dealer.domain, 2)
    await page.goto(siteUrl(dealer.slug, '/'))
    await saveList(page, cars)
    await page.goto(siteUrl(dealer.slug, '/compare'))
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${compareIds(cars)}$`))
    await expect(columns(page)).toHaveCount(2)
  })

  test('the vehicle page adds its car to the compare list and links to the page', async ({ page, request }) => {
    const [car] = await comparableCars(request, dealer.domain, 1)
    await page.goto(siteUrl(dealer.slug, `/cars/${car!.slug}`))
    await page.evaluate((key) => localStorage.removeItem(key), COMPARE_KEY)
    const add = page.getByTestId('vehicle-compare')
    await expect(add).toHaveAttribute('aria-pressed', 'false')
    await add.click()
    await expect(add).toHaveAttribute('aria-pressed', 'true')
    const link = page.getByRole('link', { name: /^Compare \(1\)/ })
    await expect(link).toHaveAttribute('href', `/compare?ids=${car!.id}`)
    await link.click()
    await expect(columns(page)).toHaveCount(1)
    await expect(page.getByText('Add another car to see them side by side.')).toBeVisible()
  })

  test('on a phone the cars swipe beside sticky labels and the page never scrolls sideways', async ({ page, request }) => {
    const cars = await comparableCars(request, dealer.domain, 3)
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(siteUrl(dealer.slug, `/compare?ids=${compareIds(cars)}`))
    await expect(columns(page)).toHaveCount(3)
    const scroller = page.getByTestId('compare-scroller')
    const before = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, snap: getComputedStyle(el).scrollSnapType }))
    expect(before.scrollWidth).toBeGreaterThan(before.clientWidth)
    expect(before.snap).toContain('x')
    // The document itself fits.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // Keyboard scrolling of the focused scroller; the labels stay where they were.
    const label = page.getByRole('rowheader', { name: /^Year/ })
    const labelLeft = (await label.boundingBox())!.x
    await scroller.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    expect(Math.abs((await label.boundingBox())!.x - labelLeft)).toBeLessThan(2)
    // The third car comes into view beside the labels.
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    const third = columns(page).nth(2)
    await expect.poll(async () => (await third.boundingBox())!.x + (await third.boundingBox())!.width).toBeLessThanOrEqual(361)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})
