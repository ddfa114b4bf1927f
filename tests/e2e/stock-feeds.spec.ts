/**
 * Stock feeds in the real admin (issue 16): a marketer uploads a DMS CSV on the feed's page and sees
 * the run's counts, edits a car's price by hand, uploads the next file (a new price and odometer from
 * the DMS) and the hand-edited price stays while the odometer follows the feed.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { DEMO, adminFormReady, adminLogin, apiBase, apiLogin, openAdminDocument, tenantId } from './helpers'

const HEADER = 'Stock number,Car type,Make,Model,Badge,Year,Body,Vin,Odometer,Colour,Transmission,Fuel,Price,DAP,Location code,Dealercomments'
const row = (stock: string, vin: string, price: number, km: number) =>
  `${stock},Used,Toyota,Hilux,SR5,2020,Ute,${vin},${km},White,Auto,Diesel,${price},N,YARD,"Tow bar, canopy"`

/** A VIN no seeded car has: 17 characters without I, O or Q. */
const freshVin = () => `FCT${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 1e6).toString().padStart(6, '0')}`

async function importFile(page: Page, name: string, csv: string) {
  await page.getByLabel('Import a file now').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Import this file' }).click()
  // The run happens in the job queue; the panel follows it until it finishes.
  await expect(page.getByTestId('feed-run-status')).toHaveText('ok', { timeout: 60_000 })
}

const count = (page: Page, key: string) => page.getByTestId('feed-run-counts').locator(`[data-count="${key}"]`)

async function findCar(request: APIRequestContext, token: string, stock: string) {
  const res = await request.get(`${apiBase}/api/vehicles?where[stocknum][equals]=${stock}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0] as { id: number; price: number; km: number; feed?: { locked?: string[] } }
}

test('a marketer imports a CSV in the admin, edits a price by hand, re-imports, and the price stays', async ({ page, request }) => {
  test.setTimeout(180_000)
  const token = await apiLogin(request, DEMO.outback.marketer)
  const admin = await apiLogin(request, 'admin@forecourt.test')
  const outback = await tenantId(request, admin, DEMO.outback.slug)
  const locations = await (await request.get(`${apiBase}/api/locations?where[tenant][equals]=${outback}&depth=0&limit=1`, { headers: { Authorization: `JWT ${token}` } })).json()
  const feed = await request.post(`${apiBase}/api/stock-feeds`, {
    headers: { Authorization: `JWT ${token}` },
    data: { name: `DMS ${Date.now()}`, tenant: outback, source: 'upload', preset: 'au-dms-csv', format: 'csv', defaultLocation: locations.docs[0].id },
  })
  expect(feed.status(), await feed.text()).toBe(201)
  const feedId = (await feed.json()).doc.id as number
  const stock = `E2E${Date.now() % 1_000_000}`
  const vin = freshVin()
  const vinB = freshVin()

  await adminLogin(page, DEMO.outback.marketer)
  await openAdminDocument(page, `/admin/collections/stock-feeds/${feedId}`)
  await importFile(page, 'stock-1.csv', [HEADER, row(stock, vin, 41990, 88000), row(`${stock}B`, vinB, 35990, 120000)].join('\n'))
  await expect(count(page, 'rows')).toHaveText('2')
  await expect(count(page, 'created')).toHaveText('2')
  await expect(count(page, 'skipped')).toHaveText('0')

  // The marketer drops the price by hand in the car's admin page.
  const car = await findCar(request, token, stock)
  expect(car.price).toBe(41990)
  await openAdminDocument(page, `/admin/collections/vehicles/${car.id}`)
  await page.getByRole('button', { name: 'Price', exact: true }).click()
  await page.locator('#field-price').fill('39990')
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 15_000 })
  expect((await findCar(request, token, stock)).feed?.locked).toEqual(['price'])

  // The DMS sends a new price and odometer: the odometer follows the feed, the hand-set price stays.
  await openAdminDocument(page, `/admin/collections/stock-feeds/${feedId}`)
  await importFile(page, 'stock-2.csv', [HEADER, row(stock, vin, 42990, 88500), row(`${stock}B`, vinB, 35990, 120000)].join('\n'))
  await expect(count(page, 'updated')).toHaveText('1')
  await expect(count(page, 'unchanged')).toHaveText('1')
  const after = await findCar(request, token, stock)
  expect(after.price).toBe(39990)
  expect(after.km).toBe(88500)

  // The car's admin page says which field is locked against the feed.
  await openAdminDocument(page, `/admin/collections/vehicles/${car.id}`)
  await adminFormReady(page)
  // Payload renders a group's fields once they scroll into view.
  await page.locator('#field-feed').scrollIntoViewIfNeeded()
  const locks = page.locator('.field-type').filter({ has: page.getByText('Locked against the feed', { exact: true }) }).last()
  await expect(locks).toContainText('price')
})
