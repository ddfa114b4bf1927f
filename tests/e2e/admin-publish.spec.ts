/**
 * The admin drives the site: a marketer edits a menu item in the real admin UI and only that
 * dealer's header changes; a draft page stays private until it is published; published changes show
 * within a second while other dealers' cached pages stay cached.
 */
import { expect, test } from '@playwright/test'

import { DEMO, SUPER_ADMIN, adminFormReady, adminLogin, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

test('a marketer edits a menu item in the admin; only that dealer’s header changes', async ({ page, request }) => {
  const label = `Specials ${Date.now() % 100000}`
  // Warm the other dealer's cached home page so we can see it is left alone.
  await request.get(`${apiBase}/`, { headers: { host: DEMO.bayside.domain } })
  const warm = await request.get(`${apiBase}/`, { headers: { host: DEMO.bayside.domain } })
  expect(warm.headers()['x-nextjs-cache']).toBe('HIT')

  await adminLogin(page, DEMO.harbour.marketer)
  await page.goto('/admin/collections/menus')
  await expect(page).toHaveURL(/\/admin\/collections\/menus\/\d+/, { timeout: 30_000 })
  await adminFormReady(page)
  const firstLabel = page.locator('#field-header__items__0__label')
  await firstLabel.fill(label)
  await expect(firstLabel).toHaveValue(label)
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 15_000 })

  const site = await page.context().newPage()
  await site.goto(siteUrl(DEMO.harbour.slug))
  await expect(site.getByRole('navigation', { name: 'Main' })).toContainText(label)

  const other = await request.get(`${apiBase}/`, { headers: { host: DEMO.bayside.domain } })
  expect(other.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await other.text()).not.toContain(label)
  await site.goto(siteUrl(DEMO.outback.slug))
  await expect(site.getByRole('navigation', { name: 'Main' })).not.toContainText(label)
})

test('a draft page is not public until published, then shows within a second', async ({ request }) => {
  const token = await apiLogin(request, DEMO.outback.marketer)
  const admin = await apiLogin(request, SUPER_ADMIN)
  const outback = await tenantId(request, admin, DEMO.outback.slug)
  const slug = `winter-sale-${Date.now()}`
  const created = await request.post(`${apiBase}/api/pages?draft=true`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Winter Sale', slug, tenant: outback, _status: 'draft', layout: [] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  const host = { host: DEMO.outback.domain }

  expect((await request.get(`${apiBase}/${slug}`, { headers: host })).status()).toBe(404)
  const sitemap = await (await request.get(`${apiBase}/sitemap.xml`, { headers: host })).text()
  expect(sitemap).not.toContain(slug)

  const published = await request.patch(`${apiBase}/api/pages/${id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { _status: 'published' },
  })
  expect(published.status(), await published.text()).toBe(200)
  const start = Date.now()
  await expect.poll(async () => (await request.get(`${apiBase}/${slug}`, { headers: host })).status(), { timeout: 1000, intervals: [50] }).toBe(200)
  expect(Date.now() - start).toBeLessThan(1000)

  // An edit saved as a draft leaves the live page as it was; publishing it shows it.
  await request.patch(`${apiBase}/api/pages/${id}?draft=true`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Winter Sale (draft edit)', _status: 'draft' },
  })
  const live = await (await request.get(`${apiBase}/${slug}`, { headers: host })).text()
  expect(live).toContain('Winter Sale')
  expect(live).not.toContain('draft edit')
  await request.patch(`${apiBase}/api/pages/${id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Winter Sale Now On', _status: 'published' },
  })
  await expect.poll(async () => (await request.get(`${apiBase}/${slug}`, { headers: host })).text(), { timeout: 1000, intervals: [50] }).toContain('Winter Sale Now On')
})

test('a tenant change shows at once, and a domain moved to a new host answers there only', async ({ request }) => {
  const admin = await apiLogin(request, SUPER_ADMIN)
  const id = await tenantId(request, admin, DEMO.outback.slug)
  const headers = { Authorization: `JWT ${admin}` }
  const before = await (await request.get(`${apiBase}/api/tenants/${id}?depth=0`, { headers })).json()
  // Prime the cached host lookup and page.
  expect((await request.get(`${apiBase}/`, { headers: { host: DEMO.outback.domain } })).status()).toBe(200)

  const renamed = await request.patch(`${apiBase}/api/tenants/${id}`, {
    headers,
    data: { contact: { ...before.contact, phone: '(08) 5550 9999' }, domains: [{ domain: 'outback-cars.com.au' }] },
  })
  expect(renamed.status(), await renamed.text()).toBe(200)
  await expect
    .poll(async () => (await request.get(`${apiBase}/`, { headers: { host: 'outback-cars.com.au' } })).text(), { timeout: 1000, intervals: [50] })
    .toContain('(08) 5550 9999')
  expect((await request.get(`${apiBase}/`, { headers: { host: DEMO.outback.domain } })).status()).toBe(404)

  const restored = await request.patch(`${apiBase}/api/tenants/${id}`, { headers, data: { contact: before.contact, domains: before.domains } })
  expect(restored.status()).toBe(200)
  await expect.poll(async () => (await request.get(`${apiBase}/`, { headers: { host: DEMO.outback.domain } })).status(), { timeout: 1000, intervals: [50] }).toBe(200)
  expect((await request.get(`${apiBase}/`, { headers: { host: 'outback-cars.com.au' } })).status()).toBe(404)
})

test('the admin works offline and carries Forecourt’s marks: its logo, icon and favicon, and Payload’s own avatar (not gravatar.com)', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname
    if (host !== 'localhost' && host !== '127.0.0.1' && !host.endsWith('.localhost')) outside.push(r.url())
  })
  await page.goto('/admin/login')
  await expect(page.locator('img[src="/assets/forecourt-mark.svg"]').first()).toBeVisible()
  await expect(page.getByText('Forecourt', { exact: true })).toBeVisible()
  await expect(page.locator('link[rel="icon"][href="/assets/forecourt-mark.svg"]')).toHaveCount(1)
  await adminLogin(page, DEMO.harbour.marketer)
  await page.goto('/admin')
  const account = page.locator('a[href="/admin/account"]').first()
  await expect(account).toBeVisible()
  await expect(account.locator('svg')).toHaveCount(1)
  await expect(page.getByRole('img', { name: 'Forecourt' }).first()).toBeVisible()
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
  expect(outside).toEqual([])
})
