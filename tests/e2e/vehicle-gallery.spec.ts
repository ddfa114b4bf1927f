/**
 * The vehicle page gallery and 360 spin in Chromium:
 * - keyboard navigation: with the gallery focused, ArrowRight / ArrowLeft (39 / 37) move the slide
 *   counter and the active slide, wrapping both ways; the on-screen arrows do the same;
 * - the fullscreen viewer opens as a modal dialog with its counter, arrows work in it, Escape closes
 *   it and focus returns to the button that opened it;
 * - the spin: loads every frame, auto-rotates until touched, dragging 100 px turns it 5 frames (20 px
 *   per frame), the arrow keys turn it one frame and it wraps; a hotspot shows its description.
 * The demo stock has no spin frames, so the spin test creates a car (through REST, as the dealer's
 * marketer) whose frames are the dealer's own uploaded photos, and deletes it afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { DEMO, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

const dealer = DEMO.harbour
const auth = (token: string) => ({ Authorization: `JWT ${token}` })

type Doc = { id: number; slug: string; images?: number[] }

/** An in-stock demo car with at least 4 photos (so it has thumbnails too). */
async function demoCarSlug(request: APIRequestContext, token: string, tenant: number): Promise<{ slug: string; photos: number }> {
  const res = await request.get(
    `${apiBase}/api/vehicles?where[tenant][equals]=${tenant}&where[status][equals]=in_stock&where[show_on_dealer_website][not_equals]=false&depth=0&limit=50`,
    { headers: auth(token) },
  )
  expect(res.status()).toBe(200)
  const docs = (await res.json()).docs as Doc[]
  const car = docs.find((d) => (d.images?.length ?? 0) >= 4)
  expect(car, 'an in-stock demo car with 4 or more photos').toBeTruthy()
  return { slug: car!.slug, photos: car!.images!.length }
}

async function waitForGallery(page: Page) {
  await expect(page.locator('.vg[data-hydrated="true"]')).toBeVisible()
}

test.describe('vehicle gallery', () => {
  let car: { slug: string; photos: number }

  test.beforeAll(async ({ request }) => {
    const token = await apiLogin(request, dealer.marketer)
    car = await demoCarSlug(request, token, await tenantId(request, token, dealer.slug))
  })

  test('keyboard and on-screen arrows move the slides, wrapping both ways', async ({ page }) => {
    await page.goto(siteUrl(dealer.slug, `/cars/${car.slug}`))
    await waitForGallery(page)
    const gallery = page.getByRole('region', { name: /^Photos of / })
    const counter = gallery.getByTestId('gallery-counter')
    const total = await gallery.locator('.vg-slide').count()
    expect(total).toBeGreaterThanOrEqual(car.photos)

    await expect(counter).toHaveText(`1 / ${total}`)
    await expect(gallery).toHaveAttribute('data-index', '0')
    const firstSrc = await gallery.locator('.vg-slide[data-active="true"] img').getAttribute('src')

    await gallery.focus()
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`2 / ${total}`)
    await expect(gallery).toHaveAttribute('data-index', '1')
    await expect(gallery.locator('.vg-slide').nth(1)).toHaveAttribute('data-active', 'true')
    await expect(gallery.locator('.vg-slide').nth(0)).toHaveAttribute('data-active', 'false')

    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`1 / ${total}`)
    expect(await gallery.locator('.vg-slide[data-active="true"] img').getAttribute('src')).toBe(firstSrc)

    // Wrap: back from the first goes to the last, on from the last to the first.
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`${total} / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`1 / ${total}`)

    // The on-screen buttons.
    await gallery.getByRole('button', { name: 'Next photo' }).click()
    await expect(counter).toHaveText(`2 / ${total}`)
    await gallery.getByRole('button', { name: 'Previous photo' }).click()
    await expect(counter).toHaveText(`1 / ${total}`)

    // In stock with more than 3 photos: thumbnails, and one jumps to its slide.
    const thumbs = gallery.getByRole('list', { name: 'Choose a photo' }).getByRole('button')
    await expect(thumbs).toHaveCount(total)
    await thumbs.nth(2).click()
    await expect(counter).toHaveText(`3 / ${total}`)
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true')
  })

  test('fullscreen opens as a modal with its counter and arrows, Escape closes it and focus returns', async ({ page }) => {
    await page.goto(siteUrl(dealer.slug, `/cars/${car.slug}`))
    await waitForGallery(page)
    const gallery = page.getByRole('region', { name: /^Photos of / })
    const total = await gallery.locator('.vg-slide').count()
    await gallery.focus()
    await page.keyboard.press('ArrowRight')

    const open = gallery.getByRole('button', { name: 'View fullscreen' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: /fullscreen/ })
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true)
    const counter = dialog.getByTestId('viewer-counter')
    await expect(counter).toHaveText(`2 / ${total}`)
    await expect(dialog.locator('img')).toBeVisible()

    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`3 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`${total} / ${total}`)
    await dialog.getByRole('button', { name: 'Next photo' }).click()
    await expect(counter).toHaveText(`1 / ${total}`)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    // The gallery kept the index the viewer ended on.
    await expect(gallery.getByTestId('gallery-counter')).toHaveText(`1 / ${total}`)
  })
})

test.describe('360 spin', () => {
  const FRAMES = 8
  let created: { id: number; slug: string } | null = null
  let token = ''

  test.beforeAll(async ({ request }) => {
    token = await apiLogin(request, dealer.marketer)
    const tenant = await tenantId(request, token, dealer.slug)
    const media = await request.get(`${apiBase}/api/media?where[tenant][equals]=${tenant}&where[mimeType][equals]=image/webp&depth=0&limit=${FRAMES + 2}`, {
      headers: auth(token),
    })
    expect(media.status()).toBe(200)
    const ids = ((await media.json()).docs as Array<{ id: number }>).map((m) => m.id)
    expect(ids.length, 'the dealer has uploaded images to use as frames').toBeGreaterThanOrEqual(FRAMES)
    const location = await request.get(`${apiBase}/api/locations?where[tenant][equals]=${tenant}&depth=0&limit=1`, { headers: auth(token) })
    const locationId = (await location.json()).docs[0]?.id
    expect(locationId, 'a location of the dealer').toBeTruthy()

    const slug = `e2e-spin-${Date.now()}`
    const res = await request.post(`${apiBase}/api/vehicles`, {
      headers: auth(token),
      data: {
        tenant,
        location: locationId,
        slug,
        status: 'in_stock',
        show_on_dealer_website: true,
        year: 2024,
        make: 'Mazda',
        model: 'CX-5',
        badge: 'Spin Test',
        car_type: 'used',
        item_type: 'car',
        price: 39990,
        km: 12000,
        images: ids.slice(0, 4),
        spin_images: ids.slice(0, FRAMES),
        hotspots: {
          exterior: [{ id: 'wheels', description: '19-inch alloy wheels', anchors: [{ angle: 0, x: 30, y: 70 }] }],
          interior: [],
        },
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const doc = (await res.json()).doc as { id: number; slug: string }
    created = { id: doc.id, slug: doc.slug }
  })

  test.afterAll(async ({ request }) => {
    if (created) await request.delete(`${apiBase}/api/vehicles/${created.id}`, { headers: auth(token) })
  })

  test('loads every frame, auto-rotates until touched, drags 20 px per frame, arrow keys and wrap, hotspot', async ({ page }) => {
    await page.goto(siteUrl(dealer.slug, `/cars/${created!.slug}`))
    await waitForGallery(page)
    // A car with a spin opens on the spinner; the views are in the spec's order.
    await expect(page.locator('.vg')).toHaveAttribute('data-view', 'spinner')
    const views = page.getByRole('group', { name: 'Views' }).getByRole('button')
    await expect(views).toHaveText(['360° spin', 'Gallery'])

    // In the page itself: while React reveals a streamed part, a hidden copy can sit at the end of <body>.
    const spin = page.getByTestId('vehicle-page').locator('.vg-spin')
    const stage = page.getByRole('slider', { name: /^360° view of / })
    await expect(spin).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
    await expect(stage.locator('img')).toHaveCount(FRAMES)
    await expect(spin.getByText('Swipe to spin')).toBeVisible()

    // Auto-rotation (100 ms a frame) moves the frame by itself before any interaction.
    const start = await stage.getAttribute('data-frame')
    await expect.poll(() => stage.getAttribute('data-frame'), { timeout: 3_000 }).not.toBe(start)

    // Drag: 100 px right is 5 frames on (20 px each), wrapping past the last frame.
    const box = (await stage.boundingBox())!
    const y = box.y + box.height / 2
    const x = box.x + box.width / 2 - 60
    await page.mouse.move(x, y)
    await page.mouse.down()
    const from = Number(await stage.getAttribute('data-frame'))
    await page.mouse.move(x + 19, y, { steps: 2 })
    await expect(stage).toHaveAttribute('data-frame', String(from))
    await page.mouse.move(x + 100, y, { steps: 5 })
    await expect(stage).toHaveAttribute('data-frame', String((from + 5) % FRAMES))
    await page.mouse.move(x + 60, y, { steps: 3 })
    await expect(stage).toHaveAttribute('data-frame', String((from + 3) % FRAMES))
    await page.mouse.up()
    await expect(spin.getByText('Swipe to spin')).toBeHidden()
    await expect(spin).toHaveAttribute('data-rotating', 'false')

    // Stopped for good: the frame stays put.
    const settled = await stage.getAttribute('data-frame')
    await page.waitForTimeout(400)
    await expect(stage).toHaveAttribute('data-frame', settled!)

    // Arrow keys, wrapping both ways.
    await stage.focus()
    let frame = Number(settled)
    while (frame !== 0) {
      await page.keyboard.press('ArrowRight')
      frame = (frame + 1) % FRAMES
      await expect(stage).toHaveAttribute('data-frame', String(frame))
    }
    await page.keyboard.press('ArrowLeft')
    await expect(stage).toHaveAttribute('data-frame', String(FRAMES - 1))
    await page.keyboard.press('ArrowRight')
    await expect(stage).toHaveAttribute('data-frame', '0')

    // The hotspot anchored at 0° shows on frame 0 and discloses its description.
    const hotspot = spin.getByRole('button', { name: 'Feature 1' })
    await expect(hotspot).toBeVisible()
    await hotspot.click()
    await expect(hotspot).toHaveAttribute('aria-expanded', 'true')
    await expect(spin.getByText('19-inch alloy wheels')).toBeVisible()
    await stage.focus()
    await page.keyboard.press('ArrowRight')
    await expect(hotspot).toBeHidden()

    // Switching to the gallery shows the photos.
    await page.getByRole('group', { name: 'Views' }).getByRole('button', { name: 'Gallery' }).click()
    await expect(page.getByRole('region', { name: /^Photos of / })).toBeVisible()
  })

  test('reduced motion: no auto-rotation', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto(siteUrl(dealer.slug, `/cars/${created!.slug}`))
    await waitForGallery(page)
    // In the page itself: while React reveals a streamed part, a hidden copy can sit at the end of <body>.
    const spin = page.getByTestId('vehicle-page').locator('.vg-spin')
    const stage = page.getByRole('slider', { name: /^360° view of / })
    await expect(spin).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
    await page.waitForTimeout(500)
    await expect(stage).toHaveAttribute('data-frame', '0')
    await expect(spin).toHaveAttribute('data-rotating', 'false')
    await context.close()
  })
})
