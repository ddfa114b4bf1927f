/**
 * Every lead form in a real browser against the production server: each wizard runs to /success, each
 * spec message appears for its bad input, the forms pass axe (WCAG A/AA) at 390 and 1280 px, and the
 * lead API, eval-expert and events endpoints answer as the spec says.
 *
 * Until the demo seed has form pages, beforeAll creates a throwaway dealer (terms agreement on, one
 * location, a phone) and one page per form through the REST API as the super-admin.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { SUPER_ADMIN, apiBase, apiLogin } from './helpers'
import { E2E_PORT } from '../../playwright.config'

const stamp = Date.now().toString(36)
const dealerSlug = `e2e-forms-${stamp}`
const site = (path: string) => `http://${dealerSlug}.localhost:${E2E_PORT}${path}`
const PAGES: Record<string, Record<string, unknown>[]> = {
  contact: [{ blockType: 'enquiryForm', heading: 'Contact us', intro: 'Ask us anything.', categories: [{ label: 'Sales' }, { label: 'Service' }], showLocation: true }],
  'book-test-drive': [{ blockType: 'multiStepForm', heading: 'Book a test drive', showLocation: true }],
  service: [{ blockType: 'serviceBooking', heading: 'Book a service', variant: 'standard', showLocation: true }],
  'service-quick': [{ blockType: 'serviceBooking', heading: 'Quick service booking', variant: 'minimal', showLocation: false }],
  'service-online': [{ blockType: 'serviceBooking', heading: 'Book online', frameUrl: 'https://booking.example.com/dealer' }],
  'trade-in': [{ blockType: 'tradeInWizard', heading: 'Value your trade-in', showLocation: true }],
  'sell-my-car': [{ blockType: 'instantOffer', heading: 'Get an instant offer' }],
}
const JANE = { 'First name': 'Jane', 'Last name': 'Citizen', Email: 'jane@example.com', Mobile: '0412 345 678', Postcode: '4000' }

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request, SUPER_ADMIN)
  const headers = { Authorization: `JWT ${token}` }
  const tenant = await request.post(`${apiBase}/api/tenants`, {
    headers,
    data: { name: `E2E Forms Motors ${stamp}`, slug: dealerSlug, template: 'franchise', contact: { phone: '07 3000 1234', email: 'leads@e2e-forms.test' }, settings: { forms: { termsAgreementRequired: true } } },
  })
  expect(tenant.status(), await tenant.text()).toBe(201)
  const tenantId = (await tenant.json()).doc.id
  const location = await request.post(`${apiBase}/api/locations`, {
    headers,
    data: { tenant: tenantId, _status: 'published', name: 'E2E Showroom', slug: 'e2e-showroom', address: { city: 'Brisbane', state: 'QLD', postcode: '4000' }, leadEmails: { sales: 'sales@e2e-forms.test' } },
  })
  expect(location.status(), await location.text()).toBe(201)
  for (const [slug, layout] of Object.entries(PAGES)) {
    const res = await request.post(`${apiBase}/api/pages`, { headers, data: { tenant: tenantId, title: slug.replace(/-/g, ' '), slug, _status: 'published', layout } })
    expect(res.status(), `${slug}: ${await res.text()}`).toBe(201)
  }
})

async function fill(page: Page, values: Record<string, string>) {
  // By accessible name: the visible label also carries a '*' for required fields.
  for (const [label, value] of Object.entries(values)) await page.getByRole('textbox', { name: label, exact: true }).fill(value)
}
const summary = (page: Page) => page.locator('.form-errors')
const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true }).click()

async function expectSuccess(page: Page) {
  await expect(page).toHaveURL(/\/success\?lead=ld_/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
}

test('enquiry form: every message for bad input, one location auto-selected, then /success', async ({ page }) => {
  await page.goto(site('/contact'))
  await expect(page.getByLabel('Location')).toHaveValue(/\d+/) // the only location, chosen for the shopper
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(summary(page)).toBeFocused()
  await expect(summary(page)).toContainText('Please fix the following errors:')
  await expect(summary(page)).toContainText('First name: * This field is required')
  await expect(summary(page)).toContainText('Postcode: Invalid postcode. Please enter a 4-digit number.')
  await expect(summary(page)).toContainText('Enquiry type: * This field is required')
  await expect(summary(page)).toContainText('Message: * This field is required')
  await expect(summary(page)).toContainText('*You must agree to the terms of use before submitting.')
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  // A summary link moves focus to its field.
  await summary(page).getByRole('link', { name: /^Postcode/ }).click()
  await expect(page.getByLabel('Postcode')).toBeFocused()
  await expect(page.getByLabel('Postcode')).toHaveAttribute('maxlength', '4')

  await fill(page, { ...JANE, Postcode: '0000', 'Message': 'Is the CX-5 still available?' })
  await page.getByLabel('Enquiry type').selectOption('Sales')
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  // The server's geocoder knows no such Australian postcode.
  await expect(summary(page)).toContainText('Postcode: Invalid postcode')
  await page.getByLabel('Postcode').fill('4000')
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expectSuccess(page)
})

test('stored details prefill the next form', async ({ page }) => {
  await page.goto(site('/contact'))
  await page.evaluate(() => localStorage.setItem('forecourt:user-details', JSON.stringify({ name: 'Kim', last_name: 'Ng', email: 'kim@example.com', phone: '0400 111 222', postcode: '2000' })))
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Kim')
  await expect(page.getByLabel('Postcode')).toHaveValue('2000')
})

test('a failed submission shows the form error alert', async ({ page }) => {
  await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }))
  await page.goto(site('/contact'))
  await fill(page, { ...JANE, Message: 'Hello' })
  await page.getByLabel('Enquiry type').selectOption('Service')
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.locator('form .form-alert')).toHaveText('An error occurred when submitting this form')
})

test('multi-step test drive: step errors, hidden Request Photos, then /success', async ({ page }) => {
  await page.goto(site('/book-test-drive'))
  await expect(page.locator('input[type=hidden][name="Request Photos"]')).toHaveValue('Please send photos for this car')
  await next(page)
  await expect(summary(page)).toContainText('Email: * This field is required')
  await fill(page, JANE)
  await next(page)
  await expect(page.getByRole('heading', { name: /Step 2 of 2/ })).toBeFocused()
  await page.getByLabel('Preferred date and time').fill('2030-06-01T10:30')
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expect(summary(page)).toContainText('*You must agree to the terms of use before submitting.')
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expectSuccess(page)
  // It says what was sent, with a reference a person can read out on the phone.
  await expect(page.getByTestId('success-summary')).toHaveText(/^Your test drive request (for the .+ )?has been sent to /)
  await expect(page.getByTestId('success-reference')).toHaveText(/^Your reference: TD-[A-Z2-9]{8}$/)
})

test('multi-step form failure says "An unexpected error occured"', async ({ page }) => {
  await page.route('**/api/leads', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto(site('/book-test-drive'))
  await fill(page, JANE)
  await next(page)
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Book test drive' }).click()
  await expect(page.locator('form .form-alert')).toHaveText('An unexpected error occured')
})

test('service wizard: Contact Details, Vehicle Details, Order Details, then /success', async ({ page }) => {
  await page.goto(site('/service'))
  await expect(page.getByRole('list', { name: 'Progress' })).toContainText('Contact Details')
  await fill(page, { 'First name': 'Sam', 'Last name': 'Lee', Email: 'sam@example.com', Mobile: '0400 000 000' })
  await next(page)
  await fill(page, { Make: 'Mazda', Model: 'CX-5', Year: '2019' })
  await next(page)
  await expect(summary(page)).toContainText('Service interval: * This field is required')
  await page.getByLabel('Service interval').selectOption({ index: 1 })
  await next(page)
  await page.getByRole('button', { name: 'Book service' }).click()
  await expect(summary(page)).toContainText('Service type: * This field is required')
  await page.getByLabel('Service type').selectOption('Brakes')
  await page.getByRole('button', { name: 'Book service' }).click()
  await expectSuccess(page)
})

test('minimal service: "Please complete the form step before proceeding." then /success', async ({ page }) => {
  await page.goto(site('/service-quick'))
  await page.getByLabel('Rego').fill('ABC123')
  await next(page)
  await expect(summary(page)).toHaveText('Please complete the form step before proceeding.')
  await fill(page, { Make: 'Toyota', Model: 'Corolla', Year: '2018' })
  await next(page)
  await fill(page, { 'First name': 'Ali', 'Last name': 'Khan', Email: 'ali@example.com', Mobile: '0400 222 333' })
  await page.getByRole('button', { name: 'Book service' }).click()
  await expectSuccess(page)
})

test('service booking shows the external booking frame when its address is set', async ({ page }) => {
  await page.route('https://booking.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Booking</h1>' }))
  await page.goto(site('/service-online'))
  await expect(page.locator('iframe[title^="Book a service with"]')).toHaveAttribute('src', 'https://booking.example.com/dealer')
})

test('trade-in: no match panel, candidates, adjustments, accept the offer, then /success', async ({ page }) => {
  await page.goto(site('/trade-in'))
  await fill(page, JANE)
  await page.getByRole('radio', { name: 'Phone' }).check()
  await page.getByRole('group', { name: /Finance owing/ }).getByRole('radio', { name: 'No' }).check()
  await page.getByLabel(/I agree to the/).check()
  await next(page)
  await page.getByLabel('Rego').fill('NONE00')
  await page.getByLabel('Odometer (km)').fill('80000')
  await page.getByRole('button', { name: 'Look up my car' }).click()
  await expect(page.getByText('Unfortunately, we could not find a match for your registration number.')).toBeVisible()
  const panel = page.locator('.no-match')
  await expect(panel.getByRole('link', { name: '07 3000 1234' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByLabel('Rego').fill('CAND01')
  await page.getByRole('button', { name: 'Look up my car' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(summary(page)).toContainText('* Please choose one car.')
  await page.getByRole('radio', { name: /Corolla SX/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Get my offer' }).click()
  await expect(summary(page)).toContainText('Overall condition: * This field is required')
  for (const [group, answer] of [[/accident/, 'No'], [/Service history/, 'Full'], [/Number of keys/, '2 or more'], [/Overall condition/, 'Good']] as const) {
    await page.getByRole('group', { name: group }).getByRole('radio', { name: answer, exact: true }).check()
  }
  await page.getByRole('button', { name: 'Get my offer' }).click()
  await expect(page.getByText(/Our offer: \$\d/)).toBeVisible()
  await page.getByRole('button', { name: 'Accept offer' }).click()
  await expectSuccess(page)
})

/** The instant offer's last step, filled and sent, then /success. */
async function sendOfferDetails(page: Page, odometer: string, comments: string) {
  await fill(page, { ...JANE, 'Odometer (km)': odometer, Comments: comments })
  await page.getByLabel('Service history').selectOption('Full service history')
  await page.getByLabel('Number of keys').selectOption('2')
  await page.getByLabel('Condition').selectOption('Good')
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Get my offer' }).click()
  await expectSuccess(page)
}

test('instant offer: required rego, no match, image checks by content and count, details, then /success', async ({ page }) => {
  await page.goto(site('/sell-my-car'))
  await page.getByRole('button', { name: 'Find my car' }).click()
  await expect(summary(page)).toContainText('Rego: * This field is required')

  await page.getByLabel('Rego').fill('NONE00')
  await page.getByRole('button', { name: 'Find my car' }).click()
  await expect(page.getByText('Unfortunately, we could not find a match for your registration number.')).toBeVisible()
  await expect(page.locator('.no-match').getByRole('link', { name: 'Contact' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()

  await page.getByLabel('Rego').fill('CAND01')
  await page.getByRole('button', { name: 'Find my car' }).click()
  await next(page)
  await expect(summary(page)).toContainText('* Please choose one car.')
  await page.getByRole('radio', { name: /Corolla ZR/ }).check()
  await next(page)

  // Step 3: a text file named .jpg is refused by its content; 11 files at once are refused by count.
  const input = page.locator('input[type=file]')
  await input.setInputFiles({ name: 'car.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a picture') })
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload an image file under 10MB' })).toBeVisible()
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d9d5bb0000000049454e44ae426082', 'hex')
  await input.setInputFiles(Array.from({ length: 11 }, (_, i) => ({ name: `car-${i}.png`, mimeType: 'image/png', buffer: png })))
  await expect(page.getByRole('alert').filter({ hasText: 'You can only upload 10 images' })).toBeVisible()
  await input.setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: png }])
  await expect(page.getByRole('list', { name: 'Chosen photos' })).toContainText('front.png')
  await next(page)

  await page.getByRole('button', { name: 'Get my offer' }).click()
  for (const text of ['Odometer (km): * This field is required', 'Service history: * This field is required', 'Number of keys: * This field is required', 'Condition: * This field is required', 'Comments: * This field is required', 'Postcode: Invalid postcode. Please enter a 4-digit number.']) {
    await expect(summary(page)).toContainText(text)
  }
  await sendOfferDetails(page, '85000', 'One owner, garaged.')
  // The offer itself, for the car the shopper chose, with what happens next and a reference to quote.
  const offer = page.getByTestId('success-offer')
  await expect(offer).toContainText(/Our offer for your .*Corolla ZR.*: \$\d{1,3}(,\d{3})*/)
  await expect(offer).toContainText('subject to an inspection')
  await expect(page.getByTestId('success-reference')).toContainText(/OFR-[A-Z2-9]{8}/)
})

for (const width of [390, 1366]) {
  test(`instant offer at ${width} px: a direct match says which car it found, and the success page shows the offer`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
    await page.goto(site('/sell-my-car'))
    await page.getByLabel('Rego').fill('ABC123')
    await page.getByRole('button', { name: 'Find my car' }).click()
    await expect(page.getByRole('heading', { name: 'Step 3 of 4: Photos' })).toBeVisible()
    await expect(page.getByTestId('instant-offer-car')).toContainText('We found your car from its rego: 2019 Mazda CX-5 Maxx Sport (FWD)')
    await page.getByRole('button', { name: 'Skip photos' }).click()
    await sendOfferDetails(page, '60000', 'Garaged.')
    await expect(page.getByTestId('success-summary')).toHaveText(/^Your instant offer request for the 2019 Mazda CX-5 .+ has been sent to /)
    await expect(page.getByTestId('success-offer')).toContainText(/Our offer for your 2019 Mazda CX-5 .+: \$\d{1,3}(,\d{3})*/)
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(fits, 'the success page does not scroll sideways').toBe(true)
  })
}

test('instant offer: a direct match skips to photos; a provider failure shows the spec message', async ({ page }) => {
  await page.goto(site('/sell-my-car'))
  await page.getByLabel('Rego').fill('ABC123')
  await page.getByRole('button', { name: 'Find my car' }).click()
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Photos' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await page.route('**/api/eval-expert/enter-vin', (route) => route.fulfill({ status: 502, body: '' }))
  await page.getByRole('button', { name: 'Find my car' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred while submitting the form. Please try again.' })).toBeVisible()
})

test('leads and analytics events are not readable without a login; events are recorded', async ({ request }) => {
  expect((await request.get(`${apiBase}/api/leads`)).status()).toBe(403)
  expect((await request.get(`${apiBase}/api/analytics-events`)).status()).toBe(403)
  expect((await request.post(`${apiBase}/api/leads`, { data: {} })).status()).toBe(404) // no dealer at a bare IP
  const headers = { host: `${dealerSlug}.localhost:${E2E_PORT}` }
  const ok = await request.post(`${apiBase}/api/events`, { headers: { ...headers, 'content-type': 'text/plain' }, data: JSON.stringify({ event_id: 26, amount: 30000 }) })
  expect(ok.status()).toBe(202)
  const bad = await request.post(`${apiBase}/api/events`, { headers, data: { event_id: 999 } })
  expect(bad.status()).toBe(400)
  const geo = await request.get(`${apiBase}/api/geocode?postcode=0000`, { headers })
  expect(await geo.json()).toEqual({ message: 'Invalid postcode' })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const path of Object.keys(PAGES).filter((p) => p !== 'service-online')) {
    test(`/${path} at ${viewport.width}px has no WCAG A/AA violations, also with errors shown`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(site(`/${path}`))
      // A form block's code is its own chunk (blocks/*/Lazy.client.tsx) and may hydrate just after the
      // load event; a press before then is the browser's own submit, so press again until the form answers.
      await expect(async () => {
        await page.locator('form.lead-form button[type=submit]').click()
        await expect(summary(page)).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      await page.screenshot({ path: `test-results/forms-${path}-${viewport.width}.png`, fullPage: true })
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}
