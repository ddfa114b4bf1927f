/**
 * Reserve with a refundable deposit and the online purchase journey, in Chromium against the demo
 * dealers and the payment simulator `npm start` runs beside the app (tests/e2e/helpers.ts):
 * Reserve Now → the form → pay on the simulator's hosted page → the confirmation → Reserved on the
 * vehicle page and its search card; a declined card and Cancel change nothing; a sold car has no
 * reserve button; the per-site path and switch; the journey to the deposit step and on to a reservation.
 *
 * Harbour City gates checkout behind sign-in by default (gateCheckout). The suite turns that off as
 * super-admin so each test starts straight at the form (restored after); the first test turns it back
 * on for itself and goes through the gate and the real SMS sign-in; Bayside keeps its gate.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { completeSignIn, signInCustomer } from './customers'
import { DEMO, SUPER_ADMIN, apiBase, apiLogin, paymentsSimulatorUrl, siteUrl, tenantId } from './helpers'

type Car = { id: number; slug: string; name: string; stocknum: string; price: number; car_type: string; status: string; sold_date?: string | null }

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const DAY = 86_400_000
const used = new Set<number>()
let token = ''
let harbourId = 0

/**
 * Sets one of a dealer's shopper features, sending its settings back whole; answers a function that
 * puts the old value back. Pages are purged by the tenant's hooks, so the next visit sees the switch.
 */
async function setFeature(request: APIRequestContext, id: number, feature: string, on: boolean): Promise<() => Promise<void>> {
  const headers = { Authorization: `JWT ${token}` }
  const settings = (await (await request.get(`${apiBase}/api/tenants/${id}?depth=0`, { headers })).json()).settings
  const put = async (value: unknown) => {
    const res = await request.patch(`${apiBase}/api/tenants/${id}`, { headers, data: { settings: { ...settings, features: { ...settings.features, [feature]: value } } } })
    expect(res.status(), await res.text()).toBe(200)
  }
  await put(on)
  return () => put(settings.features[feature])
}

/** Sets Harbour City's gateCheckout, sending its settings back whole with that one switch changed. */
async function setGate(request: APIRequestContext, on: boolean) {
  const headers = { Authorization: `JWT ${token}` }
  const settings = (await (await request.get(`${apiBase}/api/tenants/${harbourId}?depth=0`, { headers })).json()).settings
  const res = await request.patch(`${apiBase}/api/tenants/${harbourId}`, { headers, data: { settings: { ...settings, accounts: { ...settings.accounts, gateCheckout: on } } } })
  expect(res.status(), await res.text()).toBe(200)
  expect((await res.json()).doc.settings.accounts.gateCheckout).toBe(on)
  // The proxy keeps each dealer's switches for a few seconds: wait until it answers by the new one.
  await expect
    .poll(
      async () =>
        (await request.get(`${apiBase}/checkout-journey`, { headers: { host: `${DEMO.harbour.slug}.localhost` }, maxRedirects: 0 })).status() === 307,
      { message: `the checkout gate ${on ? 'on' : 'off'}`, timeout: 15_000 },
    )
    .toBe(on)
}

/** A Harbour City car none of these tests has used: in stock, priced, not reserved, not electric (the EV tag outranks Reserved). */
async function freeCar(request: APIRequestContext, extra = ''): Promise<Car> {
  const res = await request.get(
    `${apiBase}/api/vehicles?where[tenant][equals]=${harbourId}&where[status][equals]=in_stock&where[reserved][equals]=false&where[show_on_dealer_website][equals]=true` +
      `&where[price][greater_than]=8000&where[simple_fuel][in]=Petrol,Diesel&where[car_type][equals]=used${extra}&sort=price&limit=40&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(res.status()).toBe(200)
  const car = ((await res.json()).docs as Car[]).find((c) => !used.has(c.id) && c.stocknum)
  expect(car, 'a free Harbour City car').toBeTruthy()
  used.add(car!.id)
  return car!
}

async function fillDetails(page: Page) {
  const form = page.getByTestId('reservation-form')
  await form.getByLabel('First name').fill('Jane')
  await form.getByLabel('Last name').fill('Citizen')
  await form.getByLabel('Email').fill('jane.citizen@example.com')
  await form.getByLabel('Mobile').fill('0412 345 678')
  await form.getByLabel('Postcode').fill('4217')
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check()
}

/** Reserves a car the way a shopper does; answers the reservation's reference. */
async function reserveThroughTheSite(page: Page, car: Car): Promise<string> {
  await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}/checkout`))
  await fillDetails(page)
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
  await page.getByRole('button', { name: 'Pay $200.00' }).click()
  await expect(page.getByTestId('reservation-confirmation')).toHaveAttribute('data-status', 'active')
  return (await page.getByTestId('reservation-reference').textContent())!.trim()
}

type StoredReservation = { id: number; status: string; payment: { paymentId: string | null; refundId: string | null } }
async function reservationOf(request: APIRequestContext, reference: string): Promise<StoredReservation> {
  const res = await request.get(`${apiBase}/api/reservations?where[reference][equals]=${reference}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0]
}
const simRefunds = async (request: APIRequestContext) => (await (await request.get(`${paymentsSimulatorUrl()}/_sim/refunds`)).json()).refunds as { payment_id: string; amount: number }[]

/** Whether the car's page (as any shopper gets it, cache included) says Reserved. */
async function pageSaysReserved(page: Page, car: Car): Promise<boolean> {
  await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
  return (await page.getByTestId('vehicle-reserved').count()) > 0
}

async function leadsOf(request: APIRequestContext, carId: number, form: string) {
  const res = await request.get(`${apiBase}/api/leads?where[vehicle][equals]=${carId}&where[form][equals]=${form}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).docs as { publicId: string; fields: Record<string, unknown> }[]
}

test.describe('reserve with a refundable deposit', () => {
  test.beforeAll(async ({ request }) => {
    token = await apiLogin(request, SUPER_ADMIN)
    harbourId = await tenantId(request, token, DEMO.harbour.slug)
    await setGate(request, false)
  })
  test.afterAll(async ({ request }) => {
    await setGate(request, true)
  })

  test('Reserve Now → form → pay on the hosted page → confirmation → Reserved on the vehicle page and its search card', async ({ page, request, browser }) => {
    await setGate(request, true)
    const car = await freeCar(request)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    const actions = page.getByTestId('vehicle-actions')
    await expect(actions).toContainText('$200 fully refundable deposit, held for 48 hours')
    await actions.getByRole('link', { name: 'Reserve Now' }).click()

    // Checkout is gated (the default): a signed-out shopper signs in by SMS code and comes back.
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('type') === 'checkout' && url.searchParams.get('redirect') === `/cars/${car.slug}/checkout`)
    await completeSignIn(page, '0412 345 678')
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`))
    // Signed-in shopper's number is already in the form.
    await expect(page.getByTestId('reservation-form').getByLabel('Mobile')).toHaveValue(/0412 ?345 ?678|\+61412345678/)
    // The rest of this test (a stranger's visits included) runs with the suite's gate off.
    await setGate(request, false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve this car with a $200 deposit')
    const copy = page.getByTestId('reservation-copy')
    await expect(copy).toContainText('Your car is held for 48 hours.')
    await expect(copy).toContainText('Your deposit is 100% refundable.')
    await expect(copy.getByRole('heading', { name: '48-hour money-back guarantee' })).toBeVisible()
    const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    // Nothing filled in: the summary lists every problem and takes the focus.
    await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
    const summary = page.locator('.form-errors')
    await expect(summary).toBeFocused()
    await expect(summary).toContainText('Please fix the following errors:')
    await expect(summary).toContainText('Postcode: Invalid postcode. Please enter a 4-digit number.')
    await expect(summary).toContainText('*You must agree to the terms of use before submitting.')

    await fillDetails(page)
    await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
    await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/pay/cs_`))
    await expect(page.getByTestId('amount')).toHaveText('$200.00')
    await page.getByRole('button', { name: 'Pay $200.00' }).click()

    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout/confirmation\\?reference=RSV-[A-Z0-9]{8}$`))
    const confirmation = page.getByTestId('reservation-confirmation')
    await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')
    const reference = (await page.getByTestId('reservation-reference').textContent())!.trim()
    await expect(confirmation).toContainText('fully refundable $200 deposit')
    const confirmationAxe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
    expect(confirmationAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    const confirmationUrl = page.url()

    // The vehicle page says Reserved and offers no Reserve Now.
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    await expect(page.getByTestId('vehicle-reserved')).toHaveText('Reserved')
    await expect(page.getByTestId('vehicle-actions').getByRole('link', { name: 'Reserve Now' })).toHaveCount(0)
    // Its search card carries the Reserved tag.
    await page.goto(siteUrl(DEMO.harbour.slug, `/search?query=${encodeURIComponent(car.stocknum)}`))
    await expect(page.locator(`.vehicle-card[data-vehicle-id="${car.id}"] .vehicle-card__tag`)).toHaveText('Reserved')

    // One lead for the dealer, with the reference, however often the return is replayed.
    const sessions = (await (await request.get(`${paymentsSimulatorUrl()}/_sim/sessions`)).json()).sessions as { id: string; reference: string }[]
    const session = sessions.find((s) => s.reference === reference)!
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}/checkout/complete?session_id=${session.id}`))
    await expect(page).toHaveURL(confirmationUrl)
    await expect(page.getByTestId('reservation-confirmation')).toHaveAttribute('data-status', 'active')
    // The simulator's signed webhook reached us as well, and was accepted.
    const webhooks = (await (await request.get(`${paymentsSimulatorUrl()}/_sim/webhooks`)).json()).webhooks as { session_id: string; status: number | null }[]
    expect(webhooks.filter((w) => w.session_id === session.id)).toEqual([expect.objectContaining({ status: 200 })])
    const leads = await leadsOf(request, car.id, 'reservation')
    expect(leads).toHaveLength(1)
    expect(leads[0]!.fields).toMatchObject({ reservation_reference: reference, deposit: '$200.00', email: 'jane.citizen@example.com' })

    // Someone else (no receipt, not signed in) learns nothing from the reference.
    const stranger = await browser.newContext()
    const other = await stranger.newPage()
    await other.goto(confirmationUrl)
    await expect(other.getByTestId('reservation-not-found')).toContainText('There is no reservation with that reference for you on this site.')
    await expect(other.getByTestId('reservation-reference')).toHaveCount(0)
    // A made-up session id changes nothing.
    await other.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}/checkout/complete?session_id=cs_tampered00000000`))
    await expect(other.getByTestId('reservation-unknown')).toContainText('This link does not match a reservation of ours, so nothing has changed.')
    // The reserved car cannot be reserved again.
    await other.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}/checkout`))
    await expect(other.getByTestId('reservation-refused')).toContainText('Sorry, this car is already reserved by another customer.')
    await stranger.close()
  })

  test('a declined card and Cancel take no money and reserve nothing', async ({ page, request }) => {
    const car = await freeCar(request)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}/checkout`))
    await fillDetails(page)
    await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
    await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/pay/cs_`))
    await page.getByLabel('Card number').fill('4000 0000 0000 0002')
    await page.getByRole('button', { name: 'Pay $200.00' }).click()
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. No money was taken. Please try another card.')
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout\\?cancelled=1$`))
    await expect(page.getByTestId('reservation-cancelled')).toHaveText('Payment cancelled. No money was taken and the car is not reserved.')
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    await expect(page.getByTestId('vehicle-reserved')).toHaveCount(0)
    await expect(page.getByTestId('vehicle-actions').getByRole('link', { name: 'Reserve Now' })).toBeVisible()
    expect(await leadsOf(request, car.id, 'reservation')).toHaveLength(0)
  })

  test('a sold car shows no reserve button, and its checkout says why', async ({ page, request }) => {
    const res = await request.get(`${apiBase}/api/vehicles?where[tenant][equals]=${harbourId}&where[status][equals]=sold&where[show_on_dealer_website][equals]=true&sort=-sold_date&limit=5&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const sold = ((await res.json()).docs as Car[]).find((c) => c.sold_date && Date.now() - Date.parse(c.sold_date) < 3 * DAY)
    expect(sold, 'a recently sold Harbour City car').toBeTruthy()
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${sold!.slug}`))
    await expect(page.getByTestId('vehicle-sold-panel')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Reserve Now' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Buy Online' })).toHaveCount(0)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${sold!.slug}/checkout`))
    await expect(page.getByTestId('reservation-refused')).toContainText('Sorry, this car has been sold, so it can no longer be reserved online.')
    await expect(page.getByTestId('reservation-form')).toHaveCount(0)
  })

  test('each site reserves at its own address, and not at all where the switch is off', async ({ page, request }) => {
    // Bayside Mazda reserves at /buy-online; its /checkout is a 404.
    const bayside = await tenantId(request, token, DEMO.bayside.slug)
    const res = await request.get(
      `${apiBase}/api/vehicles?where[tenant][equals]=${bayside}&where[status][equals]=in_stock&where[reserved][equals]=false&where[price][greater_than]=8000&where[show_on_dealer_website][equals]=true&limit=1&depth=0`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    const car = ((await res.json()).docs as Car[])[0]!
    await page.goto(siteUrl(DEMO.bayside.slug, `/cars/${car.slug}`))
    await expect(page.getByTestId('vehicle-actions').getByRole('link', { name: 'Reserve Now' })).toHaveAttribute('href', `/cars/${car.slug}/buy-online`)
    // Bayside gates checkout (the default): a signed-out shopper is asked to sign in first, for either
    // address; signed in, /buy-online is the form and /checkout is not found.
    await page.goto(siteUrl(DEMO.bayside.slug, `/cars/${car.slug}/checkout`))
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('type') === 'checkout')
    await signInCustomer(page, DEMO.bayside.slug, '0412 345 679', '/')
    expect((await page.goto(siteUrl(DEMO.bayside.slug, `/cars/${car.slug}/checkout`)))?.status()).toBe(404)
    await page.goto(siteUrl(DEMO.bayside.slug, `/cars/${car.slug}/buy-online`))
    await expect(page.getByTestId('reservation-form')).toBeVisible()
    // With reservations switched off (the demo has them on everywhere): no button, and the
    // reservation pages refuse or are 404s.
    const outback = await tenantId(request, token, DEMO.outback.slug)
    const restore = await setFeature(request, outback, 'reserve', false)
    try {
      const o = await request.get(`${apiBase}/api/vehicles?where[tenant][equals]=${outback}&where[status][equals]=in_stock&where[price][greater_than]=8000&where[show_on_dealer_website][equals]=true&limit=1&depth=0`, {
        headers: { Authorization: `JWT ${token}` },
      })
      const outbackCar = ((await o.json()).docs as Car[])[0]!
      await page.goto(siteUrl(DEMO.outback.slug, `/cars/${outbackCar.slug}`))
      await expect(page.getByTestId('vehicle-actions')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Reserve Now' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Buy Online' })).toHaveCount(0)
      await page.goto(siteUrl(DEMO.outback.slug, `/cars/${outbackCar.slug}/checkout`))
      await expect(page.getByTestId('reservation-refused')).toContainText('Online reservations are not available on this site.')
      expect((await page.goto(siteUrl(DEMO.outback.slug, `/checkout-journey?car_id=${outbackCar.id}`)))?.status()).toBe(404)
    } finally {
      await restore()
    }
  })

  test("the dealer's cancel, and a hold that ran out, release the car and refund the deposit", async ({ page, request }) => {
    test.setTimeout(180_000)
    // Cancelled by the dealer (the admin's REST API): released at once, refunded by the job queue.
    const cancelled = await freeCar(request)
    const firstReference = await reserveThroughTheSite(page, cancelled)
    const first = await reservationOf(request, firstReference)
    expect(await pageSaysReserved(page, cancelled)).toBe(true)
    const patch = await request.patch(`${apiBase}/api/reservations/${first.id}`, { headers: { Authorization: `JWT ${token}` }, data: { status: 'cancelled' } })
    expect(patch.status(), await patch.text()).toBe(200)
    expect(await pageSaysReserved(page, cancelled)).toBe(false)
    await expect.poll(async () => (await reservationOf(request, firstReference)).payment.refundId, { timeout: 30_000 }).toBeTruthy()
    expect((await reservationOf(request, firstReference)).status).toBe('cancelled')
    expect((await simRefunds(request)).filter((r) => r.payment_id === first.payment.paymentId)).toEqual([expect.objectContaining({ amount: 20_000 })])

    // A hold whose time is up: the scheduled sweep lapses it outside any request, and the car's cached
    // page still stops saying Reserved.
    const lapsing = await freeCar(request)
    const reference = await reserveThroughTheSite(page, lapsing)
    const second = await reservationOf(request, reference)
    expect(await pageSaysReserved(page, lapsing)).toBe(true)
    const past = await request.patch(`${apiBase}/api/reservations/${second.id}`, { headers: { Authorization: `JWT ${token}` }, data: { heldUntil: new Date(Date.now() - 60_000).toISOString() } })
    expect(past.status(), await past.text()).toBe(200)
    await expect.poll(async () => (await reservationOf(request, reference)).status, { timeout: 100_000, intervals: [2_000] }).toBe('expired')
    await expect.poll(async () => (await reservationOf(request, reference)).payment.refundId, { timeout: 30_000 }).toBeTruthy()
    expect((await simRefunds(request)).filter((r) => r.payment_id === second.payment.paymentId)).toEqual([expect.objectContaining({ amount: 20_000 })])
    expect(await pageSaysReserved(page, lapsing)).toBe(false)
  })

  test('the online purchase journey: every step checked, stored as a lead on Review, then the deposit', async ({ page, request }) => {
    const car = await freeCar(request)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    await page.getByTestId('vehicle-actions').getByRole('link', { name: 'Buy Online' }).click()
    await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.id}$`))
    const journey = page.getByTestId('journey')
    const heading = journey.getByRole('heading', { level: 2 })
    await expect(heading).toHaveText('Step 1 of 6: Vehicle')
    await expect(journey.getByTestId('reservation-car')).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()

    // Trade-in: nothing chosen is refused; the keyboard chooses Yes.
    await expect(heading).toHaveText('Step 2 of 6: Trade-in')
    await expect(heading).toBeFocused()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.locator('.form-errors')).toContainText('* Please choose one option.')
    await page.getByRole('radio', { name: 'Yes' }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.locator('.form-errors')).toContainText('Registration: * Please enter the registration (2 to 9 letters or digits).')
    await page.getByLabel('Registration').fill('abc123')
    await page.getByLabel('Make').fill('Mazda')
    await page.getByLabel('Model').fill('3')
    await page.getByLabel('Kilometres').fill('85,000')
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(heading).toHaveText('Step 3 of 6: Finance')
    // A reload keeps the shopper's place and answers (issue 34).
    await page.reload()
    await expect(heading).toHaveText('Step 3 of 6: Finance')
    await page.getByRole('radio', { name: 'Finance' }).check()
    await expect(page.getByTestId('journey-estimate')).toContainText(/est\. \$[\d,]+\/wk/)
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(heading).toHaveText('Step 4 of 6: Delivery or pickup')
    await page.getByRole('radio', { name: 'Deliver it to me' }).check()
    await page.getByLabel('Delivery postcode').fill('40')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.locator('.form-errors')).toContainText('Invalid postcode. Please enter a 4-digit number.')
    await page.getByLabel('Delivery postcode').fill('4000')
    await page.getByRole('button', { name: 'Get a delivery estimate' }).click()
    await expect(page.getByTestId('journey-delivery-estimate')).toContainText(/Delivery to Brisbane Metro: about \$\d+/)
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(heading).toHaveText('Step 5 of 6: Review')
    const review = page.getByTestId('journey-review')
    await expect(review).toContainText('ABC123 · Mazda 3 · 85,000 km')
    await expect(review).toContainText('Finance')
    await expect(review).toContainText('Delivery to 4000')
    await page.getByLabel('First name').fill('Sam')
    await page.getByLabel('Last name').fill('Buyer')
    await page.getByLabel('Email').fill('sam.buyer@example.com')
    await page.getByLabel('Mobile').fill('0412 000 111')
    await page.getByLabel('Postcode').fill('4000')
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.getByRole('button', { name: 'Confirm and continue to deposit' }).click()

    // Stored as a lead before the deposit step.
    await expect(heading).toHaveText('Step 6 of 6: Deposit')
    const [lead] = await leadsOf(request, car.id, 'online-purchase')
    expect(lead!.fields).toMatchObject({ trade_in_rego: 'ABC123', trade_in_km: 85_000, payment_method: 'Finance', handover: 'Delivery', delivery_postcode: '4000', email: 'sam.buyer@example.com' })
    // The deposit is the reservation checkout, prefilled from the journey.
    await expect(page.getByTestId('reservation-form').getByLabel('Email')).toHaveValue('sam.buyer@example.com')
    // The terms were agreed on Review: asked once, not again before paying.
    await expect(page.getByTestId('terms-agreed')).toContainText('You agreed to the reservation terms and conditions on the Review step.')
    await expect(page.getByTestId('reservation-form').getByRole('checkbox', { name: /terms and conditions/ })).toHaveCount(0)
    await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
    await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/pay/cs_`))
    await page.getByRole('button', { name: 'Pay $200.00' }).click()
    await expect(page.getByTestId('reservation-confirmation')).toHaveAttribute('data-status', 'active')
    const [reservationLead] = await leadsOf(request, car.id, 'reservation')
    expect(reservationLead!.fields).toMatchObject({ online_purchase_lead_id: lead!.publicId })
  })
})
