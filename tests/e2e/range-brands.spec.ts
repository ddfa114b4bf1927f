/**
 * The model range, the brand directory and the hero vehicle search in a browser.
 *
 * (a) /models?body=suv shows only SUVs, with the SUV button pressed; another button updates ?body=.
 * (b) /brands shows the stats banner and the group headings in order; a tile opens /{brand}/overview.
 * (c) The hero search: a quick pick moves the slider; Used + a make lands on that make's used stock.
 *
 * What the pages should show is read back through the REST API (as each dealer's marketer), so the
 * tests hold whatever the seed holds; a missing page or record is created the same way.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { DEMO, apiBase, apiLogin, resultsCount, siteUrl, tenantId } from './helpers'

type Doc = Record<string, unknown> & { id: number }
const auth = (token: string) => ({ Authorization: `JWT ${token}` })

async function find(request: APIRequestContext, token: string, collection: string, where: string): Promise<Doc[]> {
  const res = await request.get(`${apiBase}/api/${collection}?${where}&limit=200&depth=1`, { headers: auth(token) })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()).docs
}

async function create(request: APIRequestContext, token: string, collection: string, data: Record<string, unknown>): Promise<Doc> {
  const res = await request.post(`${apiBase}/api/${collection}`, { headers: auth(token), data })
  expect(res.status(), await res.text()).toBeLessThan(300)
  return (await res.json()).doc
}

/** The dealer's published page at `slug`, created with `layout` when it has none with such a block. */
async function ensurePage(request: APIRequestContext, token: string, tenant: number, slug: string, blockType: string, layout: unknown[]) {
  const [page] = await find(request, token, 'pages', `where[and][0][tenant][equals]=${tenant}&where[and][1][slug][equals]=${slug}`)
  const blocks = (page?.layout as { blockType: string }[] | undefined) ?? []
  if (page && blocks.some((b) => b.blockType === blockType)) return page
  if (page) {
    const res = await request.patch(`${apiBase}/api/pages/${page.id}`, { headers: auth(token), data: { layout: [...blocks, ...layout], _status: 'published' } })
    expect(res.status(), await res.text()).toBeLessThan(300)
    return (await res.json()).doc as Doc
  }
  return create(request, token, 'pages', { tenant, title: slug, slug, _status: 'published', layout })
}

/**
 * Waits for the page to settle, then closes the dealer's popup promotion if it opened: it is a modal
 * dialog and holds the keyboard focus until closed.
 */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle')
  const close = page.locator('.popup__close')
  if (await close.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false)) {
    await close.click()
    await expect(close).toBeHidden()
  }
}

test.describe('model range', () => {
  const dealer = DEMO.bayside
  let models: Doc[] = []

  test.beforeAll(async ({ request }) => {
    const token = await apiLogin(request, dealer.marketer)
    const tenant = await tenantId(request, token, dealer.slug)
    models = await find(request, token, 'range-models', `where[tenant][equals]=${tenant}`)
    // The seed's Mazda range has SUVs and non-SUVs; a bare database gets a small range of its own.
    const samples = [
      { name: 'E2E CX-5', slug: 'e2e-cx-5', bodies: ['suv'], status: 'new', fromPrice: 33990 },
      { name: 'E2E Mazda3', slug: 'e2e-mazda3', bodies: ['hatch', 'sedan'], fromPrice: 29990 },
      { name: 'E2E BT-50', slug: 'e2e-bt-50', bodies: ['ute'], status: 'coming_soon', fromPrice: 41990 },
    ]
    const has = (body: string, yes: boolean) => models.some((m) => (m.bodies as string[]).includes(body) === yes)
    if (!has('suv', true) || !has('suv', false) || !has('hatch', true)) {
      for (const sample of samples) models.push(await create(request, token, 'range-models', { ...sample, tenant, position: 999 }))
    }
    await ensurePage(request, token, tenant, 'models', 'modelRange', [
      { blockType: 'modelRange', heading: 'Explore Our Range', categories: ['suv', 'hatch', 'sedan', 'ute'].map((body) => ({ body })), showAll: true },
    ])
  })

  test('?body=suv shows only SUVs; another button updates the address', async ({ page }) => {
    await page.goto(siteUrl(dealer.slug, '/models?body=suv'))
    const range = page.locator('.model-range').first()
    const suv = range.locator('button[data-body="suv"]')
    await expect(suv).toHaveAttribute('aria-pressed', 'true')
    await hydrated(page)

    const cards = range.locator('.range-card')
    await expect(cards).toHaveCount(models.length)
    const visible = range.locator('.range-card:visible')
    expect(await visible.count()).toBeGreaterThan(0)
    for (const bodies of await visible.evaluateAll((els) => els.map((el) => el.getAttribute('data-bodies') ?? ''))) {
      expect(bodies.split(' ')).toContain('suv')
    }
    const hidden = range.locator('.range-card[hidden]')
    expect(await hidden.count()).toBeGreaterThan(0)
    const hiddenBodies = await hidden.evaluateAll((els) => els.map((el) => el.getAttribute('data-bodies') ?? ''))
    expect(hiddenBodies.some((b) => !b.split(' ').includes('suv'))).toBe(true)
    await expect(range.locator('.range-card__badge').filter({ hasText: /^(NEW|COMING SOON)$/ }).first()).toBeAttached()

    // Only one button is pressed at a time, and the choice is written back to the address.
    const hatch = range.locator('button[data-body="hatch"]')
    await hatch.click()
    await expect(page).toHaveURL(/\/models\?body=hatch$/)
    await expect(hatch).toHaveAttribute('aria-pressed', 'true')
    await expect(suv).toHaveAttribute('aria-pressed', 'false')
    for (const bodies of await range.locator('.range-card:visible').evaluateAll((els) => els.map((el) => el.getAttribute('data-bodies') ?? ''))) {
      expect(bodies.split(' ')).toContain('hatch')
    }
    // The shared address opens on the same category.
    await page.reload()
    await expect(hatch).toHaveAttribute('aria-pressed', 'true')
  })

  test('without JavaScript every model shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl(dealer.slug, '/models?body=suv'))
    const range = page.locator('.model-range').first()
    await expect(range.locator('.range-card')).toHaveCount(models.length)
    await expect(range.locator('.range-card[hidden]')).toHaveCount(0)
    await context.close()
  })
})

test.describe('brand directory', () => {
  const dealer = DEMO.harbour
  const GROUPS = [
    ['car', 'Car Brands'],
    ['motorcycle', 'Motorcycle Brands'],
    ['truck', 'Truck Brands'],
    ['our', 'Our Brands'],
  ] as const
  let brands: Doc[] = []
  let stats: { value: string; label: string }[] = []

  test.beforeAll(async ({ request }) => {
    const token = await apiLogin(request, dealer.marketer)
    const tenant = await tenantId(request, token, dealer.slug)
    brands = await find(request, token, 'brands', `where[tenant][equals]=${tenant}&sort=position`)
    if (!brands.some((b) => b.group === 'car') || !brands.some((b) => b.group === 'our')) {
      brands.push(await create(request, token, 'brands', { tenant, name: 'E2E Motors', slug: 'e2e-motors', group: 'car', description: 'A car brand.', position: 998 }))
      brands.push(await create(request, token, 'brands', { tenant, name: 'E2E Service', slug: 'e2e-service', group: 'our', description: 'Our workshop.', position: 999 }))
    }
    const page = await ensurePage(request, token, tenant, 'brands', 'brandDirectory', [{ blockType: 'brandDirectory', heading: 'Our Brands' }])
    const block = (page.layout as { blockType: string; stats?: { value: string; label: string }[] }[]).find((b) => b.blockType === 'brandDirectory')!
    stats = block.stats ?? []
  })

  test('stats banner, groups in order, and a tile leads to its overview page', async ({ page }) => {
    await page.goto(siteUrl(dealer.slug, '/brands'))
    const directory = page.locator('.brand-directory')
    for (const stat of stats) {
      const item = directory.locator('.brand-stats li').filter({ hasText: stat.label })
      await expect(item.locator('.brand-stats__value')).toHaveText(stat.value)
    }
    expect(stats.map((s) => s.label)).toContain('Locations')

    const expected = GROUPS.filter(([group]) => brands.some((b) => b.group === group)).map(([, label]) => label)
    await expect(directory.locator('.brand-group__heading')).toHaveText(expected)

    const first = brands.find((b) => b.group === 'car')!
    await directory.getByRole('link', { name: `View ${first.name as string}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${first.slug as string}/overview$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name as string)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(first.name as string)
    const related = brands.filter((b) => b.group === first.group && b.id !== first.id).slice(0, 3)
    if (related.length) {
      await expect(page.getByRole('heading', { name: 'You might also be interested in' })).toBeVisible()
      await expect(page.locator('.brand-related .brand-tile__name')).toHaveText(related.map((b) => b.name as string))
    }
    const make = first.make as { slug?: string } | null
    if (make?.slug) await expect(page.getByRole('link', { name: `View ${first.name as string} stock` })).toHaveAttribute('href', `/search/${make.slug}`)
  })

  test('an unknown brand is not found', async ({ page }) => {
    const res = await page.goto(siteUrl(dealer.slug, '/no-such-brand/overview'))
    expect(res?.status()).toBe(404)
  })
})

test.describe('hero vehicle search', () => {
  const dealer = DEMO.harbour
  let path = '/'

  test.beforeAll(async ({ request }) => {
    const token = await apiLogin(request, dealer.marketer)
    const tenant = await tenantId(request, token, dealer.slug)
    const [home] = await find(request, token, 'pages', `where[and][0][tenant][equals]=${tenant}&where[and][1][slug][equals]=home`)
    const blocks = (home?.layout as { blockType: string }[] | undefined) ?? []
    if (!blocks.some((b) => b.blockType === 'heroSearch')) {
      // Until the seed puts the search on the home page, test it on a page of its own.
      path = '/hero-search-e2e'
      await ensurePage(request, token, tenant, 'hero-search-e2e', 'heroSearch', [{ blockType: 'heroSearch', carTypeOptions: ['all', 'new', 'used', 'demo'] }])
    }
  })

  /** Used stock per make, from the dealer's own search endpoint. */
  async function usedMakes(request: APIRequestContext): Promise<Record<string, number>> {
    const res = await request.post(`${apiBase}/api/search/1/indexes/*/queries`, {
      headers: { host: dealer.domain, 'content-type': 'application/json' },
      data: { requests: [{ indexName: 'vehicles', hitsPerPage: 0, facets: ['make'], facetFilters: ['car_type:used'] }] },
    })
    expect(res.status()).toBe(200)
    return (await res.json()).results[0].facets.make
  }

  test('a quick pick sets the slider; Used and a make land on that stock', async ({ page, request }) => {
    const makes = await usedMakes(request)
    const [make, count] = Object.entries(makes).sort((a, b) => b[1] - a[1])[0]!
    await page.goto(siteUrl(dealer.slug, path))
    const search = page.locator('.hero-search').first()
    await hydrated(page)

    const maxSlider = search.getByRole('slider', { name: 'Maximum price slider' })
    await search.getByLabel('Maximum price quick picks').selectOption('30000')
    await expect(maxSlider).toHaveValue('30000')
    await expect(maxSlider).toHaveAttribute('aria-valuetext', '$30,000')
    await expect(search.getByLabel('Maximum price', { exact: true })).toHaveValue('30,000')
    // The keyboard takes the thumb back to the end: no upper limit.
    await maxSlider.focus()
    await page.keyboard.press('End')
    await expect(maxSlider).toHaveAttribute('aria-valuetext', '$250,000')

    await search.getByRole('radio', { name: 'Used' }).check()
    await search.getByLabel('Make', { exact: true }).selectOption(make)
    await expect(search.getByLabel('Make', { exact: true }).locator('option:checked')).toHaveText(`${make} (${count})`)
    await search.getByRole('button', { name: 'Search' }).click()

    const slug = make.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
    await expect(page).toHaveURL(new RegExp(`/search/${slug}\\?refinementList\\[car_type\\]\\[0\\]=used$`))
    await expect(resultsCount(page)).toHaveText(new RegExp(`^${count.toLocaleString('en-AU')} (cars?|caravans?)`))
  })

  test('a price range searches by price, highest first', async ({ page }) => {
    await page.goto(siteUrl(dealer.slug, path))
    const search = page.locator('.hero-search').first()
    await hydrated(page)
    await search.getByLabel('Minimum price quick picks').selectOption('20000')
    const maxBox = search.getByLabel('Maximum price', { exact: true })
    await maxBox.fill('60000')
    await maxBox.press('Enter')
    await expect(maxBox).toHaveValue('60,000')
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?range\[price\]=20000:60000&sortBy=vehicles_price_desc$/)
    await expect(resultsCount(page)).toBeVisible()
  })
})
