/**
 * Shopper sign-in in Chromium against the production server: the whole SMS-code flow (the code read
 * from the SMS simulator), the gated pages and their return to `redirect`, a gate switched on for one
 * dealer only, sign-out (and the old cookie dead after it), keyboard-only use, axe on the sign-in
 * page, and the signed-in shopper's details filling a lead form.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { completeSignIn, inboxSize, nextSmsCode, signInCustomer } from './customers'
import { DEMO, SUPER_ADMIN, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

const harbour = DEMO.harbour.slug
let numbers = 0
/** A different mobile number per test, so no test sees another's texts. */
const freshMobile = () => `04${String(Date.now() % 1e4).padStart(4, '0')}${String(++numbers).padStart(4, '0')}`
const toE164 = (mobile: string) => `+61${mobile.slice(1)}`

const account = (page: Page) => page.locator('.site-header__account')
const me = (page: Page) => page.evaluate(async () => (await fetch('/api/customers/me')).json())

test('the full SMS-code sign-in lands on the redirect target, with every refusal explained', async ({ page }) => {
  const mobile = freshMobile()
  await page.goto(siteUrl(harbour, '/sign-in?type=watchlist&redirect=%2Fspecial-offers%3Fsort%3Dprice&back=%2Fabout-us'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save cars to your watchlist')
  await expect(page.getByRole('link', { name: 'Cancel and go back' })).toHaveAttribute('href', '/about-us')

  // A landline is refused in the browser with the specific message, tied to the field and focused.
  const phone = page.getByRole('textbox', { name: 'Mobile number' })
  await phone.fill('07 3000 1234')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(phone).toBeFocused()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription(/Enter an Australian mobile number, like 0412 345 678\./)

  const seen = await inboxSize(page.request, toE164(mobile))
  await phone.fill(mobile)
  await page.getByRole('button', { name: 'Send code' }).click()
  const codeField = page.getByRole('textbox', { name: '6-digit code' })
  await expect(codeField).toBeFocused()
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeField).toHaveAttribute('inputmode', 'numeric')
  await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code' })).toContainText(`We sent a 6-digit code to ${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`)
  await expect(page.getByRole('button', { name: /Send a new code \(in \d+ s\)/ })).toBeDisabled()
  const code = await nextSmsCode(page.request, toE164(mobile), seen)

  // A wrong code: the API's message, on the field, focused.
  await codeField.fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(codeField).toHaveAccessibleDescription(/That code is not right\. You have 4 attempts left\./)
  await expect(codeField).toBeFocused()

  await codeField.fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(siteUrl(harbour, '/special-offers?sort=price'))
  await expect(account(page).getByRole('link', { name: 'My Garage' })).toBeVisible()
  await expect(account(page).getByRole('button', { name: 'Sign out' })).toBeVisible()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'fc_customer')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(await me(page)).toEqual({ signedIn: true, customer: { phone: toE164(mobile), name: null, lastName: null, email: null, postcode: null } })
})

test('sign-in targets stay on the site, and a signed-in shopper skips the form', async ({ page }) => {
  await page.goto(siteUrl(harbour, '/sign-in?redirect=%2F%2Fevil.example%2Fx&back=https%3A%2F%2Fevil.example'))
  await expect(page.getByRole('link', { name: 'Cancel and go back' })).toHaveAttribute('href', '/')
  await signInCustomer(page, harbour, freshMobile(), '/about-us')
  await page.goto(siteUrl(harbour, '/sign-in?type=checkout&redirect=%2F%2Fevil.example'))
  await expect(page).toHaveURL(siteUrl(harbour, '/'))
  await page.goto(siteUrl(harbour, '/sign-in?redirect=%2Ffaqs'))
  await expect(page).toHaveURL(siteUrl(harbour, '/faqs'))
})

test('a signed-out visitor to /my-garage is sent to sign in and comes back to it', async ({ page }) => {
  await page.goto(siteUrl(harbour, '/about-us'))
  await page.goto(siteUrl(harbour, '/my-garage?tab=watchlist'), { referer: siteUrl(harbour, '/about-us') })
  await expect(page).toHaveURL(siteUrl(harbour, '/sign-in?type=my-garage&redirect=%2Fmy-garage%3Ftab%3Dwatchlist&back=%2Fabout-us'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to My Garage')
  await completeSignIn(page, freshMobile())
  await expect(page).toHaveURL(siteUrl(harbour, '/my-garage?tab=watchlist'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage')

  // The group's branded garage (its garagePath setting, 'myharbourcity' in the demo) is My Garage under
  // the group's own name; another group's name is no garage here.
  await page.goto(siteUrl(harbour, '/myharbourcity'))
  await expect(page).toHaveURL(siteUrl(harbour, '/myharbourcity'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage')
  expect((await page.goto(siteUrl(harbour, '/mymotorama')))?.status()).toBe(404)

  // Signed in, gated pages open directly; /online-payment exists.
  await page.goto(siteUrl(harbour, '/online-payment'))
  await expect(page).toHaveURL(siteUrl(harbour, '/online-payment'))
  await expect(page.getByRole('heading', { level: 1, name: 'Online payment' })).toBeVisible()

  // The session is this dealer's only: on another dealer the gate still asks.
  await page.goto(siteUrl(DEMO.bayside.slug, '/online-payment'))
  await expect(page).toHaveURL(siteUrl(DEMO.bayside.slug, '/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F'))
})

test('a gate switched on for one dealer redirects there and nowhere else', async ({ request }) => {
  const token = await apiLogin(request, SUPER_ADMIN)
  const headers = { Authorization: `JWT ${token}` }
  const id = await tenantId(request, token, DEMO.outback.slug)
  const before = await (await request.get(`${apiBase}/api/tenants/${id}?depth=0`, { headers })).json()
  const setTradeInGate = async (on: boolean) => {
    const res = await request.patch(`${apiBase}/api/tenants/${id}`, { headers, data: { settings: { ...before.settings, accounts: { ...before.settings.accounts, gateTradeIn: on } } } })
    expect(res.status(), await res.text()).toBe(200)
  }
  const visit = (domain: string, path: string) => request.get(`${apiBase}${path}`, { headers: { host: domain }, maxRedirects: 0 })

  expect((await visit(DEMO.outback.domain, '/trade-in')).status()).toBe(200)
  await setTradeInGate(true)
  try {
    // The proxy keeps a dealer's switches for a few seconds.
    await expect.poll(async () => (await visit(DEMO.outback.domain, '/trade-in?car_id=7')).status(), { timeout: 15_000 }).toBe(307)
    const gated = await visit(DEMO.outback.domain, '/trade-in?car_id=7')
    expect(gated.headers().location).toMatch(/\/sign-in\?type=trade-in&redirect=%2Ftrade-in%3Fcar_id%3D7&back=%2F$/)
    expect((await visit(DEMO.outback.domain, '/cars/trade-in')).status()).toBe(307)
    // Another dealer, same route: open.
    expect((await visit(DEMO.bayside.domain, '/trade-in')).status()).toBe(200)
    // Sell-my-car has its own switch, still off.
    expect((await visit(DEMO.outback.domain, '/sell-my-car')).status()).toBe(200)
  } finally {
    await setTradeInGate(false)
    await expect.poll(async () => (await visit(DEMO.outback.domain, '/trade-in')).status(), { timeout: 15_000 }).toBe(200)
  }
})

test('signing out ends the session, and the old cookie is dead if replayed', async ({ page }) => {
  await signInCustomer(page, harbour, freshMobile(), '/about-us')
  const before = (await page.context().cookies()).find((c) => c.name === 'fc_customer')!
  await account(page).getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(siteUrl(harbour, '/sign-out'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out')
  await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect((await page.context().cookies()).some((c) => c.name === 'fc_customer')).toBe(false)
  await page.goto(siteUrl(harbour, '/myharbourcity'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmyharbourcity/)

  // The token from before sign-out, put back, names a customer who signed out since: refused.
  await page.context().addCookies([before])
  expect(await me(page)).toEqual({ signedIn: false })
})

test('the /sign-out page signs out with a button', async ({ page }) => {
  await signInCustomer(page, harbour, freshMobile(), '/sign-out')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out')
  await page.locator('main').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out')
  expect(await me(page)).toEqual({ signedIn: false })
})

test('sign-in works with the keyboard alone', async ({ page }) => {
  const mobile = freshMobile()
  await page.goto(siteUrl(DEMO.bayside.slug, '/sign-in?type=checkout&redirect=%2Fabout-us'))
  const phone = page.getByRole('textbox', { name: 'Mobile number' })
  for (let i = 0; i < 60 && !(await phone.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(phone).toBeFocused()
  const seen = await inboxSize(page.request, toE164(mobile))
  await page.keyboard.type(mobile)
  await page.keyboard.press('Enter')
  const codeField = page.getByRole('textbox', { name: '6-digit code' })
  await expect(codeField).toBeFocused()
  const code = await nextSmsCode(page.request, toE164(mobile), seen)

  // "Use a different number" is reachable and puts focus back on the number.
  await page.keyboard.press('Tab') // Sign in
  await page.keyboard.press('Tab') // Send a new code (disabled during the cooldown, so skipped)
  await expect(page.getByRole('button', { name: 'Use a different number' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(phone).toBeFocused()
  await expect(phone).toHaveValue(mobile)
  await page.keyboard.press('Enter')
  await expect(codeField).toBeFocused()
  const second = await nextSmsCode(page.request, toE164(mobile), seen + 1)
  expect(second).toMatch(/^\d{6}$/)
  await page.keyboard.type(second)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(siteUrl(DEMO.bayside.slug, '/about-us'))
  expect(code).toMatch(/^\d{6}$/)
})

test('the sign-in page has no WCAG A/AA violations, at either step or with an error', async ({ page }) => {
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const violations = async () => (await axe()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto(siteUrl(DEMO.outback.slug, '/sign-in?type=my-garage&redirect=%2Fmy-garage'))
    await expect(account(page)).toHaveAttribute('data-account', 'signed-out')
    expect(await violations()).toEqual([])
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText('Enter your mobile number.')).toBeVisible()
    expect(await violations()).toEqual([])
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(freshMobile())
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeFocused()
    expect(await violations()).toEqual([])
  }
})

test('a signed-in shopper’s stored details fill the enquiry form, without overwriting what the browser had', async ({ page }) => {
  const mobile = freshMobile()
  await signInCustomer(page, DEMO.bayside.slug, mobile, '/about-us')
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/customers/me', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', postcode: '4000' }) })
    return { status: res.status, body: await res.json() }
  })
  expect(saved).toMatchObject({ status: 200, body: { ok: true, customer: { name: 'Jane', postcode: '4000' } } })
  // Details this browser remembered from an earlier form win over the account's.
  await page.evaluate(() => localStorage.setItem('forecourt:user-details', JSON.stringify({ name: 'Janet' })))
  await page.goto(siteUrl(DEMO.bayside.slug, '/contact'))
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Last name' }) })
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Citizen')
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Janet')
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com')
  await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue(`${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`)
  await expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveValue('4000')
})

test('the REST API gives customers to nobody anonymous, and a customer cookie is no admin login', async ({ page, request }) => {
  await signInCustomer(page, harbour, freshMobile(), '/about-us')
  const token = (await page.context().cookies()).find((c) => c.name === 'fc_customer')!.value
  const attempts: Record<string, string>[] = [{}, { cookie: `payload-token=${token}` }, { authorization: `JWT ${token}` }, { cookie: `fc_customer=${token}` }]
  for (const headers of attempts) {
    const list = await request.get(`${apiBase}/api/customers?depth=0`, { headers })
    expect(list.status(), JSON.stringify(headers)).toBe(403)
    const codes = await request.get(`${apiBase}/api/sign-in-codes?depth=0`, { headers })
    expect(codes.status(), JSON.stringify(headers)).toBe(403)
    const whoAmI = await request.get(`${apiBase}/api/users/me`, { headers })
    expect((await whoAmI.json()).user ?? null, JSON.stringify(headers)).toBeNull()
  }
})
