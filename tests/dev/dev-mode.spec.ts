/**
 * `npm run dev` serves what a newcomer opens first (issue 32): each demo dealer's home, search, a
 * vehicle page and a finance or form page, and the admin login, with a 200, no Next error overlay and
 * nothing in the browser console at error level (a failed request, a hydration mismatch, an uncaught
 * error, or a server error Next replays into the console). The production build is proven by
 * tests/e2e; this is the development server, which no other test starts.
 */
import { expect, test, type Page } from '@playwright/test'

import { DEV_CHECK_PORT } from '../../playwright.dev.config'

const DEALERS = [
  { slug: 'harbour-city', form: '/finance' },
  { slug: 'bayside-mazda', form: '/book-test-drive' },
  { slug: 'outback-used', form: '/trade-in' },
] as const

const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${DEV_CHECK_PORT}${path}`

/** Console errors, page errors and failed requests on `page`, as lines that say where. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text().slice(0, 500)}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()} (on ${page.url()})`)
  })
  return problems
}

/** Opens `url`, expects a 200, lets the page hydrate, and fails on Next's error overlay or badge. */
async function open(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' })
  expect(response?.status(), `${url} answers 200`).toBe(200)
  // Hydration errors surface after load: wait for the network to settle, then read Next's dev badge
  // (data-error="true" with an error) and its dialog, both inside Next's shadow root (Playwright's CSS
  // locators pierce open shadow roots).
  await page.waitForLoadState('networkidle')
  await expect(page.locator('nextjs-portal [data-next-badge]').first(), `${url}: Next's dev tools badge`).toBeAttached()
  await expect(page.locator('nextjs-portal [data-next-badge][data-error="true"]'), `${url}: Next reports an error`).toHaveCount(0)
  await expect(page.locator('nextjs-portal [data-nextjs-dialog]'), `${url}: Next's error overlay`).toHaveCount(0)
}

for (const dealer of DEALERS) {
  test(`${dealer.slug}: home, search, a vehicle page and ${dealer.form} in development`, async ({ page }) => {
    const problems = watchForErrors(page)
    await open(page, siteUrl(dealer.slug, '/'))
    await open(page, siteUrl(dealer.slug, '/search'))
    const vehicle = await page.locator('a[href^="/cars/"]').first().getAttribute('href')
    expect(vehicle, 'the search page links a vehicle').toBeTruthy()
    await open(page, siteUrl(dealer.slug, vehicle!))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await open(page, siteUrl(dealer.slug, dealer.form))
    expect(problems).toEqual([])
  })
}

test('the admin login in development', async ({ page }) => {
  const problems = watchForErrors(page)
  await open(page, `http://localhost:${DEV_CHECK_PORT}/admin/login`)
  await expect(page.getByLabel(/email/i)).toBeVisible()
  expect(problems).toEqual([])
})

test("the admin's code editor loads Monaco from our origin in development (Turbopack applies the rewrite too)", async ({ page, request }) => {
  test.setTimeout(300_000)
  const base = `http://localhost:${DEV_CHECK_PORT}`
  const login = await request.post(`${base}/api/users/login`, { data: { email: 'admin@forecourt.test', password: 'Forecourt!2026' }, timeout: 120_000 })
  expect(login.status()).toBe(200)
  const token = (await login.json()).token as string
  const car = (await (await request.get(`${base}/api/vehicles?limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()).docs[0] as { id: number }
  const problems = watchForErrors(page)
  const editorFiles: string[] = []
  page.on('request', (r) => {
    if (/monaco|editor\.main/.test(r.url())) editorFiles.push(r.url())
  })
  await page.context().addCookies([{ name: 'payload-token', value: token, url: base }])
  await page.goto(`${base}/admin/collections/vehicles/${car.id}`, { timeout: 180_000 })
  await page.getByRole('button', { name: 'Media', exact: true }).click({ timeout: 120_000 })
  await expect(page.locator('#field-hotspots .monaco-editor')).toBeVisible({ timeout: 120_000 })
  expect(editorFiles.length).toBeGreaterThan(0)
  for (const url of editorFiles) expect(new URL(url).origin, url).toBe(base)
  expect(problems.filter((p) => /Content Security Policy|jsdelivr/i.test(p))).toEqual([])
})
