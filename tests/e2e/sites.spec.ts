import { expect, test } from './fixtures'

import { DEMO, apiBase, siteUrl } from './helpers'

test.describe('demo dealer sites', () => {
  for (const dealer of Object.values(DEMO)) {
    test(`${dealer.slug}: home page renders its own name, menu and blocks`, async ({ page }) => {
      const response = await page.goto(siteUrl(dealer.slug))
      expect(response?.status()).toBe(200)
      await expect(page.locator('.site')).toHaveAttribute('data-tenant', dealer.slug)
      await expect(page.locator('footer')).toContainText(dealer.name)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeAttached()
      await expect(page.locator('h1').first()).toBeVisible()
      // Another dealer's name never appears on this dealer's page.
      for (const other of Object.values(DEMO).filter((d) => d.slug !== dealer.slug)) {
        await expect(page.locator('body')).not.toContainText(other.name)
      }
    })
  }

  test('dropdowns open with the keyboard and close on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // Not the home page: the dealer's popup opens there as a modal (tests/e2e/promotions.spec.ts).
    await page.goto(siteUrl(DEMO.harbour.slug, '/about-us'))
    const stock = page.getByRole('button', { name: 'Stock', exact: true })
    await stock.focus()
    await page.keyboard.press('Enter')
    await expect(stock).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: /used/i }).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(stock).toHaveAttribute('aria-expanded', 'false')
    await expect(stock).toBeFocused()
  })

  test('an unknown page is a 404 inside the dealer’s chrome', async ({ page }) => {
    const response = await page.goto(siteUrl(DEMO.bayside.slug, '/no-such-page'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: /can’t find that page/ })).toBeVisible()
    await expect(page.locator('.site')).toHaveAttribute('data-tenant', DEMO.bayside.slug)
  })

  test('each demo domain serves its own dealer; an unknown host gets a plain 404', async ({ request }) => {
    for (const dealer of Object.values(DEMO)) {
      const res = await request.get(`${apiBase}/`, { headers: { host: dealer.domain } })
      expect(res.status(), dealer.domain).toBe(200)
      const html = await res.text()
      expect(html).toContain(`data-tenant="${dealer.slug}"`)
    }
    for (const host of ['unknown-dealer.com.au', 'nobody.localhost', 'localhost']) {
      const res = await request.get(`${apiBase}/`, { headers: { host } })
      expect(res.status(), host).toBe(404)
      const html = await res.text()
      expect(html).not.toContain('data-tenant=')
      for (const dealer of Object.values(DEMO)) expect(html).not.toContain(dealer.name)
    }
    // A path naming another host cannot reach that dealer's site.
    const sneaky = await request.get(`${apiBase}/${DEMO.bayside.domain}/`, { headers: { host: DEMO.harbour.domain } })
    expect(sneaky.status()).toBe(404)
    expect(await sneaky.text()).not.toContain(DEMO.bayside.name)
  })
})

test.describe('SEO basics', () => {
  test('title, description, canonical and Open Graph on the dealer’s domain', async ({ request }) => {
    const res = await request.get(`${apiBase}/about-us`, { headers: { host: DEMO.harbour.domain } })
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<title>[^<]*Harbour City[^<]*<\/title>/)
    expect(html).toContain(`<link rel="canonical" href="https://${DEMO.harbour.domain}/about-us"`)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
    expect(html).toContain(`<meta property="og:url" content="https://${DEMO.harbour.domain}/about-us"`)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  })

  test('robots.txt and sitemap.xml list only that dealer’s URLs on its own domain', async ({ request }) => {
    for (const dealer of Object.values(DEMO)) {
      const robots = await request.get(`${apiBase}/robots.txt`, { headers: { host: dealer.domain } })
      expect(robots.status()).toBe(200)
      expect(await robots.text()).toContain(`Sitemap: https://${dealer.domain}/sitemap.xml`)

      const sitemap = await request.get(`${apiBase}/sitemap.xml`, { headers: { host: dealer.domain } })
      expect(sitemap.status()).toBe(200)
      const xml = await sitemap.text()
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
      expect(locs.length).toBeGreaterThan(2)
      expect(locs).toContain(`https://${dealer.domain}/`)
      expect(locs.every((loc) => loc.startsWith(`https://${dealer.domain}/`))).toBe(true)
    }
    const unknown = await request.get(`${apiBase}/sitemap.xml`, { headers: { host: 'unknown-dealer.com.au' } })
    expect(unknown.status()).toBe(404)
  })
})
