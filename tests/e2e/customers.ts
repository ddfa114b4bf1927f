/**
 * Signing a shopper in from a browser test, the way a shopper does: the real /sign-in page, the code
 * read from the SMS simulator's inbox. The session cookie (fc_customer, HTTP-only) then lives in the
 * page's browser context, so later page visits and same-origin fetches are signed in.
 *
 *   import { signInCustomer } from './customers'
 *   await signInCustomer(page, DEMO.harbour.slug, '0412 345 678', '/my-garage')
 *
 * The e2e server raises the sign-in rate limits (playwright.config.ts), so tests may sign the same
 * number in as often as they need.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { normaliseMobile } from '@/domain/accounts/phone'
import { siteUrl, smsSimulatorUrl } from './helpers'

type Inbox = { messages: { body: string }[] }

async function inbox(request: APIRequestContext, phone: string): Promise<Inbox['messages']> {
  const res = await request.get(`${smsSimulatorUrl()}/v1/messages?to=${encodeURIComponent(phone)}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as Inbox).messages
}

/** Waits for a text newer than the `seen` first ones and returns the 6-digit code in it. */
export async function nextSmsCode(request: APIRequestContext, phone: string, seen: number): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const messages = await inbox(request, phone)
        code = messages.length > seen ? (/code is (\d{6})\./.exec(messages.at(-1)!.body)?.[1] ?? '') : ''
        return code
      },
      { message: `a sign-in code texted to ${phone}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code
}

export const inboxSize = async (request: APIRequestContext, phone: string) => (await inbox(request, phone)).length

/** On /sign-in: enters the number, reads the texted code and enters it. Leaves the page navigating to the redirect. */
export async function completeSignIn(page: Page, phone: string): Promise<void> {
  const normalised = normaliseMobile(phone)
  if (!normalised.ok) throw new Error(`${phone}: ${normalised.message}`)
  const seen = await inboxSize(page.request, normalised.phone)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = await nextSmsCode(page.request, normalised.phone, seen)
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/**
 * Signs `phone` in on the dealer `tenantSlug` and waits until the browser is on `redirectPath`
 * (a page that does not exist yet still counts: the URL is what is checked). Returns the number in
 * its normalised form (+614…), as the customer API and the watchlist use it.
 */
export async function signInCustomer(page: Page, tenantSlug: string, phone: string, redirectPath = '/'): Promise<string> {
  const normalised = normaliseMobile(phone)
  if (!normalised.ok) throw new Error(`${phone}: ${normalised.message}`)
  const target = siteUrl(tenantSlug, redirectPath)
  await page.goto(siteUrl(tenantSlug, `/sign-in?redirect=${encodeURIComponent(redirectPath)}&back=%2F`))
  // Already signed in on this dealer: /sign-in goes straight to the redirect.
  if (new URL(page.url()).pathname === '/sign-in') {
    await completeSignIn(page, phone)
    await page.waitForURL(target, { timeout: 20_000 })
  }
  await expect(page).toHaveURL(target)
  const cookies = await page.context().cookies(siteUrl(tenantSlug))
  expect(cookies.some((c) => c.name === 'fc_customer' && c.httpOnly), 'the fc_customer session cookie').toBe(true)
  return normalised.phone
}
