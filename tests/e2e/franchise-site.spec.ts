/**
 * A dealer group's franchise site over the group's stock (issue 36), on the seeded demo: Harbour City
 * Kia & Ford shows exactly the group's Kia & Ford rooftop's cars, in its own theme; a car of another
 * rooftop answers 404 at its address there; an enquiry sent there reaches the group's inbox for that
 * rooftop, naming the site it came from, where the rooftop's own sales login reads it.
 */
import { expect, test } from './fixtures'

import { DEMO, apiBase, apiLogin, resultsCount, siteUrl } from './helpers'
import type { Lead } from '@/payload-types'

const SITE = { slug: 'harbour-kia-ford', name: 'Harbour City Kia & Ford' }
const ROOFTOP = 'harbour-city-kia-and-ford'
const OTHER_ROOFTOP = 'harbour-city-toyota-and-hyundai'
const KIA_SALES = 'sales.kia@harbourcity.test'

const countOf = async (page: import('@playwright/test').Page) => Number(((await resultsCount(page).textContent()) ?? '').replace(/[^0-9]/g, ''))

test('the franchise site shows its rooftop’s cars of the group’s stock, and no other rooftop’s', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(DEMO.harbour.slug, `/search/${ROOFTOP}`))
  await expect(resultsCount(page)).toBeVisible()
  const rooftopCount = await countOf(page)
  expect(rooftopCount).toBeGreaterThan(0)
  await page.goto(siteUrl(DEMO.harbour.slug, `/search/${OTHER_ROOFTOP}`))
  await expect(resultsCount(page)).toBeVisible()
  const otherCar = await page.locator('.vehicle-card a[href^="/cars/"]').first().getAttribute('href')

  await page.goto(siteUrl(SITE.slug, '/search'))
  await expect(resultsCount(page)).toBeVisible()
  expect(await countOf(page)).toBe(rooftopCount)
  // Its own theme, not the group's.
  const primary = await page.locator('.site').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim())
  expect(primary.toLowerCase()).toBe('#05141f')

  // Another rooftop's car is not this site's: its address answers 404 here, and 200 on the group site.
  expect(otherCar).toMatch(/^\/cars\//)
  expect((await page.goto(siteUrl(SITE.slug, otherCar!)))?.status()).toBe(404)
  expect((await page.goto(siteUrl(DEMO.harbour.slug, otherCar!)))?.status()).toBe(200)
})

test('an enquiry on the franchise site reaches the group’s inbox for the rooftop, naming the site', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(SITE.slug, '/search'))
  await expect(resultsCount(page)).toBeVisible()
  await page.locator('.vehicle-card a[href^="/cars/"]').first().click()
  await expect(page).toHaveURL(/\/cars\//)
  const name = (await page.locator('h1').textContent())!.trim()
  await page.getByTestId('vehicle-actions').getByRole('button', { name: 'Enquire Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Enquire about the ${name}` })
  const shopper = { 'First name': 'Franchise', 'Last name': `Shopper${stamp}`, Email: `franchise.${stamp}@example.com`, Mobile: '0412 345 678', Postcode: '2485' }
  for (const [label, value] of Object.entries(shopper)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value)
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(`Is the ${name} still available?`)
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=ld_/, { timeout: 20_000 })
  const leadId = new URL(page.url()).searchParams.get('lead')!

  const token = await apiLogin(request, KIA_SALES)
  const found = (await (await request.get(`${apiBase}/api/leads?where[publicId][equals]=${leadId}&depth=1`, { headers: { Authorization: `JWT ${token}` } })).json()) as { docs: Lead[] }
  expect(found.docs).toHaveLength(1)
  expect(found.docs[0]!.dealershipName).toBe(SITE.name)
  expect(found.docs[0]!.siteName).toBe(SITE.name)
})
