/**
 * The lead inbox for sales staff (issue 18), on the freshly seeded demo: the demo sales login sees only
 * its dealer's leads, moves a lead's stage and adds a note (saved with its name and time), exports the
 * filtered list as CSV (only its dealer's rows), and cannot open Pages, which its navigation doesn't
 * show. The demo seed's leads (tenants/demo/seed/leads.ts) are checked here too, through the REST API.
 */
import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from './fixtures'
import { parse } from 'csv-parse/sync'

import { DEMO, SUPER_ADMIN, adminFormReady, adminLogin, apiBase, apiLogin, tenantId } from './helpers'
import type { Lead } from '@/payload-types'

const SALES = { email: 'sales@baysidemazda.test', name: 'Priya Shah' }
const auth = (token: string) => ({ Authorization: `JWT ${token}` })

async function leads(request: APIRequestContext, token: string, query: string) {
  const limit = /(^|&)limit=/.test(query) ? '' : 'limit=500&'
  const res = await request.get(`${apiBase}/api/leads?depth=0&${limit}${query}`, { headers: auth(token) })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { totalDocs: number; docs: Lead[] }
}

test('the demo dealers each have a worked inbox of leads from the last 30 days', async ({ request }) => {
  const admin = await apiLogin(request, SUPER_ADMIN)
  for (const dealer of Object.values(DEMO)) {
    const id = await tenantId(request, admin, dealer.slug)
    const { docs } = await leads(request, admin, `where[tenant][equals]=${id}`)
    expect(docs.length, dealer.slug).toBeGreaterThanOrEqual(30)
    const ages = docs.map((l) => (Date.now() - Date.parse(l.createdAt)) / 86_400_000)
    expect(Math.min(...ages), dealer.slug).toBeLessThan(1)
    expect(Math.max(...ages), dealer.slug).toBeGreaterThan(20)
    expect(Math.max(...ages), dealer.slug).toBeLessThanOrEqual(30.1)
    expect(new Set(docs.map((l) => l.salesStatus)).size, dealer.slug).toBe(5)
    expect(new Set(docs.map((l) => l.form)).size, dealer.slug).toBeGreaterThanOrEqual(4)
    expect(new Set(docs.map((l) => l.location)).size, dealer.slug).toBeGreaterThan(1)
    expect(new Set(docs.map((l) => l.assignee).filter(Boolean)).size, dealer.slug).toBeGreaterThanOrEqual(2)
    expect(docs.some((l) => (l.notes ?? []).length > 0), dealer.slug).toBe(true)
    expect(docs.filter((l) => l.followUpAt).length, dealer.slug).toBeGreaterThanOrEqual(1)
    // The dead letter the dashboard offers to retry.
    const failed = docs.filter((l) => l.status === 'failed')
    expect(failed.length, dealer.slug).toBe(1)
    expect(failed[0]!.deliveryAttempts?.every((a) => a.outcome === 'failed'), dealer.slug).toBe(true)
    // Contacted leads carry their time to first contact.
    expect(docs.filter((l) => l.salesStatus !== 'new').every((l) => l.firstContactedAt && typeof l.minutesToFirstContact === 'number'), dealer.slug).toBe(true)
  }
})

test('a sales login works its own dealer’s leads: stage, a note, a CSV export, and no Pages', async ({ page, request }) => {
  const admin = await apiLogin(request, SUPER_ADMIN)
  const bayside = await tenantId(request, admin, DEMO.bayside.slug)
  const harbour = await tenantId(request, admin, DEMO.harbour.slug)
  const sales = await apiLogin(request, SALES.email)

  // Only Bayside's leads, by list, by id and by filter.
  const own = await leads(request, sales, '')
  expect(own.totalDocs).toBeGreaterThanOrEqual(30)
  expect(own.docs.every((l) => l.tenant === bayside)).toBe(true)
  const harbourLead = (await leads(request, admin, `where[tenant][equals]=${harbour}&limit=1`)).docs[0]!
  expect((await request.get(`${apiBase}/api/leads/${harbourLead.id}`, { headers: auth(sales) })).status()).toBe(404)
  expect((await leads(request, sales, `where[tenant][equals]=${harbour}`)).totalDocs).toBe(0)

  await adminLogin(page, SALES.email)
  // The navigation offers leads and reservations, not Pages; and Pages itself is not there.
  await page.goto('/admin/collections/leads')
  // (The open list's own entry is plain text, not a link.)
  const nav = page.locator('aside nav')
  await expect(nav).toContainText('Leads')
  await expect(nav.getByRole('link', { name: 'Reservations', exact: true })).toBeVisible()
  await expect(nav.locator('a[href^="/admin/collections/"]')).toHaveText(['Reservations'])
  await expect(page.locator('a[href="/admin/collections/pages"]')).toHaveCount(0)
  await expect(page.locator('a[href="/admin/collections/tenants"], a[href="/admin/collections/users"]')).toHaveCount(0)
  const pages = await page.goto('/admin/collections/pages')
  expect(pages?.status()).toBe(404)
  await expect(page.locator('#field-title')).toHaveCount(0)
  expect((await request.get(`${apiBase}/api/pages?limit=1`, { headers: auth(sales) })).status()).toBe(403)

  // The list: Bayside's leads with their stage and location; a Harbour City lead is not found.
  await page.goto(`/admin/collections/leads?search=${encodeURIComponent(harbourLead.publicId)}`)
  await expect(page.getByRole('heading', { name: /no results/i })).toBeVisible()
  await page.goto('/admin/collections/leads')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  await expect(page.locator('table thead')).toContainText('Stage')
  await expect(page.locator('table thead')).toContainText('Location')
  // Saved views: one click to the lists a sales team works from.
  const views = page.getByRole('navigation', { name: 'Saved views' })
  await views.getByRole('button', { name: 'Unassigned' }).click()
  await expect(page).toHaveURL(/where%5Bassignee%5D%5Bexists%5D=false|where\[assignee\]\[exists\]=false/)
  await views.getByRole('button', { name: 'Mine' }).click()
  await expect(page).toHaveURL(/where%5Bassignee%5D%5Bequals%5D=\d+|where\[assignee\]\[equals\]=\d+/)
  const mine = (await leads(request, sales, 'where[assignee][exists]=true&limit=500')).docs.filter((l) => l.assigneeName === SALES.name)
  expect(mine.length, 'the demo assigns leads to its sales login').toBeGreaterThan(0)
  await expect(page.locator('table tbody tr')).toHaveCount(Math.min(mine.length, 25))
  await page.goto('/admin/collections/leads')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  // Forms in words ("Test drive", not `test-drive`).
  await expect(page.locator('table tbody')).toContainText(/Enquiry|Test drive|Service booking|Trade-in|Instant offer/)
  await expect(page.locator('table tbody')).not.toContainText(/\b(test-drive|instant-offer|online-purchase)\b/)
  // An unassigned lead's cell is empty, not "<No Assigned to>".
  await expect(page.locator('table tbody')).not.toContainText('<No Assigned to>')
  await expect(page.locator('table tbody')).not.toContainText('<No Location>')
  // What waits first stands out: a new lead says how long it has waited.
  await page.goto('/admin/collections/leads?where[salesStatus][equals]=new')
  await expect(page.locator('table tbody [data-urgency="new"]').first()).toHaveText(/^New for \d+ (min|h|days?)$/)

  // Work a new lead: move it to Contacted and add a note.
  const fresh = (await leads(request, sales, 'where[salesStatus][equals]=new&sort=-createdAt&limit=20')).docs.find((l) => (l.notes ?? []).length === 0)!
  expect(fresh, 'a new lead without notes').toBeTruthy()
  await page.goto(`/admin/collections/leads/${fresh.id}`)
  await adminFormReady(page)
  await page.getByRole('button', { name: 'Customer', exact: true }).click()
  await expect(page.getByTestId('lead-answers-customer')).toBeVisible()
  // Mail and call in one tap.
  await expect(page.getByRole('link', { name: fresh.contact!.email!, exact: true })).toHaveAttribute('href', `mailto:${fresh.contact!.email}`)
  await expect(page.getByRole('link', { name: fresh.contact!.phone!, exact: true })).toHaveAttribute('href', `tel:${fresh.contact!.phone!.replace(/[^\d+]/g, '')}`)
  // A note first (its row waits for the server to draw it), then the stage, then one save.
  await page.getByRole('button', { name: 'Notes', exact: true }).click()
  await page.getByRole('button', { name: /add note/i }).click()
  const text = page.locator('#field-notes__0__text')
  await expect(page.locator('#notes-row-0 .row-label')).toHaveText('Note 01', { timeout: 20_000 })
  await text.fill('Called her back: coming in Saturday at 10.')
  await page.locator('#field-salesStatus .rs__control').click()
  await page.locator('.rs__option', { hasText: /^Contacted$/ }).click()
  await expect(page.locator('#field-salesStatus')).toContainText('Contacted')
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 15_000 })

  const saved = (await (await request.get(`${apiBase}/api/leads/${fresh.id}?depth=0`, { headers: auth(sales) })).json()) as Lead
  expect(saved.salesStatus).toBe('contacted')
  expect(saved.firstContactedAt).toBeTruthy()
  expect(saved.notes).toHaveLength(1)
  const note = saved.notes![0]!
  expect(note).toMatchObject({ text: 'Called her back: coming in Saturday at 10.', authorName: SALES.name })
  expect(Date.now() - Date.parse(note.at ?? '')).toBeLessThan(5 * 60_000)
  // Shown with its author and time after a reload.
  await page.reload()
  await adminFormReady(page)
  await page.getByRole('button', { name: 'Notes', exact: true }).click()
  const label = page.locator('#notes-row-0 .row-label')
  await expect(label).toContainText(SALES.name)
  await expect(label).toContainText(String(new Date().getFullYear()))
  // One screen, in tabs: the car by name (sales staff can't open Stock).
  await page.getByRole('button', { name: 'Car', exact: true }).click()
  await expect(page.getByTestId('lead-vehicle')).toBeVisible()
  // What was sent to the dealer's systems, labelled in words rather than the wire format's names.
  await expect(page.getByText('Sent to the dealer’s systems')).toBeVisible()
  await expect(page.locator('main')).not.toContainText(/dealership_slug|car_type|stock_number|vehicle_status|opt_in|autogauge/)

  // Export the filtered list: only contacted leads, only Bayside's.
  const contacted = await leads(request, sales, 'where[salesStatus][equals]=contacted')
  await page.goto('/admin/collections/leads?where[salesStatus][equals]=contacted')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = parse((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]
  expect(rows.length).toBe(contacted.totalDocs)
  expect(rows.map((r) => r['Lead id']).sort()).toEqual(contacted.docs.map((l) => l.publicId).sort())
  expect(rows.every((r) => r.Dealer === DEMO.bayside.name && r.Stage === 'Contacted')).toBe(true)
  expect(rows.some((r) => r['Lead id'] === fresh.publicId)).toBe(true)
})
