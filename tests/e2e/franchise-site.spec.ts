/**
 * A dealer group's franchise site over the group's stock (issue 36), on the seeded demo: Harbour City
 * Kia & Ford shows exactly the group's Kia & Ford rooftop's cars, in its own theme; a car of another
 * rooftop moves for good from its address there to the group's site that shows it; an enquiry sent there reaches the group's inbox for that
 * rooftop, naming the site it came from, where the rooftop's own sales login reads it.
 */
import { expect, test } from './fixtures'

import { DEMO, adminLogin, apiBase, apiLogin, resultsCount, siteUrl } from './helpers'
import { enquireAboutFirstCar } from './enquire'
import type { Lead } from '@/payload-types'

const SITE = { slug: 'harbour-kia-ford', name: 'Harbour City Kia & Ford' }
const ROOFTOP = 'harbour-city-kia-and-ford'
const OTHER_ROOFTOP = 'harbour-city-toyota-and-hyundai'
const KIA_SALES = 'sales.kia@harbourcity.test'

const countOf = async (page: import('@playwright/test').Page) => Number(((await resultsCount(page).textContent()) ?? '').replace(/[^0-9]/g, ''))

test('the franchise site shows its rooftop’s cars of the group’s stock, and no other rooftop’s', async ({ page, request }) => {
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

  // Another rooftop's car is not this site's: its address here moves for good to the group's site,
  // which shows it; a car nobody has answers 404.
  expect(otherCar).toMatch(/^\/cars\//)
  const moved = await request.get(`${apiBase}${otherCar}`, { headers: { host: new URL(siteUrl(SITE.slug)).host }, maxRedirects: 0 })
  expect(moved.status()).toBe(308)
  expect(moved.headers().location).toBe(siteUrl(DEMO.harbour.slug, otherCar!))
  expect((await page.goto(siteUrl(SITE.slug, otherCar!)))?.status()).toBe(200)
  expect(page.url()).toBe(siteUrl(DEMO.harbour.slug, otherCar!))
  expect((await page.goto(siteUrl(SITE.slug, '/cars/no-such-car-anywhere')))?.status()).toBe(404)
})

test('an enquiry on the franchise site reaches the group’s inbox for the rooftop, naming the site', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  await page.setViewportSize({ width: 1280, height: 900 })
  const leadId = await enquireAboutFirstCar(page, SITE.slug, { firstName: 'Franchise', lastName: `Shopper${stamp}`, email: `franchise.${stamp}@example.com`, postcode: '2485' })

  const token = await apiLogin(request, KIA_SALES)
  const found = (await (await request.get(`${apiBase}/api/leads?where[publicId][equals]=${leadId}&depth=1`, { headers: { Authorization: `JWT ${token}` } })).json()) as { docs: Lead[] }
  expect(found.docs).toHaveLength(1)
  expect(found.docs[0]!.dealershipName).toBe(SITE.name)
  expect(found.docs[0]!.siteName).toBe(SITE.name)
})

test('the group’s marketer lists the group’s stock by dealership in the admin', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.harbour.marketer)
  const rooftop = (await (await request.get(`${apiBase}/api/dealerships?where[slug][equals]=${ROOFTOP}&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()).docs[0] as { id: number; name: string }
  expect(rooftop?.name).toBeTruthy()
  await adminLogin(page, DEMO.harbour.marketer)
  await page.goto(`/admin/collections/vehicles?where[dealership][equals]=${rooftop.id}&limit=100`)
  const cells = page.locator('table tbody td.cell-dealership')
  // A cell names its dealership once it is on screen (the admin fetches related records as rows scroll
  // into view): the first rows are the rooftop's; the filter itself is proven in tests/int/group-sites.
  await expect(cells.first()).toHaveText(rooftop.name, { timeout: 30_000 })
  const shown = Math.min(4, await cells.count())
  for (let row = 0; row < shown; row++) await expect(cells.nth(row)).toHaveText(rooftop.name)
})
