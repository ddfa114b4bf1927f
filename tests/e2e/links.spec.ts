/**
 * No link leads nowhere (issue 17): for each demo dealer, every internal link reachable from the home
 * page (the header menu, the footer and the home page's blocks) and from the pages those links reach
 * (one level deeper) answers without a 404 or a 500.
 *
 * Pages are fetched over plain HTTP with the dealer's Host header (no browser), so the header's
 * dropdown panels and the drawer, rendered on the server but hidden, are read too. Redirects are
 * followed by hand and only within the dealer's site (a gated page's sign-in, a trailing slash).
 * Every failure of a dealer is listed in one assertion message, with the page that links to it.
 *
 * Then the marketers' side: a page whose link leads nowhere saves, and the admin warns about it in the
 * page's sidebar (GET /api/link-check) and on the dashboard, saying where the link is.
 */
import { expect, request as requests, test, type APIRequestContext } from './fixtures'

import { DEMO, adminLogin, apiBase, apiLogin, openAdminDocument, tenantId } from './helpers'

type Dealer = (typeof DEMO)[keyof typeof DEMO]
type Fetched = { status: number; html: string; finalPath: string }

/** Paths that are not pages: Next's assets, our own assets and the API. */
const NOT_PAGES = /^\/(_next|assets|api|admin)(\/|$)/
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

/** The internal links (site paths, query kept, hash dropped) of every `<a href>` in `html`. */
function internalLinks(html: string, dealer: Dealer): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = match[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e)
    const path = sitePath(raw, dealer)
    if (path && !NOT_PAGES.test(path)) found.add(path)
  }
  return [...found]
}

/** `href` as a path of this dealer's site, or null for another site, a tel:/mailto: or a bare #anchor. */
function sitePath(href: string, dealer: Dealer): string | null {
  if (href.startsWith('#') || href === '') return null
  let url: URL
  try {
    url = new URL(href, `http://${dealer.domain}/`)
  } catch {
    return null
  }
  const ownHosts = [dealer.domain, `www.${dealer.domain}`, `${dealer.slug}.localhost`]
  if (!/^https?:$/.test(url.protocol) || !ownHosts.includes(url.hostname)) return null
  return `${url.pathname}${url.search}`
}

/** GETs `path` as the dealer's site, following redirects that stay on it (at most 5). */
async function fetchPage(request: APIRequestContext, dealer: Dealer, path: string): Promise<Fetched> {
  let current = path
  for (let hop = 0; hop < 6; hop++) {
    const res = await request.get(`${apiBase}${current}`, { headers: { host: dealer.domain }, maxRedirects: 0, timeout: 60_000 })
    const status = res.status()
    const location = res.headers()['location']
    if (status >= 300 && status < 400 && location) {
      const next = sitePath(location, dealer)
      // A redirect off the dealer's site (an external payment page, say) ends the walk as a success.
      if (!next) return { status: 200, html: '', finalPath: location }
      current = next
      continue
    }
    const type = res.headers()['content-type'] ?? ''
    return { status, html: type.includes('text/html') ? await res.text() : '', finalPath: current }
  }
  return { status: 508, html: '', finalPath: current }
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(Array.from({ length: limit }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
  }))
}

test.describe('no link leads nowhere', () => {
  for (const dealer of Object.values(DEMO)) {
    test(`${dealer.slug}: every link from the home page, and from the pages it links to, answers`, async ({ request }) => {
      test.setTimeout(600_000)
      const home = await fetchPage(request, dealer, '/')
      expect(home.status, `${dealer.slug} home page`).toBe(200)

      /** Each link to check, with the first page found linking to it. */
      const linkedFrom = new Map<string, string>()
      const add = (links: string[], from: string) => {
        for (const link of links) if (!linkedFrom.has(link)) linkedFrom.set(link, from)
      }
      const firstLevel = internalLinks(home.html, dealer).filter((l) => l !== '/')
      add(firstLevel, '/')

      const results = new Map<string, number>()
      // One level deeper: the pages the home page links to, and each link on them.
      await inBatches(firstLevel, 4, async (path) => {
        const page = await fetchPage(request, dealer, path)
        results.set(path, page.status)
        if (page.status < 400) add(internalLinks(page.html, dealer), path)
      })
      const secondLevel = [...linkedFrom.keys()].filter((path) => !results.has(path) && path !== '/')
      await inBatches(secondLevel, 4, async (path) => {
        results.set(path, (await fetchPage(request, dealer, path)).status)
      })

      const failures = [...results]
        .filter(([, status]) => status === 404 || status >= 500)
        .map(([path, status]) => `${status} ${path} (linked from ${linkedFrom.get(path)})`)
        .sort()
      expect(results.size, `${dealer.slug} has links to check`).toBeGreaterThan(10)
      expect(failures, `${dealer.slug}: ${failures.length} of ${results.size} links fail:\n${failures.join('\n')}`).toEqual([])
    })
  }
})

test('a page with a link that leads nowhere saves, with a warning in its sidebar and on the dashboard', async ({ page, request }) => {
  const dealer = DEMO.outback
  const token = await apiLogin(request, dealer.marketer)
  const tenant = await tenantId(request, token, dealer.slug)
  const auth = { Authorization: `JWT ${token}` }
  const slug = `link-check-${Date.now()}`
  const created = await request.post(`${apiBase}/api/pages`, {
    headers: auth,
    data: {
      title: 'Link check',
      slug,
      tenant,
      _status: 'published',
      layout: [{ blockType: 'cta', heading: 'Where to next?', buttons: [{ link: { label: 'Nowhere', href: '/no-such-page?from=test' } }, { link: { label: 'Insurance', href: '/finance/insurance' } }] }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  try {
    const check = await request.get(`${apiBase}/api/link-check?collection=pages&id=${id}`, { headers: auth })
    expect(check.status()).toBe(200)
    expect(await check.json()).toEqual({ checked: 2, broken: [{ href: '/no-such-page?from=test', path: '/no-such-page', where: 'Block 1 (Call to action) › “Nowhere”' }] })
    // Staff only, and only for their own dealers (fresh contexts: a login leaves its cookie behind).
    const anonymous = await requests.newContext()
    expect((await anonymous.get(`${apiBase}/api/link-check?collection=pages&id=${id}`)).status()).toBe(401)
    const other = await apiLogin(anonymous, DEMO.bayside.marketer)
    expect((await anonymous.get(`${apiBase}/api/link-check?collection=pages&id=${id}`, { headers: { Authorization: `JWT ${other}` } })).status()).toBe(404)
    await anonymous.dispose()

    await adminLogin(page, dealer.marketer)
    await openAdminDocument(page, `/admin/collections/pages/${id}`)
    const warning = page.getByTestId('link-check-warning')
    await expect(warning).toContainText('1 link leads nowhere')
    await expect(warning).toContainText('/no-such-page?from=test')
    await expect(warning).toContainText('Block 1 (Call to action) › “Nowhere”')
    // Saving still works, and the warning stays.
    await page.locator('#field-title').fill('Link check, saved')
    // Pages autosave a draft as they are typed; a publish pressed while that autosave is under way
    // was dropped without a word (seen once under load). Publish once the draft is stored.
    await expect(page.locator('.status__value')).toHaveText('Changed', { timeout: 15_000 })
    await page.locator('#action-save').click()
    await expect(page.getByText(/updated successfully|published successfully/i)).toBeVisible({ timeout: 15_000 })
    await expect(warning).toContainText('/no-such-page?from=test')

    await page.goto('/admin')
    const dashboard = page.getByTestId('broken-links')
    await expect(dashboard).toContainText(dealer.name)
    await expect(dashboard).toContainText(`/no-such-page?from=test: Link check, saved (/${slug}) › Block 1 (Call to action) › “Nowhere”`)
    // A marketer sees their own dealers only.
    await expect(dashboard).not.toContainText(DEMO.bayside.name)
  } finally {
    await request.delete(`${apiBase}/api/pages/${id}`, { headers: auth })
  }
})

/** One in-stock car of the dealer, through the site's search. */
async function aCar(request: APIRequestContext, dealer: Dealer): Promise<{ slug: string; id: string }> {
  const body = { requests: [{ indexName: 'vehicles', hitsPerPage: 1, facetFilters: ['status:in_stock'] }] }
  const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, { headers: { host: dealer.domain }, data: body })
  expect(res.status()).toBe(200)
  const hit = (await res.json()).results[0].hits[0] as { slug: string; objectID: string }
  expect(hit, `${dealer.slug} has a car`).toBeTruthy()
  return { slug: hit.slug, id: hit.objectID }
}

test('the spec’s other routes answer: /sell-your-car, /personalised/finance for the dealer’s own car only', async ({ request }) => {
  const get = (dealer: Dealer, path: string) => request.get(`${apiBase}${path}`, { headers: { host: dealer.domain }, maxRedirects: 0 })
  for (const dealer of Object.values(DEMO)) {
    const sell = await get(dealer, '/sell-your-car?utm_source=radio')
    expect(sell.status(), dealer.slug).toBe(308)
    expect(sell.headers()['location'], dealer.slug).toMatch(/\/sell-my-car\?utm_source=radio$/)
    for (const path of ['/parts/search', '/finance-and-insurance', '/spin-to-win']) expect((await get(dealer, path)).status(), `${dealer.slug} ${path}`).toBe(200)
  }
  // Finance for one of the dealer's cars: the car heads the page and the calculator carries it.
  const own = await aCar(request, DEMO.harbour)
  const mine = await get(DEMO.harbour, `/personalised/finance?car_id=${own.id}`)
  expect(mine.status()).toBe(200)
  const html = await mine.text()
  expect(html).toContain('Finance for the ')
  expect(html).toContain(`/cars/${own.slug}`)
  expect(html).toContain('Back to the car')
  // Another dealer's car, or no car: the generic finance page, never the other dealer's car.
  const foreign = await aCar(request, DEMO.bayside)
  for (const carId of [foreign.id, foreign.slug, 'no-such-car', '']) {
    const res = await get(DEMO.harbour, `/personalised/finance?car_id=${carId}`)
    expect(res.status(), carId).toBe(200)
    const body = await res.text()
    expect(body, carId).not.toContain('Finance for the ')
    expect(body, carId).not.toContain(`/cars/${foreign.slug}`)
    expect(body, carId).not.toContain('Back to the car')
    expect(body, carId).toContain('Finance calculator')
  }
})
