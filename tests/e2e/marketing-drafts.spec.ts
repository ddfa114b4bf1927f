/**
 * A dealer's marketer works safely in the real admin (issue 17): a page edit stays a draft, shows in
 * live preview on the dealer's own host and not on the public site until published; a promotion
 * scheduled a minute ahead appears on the site with no one touching anything; an older menu version
 * restored is live at once; a shared preview link works for its dealer's host only.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { DEMO, SUPER_ADMIN, adminLogin, apiBase, apiLogin, openAdminDocument, siteUrl, tenantId } from './helpers'

const harbour = { host: DEMO.harbour.domain }

async function marketerRest(request: APIRequestContext) {
  const token = await apiLogin(request, DEMO.harbour.marketer)
  const tenant = await tenantId(request, await apiLogin(request, SUPER_ADMIN), DEMO.harbour.slug)
  const headers = { Authorization: `JWT ${token}` }
  return {
    tenant,
    headers,
    async create(collection: string, data: Record<string, unknown>, draft = false): Promise<number> {
      const res = await request.post(`${apiBase}/api/${collection}${draft ? '?draft=true' : ''}`, { headers, data: { tenant, ...data } })
      expect(res.status(), await res.text()).toBe(201)
      return (await res.json()).doc.id as number
    },
  }
}

/** Public HTML of a path of Harbour City's site, as a shopper gets it. */
const publicHtml = async (request: APIRequestContext, path: string) => (await request.get(`${apiBase}${path}`, { headers: harbour })).text()

async function typeTitle(page: Page, value: string) {
  const title = page.locator('#field-title')
  await title.fill(value)
  await expect(title).toHaveValue(value)
}

test('a page edit is a draft: live preview on the dealer’s host shows it as it is typed, the site only once published', async ({ page, request }) => {
  test.setTimeout(120_000)
  const rest = await marketerRest(request)
  const slug = `draft-check-${Date.now()}`
  const id = await rest.create('pages', { title: 'Autumn service offer', slug, _status: 'published', layout: [{ blockType: 'cta', heading: 'Book before May', buttons: [{ link: { label: 'Book a service', href: '/service' } }] }] })

  await adminLogin(page, DEMO.harbour.marketer)
  await openAdminDocument(page, `/admin/collections/pages/${id}`)
  await page.locator('#live-preview-toggler').click()
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.locator('h1')).toHaveText('Autumn service offer', { timeout: 20_000 })
  // The preview opens on the dealer's own development host, never the admin's.
  await expect(page.locator('#live-preview-iframe')).toHaveAttribute('src', new RegExp(`^http://${DEMO.harbour.slug}\\.localhost:\\d+/preview/`))
  // The sizes a marketer checks.
  const sizes = page.locator('.live-preview-toolbar')
  await expect(sizes).toBeVisible()

  await typeTitle(page, 'Autumn service offer: 20% off')
  // Autosave saves the draft and the preview re-renders from it.
  await expect(preview.locator('h1')).toHaveText('Autumn service offer: 20% off', { timeout: 20_000 })
  expect(await publicHtml(request, `/${slug}`)).not.toContain('20% off')

  await page.locator('#action-save').click()
  await expect(async () => expect(await publicHtml(request, `/${slug}`)).toContain('Autumn service offer: 20% off')).toPass({ timeout: 15_000 })
})

test('a shared preview link shows the draft on its dealer’s host only, to someone not signed in', async ({ page, browser, request }) => {
  const rest = await marketerRest(request)
  const title = `Spring clearance ${Date.now()}`
  const id = await rest.create('promotions', { title, placement: 'banner', description: 'Drive away deals on every demo.' }, true)

  await adminLogin(page, DEMO.harbour.marketer)
  await openAdminDocument(page, `/admin/collections/promotions/${id}`)
  await page.getByRole('button', { name: 'Make a preview link' }).click()
  const link = await page.getByTestId('share-preview-url').inputValue()
  expect(link).toMatch(new RegExp(`^http://${DEMO.harbour.slug}\\.localhost:\\d+/preview/`))

  // A colleague with no admin session.
  const colleague = await browser.newContext()
  try {
    const shared = await colleague.newPage()
    await shared.goto(link)
    await expect(shared.getByRole('region', { name: 'Promotion preview (banner)' })).toContainText(title)
    await expect(shared.locator('.preview-ribbon')).toContainText('not on the live site yet')
    // The same token on another dealer's host shows nothing of it.
    await shared.goto(link.replace(`${DEMO.harbour.slug}.localhost`, `${DEMO.bayside.slug}.localhost`))
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText('This preview link doesn’t work here')
    await expect(shared.locator('body')).not.toContainText(title)
  } finally {
    await colleague.close()
  }
  // And it is on no public page.
  expect(await publicHtml(request, '/')).not.toContain(title)
})

/** Wall-clock parts of an instant in a zone, as the schedule drawer's picker reads them (MMM d, yyyy h:mm a). */
function pickerText(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`
}

test('a promotion scheduled a minute ahead appears on the dealer’s home page by itself', async ({ page, request }) => {
  test.setTimeout(180_000)
  const rest = await marketerRest(request)
  const title = `Saturday sale ${Date.now()}`
  const id = await rest.create('promotions', { title, placement: 'banner', position: 1 }, true)
  // A page of its own with room for every banner, so the dealer's other promotions can't crowd it out.
  const slug = `schedule-check-${Date.now()}`
  await rest.create('pages', { title: 'Schedule check', slug, _status: 'published', layout: [{ blockType: 'promotions', display: 'banner', limit: 24 }] })
  const site = await page.context().newPage()
  const banner = site.locator('.promo-banner').getByRole('heading', { name: title })
  await site.goto(siteUrl(DEMO.harbour.slug, `/${slug}`))
  await expect(banner).toHaveCount(0)

  await adminLogin(page, DEMO.harbour.marketer)
  await openAdminDocument(page, `/admin/collections/promotions/${id}`)
  // The publish button's menu holds "Schedule Publish".
  await page.locator('#action-save').locator('xpath=..').locator('.popup-button, button[aria-label]').last().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer).toBeVisible()
  await drawer.getByText('Publish', { exact: true }).click()
  // The next whole minute at least 45 s away, in Sydney (the drawer's default zone).
  const due = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000)
  const input = drawer.locator('.react-datepicker__input-container input')
  await input.fill(pickerText(due, 'Australia/Sydney'))
  await input.press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  // The drawer lists it as upcoming.
  await expect(drawer.getByRole('table')).toContainText(/Publish\s*\w+ \d+\w* \d{4}/, { timeout: 10_000 })

  // Nobody touches anything: the job queue publishes it at that minute and the cached home page follows.
  await expect(async () => {
    await site.reload()
    await expect(banner).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 150_000, intervals: [3_000] })
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
})

test('a scheduled publish that the draft would now fail is shown on the record, with the field', async ({ page, request }) => {
  test.setTimeout(120_000)
  const rest = await marketerRest(request)
  const id = await rest.create('promotions', { title: `Will not publish ${Date.now()}`, placement: 'banner', position: 2 }, true)
  await adminLogin(page, DEMO.harbour.marketer)
  await openAdminDocument(page, `/admin/collections/promotions/${id}`)
  await expect(page.getByTestId('schedule-status')).toHaveCount(0)
  await page.locator('#action-save').locator('xpath=..').locator('.popup-button, button[aria-label]').last().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  await drawer.getByText('Publish', { exact: true }).click()
  const input = drawer.locator('.react-datepicker__input-container input')
  await input.fill(pickerText(new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000), 'Australia/Sydney'))
  await input.press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  await expect(drawer.getByRole('table')).toContainText(/Publish\s*\w+ \d+\w* \d{4}/, { timeout: 10_000 })

  // The draft goes bad after it was scheduled (drafts skip validation).
  const res = await request.patch(`${apiBase}/api/promotions/${id}?draft=true`, { headers: rest.headers, data: { position: 500 } })
  expect(res.status(), await res.text()).toBe(200)
  await openAdminDocument(page, `/admin/collections/promotions/${id}`)
  const status = page.getByTestId('schedule-status')
  await expect(status).toContainText('will fail unless the draft is fixed')
  await expect(status).toContainText('Position')
})

test('restoring an older menu version in the admin puts it live', async ({ page, request }) => {
  test.setTimeout(120_000)
  const rest = await marketerRest(request)
  const menuRes = await request.get(`${apiBase}/api/menus?where[tenant][equals]=${rest.tenant}&depth=0`, { headers: rest.headers })
  const menu = (await menuRes.json()).docs[0] as { id: number; header: { items: { label: string }[] } }
  const original = menu.header.items[0]!.label
  const changed = `Cars ${Date.now() % 100000}`
  const items = menu.header.items.map((item, i) => (i === 0 ? { ...item, label: changed } : item))
  const saved = await request.patch(`${apiBase}/api/menus/${menu.id}`, { headers: rest.headers, data: { header: { ...menu.header, items }, _status: 'published' } })
  expect(saved.status(), await saved.text()).toBe(200)
  await expect(async () => expect(await publicHtml(request, '/')).toContain(changed)).toPass({ timeout: 15_000 })

  await adminLogin(page, DEMO.harbour.marketer)
  await page.goto(`/admin/collections/menus/${menu.id}/versions`)
  // Newest first: the second row is the version before the change.
  const rows = page.locator('table tbody tr')
  await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 })
  await rows.nth(1).locator('a').first().click()
  await expect(page).toHaveURL(/\/versions\/\d+/)
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /confirm/i }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/menus/${menu.id}$`), { timeout: 30_000 })

  await expect(async () => {
    const html = await publicHtml(request, '/')
    expect(html).toContain(original)
    expect(html).not.toContain(changed)
  }).toPass({ timeout: 15_000 })
  // Restoring made a version of its own, with who did it.
  const versions = await request.get(`${apiBase}/api/menus/versions?where[parent][equals]=${menu.id}&sort=-createdAt&limit=1&depth=0`, { headers: rest.headers })
  const latest = (await versions.json()).docs[0] as { version: { updatedBy?: number; _status?: string } }
  expect(latest.version._status).toBe('published')
  expect(typeof latest.version.updatedBy).toBe('number')
})
