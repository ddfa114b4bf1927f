/**
 * Vehicle page services against the production server:
 *   - the PDF (/api/vehicle-pdf/{slug}, and /cars/{slug}.pdf, which src/lib/site/hostRewrites.ts sends there) is a
 *     valid PDF that pdf-lib parses, downloaded as {slug}.pdf; another dealer's car is a 404;
 *   - the printable page /print?car_id={slug}: key details, price, contact, print CSS; 404 for another
 *     dealer's car; its Download PDF button saves {slug}.pdf and alerts the message on failure;
 *   - GET /api/delivery: the spec's messages and an estimate;
 *   - on the vehicle page (/cars/{slug}, built by the vehicle-page issue): the delivery calculator's
 *     messages and result, and Print opening the printable page in a new tab.
 * Demo cars are found through the dealer's own search endpoint, so the tests do not depend on slugs.
 */
import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from './fixtures'
import { PDFDocument } from 'pdf-lib'

import { autogaugeEligible, readPriceGauge } from '@/domain/vehicle-page/comparison'
import { localGauge } from '@/lib/autogauge/local'
import { DEMO, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

const NO_ESTIMATE = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
const EMPTY_POSTCODE = 'Please enter a postcode.'

type Hit = { id: number; slug: string; make: string; model: string; year: number; price: number; status: string; reserved: boolean; sold: boolean }

async function inStockCars(request: APIRequestContext, domain: string, count: number): Promise<Hit[]> {
  const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, {
    headers: { host: domain, 'content-type': 'application/json' },
    data: { requests: [{ indexName: 'vehicles', hitsPerPage: count, facetFilters: ['status:in_stock'], numericFilters: ['price>1000'] }] },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).results[0].hits as Hit[]
}

async function inStockCar(request: APIRequestContext, domain: string): Promise<Hit> {
  const hit = (await inStockCars(request, domain, 5))[0]
  expect(hit, `an in-stock car of ${domain}`).toBeTruthy()
  return hit!
}

async function expectPdf(body: Buffer, car: Hit) {
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  const doc = await PDFDocument.load(body)
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
  const title = doc.getTitle() ?? ''
  expect(title).toContain(String(car.year))
  expect(title).toContain(car.make)
  expect(title).toContain(car.model)
}

test.describe('the vehicle PDF', () => {
  test('/api/vehicle-pdf/{slug} is a valid PDF attachment named {slug}.pdf', async ({ request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    const res = await request.get(`${apiBase}/api/vehicle-pdf/${car.slug}`, { headers: { host: DEMO.harbour.domain } })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`)
    await expectPdf(await res.body(), car)
  })

  test('another dealer’s car, or an unknown one, is a 404 with a message', async ({ request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    const other = await request.get(`${apiBase}/api/vehicle-pdf/${car.slug}`, { headers: { host: DEMO.bayside.domain } })
    expect(other.status()).toBe(404)
    expect((await other.json()).message).toBeTruthy()
    expect((await request.get(`${apiBase}/api/vehicle-pdf/no-such-car-1`, { headers: { host: DEMO.harbour.domain } })).status()).toBe(404)
  })

  test('/cars/{slug}.pdf downloads the same PDF (the rewrite in src/lib/site/hostRewrites.ts)', async ({ request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    const res = await request.get(`${apiBase}/cars/${car.slug}.pdf`, { headers: { host: DEMO.harbour.domain } })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="${car.slug}.pdf"`)
    await expectPdf(await res.body(), car)
    const other = await inStockCar(request, DEMO.bayside.domain)
    expect((await request.get(`${apiBase}/cars/${other.slug}.pdf`, { headers: { host: DEMO.harbour.domain } })).status()).toBe(404)
  })
})

test.describe('the printable page', () => {
  test('shows the car, its price, specs and the dealer’s contact, laid out for print', async ({ page, request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    const res = await page.goto(siteUrl(DEMO.harbour.slug, `/print?car_id=${car.slug}`))
    expect(res?.status()).toBe(200)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(`${car.year} ${car.make} ${car.model}`)
    await expect(page.getByTestId('print-price')).toContainText('$')
    await expect(page.getByRole('heading', { name: 'Key details' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Contact the dealer' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(car.make))

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeHidden()
    await expect(page.locator('.site > header').first()).toBeHidden()
    await expect(heading).toBeVisible()
  })

  test('another dealer’s car, or no car, is a 404', async ({ page, request }) => {
    const other = await inStockCar(request, DEMO.bayside.domain)
    expect((await page.goto(siteUrl(DEMO.harbour.slug, `/print?car_id=${other.slug}`)))?.status()).toBe(404)
    expect((await page.goto(siteUrl(DEMO.harbour.slug, '/print')))?.status()).toBe(404)
    expect((await page.goto(siteUrl(DEMO.harbour.slug, '/print?car_id=../../etc')))?.status()).toBe(404)
  })

  test('Download PDF saves {slug}.pdf (needs the /cars/{slug}.pdf rewrite)', async ({ page, request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    await page.goto(siteUrl(DEMO.harbour.slug, `/print?car_id=${car.slug}`))
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pdf-download').click()])
    expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`)
    await expectPdf(await readFile((await download.path())!), car)
  })

  test('a PDF failure shows an alert with the message', async ({ page, request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    await page.goto(siteUrl(DEMO.harbour.slug, `/print?car_id=${car.slug}`))
    await page.route('**/*.pdf', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The PDF service is resting.' }) }))
    // The alert blocks the page until dismissed, so it is answered in the handler, not after the click.
    const alerts: { type: string; message: string }[] = []
    page.once('dialog', (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() })
      void dialog.dismiss()
    })
    await page.getByTestId('pdf-download').click()
    await expect.poll(() => alerts).toEqual([{ type: 'alert', message: 'The PDF service is resting.' }])
  })
})

test.describe('GET /api/delivery', () => {
  const get = (request: APIRequestContext, query: string, domain: string = DEMO.harbour.domain) =>
    request.get(`${apiBase}/api/delivery?${query}`, { headers: { host: domain } })

  test('the spec’s messages and an estimate', async ({ request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    const empty = await get(request, `postcode=&car_id=${car.slug}`)
    expect(empty.status()).toBe(400)
    expect((await empty.json()).message).toBe(EMPTY_POSTCODE)
    const none = await get(request, `postcode=6725&car_id=${car.slug}`)
    expect(await none.json()).toEqual({ postcode: '6725', price: null, region: null })
    const ok = await get(request, `postcode=4000&car_id=${car.slug}`)
    expect(ok.status()).toBe(200)
    const body = await ok.json()
    expect(body.region).toBe('Brisbane Metro')
    expect(body.price).toBeGreaterThan(0)
    // Another dealer's car is not looked up.
    expect((await get(request, `postcode=4000&car_id=${car.slug}`, DEMO.bayside.domain)).status()).toBe(404)
  })
})

test('a delivery quote is priced from where the car is: a car at Tweed Heads is cheapest to the Gold Coast over the border', async ({ request }) => {
  const token = await apiLogin(request, DEMO.harbour.marketer)
  const headers = { Authorization: `JWT ${token}` }
  const tenant = await tenantId(request, token, DEMO.harbour.slug)
  const tweed = (await (await request.get(`${apiBase}/api/locations?where[tenant][equals]=${tenant}&where[slug][equals]=tweed-heads&depth=0`, { headers })).json()).docs[0] as { id: number }
  const cars = await request.get(`${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[location][equals]=${tweed.id}&where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&limit=1&depth=0`, { headers })
  const car = (await cars.json()).docs[0] as { slug: string }
  const quote = async (postcode: string) => (await request.get(`${apiBase}/api/delivery?postcode=${postcode}&car_id=${car.slug}`, { headers: { host: DEMO.harbour.domain } })).json()
  const [ownTown, goldCoast, brisbane, melbourne] = await Promise.all(['2485', '4217', '4000', '3000'].map(quote))
  expect(goldCoast).toMatchObject({ region: 'Gold Coast' })
  expect(goldCoast.price).toBe(ownTown.price)
  expect(brisbane.price).toBeGreaterThan(goldCoast.price)
  expect(melbourne.price).toBeGreaterThan(brisbane.price)
})

test.describe('on the vehicle page (/cars/{slug})', () => {
  test('the delivery calculator: empty, no estimate, then a result', async ({ page, request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    expect((await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`)))?.status()).toBe(200)
    const calculator = page.locator('.vs-delivery')
    await calculator.scrollIntoViewIfNeeded()
    const input = calculator.getByLabel('Postcode')
    const submit = calculator.getByRole('button', { name: 'Calculate' })
    await submit.click()
    await expect(calculator.getByRole('alert')).toHaveText(EMPTY_POSTCODE)
    await input.fill('6725')
    await submit.click()
    await expect(calculator.getByRole('alert')).toHaveText(NO_ESTIMATE)
    await input.fill('4a00')
    await expect(input).toHaveValue('400')
    await input.fill('4000')
    await submit.click()
    await expect(calculator.locator('.vs-delivery__result')).toContainText('Estimated delivery to Brisbane Metro (4000):')
    await expect(calculator.locator('.vs-delivery__result')).toContainText('$')
    await expect(calculator.getByRole('alert')).toHaveCount(0)
  })

  test('Print opens the printable page in a new tab', async ({ page, context, request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    const print = page.getByRole('link', { name: /print/i }).first()
    await expect(print).toHaveAttribute('target', '_blank')
    const [tab] = await Promise.all([context.waitForEvent('page'), print.click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/print')
    expect(new URL(tab.url()).searchParams.get('car_id')).toBe(car.slug)
    await expect(tab.getByRole('heading', { level: 1 })).toContainText(car.model)
  })

  test('similar cars: up to 6 of the dealer’s cars in the price band, never the car itself', async ({ page, request }) => {
    const car = await inStockCar(request, DEMO.harbour.domain)
    await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
    const section = page.locator('#similar')
    await expect(section.getByRole('heading', { name: 'Similar Cars' })).toBeVisible()
    const cards = section.locator('article.vehicle-card')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(6)
    const ids = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-vehicle-id'))))
    expect(ids).not.toContain(car.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('the price comparison shows exactly when the gauge passes the hiding rules', async ({ page, request }) => {
    const cars = (await inStockCars(request, DEMO.harbour.domain, 8)).slice(0, 4)
    for (const car of cars) {
      // The in-process gauge service is deterministic: work out what the page must do.
      const expected = autogaugeEligible(car) && (() => {
        const read = readPriceGauge(localGauge({ id: car.id, path: `/cars/${car.slug}`, price: car.price }))
        return read.ok && read.gauge !== null
      })()
      await page.goto(siteUrl(DEMO.harbour.slug, `/cars/${car.slug}`))
      await expect(page.getByTestId('price-comparison'), car.slug).toHaveCount(expected ? 1 : 0)
      if (expected) await expect(page.getByTestId('price-comparison').getByRole('heading', { name: 'Price comparison' })).toBeVisible()
    }
  })
})
