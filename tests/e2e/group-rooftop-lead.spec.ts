/**
 * A dealer group's lead reaches its rooftop (issue 36), end to end on the seeded demo: a shopper on
 * Harbour City's group site narrows the search to one dealership, opens one of its cars and enquires;
 * that dealership's own sales login (limited to it) finds the lead in its inbox, with the rooftop
 * named, and sees no other rooftop's leads.
 */
import { expect, test } from './fixtures'

import { DEMO, adminLogin, apiBase, apiLogin, resultsCount, siteUrl } from './helpers'
import type { Lead } from '@/payload-types'

const ROOFTOP = { name: 'Harbour City Kia & Ford', slug: 'harbour-city-kia-and-ford' }
const KIA_SALES = 'sales.kia@harbourcity.test'
const stamp = Date.now().toString(36)
const SHOPPER = { 'First name': 'Rooftop', 'Last name': `Shopper${stamp}`, Email: `rooftop.${stamp}@example.com`, Mobile: '0412 345 678', Postcode: '4215' }

test("a shopper filters the group site by dealership, enquires on a car, and that rooftop's sales login has the lead", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(DEMO.harbour.slug, '/search'))
  await expect(resultsCount(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('group', { name: 'Dealership' }).getByRole('checkbox', { name: new RegExp(`^${ROOFTOP.name}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/search/${ROOFTOP.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cars for sale at ${ROOFTOP.name}`)

  // The first car of that rooftop, and an enquiry about it.
  await page.locator('.vehicle-card a[href^="/cars/"]').first().click()
  await expect(page).toHaveURL(/\/cars\//)
  const name = (await page.locator('h1').textContent())!.trim()
  await page.getByTestId('vehicle-actions').getByRole('button', { name: 'Enquire Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Enquire about the ${name}` })
  for (const [label, value] of Object.entries(SHOPPER)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value)
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(`Is the ${name} still at ${ROOFTOP.name}?`)
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=ld_/, { timeout: 20_000 })
  const leadId = new URL(page.url()).searchParams.get('lead')!

  // The rooftop's own login reads it, named for its dealership, and only its dealership's leads.
  const token = await apiLogin(request, KIA_SALES)
  const headers = { Authorization: `JWT ${token}` }
  const found = (await (await request.get(`${apiBase}/api/leads?where[publicId][equals]=${leadId}&depth=0`, { headers })).json()) as { docs: Lead[] }
  expect(found.docs).toHaveLength(1)
  expect(found.docs[0]!.dealershipName).toBe(ROOFTOP.name)
  const all = (await (await request.get(`${apiBase}/api/leads?limit=500&depth=0`, { headers })).json()) as { docs: Lead[] }
  expect(all.docs.length).toBeGreaterThan(1)
  expect(new Set(all.docs.map((l) => l.dealershipName))).toEqual(new Set([ROOFTOP.name]))

  // And in the admin inbox: the row, with its rooftop in the Dealership column.
  await adminLogin(page, KIA_SALES)
  await page.goto(`/admin/collections/leads?search=${encodeURIComponent(SHOPPER.Email)}`)
  const row = page.locator('table tbody tr')
  await expect(row).toHaveCount(1)
  await expect(page.locator('table thead')).toContainText('Dealership')
  await expect(row).toContainText(ROOFTOP.name)
  await expect(row).toContainText(`Rooftop ${SHOPPER['Last name']}`)
})
