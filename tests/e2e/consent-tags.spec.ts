/**
 * The dealer's marketing tags and the consent banner (issue 37), on the demo's Outback Used with
 * Google Tag Manager, Google Analytics 4, Google Ads and the Meta pixel switched on and "ask first":
 * no request to any tag's origin before a choice; Accept all loads the tags (local stand-ins at the
 * vendors' addresses: ./tagStandIns.ts), which receive Consent Mode's signals, the asc_* events in
 * order and the conversions of a completed enquiry; Necessary only loads nothing; the footer's Privacy
 * choices changes the choice without a reload; Global Privacy Control keeps marketing off. The
 * fixtures fail any test that meets a policy violation.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test'

import { expect, test } from './fixtures'
import { DEMO, adminLogin, apiBase, apiLogin, siteUrl, SUPER_ADMIN } from './helpers'
import { enquireAboutFirstCar } from './enquire'
import { isTagRequest, routeTagStandIns, standInRecords, type StandInRecord } from './tagStandIns'

test.use({ presetConsent: false })

const TAGS = {
  gtmId: 'GTM-OUTBK01',
  gtmPaused: false,
  ga4Id: 'G-OUTBACK123',
  ga4Paused: false,
  googleAdsId: 'AW-1234567890',
  googleAdsLeadLabel: 'demoLeadLbl',
  googleAdsPaused: false,
  metaPixelId: '1234567890123456',
  metaPixelPaused: false,
  tagsStartAfterSeconds: 0,
}

/** Outback Used with the demo's tags and "ask first", whatever an earlier test left (the seed sets the same). */
async function setUpTags(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await apiLogin(request, SUPER_ADMIN)}` }
  const found = await request.get(`${apiBase}/api/tenants?where[slug][equals]=${DEMO.outback.slug}&depth=0`, { headers })
  const tenant = (await found.json()).docs[0] as { id: number; settings: Record<string, Record<string, unknown>> }
  const settings = {
    ...tenant.settings,
    tags: { ...tenant.settings.tags, ...TAGS },
    consent: { ...tenant.settings.consent, consentMode: 'ask-first' },
    marketing: { ...tenant.settings.marketing, googleAdsLeadValue: 40 },
  }
  const res = await request.patch(`${apiBase}/api/tenants/${tenant.id}`, { headers, data: { settings } })
  expect(res.status(), await res.text()).toBe(200)
}

/** Records every request the page makes to a tag's origin. */
function tagRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    if (isTagRequest(request)) seen.push(request.url())
  })
  return seen
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' })
const gtagCommands = (records: StandInRecord[]) => records.filter((r) => r.vendor === 'gtag').map((r) => r.args!)
const gtmEvents = (records: StandInRecord[]) => records.filter((r) => r.vendor === 'gtm').map((r) => r.event)

/** The page has started its tags' loader and met the shopper's first interaction, and the network is quiet. */
async function settled(page: Page) {
  await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer))).toBe(true)
  await page.mouse.move(10, 10)
  await page.mouse.wheel(0, 200)
  await page.waitForLoadState('networkidle')
}

test.beforeAll(async ({ request }) => {
  await setUpTags(request)
})

test.beforeEach(async ({ context }) => {
  await routeTagStandIns(context)
})

test('ask first: nothing loads before a choice; Accept all loads the tags, which get the asc events and a completed enquiry’s conversions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const requests = tagRequests(page)
  const response = await page.goto(siteUrl(DEMO.outback.slug, '/'))
  // The policy allows this dealer's tags, and only theirs.
  const policy = response!.headers()['content-security-policy']!
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
  expect(policy).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/)
  expect(policy).not.toContain('clarity.ms')

  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toContainText('Choose what you allow')
  await settled(page)
  expect(requests, 'no tag loads before the shopper chooses').toEqual([])
  // Consent Mode's default is on the dataLayer, all denied.
  const defaults = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a as ArrayLike<unknown>)))
  expect(defaults[0]).toEqual(['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }])

  const keptTouches = () => page.evaluate(() => localStorage.getItem('forecourt:touches'))
  expect(await keptTouches(), 'touches last the session only until the shopper allows marketing').toBeNull()
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => requests.map((u) => new URL(u).pathname).sort()).toEqual(['/en_US/fbevents.js', '/gtag/js', '/gtm.js'])
  // With consent to marketing, the visit's touches are kept for the next 90 days' leads.
  await expect.poll(keptTouches).toContain('"landing_page"')
  await expect.poll(async () => gtmEvents(await standInRecords(page))).toEqual(['asc_pageview', 'gtm.js'])
  const gtag = gtagCommands(await standInRecords(page))
  // The default (denied) first, then the shopper's choice, then the page's event: the order Google reads them in.
  expect(gtag.map((a) => (a[0] === 'js' ? 'js' : a.slice(0, 2).join(' ')))).toEqual(['consent default', 'event asc_pageview', 'consent update', 'js', 'config G-OUTBACK123', 'config AW-1234567890'])
  expect(gtag[2]![2]).toEqual({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })
  expect(gtag[1]![2]).toMatchObject({ event_owner: 'forecourt', page_type: 'home' })
  const meta = (await standInRecords(page)).filter((r) => r.vendor === 'meta').map((r) => r.args)
  expect(meta).toEqual([['consent', 'grant'], ['init', TAGS.metaPixelId], ['track', 'PageView']])

  // A completed enquiry: the lead's asc_form_submission, the Google Ads conversion and Meta's Lead, with the lead's id.
  const stamp = Date.now().toString(36)
  const leadId = await enquireAboutFirstCar(page, DEMO.outback.slug, { firstName: 'Tag', lastName: `Tester${stamp}`, email: `tags.${stamp}@example.com`, postcode: '2880' })
  await expect.poll(async () => gtmEvents(await standInRecords(page))).toEqual(expect.arrayContaining(['asc_pageview', 'asc_item_pageview', 'asc_form_submission']))
  const after = await standInRecords(page)
  const names = gtmEvents(after)
  expect(names.indexOf('asc_item_pageview')).toBeLessThan(names.indexOf('asc_form_submission'))
  expect(after.find((r) => r.vendor === 'gtm' && r.event === 'asc_form_submission')?.data).toMatchObject({ submission_id: leadId, comm_type: 'form' })
  expect(gtagCommands(after)).toContainEqual(['event', 'conversion', { send_to: 'AW-1234567890/demoLeadLbl', value: 40, currency: 'AUD', transaction_id: leadId }])
  expect(after.filter((r) => r.vendor === 'meta').map((r) => r.args)).toContainEqual(['track', 'Lead', { value: 40, currency: 'AUD' }, { eventID: leadId }])
  // Nothing the shopper typed reached a tag.
  expect(JSON.stringify(after)).not.toContain(`tags.${stamp}@example.com`)
  expect(JSON.stringify(after)).not.toContain(`Tester${stamp}`)
})

test('Necessary only loads nothing, and Privacy choices in the footer turns analytics on without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const requests = tagRequests(page)
  await page.goto(siteUrl(DEMO.outback.slug, '/'))
  await settled(page)
  await banner(page).getByRole('button', { name: 'Necessary only' }).click()
  await expect(banner(page)).toBeHidden()
  await settled(page)
  expect(requests).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('forecourt:touches'))).toBeNull()

  // Another page: the choice holds, no banner, still nothing.
  await page.goto(siteUrl(DEMO.outback.slug, '/search'))
  await settled(page)
  await expect(banner(page)).toBeHidden()
  expect(requests).toEqual([])

  // Changed from the footer: the choices open with focus on them; analytics only.
  const link = page.getByRole('button', { name: 'Privacy choices' })
  await link.click()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toBeFocused()
  await expect(banner(page).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
  await banner(page).getByRole('checkbox', { name: 'Analytics' }).check()
  await banner(page).getByRole('button', { name: 'Save my choices' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(link).toBeFocused()
  // Analytics tags load now; the Meta pixel (marketing) does not.
  await expect.poll(() => requests.map((u) => new URL(u).pathname).sort()).toEqual(['/gtag/js', '/gtm.js'])
  const gtag = gtagCommands(await standInRecords(page))
  expect(gtag.filter((a) => a[0] === 'consent').at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' }])
  expect(gtag).toContainEqual(['config', 'G-OUTBACK123'])
  expect(gtag).not.toContainEqual(['config', 'AW-1234567890'])
})

// Accept all is tapped as the page appears, before its code has hydrated: the banner's own early script answers it.
test('Global Privacy Control is a no to marketing even after Accept all', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const requests = tagRequests(page)
  await page.goto(siteUrl(DEMO.outback.slug, '/search'))
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => requests.map((u) => new URL(u).pathname).sort()).toEqual(['/gtag/js', '/gtm.js'])
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt:consent')!))
  expect(stored).toMatchObject({ analytics: true, marketing: false })
  await page.getByRole('button', { name: 'Privacy choices' }).click()
  await expect(banner(page).getByRole('checkbox', { name: /Marketing/ })).toBeDisabled()
  await expect(banner(page)).toContainText('Global Privacy Control')
})

test('what each tag cost the page is measured in the shopper’s browser and shown under the dealer’s tags in the admin', async ({ page, context, request }) => {
  // Stand-ins with a real weight, from a vendor that lets the page read its scripts' sizes.
  await routeTagStandIns(context, { kilobytes: 24, busyMs: 120 }, { timingAllowOrigin: true })
  await page.setViewportSize({ width: 390, height: 844 })
  const requests = tagRequests(page)
  await page.goto(siteUrl(DEMO.outback.slug, '/'))
  await settled(page)
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => requests.length).toBeGreaterThanOrEqual(3)
  await expect(page.locator('html')).toHaveAttribute('data-web-vitals', 'listening')
  await page.waitForLoadState('networkidle')

  // The shopper switches tab: the page's vitals go out in one beacon, and with them what each tag cost it.
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST' && r.resourceType() === 'ping')
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  const sent = JSON.parse((await beacon).postData()!) as { tags: { tag: string; bytes: number | null; ms: number | null }[] }
  expect(sent.tags.map((t) => t.tag)).toEqual(['gtm', 'gtag', 'metaPixel'])
  for (const cost of sent.tags) {
    // Each stand-in is 24 KB of padding and runs 120 ms in one go: a long frame its own script is named in.
    expect(cost.bytes, cost.tag).toBeGreaterThan(24 * 1024)
    expect(cost.ms, cost.tag).toBeGreaterThanOrEqual(100)
  }

  // The dealer's marketer sees the figures under Settings, beside the tags themselves.
  const token = await apiLogin(request, DEMO.outback.marketer)
  const found = await request.get(`${apiBase}/api/tenants?where[slug][equals]=${DEMO.outback.slug}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  const tenantId = (await found.json()).docs[0].id as number
  await expect
    .poll(async () => {
      const res = await request.get(`${apiBase}/api/tag-costs?tenant=${tenantId}`, { headers: { Authorization: `JWT ${token}` } })
      return ((await res.json()).tags as { tag: string; pageViews: number }[]).find((t) => t.tag === 'gtm')?.pageViews ?? 0
    })
    .toBeGreaterThan(0)
  await adminLogin(page, DEMO.outback.marketer)
  await page.goto(`/admin/collections/tenants/${tenantId}`)
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const row = page.getByTestId('tag-costs').locator('tr[data-tag="gtm"]')
  await expect(row.getByRole('rowheader')).toHaveText('Google Tag Manager')
  await expect(row.locator('td').nth(1)).toHaveText(/^\d+ KB$/)
  await expect(row.locator('td').nth(2)).toHaveText(/^\d+ ms$/)
})
