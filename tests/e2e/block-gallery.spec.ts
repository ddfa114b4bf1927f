/**
 * The block gallery (/block-gallery, issue 22) on every demo dealer: every registered block with its
 * sample data, checked the day it is added. At 360, 390, 768 and 1,366 px the page never scrolls
 * sideways and no block section is wider than itself (a carousel scrolls inside its own box, which
 * keeps its section's scrollWidth); axe finds no WCAG 2.2 A/AA violation in any block section at the
 * narrowest and widest width. One page load per dealer per width: axe runs once over all the sections
 * and each violation is put down to the block whose section holds it.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

// The samples map lists every registered block type (its type requires one per block); blocks/gallery.ts
// itself imports the block configs, whose hooks Playwright's loader cannot resolve (next/cache).
import { blockSamples } from '@blocks/samples'
import { BLOCK_GALLERY_PATH } from '@/domain/blocks/gallery'
import { DEMO, apiBase, siteUrl } from './helpers'

const WIDTHS = [360, 390, 768, 1366] as const
const AXE_WIDTHS = new Set<number>([360, 1366])
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const SLUGS = Object.keys(blockSamples).sort()

type Fit = { page: { scrollWidth: number; innerWidth: number }; sections: { block: string; scrollWidth: number; clientWidth: number; culprits: string[] }[] }

/** The document's and each block section's widths, with the outermost elements that stick out of a section. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`
    const sections = [...document.querySelectorAll<HTMLElement>('section[data-block]')].map((section) => {
      const right = section.getBoundingClientRect().right
      const culprits = [...section.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > right + 1 && !(el.parentElement && el.parentElement !== section && el.parentElement.getBoundingClientRect().right > right + 1))
        .slice(0, 5)
        .map(describe)
      return { block: section.dataset.block ?? '?', scrollWidth: section.scrollWidth, clientWidth: section.clientWidth, culprits }
    })
    return { page: { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }, sections }
  })
}

/** axe over every block section at once; each violation's nodes grouped by the block that holds them. */
async function axeByBlock(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('section[data-block]').withTags(AXE_TAGS).analyze()
  const found: string[] = []
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const selector = node.target.map(String).join(' ')
      const block = await page
        .locator(selector)
        .first()
        .evaluate((el) => el.closest('section[data-block]')?.getAttribute('data-block') ?? '?')
        .catch(() => '?')
      found.push(`${block}: ${violation.id} (${selector})`)
    }
  }
  return found
}

test.describe('block gallery: every block under every demo theme', () => {
  test.beforeEach(async ({ page }) => {
    // A settled page: without motion, popups and drawers are fully drawn, not mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  for (const dealer of Object.values(DEMO)) {
    test(`${dealer.slug}: every block fits 360–1,366 px and passes axe`, async ({ page }) => {
      test.setTimeout(240_000)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const response = await page.goto(siteUrl(dealer.slug, BLOCK_GALLERY_PATH))
        expect(response?.status(), `${dealer.slug} gallery answers 200`).toBe(200)
        expect(response?.headers()['cache-control'] ?? '', 'the gallery is never cached').toMatch(/no-store/)
        const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content') ?? ''))
        expect(robots.join(' | '), 'the gallery asks not to be indexed').toMatch(/noindex/)
        // One section per registered block, named by its heading.
        const shown = await page.locator('section[data-block]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-block')))
        expect(shown.toSorted(), `${dealer.slug}: one section per block`).toEqual(SLUGS)
        const fit = await measure(page)
        expect.soft(fit.page.scrollWidth, `${dealer.slug} gallery at ${width}px scrolls sideways`).toBeLessThanOrEqual(fit.page.innerWidth)
        for (const section of fit.sections) {
          expect.soft(section.scrollWidth, `${dealer.slug} ${section.block} at ${width}px is wider than its section (${section.culprits.join(', ')})`).toBeLessThanOrEqual(section.clientWidth)
        }
        if (AXE_WIDTHS.has(width)) expect.soft(await axeByBlock(page), `${dealer.slug} at ${width}px: axe`).toEqual([])
      }
    })
  }
})

test('the gallery is not in the sitemap', async ({ request }) => {
  const res = await request.get(`${apiBase}/sitemap.xml`, { headers: { host: DEMO.harbour.domain } })
  expect(res.status()).toBe(200)
  expect(await res.text()).not.toContain(BLOCK_GALLERY_PATH)
})
