/**
 * Locations against the production server: a marketer's hours edit in the admin reaches the location
 * page; the admin refuses a day that closes before it opens; the page groups Mon - Fri, links to
 * directions and opens and closes the holiday hours dialog from the keyboard; overlapping special
 * hours are refused by the REST API; the page and its dialogs pass axe (WCAG 2.2 A/AA).
 *
 * The tests read the harbour-city 'southport' location through the REST API and create the special
 * hours they need, so they do not depend on the seed's exact hours or holidays.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { addDays, calendarDateIn, formatTime, specialHoursCovers, specialHoursOverlapMessage, zonedMidnight, type SpecialHours } from '@/domain/presence'
import { DEMO, SUPER_ADMIN, adminLogin, apiBase, apiLogin, openAdminDocument, siteUrl, tenantId } from './helpers'

const SLUG = 'southport'
const PAGE = siteUrl(DEMO.harbour.slug, `/our-location/${SLUG}`)
const CLOSE_AFTER_OPEN = 'The closing time must be after the opening time.'
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type HoursRow = { weekday: string; status?: string | null; open?: string | null; close?: string | null }
type LocationDoc = { id: number; name: string; timezone?: string | null; openingHours: HoursRow[] }

async function marketer(request: APIRequestContext) {
  const token = await apiLogin(request, DEMO.harbour.marketer)
  return { Authorization: `JWT ${token}` }
}

async function southport(request: APIRequestContext, headers: Record<string, string>): Promise<LocationDoc> {
  const admin = await apiLogin(request, SUPER_ADMIN)
  const tenant = await tenantId(request, admin, DEMO.harbour.slug)
  const res = await request.get(`${apiBase}/api/locations?where[slug][equals]=${SLUG}&where[tenant][equals]=${tenant}&depth=0`, { headers })
  expect(res.status()).toBe(200)
  const doc = (await res.json()).docs[0] as LocationDoc | undefined
  expect(doc, 'the southport location').toBeTruthy()
  return doc!
}

/** Rows as the REST API takes them back (without their row ids). */
const plainRows = (rows: HoursRow[]) => rows.map(({ weekday, status, open, close }) => ({ weekday, status, open, close }))

/** The header's Opening Hours table (the first on the page). */
const hoursTable = (page: Page) => page.getByRole('table', { name: 'Opening Hours' }).first()

async function openHoursTab(page: Page, id: number) {
  await openAdminDocument(page, `/admin/collections/locations/${id}`)
  await page.getByRole('button', { name: 'Contact and hours' }).click()
}

/**
 * Puts Saturday at 08:00–16:00 through the REST API, so the admin tests start from known hours; returns
 * the stored rows from before (to restore) and the location as it is now.
 */
async function knownSaturday(request: APIRequestContext, headers: Record<string, string>) {
  const before = await southport(request, headers)
  const rows = [...plainRows(before.openingHours).filter((r) => r.weekday !== '6'), { weekday: '6', status: 'open', open: '08:00', close: '16:00' }]
  // Published explicitly: after the admin's autosave left a newer draft, a PATCH without a status
  // would build on that draft and take the location off the site.
  const res = await request.patch(`${apiBase}/api/locations/${before.id}`, { headers, data: { openingHours: rows, _status: 'published' } })
  expect(res.status(), await res.text()).toBe(200)
  const now = await southport(request, headers)
  return { original: plainRows(before.openingHours), location: now, saturday: now.openingHours.findIndex((r) => r.weekday === '6') }
}

async function restore(request: APIRequestContext, headers: Record<string, string>, id: number, rows: HoursRow[]) {
  const res = await request.patch(`${apiBase}/api/locations/${id}`, { headers, data: { openingHours: rows, _status: 'published' } })
  expect(res.status(), await res.text()).toBe(200)
}

test('the admin refuses a day that closes before it opens, and nothing changes', async ({ page, request }) => {
  const headers = await marketer(request)
  const { original, location, saturday } = await knownSaturday(request, headers)
  try {
    await adminLogin(page, DEMO.harbour.marketer)
    await openHoursTab(page, location.id)
    const open = page.locator(`#field-openingHours__${saturday}__open`)
    const close = page.locator(`#field-openingHours__${saturday}__close`)
    const save = page.locator('#action-save')
    // Each edit sends the form's state to the server; when the answer to the first edit lands after the
    // second, Payload can mark the form unmodified again and Save goes back to disabled (seen on a loaded
    // machine). So type both times until Save is enabled, then save; every attempt is refused, so
    // repeating changes nothing.
    await expect(async () => {
      await open.fill('')
      await open.fill('10:00')
      await close.fill('')
      await close.fill('09:00')
      await expect(open).toHaveValue('10:00')
      await expect(close).toHaveValue('09:00')
      await expect(save).toBeEnabled({ timeout: 3_000 })
      await save.click()
      await expect(page.getByText(CLOSE_AFTER_OPEN).first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 45_000 })

    const after = await southport(request, headers)
    expect(plainRows(after.openingHours)).toEqual(plainRows(location.openingHours))
  } finally {
    await restore(request, headers, location.id, original)
  }
})

test('a marketer’s change to Saturday’s hours in the admin shows on the location page', async ({ page, request }) => {
  const headers = await marketer(request)
  const { original, location, saturday } = await knownSaturday(request, headers)
  try {
    const site = await page.context().newPage()
    await site.goto(PAGE)
    await expect(hoursTable(site).getByRole('row', { name: /^Sat/ })).toContainText(`${formatTime('08:00')} - ${formatTime('16:00')}`)

    await adminLogin(page, DEMO.harbour.marketer)
    await openHoursTab(page, location.id)
    const close = page.locator(`#field-openingHours__${saturday}__close`)
    const save = page.locator('#action-save')
    // As in the test above: a late answer to the form-state request can mark the form unmodified and
    // disable Save again, so type until Save is enabled. Saving 16:30 twice stores the same hours.
    await expect(async () => {
      await close.fill('')
      await close.fill('16:30')
      await expect(close).toHaveValue('16:30')
      await expect(save).toBeEnabled({ timeout: 3_000 })
      await save.click()
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 45_000 })
    const stored = await southport(request, headers)
    expect(stored.openingHours.find((r) => r.weekday === '6')?.close).toBe('16:30')

    await expect(async () => {
      await site.reload()
      await expect(hoursTable(site).getByRole('row', { name: /^Sat/ })).toContainText('8:00am - 4:30pm', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
  } finally {
    await restore(request, headers, location.id, original)
  }
})

/** A free day for a new special-hours entry: from `from` days ahead, the first not covered by another entry. */
async function freeDay(request: APIRequestContext, headers: Record<string, string>, location: LocationDoc, from: number) {
  const tz = location.timezone || 'Australia/Brisbane'
  const res = await request.get(`${apiBase}/api/special-hours?where[location][equals]=${location.id}&limit=200&depth=0`, { headers })
  expect(res.status()).toBe(200)
  const existing = ((await res.json()).docs as { date: string; date_tz?: string; endDate?: string | null; endDate_tz?: string }[]).map((d) => ({
    date: calendarDateIn(d.date, d.date_tz || tz),
    endDate: d.endDate ? calendarDateIn(d.endDate, d.endDate_tz || d.date_tz || tz) : null,
  }))
  const today = calendarDateIn(new Date(), tz)
  for (let i = from; i < from + 30; i++) {
    const date = addDays(today, i)
    if (!existing.some((e) => specialHoursCovers(e, date))) return { date, tz }
  }
  throw new Error('no free day for a special-hours entry')
}

/** Stored as the admin's day picker stores it: noon of the day in the zone. */
const noon = (date: string, tz: string) => new Date(zonedMidnight(date, tz).getTime() + 12 * 3_600_000).toISOString()

async function createSpecialHours(request: APIRequestContext, headers: Record<string, string>, location: LocationDoc, entry: SpecialHours & { tz: string }) {
  const admin = await apiLogin(request, SUPER_ADMIN)
  const tenant = await tenantId(request, admin, DEMO.harbour.slug)
  return request.post(`${apiBase}/api/special-hours`, {
    headers,
    // Published, as the admin's Publish button sends it (special hours have drafts).
    data: { tenant, _status: 'published', location: location.id, label: entry.label, date: noon(entry.date, entry.tz), date_tz: entry.tz, status: entry.status, open: entry.open, close: entry.close },
  })
}

test('the location page groups Mon - Fri, links to directions and opens holiday hours from the keyboard', async ({ page, request }) => {
  const headers = await marketer(request)
  const location = await southport(request, headers)
  // Within the coming week, so the hours table shows it on its date too.
  const { date, tz } = await freeDay(request, headers, location, 2)
  const label = `Stocktake ${Date.now() % 100000}`
  const created = await createSpecialHours(request, headers, location, { label, date, status: 'closed', tz })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id

  try {
    await page.goto(PAGE)
    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible()
    await expect(hoursTable(page).getByRole('row', { name: /^Mon - Fri/ })).toBeVisible()
    const directions = page.getByRole('link', { name: /Get Directions/ }).first()
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//)
    await expect(directions).toHaveAttribute('target', '_blank')
    // Special hours override the weekly line on their date.
    await expect(async () => {
      await page.reload()
      await expect(hoursTable(page).getByRole('row', { name: new RegExp(`^${label}`) })).toContainText('Closed', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })

    const button = page.getByRole('button', { name: 'Holiday hours' }).first()
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /Holiday hours/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('row', { name: new RegExp(label) })).toContainText('Closed')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  } finally {
    await request.delete(`${apiBase}/api/special-hours/${id}`, { headers })
  }
})

test('overlapping special hours are refused by the REST API with the overlap message', async ({ request }) => {
  const headers = await marketer(request)
  const location = await southport(request, headers)
  const { date, tz } = await freeDay(request, headers, location, 10)
  const first: SpecialHours = { label: `Open day ${Date.now() % 100000}`, date, status: 'open', open: '10:00', close: '14:00' }
  const created = await createSpecialHours(request, headers, location, { ...first, tz })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  try {
    const overlapping = await createSpecialHours(request, headers, location, { label: 'Overlapping', date, status: 'closed', tz })
    expect(overlapping.status()).toBe(400)
    expect(await overlapping.text()).toContain(specialHoursOverlapMessage(first))
  } finally {
    await request.delete(`${apiBase}/api/special-hours/${id}`, { headers })
  }
})

test('the location page and its Email us dialog pass axe at phone and desktop widths', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(PAGE)
    await expect(hoursTable(page)).toBeVisible()
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([])

    await page.getByRole('button', { name: 'Email us' }).first().click()
    const email = page.getByRole('dialog', { name: /^Email / })
    await expect(email).toBeVisible()
    // The dialog's enquiry form offers this location only, already selected.
    await expect(email.getByLabel('Location')).not.toHaveValue('')
    expect((await new AxeBuilder({ page }).withTags(WCAG).include('dialog[open]').analyze()).violations).toEqual([])
    await email.getByRole('button', { name: 'Close' }).click()
    await expect(email).toBeHidden()
  }
})
