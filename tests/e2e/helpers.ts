import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { readFileSync } from 'node:fs'

import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config'
import { localServicesFile, type LocalServiceUrls } from '../../scripts/localServices'

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
/**
 * The simulators `npm start` runs beside the app, where it started them (scripts/localServices.ts: app
 * port + 1001 for SMS, + 1002 for payments, unless that port was taken). Read when a test needs them:
 * the file is written when the server starts, after Playwright has loaded the test files.
 */
function localService(name: 'sms' | 'payments'): string {
  const urls = JSON.parse(readFileSync(localServicesFile(E2E_DATA_DIR), 'utf8')) as LocalServiceUrls
  const url = urls[name]
  if (!url) throw new Error(`The ${name} simulator is not running beside the browser tests' server (${localServicesFile(E2E_DATA_DIR)})`)
  return url
}
export const smsSimulatorUrl = () => localService('sms')
export const paymentsSimulatorUrl = () => localService('payments')

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

export async function adminLogin(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 30_000 })
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

/**
 * The search results' count heading on screen. While React reveals a streamed part (the results island
 * on a Back after a reload, say), a hidden copy of it waits at the end of <body> for a moment; only
 * the visible one is the page's.
 */
export const resultsCount = (page: Page) => page.locator('.search-results__count').filter({ visible: true })
