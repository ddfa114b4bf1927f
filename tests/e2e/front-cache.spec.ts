/**
 * The front cache against the production server (scripts/next-server.ts): a repeat request for a cached
 * dealer page is answered from memory, and a change in Payload empties it at once, so the next shopper
 * sees the change; gated paths and client navigations always go through Next.
 */
import { expect, test, type APIRequestContext } from './fixtures'

import { DEMO, SUPER_ADMIN, apiBase, apiLogin, tenantId } from './helpers'

const HOST = `${DEMO.harbour.slug}.localhost`
const FRONT = 'x-forecourt-cache'

type Car = { id: number; slug: string; dealercomments?: string | null }

async function anInStockCar(request: APIRequestContext, token: string): Promise<Car> {
  const tenant = await tenantId(request, token, DEMO.harbour.slug)
  const res = await request.get(`${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[status][equals]=in_stock&where[show_on_dealer_website][equals]=true&limit=1&depth=0&sort=id`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(200)
  const car = (await res.json()).docs[0] as Car | undefined
  expect(car, 'an in-stock harbour-city car').toBeTruthy()
  return car!
}

const page = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => request.get(`${apiBase}${path}`, { headers: { host: HOST, ...headers }, maxRedirects: 0 })

/** Asks until the front cache answers (the first visit renders or fills Next's cache, the next fills ours). */
async function untilFrontHit(request: APIRequestContext, path: string) {
  await expect(async () => {
    const res = await page(request, path)
    expect(res.status()).toBe(200)
    expect(res.headers()[FRONT]).toBe('HIT')
  }).toPass({ timeout: 20_000 })
}

test('a repeat request for a vehicle page is answered by the front cache; a change to the car empties it at once, and only its dealer’s pages', async ({ request }) => {
  const token = await apiLogin(request, SUPER_ADMIN)
  const car = await anInStockCar(request, token)
  const path = `/cars/${car.slug}`
  await untilFrontHit(request, path)
  // Another dealer's home page, in the front cache too: a change at Harbour City must leave it there.
  const OTHER = `${DEMO.bayside.slug}.localhost`
  const other = () => request.get(`${apiBase}/`, { headers: { host: OTHER }, maxRedirects: 0 })
  await expect(async () => expect((await other()).headers()[FRONT]).toBe('HIT')).toPass({ timeout: 20_000 })

  const marker = `Front cache check ${Date.now()}`
  const patch = (dealercomments: string | null | undefined) =>
    request.patch(`${apiBase}/api/vehicles/${car.id}`, { headers: { Authorization: `JWT ${token}` }, data: { dealercomments } })
  try {
    const changed = await patch(marker)
    expect(changed.status(), await changed.text()).toBe(200)
    // No waiting: the very next request must not be the copy from before the change.
    const after = await page(request, path)
    expect(after.status()).toBe(200)
    expect(after.headers()[FRONT]).toBe('MISS')
    expect(await after.text()).toContain(marker)
    expect((await other()).headers()[FRONT]).toBe('HIT')
    await untilFrontHit(request, path)
    expect(await (await page(request, path)).text()).toContain(marker)
  } finally {
    const restored = await patch(car.dealercomments ?? null)
    expect(restored.status()).toBe(200)
  }
})

test('client navigations and gated paths always go through Next', async ({ request }) => {
  const token = await apiLogin(request, SUPER_ADMIN)
  const car = await anInStockCar(request, token)
  await untilFrontHit(request, `/cars/${car.slug}`)
  // A client-side navigation asks for the React Server Component payload: Next answers it, not the cache.
  const rsc = await page(request, `/cars/${car.slug}`, { rsc: '1' })
  expect(rsc.headers()[FRONT]).toBeUndefined()
  expect((await rsc.text()).toLowerCase()).not.toContain('<!doctype html>')
  // A gated path is always seen by the proxy (here: sent to sign-in, as a signed-out visitor).
  for (let i = 0; i < 2; i++) {
    const gated = await page(request, '/my-garage')
    expect(gated.headers()[FRONT]).toBeUndefined()
    expect(gated.status()).toBe(307)
    expect(gated.headers().location).toContain('/sign-in')
  }
})
