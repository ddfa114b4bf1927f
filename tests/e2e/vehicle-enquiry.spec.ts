/**
 * Enquire Now on the vehicle page (/cars/{slug}): the enquiry dialog's form is sent for this car, the
 * shopper lands on /success, and the lead is stored against that car. The lead is read back through
 * the REST API as the dealer's marketer (leads are never readable anonymously).
 */
import { expect, test } from './fixtures'

import { DEMO, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

const stamp = Date.now().toString(36)
const SHOPPER = { 'First name': 'Jane', 'Last name': 'Citizen', Email: `jane.${stamp}@example.com`, Mobile: '0412 345 678', Postcode: '4000' }

test('Enquire Now sends an enquiry for this car, then /success, and the lead is stored for the car', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.harbour.marketer)
  const headers = { Authorization: `JWT ${token}` }
  const tenant = await tenantId(request, token, DEMO.harbour.slug)
  const cars = await request.get(
    `${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[price][greater_than]=1000&sort=-custom_rank&limit=1&depth=0`,
    { headers },
  )
  expect(cars.status()).toBe(200)
  const car = (await cars.json()).docs[0] as { id: number; slug: string }
  expect(car, 'an in-stock demo car').toBeTruthy()

  await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
  const name = (await page.locator('h1').textContent())!.trim()
  await page.getByTestId('vehicle-actions').getByRole('button', { name: 'Enquire Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Enquire about the ${name}` })
  await expect(dialog).toBeVisible()

  // By accessible name: the visible label also carries a '*' for required fields.
  for (const [label, value] of Object.entries(SHOPPER)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value)
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(`Is the ${name} still available?`)
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()

  await expect(page).toHaveURL(/\/success\?lead=ld_/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  const leadId = new URL(page.url()).searchParams.get('lead')!

  const res = await request.get(`${apiBase}/api/leads?where[publicId][equals]=${encodeURIComponent(leadId)}&depth=0`, { headers })
  expect(res.status()).toBe(200)
  const leads = (await res.json()).docs
  expect(leads).toHaveLength(1)
  // The thank-you page names the car and gives the lead's short reference, which staff can look up.
  await expect(page.getByTestId('success-summary')).toContainText(`Your enquiry for the ${leads[0].title.split(': ').slice(1).join(': ')} has been sent to `)
  await expect(page.getByTestId('success-reference')).toHaveText(`Your reference: ${leads[0].reference}`)
  expect(leads[0].reference).toMatch(/^ENQ-[A-Z2-9]{8}$/)
  expect(leads[0]).toMatchObject({
    publicId: leadId,
    form: 'enquiry',
    vehicle: car.id,
    contact: { name: 'Jane', lastName: 'Citizen', email: SHOPPER.Email, postcode: '4000' },
    defaults: { carId: String(car.id), message: `Is the ${name} still available?` },
  })
  expect(leads[0].attribution.sourcePage).toBe(`/cars/${car.slug}`)
})
