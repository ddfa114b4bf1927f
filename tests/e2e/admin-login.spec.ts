/**
 * The admin's login page keeps what a user types (issue 20's move to Payload 3.90.1): the multi-tenant
 * plugin's tenant selection, which refreshes the page when it mounts with no dealer chosen, is left off
 * for signed-out visitors (src/admin/tenantSelection/), and comes back as soon as the user signs in.
 */
import { expect, test } from './fixtures'

import { DEMO, PASSWORD, adminLogin } from './helpers'

test('the login page does not refresh itself after it loads, so an email typed at once stays', async ({ page }) => {
  // A refresh is a fetch of the page's server components (header RSC: 1) that is not a link prefetch.
  const refreshes: string[] = []
  page.on('request', (r) => {
    const h = r.headers()
    if (h['rsc'] === '1' && !h['next-router-prefetch']) refreshes.push(r.url())
  })
  await page.goto('/admin/login')
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeVisible({ timeout: 30_000 })
  await page.getByLabel(/email/i).fill(DEMO.harbour.marketer)
  await page.getByLabel(/password/i).fill(PASSWORD)
  await page.waitForLoadState('networkidle')
  expect(refreshes).toEqual([])
  await expect(page.getByLabel(/email/i)).toHaveValue(DEMO.harbour.marketer)
  await expect(page.getByLabel(/password/i)).toHaveValue(PASSWORD)
})

test('once signed in, the admin has the tenant selection again: a marketer’s own dealer is selected', async ({ page }) => {
  await adminLogin(page, DEMO.harbour.marketer)
  await expect(page.locator('[data-selected-tenant-title]').first()).toHaveAttribute('data-selected-tenant-title', DEMO.harbour.name, { timeout: 15_000 })
})
