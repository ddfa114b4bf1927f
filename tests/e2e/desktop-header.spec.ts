/**
 * At 1,366 px (issue 34) each demo dealer's header is one row, signed out and signed in (the call to
 * action and the account links stay on the row of the logo and the menu), and on the search results
 * no card's badge is under its favourite, watch or compare buttons.
 */
import { expect, test, type Page } from './fixtures'

import { signInCustomer } from './customers'
import { DEMO, siteUrl } from './helpers'

const DESKTOP = { width: 1366, height: 900 }

/** The header's visible parts that are laid out in its bar, and how many distinct rows they sit on. */
async function headerRows(page: Page): Promise<{ rows: number; parts: string[] }> {
  return page.evaluate(() => {
    const bar = document.querySelector('.site-header__bar')!
    const parts = [...bar.querySelectorAll<HTMLElement>('.site-header__brand, .mega-menu__top-link, .mega-menu__button, .mega-menu__item--cta a, .site-header__account-link, .site-header__account-button, .site-header__phone')]
      .filter((el) => el.getBoundingClientRect().width > 0)
    const middles = parts.map((el) => {
      const r = el.getBoundingClientRect()
      return Math.round((r.top + r.bottom) / 2)
    })
    // Parts whose middles lie within 16 px of each other share a row.
    const rows: number[] = []
    for (const m of middles.sort((a, b) => a - b)) if (!rows.some((r) => Math.abs(r - m) <= 16)) rows.push(m)
    return { rows: rows.length, parts: parts.map((el) => `${el.className.split(' ')[0]}: ${el.textContent?.trim().slice(0, 30)}`) }
  })
}

for (const dealer of Object.values(DEMO)) {
  test(`${dealer.slug}: the header is one row at 1,366 px, signed out and signed in`, async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(siteUrl(dealer.slug, '/'))
    const out = await headerRows(page)
    expect(out.rows, `signed out: ${out.parts.join(' | ')}`).toBe(1)

    await signInCustomer(page, dealer.slug, '0412 555 366', '/')
    await expect(page.locator('.site-header__account-button, .site-header__account-link').first()).toBeVisible()
    const signedIn = await headerRows(page)
    expect(signedIn.rows, `signed in: ${signedIn.parts.join(' | ')}`).toBe(1)
  })
}

test('no card badge is covered by the card’s buttons on the results at 1,366 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  for (const dealer of Object.values(DEMO)) {
    await page.goto(siteUrl(dealer.slug, '/search/new-used-and-demo-cars'))
    await expect(page.locator('.vehicle-card').first()).toBeVisible()
    const overlaps = await page.evaluate(() =>
      [...document.querySelectorAll('.vehicle-card')].flatMap((card) => {
        const tag = card.querySelector('.vehicle-card__tag')?.getBoundingClientRect()
        if (!tag) return []
        return [...card.querySelectorAll('.card-controls > *')]
          .map((c) => c.getBoundingClientRect())
          .filter((c) => c.width > 0 && c.left < tag.right && c.right > tag.left && c.top < tag.bottom && c.bottom > tag.top)
          .map(() => `${card.getAttribute('data-vehicle-id')}: ${card.querySelector('.vehicle-card__tag')?.textContent}`)
      }),
    )
    expect(overlaps, `${dealer.slug}: badges under buttons`).toEqual([])
  }
})
