/**
 * Where a lead's shopper came from (issue 37): a shopper lands from a Google ad (UTM tags and a gclid),
 * browses to a car and enquires; the lead names google / cpc and the campaign in the inbox's Source
 * column and in the CSV export, and keeps the click id and both visits.
 */
import { parse } from 'csv-parse/sync'

import { expect, test } from './fixtures'
import { DEMO, adminLogin, apiBase, apiLogin, siteUrl } from './helpers'
import { enquireAboutFirstCar } from './enquire'
import type { Lead } from '@/payload-types'

test('a lead from a Google ad shows its source in the inbox and the export, with its click id', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  const gclid = `e2e-gclid-${stamp}`
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(DEMO.harbour.slug, `/?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20Sale&gclid=${gclid}`))
  // The browser keeps the visit for the session (src/components/forms/browser.ts).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('forecourt:touches') ?? '')).toContain(gclid)
  // Browsing the dealer's own pages to a car, then enquiring.
  const leadId = await enquireAboutFirstCar(page, DEMO.harbour.slug, { firstName: 'Ad', lastName: `Clicker${stamp}`, email: `ad.${stamp}@example.com`, postcode: '4215' })

  const token = await apiLogin(request, DEMO.harbour.marketer)
  const auth = { Authorization: `JWT ${token}` }
  const lead = ((await (await request.get(`${apiBase}/api/leads?where[publicId][equals]=${leadId}&depth=0`, { headers: auth })).json()) as { docs: Lead[] }).docs[0]!
  expect([lead.source, lead.medium, lead.campaign]).toEqual(['google', 'cpc', 'Spring Sale'])
  expect(lead.attribution?.gclid).toBe(gclid)
  // The landing was the first and the last touch: browsing the dealer's own pages made no new one.
  expect(lead.attribution?.firstTouch).toMatchObject({ landing_page: expect.stringContaining(gclid), gclid })
  expect(lead.attribution?.lastTouch).toEqual(lead.attribution?.firstTouch)

  // The export names the source, medium and campaign.
  const csv = await request.get(`${apiBase}/api/leads/export.csv?where[publicId][equals]=${leadId}`, { headers: auth })
  expect(csv.status()).toBe(200)
  const rows = parse((await csv.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]
  expect(rows.map((r) => [r['Lead id'], r.Source, r.Medium, r.Campaign])).toEqual([[leadId, 'google', 'cpc', 'Spring Sale']])

  // Google Ads' offline conversion upload lists the click under the dealer's lead conversion.
  const conversions = await request.get(`${apiBase}/api/leads/google-ads-conversions.csv`, { headers: auth })
  expect(conversions.status()).toBe(200)
  const lines = (await conversions.text()).split('\r\n')
  expect(lines.slice(0, 2)).toEqual(['Parameters:TimeZone=+0000', 'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency'])
  expect(lines.filter((l) => l.startsWith(`${gclid},`))).toEqual([expect.stringMatching(new RegExp(`^${gclid},Website lead,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+00:00,,$`))])

  // The inbox shows the source in its own column, and both downloads above the list.
  await adminLogin(page, DEMO.harbour.marketer)
  await page.goto(`/admin/collections/leads?where[publicId][equals]=${leadId}`)
  await expect(page.locator('table tbody td.cell-source')).toHaveText('google', { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Google Ads conversions' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
})
