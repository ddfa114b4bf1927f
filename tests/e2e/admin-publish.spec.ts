/**
 * The admin drives the site: a marketer edits a menu item in the real admin UI and only that
 * dealer's header changes; a draft page stays private until it is published; published changes show
 * within a second while other dealers' cached pages stay cached; a page's blocks and rows read as
 * what they hold, and the block picker shows a sketch of each block.
 */
import { expect, test } from './fixtures'

import { DEMO, SUPER_ADMIN, adminFormReady, adminLogin, apiBase, apiLogin, openAdminDocument, siteUrl, tenantId } from './helpers'

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
  // Menus autosave a draft as they are typed, and a publish pressed while that autosave is under way is
  // dropped by the admin without a word (seen under load): publish once the draft is stored, and press
  // again if no confirmation came (publishing the same draft twice changes nothing).
  await expect(page.locator('.status__value')).toHaveText('Changed', { timeout: 15_000 })
  await expect(async () => {
    await page.locator('#action-save').click()
    await expect(page.getByText(/updated successfully|published successfully/i)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })

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

  // "At once": the cached pages are kept until a change revalidates them, so a change seen within
  // seconds was revalidated, not waited out. A few seconds, not one: the first render after the change is uncached, and on a
  // busy two-core machine it alone can take over a second.
  const soon = { timeout: 5_000, intervals: [50] }
  try {
    const renamed = await request.patch(`${apiBase}/api/tenants/${id}`, {
      headers,
      data: { contact: { ...before.contact, phone: '(08) 5550 9999' }, domains: [{ domain: 'outback-cars.com.au' }] },
    })
    expect(renamed.status(), await renamed.text()).toBe(200)
    await expect.poll(async () => (await request.get(`${apiBase}/`, { headers: { host: 'outback-cars.com.au' } })).text(), soon).toContain('(08) 5550 9999')
    expect((await request.get(`${apiBase}/`, { headers: { host: DEMO.outback.domain } })).status()).toBe(404)
  } finally {
    // Whatever happened above, Outback gets its own domain back: every later test visits it there.
    const restored = await request.patch(`${apiBase}/api/tenants/${id}`, { headers, data: { contact: before.contact, domains: before.domains } })
    expect(restored.status()).toBe(200)
  }
  await expect.poll(async () => (await request.get(`${apiBase}/`, { headers: { host: DEMO.outback.domain } })).status(), soon).toBe(200)
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

test('a page’s blocks and array rows in the admin show their content, and the block picker shows a sketch of each block (issue 17)', async ({ page, request }) => {
  const admin = await apiLogin(request, SUPER_ADMIN)
  const harbour = await tenantId(request, admin, DEMO.harbour.slug)
  const found = await request.get(`${apiBase}/api/pages?where[slug][equals]=home&where[tenant][equals]=${harbour}&depth=0`, { headers: { Authorization: `JWT ${admin}` } })
  const home = (await found.json()).docs[0]
  expect(home, 'Harbour City home page').toBeTruthy()

  await adminLogin(page, DEMO.harbour.marketer)
  await openAdminDocument(page, `/admin/collections/pages/${home.id}`)
  const layout = page.locator('#field-layout')
  // The seeded home page (tenants/demo/seed/home.ts with presencePages.ts's blocks): each block's header
  // names it by its content: a heading, a select's option label, rich text's first line, a caption.
  const rows: [string, string][] = [
    ['Hero', 'Four brands. One harbourside home.'],
    ['Hero vehicle search', 'Search Our New & Used Vehicles'],
    ['Promotions', 'Banner (promotions placed as banners)'],
    ['Rich text', 'Welcome to Harbour City Motor Group'],
    ['Image banner', 'Capped-price servicing for all four brands.'],
    ['FAQ', 'Buying with Harbour City'],
    ['Call to action', 'Ready when you are'],
    ['Locations', 'Our Locations'],
  ]
  for (const [index, [type, text]] of rows.entries()) {
    const header = layout.locator(`#layout-row-${index} .blocks-field__block-header`)
    await expect(header).toContainText(String(index + 1).padStart(2, '0'))
    await expect(header).toContainText(type)
    await expect(header).toContainText(text)
  }
  await expect(layout.locator('.blocks-field__block-header')).toHaveCount(rows.length)
  await expect(layout).not.toContainText('Untitled')

  // Inside the FAQ block, each question names its row (not "Item 01"); a typed question shows at once.
  // A block opened here stays open for this user (Payload keeps it in their preferences), so a second run
  // on the same database finds it open: the toggle is clicked only to open it.
  const question = page.locator('#field-layout__5__items__0__question')
  if (!(await question.isVisible())) await layout.locator('#layout-row-5 .collapsible__toggle').first().click()
  const items = page.locator('#field-layout__5__items')
  await expect(items.locator('.row-label').first()).toHaveText('Can I reserve a car online?')
  await expect(items.locator('.row-label').nth(4)).toHaveText('Can I get finance on the day?')
  await expect(items).not.toContainText(/Item 0\d/)
  await question.fill('Can I hold a car online?')
  await expect(items.locator('.row-label').first()).toHaveText('Can I hold a car online?')
  // Pages autosave a draft: put the question back so the draft matches what is published.
  await question.fill('Can I reserve a car online?')
  await expect(items.locator('.row-label').first()).toHaveText('Can I reserve a car online?')
  // A call to action's buttons are named by their link's label (a field inside a group).
  const buttons = page.locator('#field-layout__6__buttons .row-label')
  if (!(await buttons.first().isVisible())) await layout.locator('#layout-row-6 .collapsible__toggle').first().click()
  await expect(buttons).toHaveText(['Book a Test Drive', 'Value My Trade'])

  // The block picker: every block has its own thumbnail, served from public/admin/blocks (not Payload's placeholder).
  await layout.locator('.blocks-field__drawer-toggler').last().click()
  const picker = page.locator('.blocks-drawer__blocks-wrapper')
  await expect(picker.locator('img[src="/admin/blocks/hero.svg"]')).toBeVisible()
  await expect(picker.locator('img[src="/admin/blocks/faq.svg"]')).toHaveAttribute('alt', /FAQ/)
  const thumbnails = picker.locator('img[src^="/admin/blocks/"]')
  expect(await thumbnails.count()).toBeGreaterThanOrEqual(25)
  await expect.poll(async () => thumbnails.evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length)).toBe(0)
  const svg = await request.get(`${apiBase}/admin/blocks/hero.svg`)
  expect(svg.status()).toBe(200)
  expect(svg.headers()['content-type']).toContain('image/svg+xml')
})
