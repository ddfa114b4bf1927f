/** WCAG 2.2 AA checks (axe-core) on every demo site's home page, on a phone and a desktop. */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

import { comparableCars, compareIds } from './compareCars'
import { DEMO, siteUrl } from './helpers'

// The demo dealers, and the group's franchise site in its own theme over the group's stock.
for (const dealer of [...Object.values(DEMO), { slug: 'harbour-kia-ford' }]) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`${dealer.slug} home page at ${viewport.width}px has no WCAG A/AA violations`, async ({ page }) => {
      await page.setViewportSize(viewport)
      // Axe checks a settled page: without motion the dealer's popup is fully drawn, not mid fade-in.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(siteUrl(dealer.slug))
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the compare page with three cars at ${viewport.width}px has no WCAG A/AA violations`, async ({ page, request }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const cars = await comparableCars(request, DEMO.harbour.domain, 3)
    await page.goto(siteUrl(DEMO.harbour.slug, `/compare?ids=${compareIds(cars)}`))
    await expect(page.locator('tr[data-differs="true"]').first()).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`the header search with its suggestions open at ${viewport.width}px has no WCAG A/AA violations`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // Not the home page: the dealer's popup opens there as a modal.
    await page.goto(siteUrl(DEMO.harbour.slug, '/about-us'))
    await expect(page.locator('.site-header__account[data-account="signed-out"]')).toHaveCount(1)
    await page.getByRole('button', { name: 'Search stock' }).click()
    const box = page.getByRole('combobox', { name: 'Search stock' })
    await box.pressSequentially('toy', { delay: 40 })
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  // Not the home page: the dealer's popup opens there as a modal and takes focus first.
  await page.goto(siteUrl(DEMO.outback.slug, '/about-us'))
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the consent banner at ${viewport.width}px`, () => {
    // A shopper who has not chosen yet: the banner shows (the fixtures otherwise answer it for them).
    test.use({ presetConsent: false })

    test('has no WCAG A/AA violations, with its choices open, and no sideways scroll', async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(siteUrl(DEMO.outback.slug, '/search'))
      const banner = page.getByRole('region', { name: 'Your privacy choices' })
      await expect(banner).toBeVisible()
      await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__forecourtConsentLive === true)).toBe(true)
      await banner.getByRole('button', { name: 'Choose' }).click()
      await expect(banner.getByRole('checkbox', { name: 'Analytics' })).toBeVisible()
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      // Keyboard: the choices and buttons are reachable in order, and Save closes it.
      await banner.getByRole('checkbox', { name: 'Analytics' }).focus()
      await page.keyboard.press('Space')
      await expect(banner.getByRole('checkbox', { name: 'Analytics' })).toBeChecked()
      await page.keyboard.press('Tab')
      await expect(banner.getByRole('checkbox', { name: 'Marketing' })).toBeFocused()
      await banner.getByRole('button', { name: 'Save my choices' }).press('Enter')
      await expect(banner).toBeHidden()
    })
  })
}
