/**
 * A caravan's page is a caravan's (issue 34), at a phone and a desktop width: no fuel cost calculator,
 * the caravan specifications, the dealer's own wording for the test drive button ("Book an Inspection"
 * by default, tenants/settings.ts), no car copy ("Two keys…"), and similar vehicles that are caravans.
 */
import { expect, test, type APIRequestContext } from './fixtures'

import { DEMO, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

type Listed = { id: number; slug: string; item_type: string; price: number; simple_fuel?: string | null }

/** Outback's in-stock used vehicles (its site shows used ones only: its stock filter). */
async function outbackStock(request: APIRequestContext, where: string): Promise<Listed[]> {
  const token = await apiLogin(request, DEMO.outback.marketer)
  const tenant = await tenantId(request, token, DEMO.outback.slug)
  const res = await request.get(
    `${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&where[car_type][equals]=used&${where}&sort=-custom_rank&limit=200&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(res.status()).toBe(200)
  return (await res.json()).docs as Listed[]
}

for (const width of [390, 1366]) {
  test(`at ${width} px a caravan's page has caravan specs, an inspection button and similar caravans, and no fuel calculator`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
    const caravans = await outbackStock(request, 'where[item_type][equals]=caravan')
    expect(caravans.length, 'Outback has caravans in stock').toBeGreaterThan(1)
    const caravan = caravans[0]!
    await page.goto(siteUrl(DEMO.outback.slug, `/cars/${caravan.slug}`))

    const actions = page.getByTestId('vehicle-actions')
    await expect(actions.getByRole('link', { name: 'Book an Inspection' })).toHaveAttribute('href', `/book-test-drive?car_id=${caravan.id}`)
    await expect(actions.getByRole('link', { name: 'Book a Test Drive' })).toHaveCount(0)
    await expect(page.locator('#vehicle-fuel')).toHaveCount(0)
    await expect(page.getByText('Fuel Cost Calculator')).toHaveCount(0)
    await expect(page.getByText(/Two keys/)).toHaveCount(0)
    const specs = page.getByRole('region', { name: 'Caravan Specifications' })
    for (const label of ['Body Length', 'Body Width', 'Tare Weight', 'Aggregate Trailer Mass']) await expect(specs).toContainText(label)
    // The toggle works once the page has hydrated (its scripts start after the hero photo shows): a
    // click before then does nothing, so click until the list says it is expanded.
    const toggle = specs.locator('button[aria-controls]')
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    for (const label of ['Axle Type', 'Sleeps']) await expect(specs).toContainText(label)
    await expect(page.getByRole('heading', { name: 'Protect Your Caravan' })).toBeVisible()

    const similar = page.locator('#similar')
    await similar.scrollIntoViewIfNeeded()
    await expect(similar.getByRole('heading', { name: 'Similar Caravans' })).toBeVisible()
    const ids = await similar.locator('[data-vehicle-id]').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-vehicle-id'))))
    expect(ids.length).toBeGreaterThan(0)
    const caravanIds = new Set(caravans.map((c) => c.id))
    expect(ids.filter((id) => !caravanIds.has(id)), 'every similar vehicle is a caravan').toEqual([])
  })
}

test("a car's page keeps Book a Test Drive, the fuel calculator and Similar Cars", async ({ page, request }) => {
  const car = (await outbackStock(request, 'where[item_type][equals]=car&where[price][greater_than]=1000')).find((c) => !/electric/i.test(c.simple_fuel ?? ''))
  expect(car, 'an in-stock car at Outback').toBeTruthy()
  await page.goto(siteUrl(DEMO.outback.slug, `/cars/${car!.slug}`))
  await expect(page.getByTestId('vehicle-actions').getByRole('link', { name: 'Book a Test Drive' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Fuel Cost Calculator' })).toBeVisible()
})
