/**
 * The watchlist in Chromium against the seeded demo dealers, signed in for real (the SMS code read
 * from the simulator, tests/e2e/customers.ts): save from a search card and from a vehicle page (the
 * toast, its View List link, the button disabled while the call runs), see both on /my-garage and
 * /my-watchlist, remove; a signed-out save goes to sign-in with type=watchlist and the way back; a
 * network failure undoes the change with a browser alert. The signed-in pages pass WCAG 2.2 AA.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { signInCustomer } from './customers'
import { DEMO, firstInteraction, siteUrl } from './helpers'

const dealer = DEMO.harbour

/** The search page, hydrated: the save buttons have read the shopper's list (enabled again). */
async function openSearch(page: Page) {
  await page.goto(siteUrl(dealer.slug, '/search'))
  await expect(page.getByTestId('watchlist-button').first()).toBeVisible()
  // The results hydrate on the shopper's first interaction; until then the save buttons wait.
  await expect(page.getByTestId('watchlist-button').first()).toHaveAttribute('aria-disabled', 'true')
  await firstInteraction(page)
  await expect(page.getByTestId('watchlist-button').first()).not.toHaveAttribute('aria-disabled', 'true')
}

/** A card whose car is not saved yet (found by its car id, so it stays the same card once saved), its name and its button. */
async function unsavedCard(page: Page) {
  const unsaved = page.locator('.vehicle-card').filter({ has: page.locator('[data-testid="watchlist-button"][aria-pressed="false"]') }).first()
  const id = (await unsaved.getAttribute('data-vehicle-id'))!
  const card = page.locator(`.vehicle-card[data-vehicle-id="${id}"]`)
  const name = (await card.locator('.vehicle-card__title').innerText()).trim()
  return { id, card, name, button: card.getByTestId('watchlist-button') }
}

/**
 * Presses the button and returns the browser alert it raised (dismissed at once: an open alert blocks
 * the page, and a click that raises one early would otherwise never finish).
 */
async function clickForAlert(page: Page, button: ReturnType<Page['locator']>): Promise<{ type: string; message: string }> {
  let seen: { type: string; message: string } | null = null
  page.once('dialog', (dialog) => {
    seen = { type: dialog.type(), message: dialog.message() }
    void dialog.dismiss()
  })
  await button.click()
  await expect.poll(() => seen, { message: 'a browser alert' }).not.toBeNull()
  return seen!
}

/** Every test is a new shopper (its own mobile number), so lists never leak between tests. */
let counter = 0
const phone = () => `04${String(Date.now() % 100_000_000).padStart(8, '0').slice(0, 6)}${String(++counter).padStart(2, '0')}`

test('a signed-out shopper who saves a car is sent to sign-in with type=watchlist and the way back', async ({ page }) => {
  await openSearch(page)
  const { button } = await unsavedCard(page)
  await button.click()
  await expect(page).toHaveURL(/\/sign-in\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('type')).toBe('watchlist')
  expect(url.searchParams.get('redirect')).toBe('/search')
  expect(url.searchParams.get('back')).toBe('/search')
})

test('save from a search card and a vehicle page, see both in My Garage and the watchlist, then remove one', async ({ page }) => {
  await signInCustomer(page, dealer.slug, phone(), '/search')
  await openSearch(page)

  // From a search card: disabled while the call runs, then pressed, renamed and toasted.
  const first = await unsavedCard(page)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/watchlist/save-car', async (route) => {
    await held
    await route.continue()
  })
  await first.button.click()
  await expect(first.button).toHaveAttribute('aria-disabled', 'true')
  await expect(first.button).toHaveAttribute('aria-pressed', 'true') // optimistic
  release()
  await expect(first.button).not.toHaveAttribute('aria-disabled', 'true')
  await page.unroute('**/api/watchlist/save-car')
  await expect(first.button).toHaveAccessibleName(`Remove ${first.name} from watchlist`)
  const toast = page.getByTestId('watchlist-toast')
  await expect(toast).toContainText('Car Saved In Watchlist')
  await expect(toast).toContainText(`${first.name} is now available in your watchlist`)
  await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/my-watchlist')
  // The toast lasts 3000 ms.
  await expect(toast).toHaveCount(0, { timeout: 6_000 })

  // From a vehicle page: another car, by its sidebar button (named as the page names the car).
  const second = await unsavedCard(page)
  const secondHref = (await second.card.locator('.vehicle-card__link').getAttribute('href'))!
  await second.card.locator('.vehicle-card__link').click()
  await expect(page.getByTestId('vehicle-page')).toBeVisible()
  const secondName = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  const pageButton = page.locator('.vp__side').getByTestId('watchlist-button')
  await expect(pageButton).toHaveAccessibleName(`Save ${secondName} to watchlist`)
  await expect(pageButton).not.toHaveAttribute('aria-disabled', 'true')
  await pageButton.click()
  await expect(pageButton).toHaveAttribute('aria-pressed', 'true')
  await expect(pageButton).toHaveAccessibleName(`Remove ${secondName} from watchlist`)
  await expect(toast).toContainText(`${secondName} is now available in your watchlist`)

  // View List goes to the watchlist page; both cars are there, and in My Garage.
  await toast.getByRole('link', { name: 'View List' }).click()
  await expect(page).toHaveURL(/\/my-watchlist$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible()
  const cards = page.getByTestId('saved-car')
  await expect(cards).toHaveCount(2)
  const savedCard = (id: string) => page.locator(`[data-testid="saved-car"][data-car-id="${id}"]`)
  await expect(savedCard(first.id)).toBeVisible()
  await expect(savedCard(second.id)).toContainText(secondName)

  await page.goto(siteUrl(dealer.slug, '/my-garage'))
  const garage = page.getByTestId('garage-watchlist')
  await expect(garage.getByTestId('saved-car')).toHaveCount(2)
  // The vehicle page visited is among the recently viewed cars; no favourites were made.
  await expect(page.getByTestId('viewed-list')).toBeVisible()
  await expect(page.getByTestId('favourites-empty')).toBeVisible()
  await expect(page.getByTestId('garage-details')).toContainText('Mobile')

  // Remove one on the watchlist page: it leaves the list, with the Car Removed toast.
  await page.goto(siteUrl(dealer.slug, '/my-watchlist'))
  const firstSavedName = (await savedCard(first.id).locator('.saved-car__title').innerText()).trim()
  await savedCard(first.id).getByRole('button', { name: `Remove ${firstSavedName} from watchlist` }).click()
  await expect(toast).toContainText('Car Removed')
  await expect(toast).toContainText(`${firstSavedName} is no longer in your watchlist`)
  await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/my-watchlist')
  await expect(cards).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeFocused()
  await page.reload()
  await expect(cards).toHaveCount(1)
  await expect(savedCard(second.id)).toBeVisible()

  // The cached vehicle pages learn the saved state in the browser: saved for this shopper, not for another.
  await page.goto(siteUrl(dealer.slug, secondHref))
  await expect(pageButton).toHaveAccessibleName(`Remove ${secondName} from watchlist`)
  await expect(pageButton).toHaveAttribute('aria-pressed', 'true')
  await page.context().clearCookies()
  await page.goto(siteUrl(dealer.slug, secondHref))
  await expect(pageButton).not.toHaveAttribute('aria-disabled', 'true')
  await expect(pageButton).toHaveAttribute('aria-pressed', 'false')
})

test('a network failure undoes the save and shows a browser alert', async ({ page }) => {
  await signInCustomer(page, dealer.slug, phone(), '/search')
  await openSearch(page)
  const { button, name } = await unsavedCard(page)
  await page.route('**/api/watchlist/save-car', (route) => route.abort('internetdisconnected'))
  const alert = await clickForAlert(page, button)
  expect(alert).toEqual({ type: 'alert', message: 'We could not reach the server, so your watchlist was not changed. Please check your connection and try again.' })
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await expect(button).toHaveAccessibleName(`Save ${name} to watchlist`)
  await expect(page.getByTestId('watchlist-toast')).toHaveCount(0)
})

test('a refusal from the server is shown in the alert with its message, and nothing is saved', async ({ page }) => {
  await signInCustomer(page, dealer.slug, phone(), '/search')
  await openSearch(page)
  const { button, name } = await unsavedCard(page)
  await page.route('**/api/watchlist/save-car', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'This car has sold, so it cannot be added to your watchlist.' }) }),
  )
  const alert = await clickForAlert(page, button)
  expect(alert).toEqual({ type: 'alert', message: 'This car has sold, so it cannot be added to your watchlist.' })
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await page.unroute('**/api/watchlist/save-car')
  await page.goto(siteUrl(dealer.slug, '/my-watchlist'))
  await expect(page.getByTestId('watchlist-empty')).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
})

test('My Garage and the watchlist need sign-in; signed in, both pass WCAG 2.2 AA on a phone and a desktop', async ({ page }) => {
  const res = await page.goto(siteUrl(dealer.slug, '/my-garage'))
  expect(res?.status()).toBe(200)
  await expect(page).toHaveURL(/\/sign-in\?.*type=my-garage/)

  await signInCustomer(page, dealer.slug, phone(), '/my-garage')
  await expect(page).toHaveURL(/\/my-garage$/)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    for (const path of ['/my-garage', '/my-watchlist']) {
      await page.goto(siteUrl(dealer.slug, path))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
  }
})
