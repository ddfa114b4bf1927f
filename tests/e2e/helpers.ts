import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { E2E_PORT } from '../../playwright.config'

export const DEMO = {
  harbour: { slug: 'harbour-city', name: 'Harbour City Motor Group', domain: 'harbourcitymotors.com.au', marketer: 'marketer@harbourcity.test' },
  bayside: { slug: 'bayside-mazda', name: 'Bayside Mazda', domain: 'baysidemazda.com.au', marketer: 'marketer@baysidemazda.test' },
  outback: { slug: 'outback-used', name: 'Outback Used Cars & Caravans', domain: 'outbackusedcars.com.au', marketer: 'marketer@outbackused.test' },
} as const
export const PASSWORD = 'Forecourt!2026'
export const SUPER_ADMIN = 'admin@forecourt.test'

/** Chromium resolves *.localhost to loopback, so each dealer opens at its development address. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${E2E_PORT}${path}`
export const apiBase = `http://127.0.0.1:${E2E_PORT}`
/** The SMS simulator `npm start` runs beside the app (scripts/localServices.ts: app port + 1001). */
export const smsSimulatorUrl = `http://127.0.0.1:${E2E_PORT + 1001}`
/** The payment simulator `npm start` runs beside the app (scripts/localServices.ts: app port + 1002). */
export const paymentsSimulatorUrl = `http://127.0.0.1:${E2E_PORT + 1002}`

/** A REST login; returns the JWT for `Authorization: JWT ...`. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${apiBase}/api/users/login`, { data: { email, password: PASSWORD } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()).token as string
}

export async function tenantId(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const res = await request.get(`${apiBase}/api/tenants?where[slug][equals]=${slug}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  const doc = (await res.json()).docs[0]
  expect(doc, `tenant ${slug}`).toBeTruthy()
  return doc.id
}

const onLoginPage = (page: Page) => new URL(page.url()).pathname.startsWith('/admin/login')

/**
 * Signs in through the admin's login form.
 *
 * The login page can re-render once just after it loads and wipe what was typed: Payload's multi-tenant
 * plugin 3.90.1 calls router.refresh() when its tenant selector mounts with no tenant (always so on the
 * login page; 3.90.2 does it only for a stale tenant cookie), and the refreshed login form starts again
 * from its empty initial state. When that refresh lands is up to the server, so this waits for the
 * outcome: the form is ready, both fields hold what was typed when Login is pressed, and the page
 * leaves /admin/login; a round whose fields were wiped (before or just after Login) is typed again. A wipe only ever empties a field,
 * and Payload refuses an empty field before counting a failed attempt, so a retry cannot lock the account.
 */
export async function adminLogin(page: Page, email: string) {
  await page.goto('/admin/login')
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeVisible({ timeout: 30_000 })
  const emailField = page.getByLabel(/email/i)
  const passwordField = page.getByLabel(/password/i)
  await expect(async () => {
    // A previous round's login may have landed after its wait ran out.
    if (!onLoginPage(page)) return
    // Short waits: if the login lands meanwhile the fields are gone, and the next round sees it.
    await emailField.fill(email, { timeout: 5_000 })
    await passwordField.fill(PASSWORD, { timeout: 5_000 })
    await expect(emailField).toHaveValue(email, { timeout: 1_000 })
    await expect(passwordField).toHaveValue(PASSWORD, { timeout: 1_000 })
    await page.getByRole('button', { name: /login/i }).click({ timeout: 5_000 })
    // Signed in, or wiped after all (Payload then refuses the empty field): type again at once.
    await expect.poll(() => loginState(page, emailField, passwordField), { timeout: 20_000 }).not.toBe('sending')
    expect(await loginState(page, emailField, passwordField), 'the login form was wiped as it was sent').toBe('signed in')
  }).toPass({ timeout: 45_000 })
}

async function loginState(page: Page, ...fields: Locator[]): Promise<'signed in' | 'wiped' | 'sending'> {
  if (!onLoginPage(page)) return 'signed in'
  const values = await Promise.all(fields.map((f) => f.inputValue({ timeout: 1_000 }))).catch(() => [''])
  return values.includes('') ? 'wiped' : 'sending'
}

/**
 * Waits until the admin's document form has loaded its state. Payload marks its form
 * `data-form-ready="true"` once mounted, initialised and not processing (its own e2e tests wait on it);
 * typing before then can be overwritten by the form's initial state, so a save sends the old values.
 */
export async function adminFormReady(page: Page) {
  await expect(page.locator('form.collection-edit__form[data-form-ready="true"]')).toHaveCount(1, { timeout: 30_000 })
}

/** Opens a document in the admin and waits for its form to be ready for typing. */
export async function openAdminDocument(page: Page, path: string) {
  await page.goto(path)
  await adminFormReady(page)
}

/**
 * The shopper's first sign of life (a pointer over the page): deferred islands (the search results,
 * forms; src/components/deferred) load and hydrate on it. Resolves once none is still waiting.
 */
export async function firstInteraction(page: Page) {
  await page.mouse.move(4, 4)
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.getAttribute('data-island') === 'ready'))
}
