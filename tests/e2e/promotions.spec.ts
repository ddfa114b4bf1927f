/**
 * Dealer promotions, popups and breadcrumbs in a browser. Each test makes its own records through
 * REST (as the dealer's marketer) and deletes them afterwards, so nothing hinges on the seed's copy:
 * a marketer moves a promotion's expiry in the admin and the cached site follows; the admin refuses
 * an expiry before the start; a popup stays closed per dealer; breadcrumbs; card promotions in results.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { addDays, calendarDateIn, zonedMidnight } from '@/domain/presence/timezone'
import { DEMO, SUPER_ADMIN, adminLogin, apiBase, apiLogin, openAdminDocument, siteUrl, tenantId } from './helpers'

const ZONE = 'Australia/Brisbane'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const unique = () => `${Date.now() % 1_000_000}`

/** The calendar day `n` days from today in the dealer's zone. */
const dayFromToday = (n: number) => addDays(calendarDateIn(new Date(), ZONE), n)
/** How the admin's day picker stores a day: noon of that day in its zone. */
const stored = (day: string) => new Date(zonedMidnight(day, ZONE).getTime() + 12 * 3600_000).toISOString()
/** How the admin's day picker shows and reads a day ('d MMM yyyy'). */
const typed = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return `${d} ${MONTHS[m! - 1]} ${y}`
}

type Created = { collection: string; id: number }

/** REST as one dealer's marketer, remembering what it creates so the test can delete it. */
async function marketerApi(request: APIRequestContext, dealer: (typeof DEMO)[keyof typeof DEMO]) {
  const token = await apiLogin(request, dealer.marketer)
  const tenant = await tenantId(request, await apiLogin(request, SUPER_ADMIN), dealer.slug)
  const headers = { Authorization: `JWT ${token}` }
  const created: Created[] = []
  return {
    tenant,
    async create(collection: string, data: Record<string, unknown>): Promise<number> {
      // Published, as a marketer's Publish button sends it (without it a record with drafts is a draft).
      const res = await request.post(`${apiBase}/api/${collection}`, { headers, data: { tenant, _status: 'published', ...data } })
      expect(res.status(), await res.text()).toBe(201)
      const id = (await res.json()).doc.id as number
      created.push({ collection, id })
      return id
    },
    async cleanUp() {
      for (const { collection, id } of created.reverse()) await request.delete(`${apiBase}/api/${collection}/${id}`, { headers })
    },
  }
}

/** Reloads until the cached page shows the change (a CMS change evicts the dealer's pages). */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload()
    await check()
  }).toPass({ timeout: 15_000 })
}

/** Types a day into the open promotion's expiry picker and saves. */
async function typeExpiryAndSave(page: Page, day: string, { timeout }: { timeout?: number } = {}) {
  const input = page.locator('#field-expiryDate .react-datepicker__input-container input')
  await input.fill(typed(day))
  await input.press('Enter')
  await expect(input).toHaveValue(typed(day))
  await expect(page.locator('#action-save')).toBeEnabled({ timeout })
  await page.locator('#action-save').click()
}

/**
 * Sets the promotion's expiry in the admin's day picker and saves, until Payload says it saved. A click
 * landing while the edit's autosave is still in flight can go unanswered (seen on a loaded machine and
 * on a quiet one); saving the same day again changes nothing, so it is simply repeated.
 */
async function setExpiryInAdmin(page: Page, id: number, day: string) {
  await openAdminDocument(page, `/admin/collections/promotions/${id}`)
  await expect(async () => {
    await typeExpiryAndSave(page, day, { timeout: 3_000 })
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

test.describe('promotion dates in the admin', () => {
  test('moving the expiry to a past day hides the promotion on the site; a future day brings it back', async ({ page, browser, request }) => {
    const api = await marketerApi(request, DEMO.harbour)
    try {
      const slug = `promo-check-${unique()}`
      const title = `Spring Clearance ${unique()}`
      await api.create('pages', { title: 'Promotions check', slug, _status: 'published', layout: [{ blockType: 'promotions', display: 'banner', limit: 24 }] })
      const id = await api.create('promotions', {
        title,
        description: 'Run-out prices on selected stock.',
        link: '/special-offers',
        placement: 'banner',
        startDate: stored(dayFromToday(-10)),
        startDate_tz: ZONE,
        expiryDate: stored(dayFromToday(10)),
        expiryDate_tz: ZONE,
      })

      const site = await (await browser.newContext()).newPage()
      const banner = site.locator('.promo-banner').getByRole('heading', { name: title })
      await site.goto(siteUrl(DEMO.harbour.slug, `/${slug}`))
      await reloadUntil(site, () => expect(banner).toBeVisible({ timeout: 2_000 }))

      await adminLogin(page, DEMO.harbour.marketer)
      await setExpiryInAdmin(page, id, dayFromToday(-1))
      await reloadUntil(site, () => expect(banner).toHaveCount(0, { timeout: 2_000 }))

      await setExpiryInAdmin(page, id, dayFromToday(5))
      await reloadUntil(site, () => expect(banner).toBeVisible({ timeout: 2_000 }))
      await site.context().close()
    } finally {
      await api.cleanUp()
    }
  })

  test('the admin refuses an expiry before the start', async ({ page, request }) => {
    const api = await marketerApi(request, DEMO.harbour)
    try {
      const id = await api.create('promotions', {
        title: `Date check ${unique()}`,
        placement: 'banner',
        startDate: stored(dayFromToday(3)),
        startDate_tz: ZONE,
        expiryDate: stored(dayFromToday(9)),
        expiryDate_tz: ZONE,
      })
      await adminLogin(page, DEMO.harbour.marketer)
      await openAdminDocument(page, `/admin/collections/promotions/${id}`)
      // An edit's form-state answer landing late can leave Save disabled or the click unanswered on a
      // loaded machine: type the day and save again until the refusal shows. Every attempt is refused,
      // so repeating changes nothing.
      await expect(async () => {
        await typeExpiryAndSave(page, dayFromToday(2), { timeout: 3_000 })
        await expect(page.getByText('The expiry date must be on or after the start date.')).toBeVisible({ timeout: 5_000 })
      }).toPass({ timeout: 45_000 })
      // Nothing was saved.
      const saved = await (await request.get(`${apiBase}/api/promotions/${id}?depth=0`, { headers: { Authorization: `JWT ${await apiLogin(request, DEMO.harbour.marketer)}` } })).json()
      expect(saved.expiryDate).toBe(stored(dayFromToday(9)))
    } finally {
      await api.cleanUp()
    }
  })
})

test('on a page cached before a start or expiry day, the browser’s clock starts and ends promotions on time', async ({ page, request }) => {
  const api = await marketerApi(request, DEMO.harbour)
  try {
    const slug = `promo-clock-${unique()}`
    const ending = `Ends tomorrow ${unique()}`
    const starting = `Starts in two days ${unique()}`
    await api.create('pages', { title: 'Clock check', slug, _status: 'published', layout: [{ blockType: 'promotions', display: 'banner', limit: 24 }] })
    await api.create('promotions', { title: ending, placement: 'banner', expiryDate: stored(dayFromToday(1)), expiryDate_tz: ZONE })
    await api.create('promotions', { title: starting, placement: 'banner', startDate: stored(dayFromToday(2)), startDate_tz: ZONE })
    const heading = (name: string) => page.locator('.promo-banner').getByRole('heading', { name })

    // Today: the page is rendered (and cached) with the first; the second is sent but held back.
    await page.goto(siteUrl(DEMO.harbour.slug, `/${slug}`))
    await reloadUntil(page, () => expect(heading(ending)).toBeVisible({ timeout: 2_000 }))
    await expect(heading(starting)).toHaveCount(0)

    // Three days on, by the browser's clock, the same cached page swaps them.
    await page.clock.setFixedTime(new Date(Date.now() + 3 * 86_400_000))
    await page.reload()
    await expect(heading(starting)).toBeVisible()
    await expect(heading(ending)).toHaveCount(0)
  } finally {
    await api.cleanUp()
  }
})

test('a popup shows once per dealer: closed stays closed on reload; another dealer still shows theirs', async ({ page, request }) => {
  const harbour = await marketerApi(request, DEMO.harbour)
  const bayside = await marketerApi(request, DEMO.bayside)
  try {
    const expiry = { expiryDate: stored(dayFromToday(5)), expiryDate_tz: ZONE, active: true }
    // Newest first: B shows, and once B is closed the next visit shows A (so the host surely ran).
    const older = `Older offer ${unique()}`
    const newer = `Newer offer ${unique()}`
    const theirs = `Bayside offer ${unique()}`
    await harbour.create('popups', { title: older, ...expiry })
    await harbour.create('popups', { title: newer, link: '/special-offers', linkLabel: 'See the offers', ...expiry })
    await bayside.create('popups', { title: theirs, maxWidth: 420, ...expiry })

    await page.goto(siteUrl(DEMO.harbour.slug))
    const dialog = page.getByRole('dialog', { name: newer })
    await reloadUntil(page, () => expect(dialog).toBeVisible({ timeout: 3_000 }))
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    await page.reload()
    await expect(page.getByRole('dialog', { name: older })).toBeVisible()
    await expect(dialog).toBeHidden()
    // Escape closes too.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: older })).toBeHidden()

    await page.goto(siteUrl(DEMO.bayside.slug))
    const other = page.getByRole('dialog', { name: theirs })
    await reloadUntil(page, () => expect(other).toBeVisible({ timeout: 3_000 }))
    expect((await other.boundingBox())!.width).toBeLessThanOrEqual(420)
    // A click on the backdrop closes it.
    await page.mouse.click(5, 5)
    await expect(other).toBeHidden()
  } finally {
    await harbour.cleanUp()
    await bayside.cleanUp()
  }
})

test('breadcrumbs on /about-us read Home > About Us', async ({ page }) => {
  await page.goto(siteUrl(DEMO.harbour.slug, '/about-us'))
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(nav.getByRole('listitem')).toHaveText(['Home', 'About Us'])
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(nav.locator('[aria-current="page"]')).toHaveText('About Us')
  // The home page has none.
  await page.goto(siteUrl(DEMO.harbour.slug, '/'))
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
})

test('card promotions take their tile in search results, for the car type searched', async ({ page, request }) => {
  const api = await marketerApi(request, DEMO.harbour)
  try {
    const window = { startDate: stored(dayFromToday(-1)), startDate_tz: ZONE, expiryDate: stored(dayFromToday(3)), expiryDate_tz: ZONE }
    const forUsed = `Used car bonus ${unique()}`
    const forNew = `New car bonus ${unique()}`
    await api.create('promotions', { title: forUsed, placement: 'card', carTypes: ['used'], position: 2, link: '/sell-my-car', ...window })
    await api.create('promotions', { title: forNew, placement: 'card', carTypes: ['new'], position: 3, link: '/special-offers', ...window })

    await page.goto(siteUrl(DEMO.harbour.slug, '/search/used-cars'))
    const tiles = page.locator('.results__grid > li')
    await reloadUntil(page, () => expect(tiles.nth(1).getByRole('heading', { name: forUsed })).toBeVisible({ timeout: 3_000 }))
    await expect(tiles.nth(1).getByRole('link', { name: forUsed })).toHaveAttribute('href', '/sell-my-car')
    await expect(page.getByRole('heading', { name: forNew })).toHaveCount(0)

    await page.goto(siteUrl(DEMO.harbour.slug, '/search/new-cars'))
    await expect(tiles.nth(2).getByRole('heading', { name: forNew })).toBeVisible()
    await expect(page.getByRole('heading', { name: forUsed })).toHaveCount(0)
  } finally {
    await api.cleanUp()
  }
})
