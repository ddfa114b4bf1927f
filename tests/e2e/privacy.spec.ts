/**
 * A dealer admin handles a shopper's privacy requests end to end (issue 39): the shopper enquires on
 * Bayside Mazda's site (the marketing box starts unticked); the dealer's admin signs in, opens Privacy
 * requests, finds the shopper by the number typed another way, downloads the export (a zip holding
 * the lead), erases them after the password and the count, and the search then finds nothing. The
 * privacy log lists the search, the export and the erasure; a marketer gets no such tool.
 */
import AxeBuilder from '@axe-core/playwright'
import { unzipSync, strFromU8 } from 'fflate'

import { expect, test } from './fixtures'
import { enquireAboutFirstCar } from './enquire'
import { DEMO, PASSWORD, adminLogin, apiBase, apiLogin, siteUrl } from './helpers'

const ADMIN = 'admin@baysidemazda.test'

test('the enquiry form’s marketing box starts unticked', async ({ page }) => {
  await page.goto(siteUrl(DEMO.bayside.slug, '/search'))
  await page.locator('.vehicle-card a[href^="/cars/"]').first().click()
  await page.getByTestId('vehicle-actions').getByRole('button', { name: 'Enquire Now' }).click()
  await expect(page.getByRole('checkbox', { name: 'Keep me up to date with news and offers' })).not.toBeChecked()
})

test('a dealer admin finds, exports and erases a shopper’s data', async ({ page, request }) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const email = `privacy.${stamp}@example.com`
  const digits = String(Date.now()).slice(-8)
  const mobile = `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)}`
  await enquireAboutFirstCar(page, DEMO.bayside.slug, { firstName: 'Petra', lastName: `Private${stamp}`, email, postcode: '4000', mobile })

  await adminLogin(page, ADMIN)
  // The admin's navigation starts closed for a new user: open it, as a person would.
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.getByRole('link', { name: 'Privacy requests' }).click()
  await expect(page).toHaveURL(/\/admin\/privacy$/)
  await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible()
  // Next's own route announcer is an alert too: the view's messages are looked for inside the view.
  const view = page.locator('.privacy-view')
  const axe = await new AxeBuilder({ page }).include('.privacy-view').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  // Bad input is refused with a message.
  await page.getByLabel('Email or phone number').fill('Petra')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(view.getByRole('alert')).toHaveText('Enter an email address (name@example.com) or a phone number with 8 to 15 digits.')

  // Found by the number written the international way.
  await page.getByLabel('Email or phone number').fill(`+61 ${mobile.slice(1)}`)
  await page.getByRole('button', { name: 'Find' }).click()
  // Their lead, and the analytics event the success page sent with its reference (if it has arrived).
  const heading = view.getByRole('heading', { name: /^\d+ records? of \+614\d{8}$/ })
  await expect(heading).toBeVisible()
  await expect(view.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Lead', exact: true }) })).toHaveCount(1)
  await expect(view.getByRole('link', { name: /^Open lead #\d+$/ })).toBeVisible()
  const count = Number((await heading.textContent())!.split(' ')[0])
  expect(count).toBe(await view.getByRole('row').count() - 1)
  const records = `${count} record${count === 1 ? '' : 's'}`

  // The export: the password again, then a zip with the lead in it.
  await page.getByRole('button', { name: 'Export everything' }).click()
  await page.getByLabel('Your password, to confirm it is you').fill(PASSWORD)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the export' }).click()
  const file = await (await download).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of file) chunks.push(chunk as Buffer)
  const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)))
  expect(strFromU8(zip['lead.csv']!)).toContain(`Private${stamp}`)
  await expect(view.getByRole('status')).toHaveText(new RegExp(`^Exported ${records} of \\+614\\d{8} as personal-information-\\d{4}-\\d{2}-\\d{2}\\.zip\\.$`))

  // The erasure: a wrong password changes nothing; the right one and the count erase.
  await page.getByRole('button', { name: 'Erase…' }).click()
  await expect(view.getByRole('heading', { name: new RegExp(`^Erase ${records} of`) })).toBeVisible()
  await page.getByLabel('Your password, to confirm it is you').fill('not-my-password')
  await view.getByRole('button', { name: `Erase ${records}` }).click()
  await expect(view.getByRole('alert')).toHaveText('That password is not right.')
  await page.getByLabel('Your password, to confirm it is you').fill(PASSWORD)
  await view.getByRole('button', { name: `Erase ${records}` }).click()
  await expect(view.getByRole('status')).toHaveText(new RegExp(`^Erased ${records} of \\+614`))
  await page.getByLabel('Email or phone number').fill(email)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: `Nothing is held about ${email}` })).toBeVisible()

  // The privacy log, read as the dealer admin: the search, the export and the erasure, never the address.
  const token = await apiLogin(request, ADMIN)
  const log = await request.get(`${apiBase}/api/privacy-log?limit=20&sort=-createdAt&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(log.status()).toBe(200)
  const docs = (await log.json()).docs as { action: string; userEmail: string }[]
  for (const action of ['searched', 'exported', 'erased']) expect(docs.some((d) => d.action === action && d.userEmail === ADMIN), action).toBe(true)
  expect(JSON.stringify(docs)).not.toContain(email)
})

test('a marketer has no privacy requests tool and cannot call it', async ({ page, request }) => {
  await adminLogin(page, DEMO.bayside.marketer)
  await expect(page.getByRole('link', { name: 'Privacy requests' })).toHaveCount(0)
  await page.goto('/admin/privacy')
  await expect(page.locator('.privacy-view').getByRole('alert')).toHaveText(/Only a dealer’s admins may handle privacy requests/)
  const token = await apiLogin(request, DEMO.bayside.marketer)
  const res = await request.post(`${apiBase}/api/privacy-log/person`, { headers: { Authorization: `JWT ${token}` }, data: { q: 'someone@example.com' } })
  expect(res.status()).toBe(403)
})
