/**
 * The test-drive form opened from a car's page (issue 34) at a phone and a desktop width: it names the
 * car, preselects the car's location, offers sales locations only, and refuses a preferred time that has
 * passed or falls outside the location's hours, with those hours in the message; the server refuses
 * the same time when the browser's check is skipped. Tweed Heads (tenants/demo/seed/locations.ts) opens
 * 10:00am - 4:00pm on Sundays.
 */
import { expect, test, type APIRequestContext } from './fixtures'

import { DEMO, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

type Car = { id: number; slug: string; year: number; make: string; model: string }

async function carAtTweedHeads(request: APIRequestContext): Promise<Car> {
  const token = await apiLogin(request, DEMO.harbour.marketer)
  const headers = { Authorization: `JWT ${token}` }
  const tenant = await tenantId(request, token, DEMO.harbour.slug)
  const tweed = (await (await request.get(`${apiBase}/api/locations?where[tenant][equals]=${tenant}&where[slug][equals]=tweed-heads&depth=0`, { headers })).json()).docs[0] as { id: number }
  const res = await request.get(
    `${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[location][equals]=${tweed.id}&where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&sort=-custom_rank&limit=1&depth=0`,
    { headers },
  )
  const car = (await res.json()).docs[0] as Car | undefined
  expect(car, 'an in-stock car at Tweed Heads').toBeTruthy()
  return car!
}

/** The next Sunday (at least two days ahead) as YYYY-MM-DD, on Sydney's calendar. */
function nextSunday(): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Australia/Sydney' }))
  const ahead = ((7 - today.getDay()) % 7 || 7) + (today.getDay() >= 5 ? 7 : 0)
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ahead)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

for (const width of [390, 1366]) {
  test(`at ${width} px the test-drive form from a car's page names the car, picks its location and refuses a closed time`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
    const car = await carAtTweedHeads(request)
    await page.goto(siteUrl(DEMO.harbour.slug, `/book-test-drive?car_id=${car.id}`))
    await expect(page.getByTestId('form-car')).toContainText(`${car.year} ${car.make} ${car.model}`)
    await expect(page.getByTestId('form-car')).toContainText('at Harbour City Kia & Ford Tweed Heads')

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Jane')
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Citizen')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jane@example.com')
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('0412 345 678')
    await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('4217')
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    const location = page.getByLabel('Location')
    await expect(location).toHaveValue(/\d+/)
    await expect(location.locator('option:checked')).toHaveText('Harbour City Kia & Ford Tweed Heads')
    const offered = await location.locator('option').allTextContents()
    expect(offered.filter((o) => /Service/.test(o)), 'no service centre is offered for a test drive').toEqual([])
    expect(offered).toContain('Harbour City Toyota & Hyundai Southport')

    const when = page.getByLabel('Preferred date and time')
    await expect(when).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    await expect(page.getByText(/Harbour City Kia & Ford Tweed Heads hours: .*Sun 10:00am - 4:00pm/)).toBeVisible()
    const book = page.getByRole('button', { name: 'Book test drive' })

    await when.fill('2026-01-12T10:00')
    await book.click()
    await expect(page.locator('.form-errors')).toContainText('Please choose a date and time that has not passed.')

    const sunday = nextSunday()
    await when.fill(`${sunday}T08:00`)
    await book.click()
    await expect(page.locator('.form-errors')).toContainText(/Harbour City Kia & Ford Tweed Heads is open 10:00am - 4:00pm on Sun \d+ \w{3}\. Please choose a time within those hours\./)

    await when.fill(`${sunday}T11:00`)
    // Where the dealer asks for the terms to be agreed (a setting).
    const terms = page.getByLabel(/I agree to the/)
    if (await terms.count()) await terms.check()
    await book.click()
    await expect(page).toHaveURL(/\/success\?lead=ld_/, { timeout: 20_000 })
    await expect(page.getByTestId('success-summary')).toHaveText(new RegExp(`^Your test drive request for the ${car.year} ${car.make} ${car.model} has been sent to `))
  })
}

test('the lead API refuses a test drive at a time the location is closed, with its hours', async ({ request }) => {
  const car = await carAtTweedHeads(request)
  const res = await request.post(`${apiBase}/api/leads`, {
    headers: { host: DEMO.harbour.domain },
    data: {
      form: 'test-drive',
      idempotency_key: `td-closed-${Date.now()}`,
      car_id: car.id,
      fields: { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4217', 'Test Drive Booking Date': `${nextSunday()}T20:00` },
    },
  })
  expect(res.status()).toBe(400)
  expect(JSON.stringify(await res.json())).toContain('Harbour City Kia & Ford Tweed Heads is open 10:00am - 4:00pm on Sun')
})
