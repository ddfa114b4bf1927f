/**
 * A shopper's enquiry about the first car of a site's search, the way a shopper sends one: search,
 * open the car, Enquire Now, fill the dialog, send. Returns the lead's public id from the success page.
 */
import { expect, type Page } from '@playwright/test'

import { resultsCount, siteUrl } from './helpers'

export async function enquireAboutFirstCar(page: Page, siteSlug: string, who: { firstName: string; lastName: string; email: string; postcode: string; mobile?: string }): Promise<string> {
  await page.goto(siteUrl(siteSlug, '/search'))
  await expect(resultsCount(page)).toBeVisible()
  await page.locator('.vehicle-card a[href^="/cars/"]').first().click()
  await expect(page).toHaveURL(/\/cars\//)
  const name = (await page.locator('h1').textContent())!.trim()
  await page.getByTestId('vehicle-actions').getByRole('button', { name: 'Enquire Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Enquire about the ${name}` })
  const fields = { 'First name': who.firstName, 'Last name': who.lastName, Email: who.email, Mobile: who.mobile ?? '0412 345 678', Postcode: who.postcode }
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value)
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(`Is the ${name} still available?`)
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=ld_/, { timeout: 20_000 })
  return new URL(page.url()).searchParams.get('lead')!
}
