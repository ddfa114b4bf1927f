/**
 * Unsubscribing from a real alert email, in Chromium against the production build: a shopper signs in
 * (the code from the SMS simulator), gives an email address and saves a car; the simulator refuses their
 * number for good, so when the marketer drops the car's price the job queue emails the alert instead,
 * into the local catch-all ($FORECOURT_DATA_DIR/mail/*.eml). The test opens the footer link of that
 * email (on the dealer's development address: the link names the dealer's own domain), sees what will
 * stop, reloads (opening the link changes nothing), confirms, and sees the confirmation; on another
 * dealer's site the same link changes nothing. Both states of
 * the page fit 360–1,366 px and pass axe (as tests/e2e/layout.spec.ts checks every template).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import PostalMime from 'postal-mime'

import { signInCustomer } from './customers'
import { DEMO, apiBase, apiLogin, siteUrl, smsSimulatorUrl } from './helpers'

const dealer = DEMO.harbour
/** The e2e server's data directory (playwright.config.ts), where the mail catch-all writes. */
const MAIL_DIR = path.resolve('.data/e2e/mail')
const stamp = Date.now().toString(36)
const email = `unsub.${stamp}@example.com`
const phone = `04${String(Date.now() % 100_000_000).padStart(8, '0')}`

/** An in-stock car of the dealer from the site's own search, with its id. */
async function someCar(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const body = { requests: [{ indexName: 'vehicles', hitsPerPage: 20, facetFilters: ['status:in_stock'] }] }
  const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, { headers: { host: dealer.domain }, data: body })
  expect(res.status()).toBe(200)
  const hits = (await res.json()).results[0].hits as { id: number; slug: string; price?: number | null; reserved?: boolean }[]
  const car = hits.find((h) => typeof h.price === 'number' && h.price > 5000 && !h.reserved)
  expect(car, 'an in-stock car with a price').toBeTruthy()
  return car!
}

/** The catch-all .eml files that are watch alerts to `to`. */
function alertMailsTo(to: string): string[] {
  let files: string[] = []
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files.map((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8')).filter((raw) => /^X-Forecourt-Watch-Alert:/im.test(raw) && raw.includes(to))
}

/** Width (no sideways scroll) and axe at phone to desktop widths, as layout.spec's checkTemplate. */
async function fitsAndPassesAxe(page: Page, label: string) {
  for (const width of [360, 390, 768, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    const fit = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
    expect.soft(fit.scrollWidth, `${label} at ${width}px scrolls sideways`).toBeLessThanOrEqual(fit.innerWidth)
    if (width === 360 || width === 1366) {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect.soft(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${label} at ${width}px: axe`).toEqual([])
    }
  }
}

test('the unsubscribe link of a real alert email: the page asks, confirms, and says so', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const normalised = await signInCustomer(page, dealer.slug, phone, '/about-us')
  const car = await someCar(request)

  // The shopper's email, and the car on their watchlist (through the site's own APIs, signed in).
  const saved = await page.evaluate(
    async ({ email, phone, carId }) => {
      const me = await fetch('/api/customers/me', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Una', lastName: 'Subscriber', email, postcode: '4000' }) })
      const save = await fetch('/api/watchlist/save-car', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone_number: phone, car_id: carId }) })
      const list = (await (await fetch('/api/watchlist')).json()) as { items: { carId: number; price: number | null }[] }
      return { me: me.status, save: save.status, price: list.items.find((i) => i.carId === carId)?.price ?? null }
    },
    { email, phone: normalised, carId: car.id },
  )
  expect(saved).toMatchObject({ me: 200, save: 200 })
  expect(saved.price).toBeGreaterThan(1000)

  // The gateway refuses this number for good, so the alert goes by email.
  const refuse = await request.post(`${smsSimulatorUrl()}/_sim/fail-next`, { data: { count: 1, status: 400, to: normalised } })
  expect(refuse.status()).toBe(200)
  const token = await apiLogin(request, dealer.marketer)
  const drop = await request.patch(`${apiBase}/api/vehicles/${car.id}`, { headers: { Authorization: `JWT ${token}` }, data: { price: saved.price! - 1000, offer_price: null } })
  expect(drop.status(), await drop.text()).toBe(200)

  // The job queue (every few seconds) sends it into the mail catch-all.
  await expect.poll(() => alertMailsTo(email).length, { message: `an alert email to ${email}`, timeout: 60_000 }).toBeGreaterThan(0)
  const raw = alertMailsTo(email)[0]!
  const mail = await PostalMime.parse(raw)
  expect(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value).toMatch(/^<https:\/\/harbourcitymotors\.com\.au\/api\/unsubscribe\?t=[^>]+>,\s*<mailto:/)
  expect(mail.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click')
  const link = /https:\/\/\S+\/pages\/unsubscribe\?t=\S+/.exec(mail.text ?? '')?.[0]
  expect(link, 'the footer link').toBeTruthy()
  const url = new URL(link!)
  expect(url.host).toBe(dealer.domain)

  // On another dealer's site the link changes nothing and offers no button.
  await page.goto(siteUrl(DEMO.bayside.slug, `${url.pathname}${url.search}`))
  await expect(page.getByText(`This unsubscribe link is not for ${DEMO.bayside.name}, so nothing has changed here.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)

  // Opened on the dealer's development address (same dealer, same token).
  await page.goto(siteUrl(dealer.slug, `${url.pathname}${url.search}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
  await expect(page.locator('[data-page="unsubscribe"]')).toContainText(`${email} will stop getting watchlist alerts from ${dealer.name}`)
  await fitsAndPassesAxe(page, 'unsubscribe page (confirm)')
  // Opening the link (again) unsubscribes nobody: mail scanners open links.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await expect(page.locator('[data-page="unsubscribe"]').getByRole('status')).toContainText(`${email} will get no more watchlist alerts from ${dealer.name}`)
  expect(new URL(page.url()).pathname).toBe('/pages/unsubscribe')
  await fitsAndPassesAxe(page, 'unsubscribe page (done)')
})

test('a broken link says so and offers no button', async ({ page }) => {
  await page.goto(siteUrl(dealer.slug, '/pages/unsubscribe?t=not-a-real-token'))
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await expect(page.getByText('This unsubscribe link is not complete or not valid, so nothing has changed.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
})
