/**
 * Customer sign-in against a real PostgreSQL: the customer API handlers called as the site calls them
 * (Host header, JSON, cookies), the SMS gateway simulator, and the data left behind. Every refusal is
 * checked to change nothing; the races (two verifications of one code, a burst of sends) are run for real.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Tenant, User } from '@/payload-types'
import { CODE_TTL_SECONDS, MAX_ATTEMPTS, OTP_MESSAGES } from '@/domain/accounts/otp'
import { PHONE_MESSAGES } from '@/domain/accounts/phone'
import { PROFILE_MESSAGES } from '@/domain/accounts/profile'
import { PUBLIC_WRITE_MESSAGES } from '@/domain/security/publicWrite'
import {
  NOT_SIGNED_IN_MESSAGE,
  handleGetMe,
  handleSendCode,
  handleSignOut,
  handleUpdateMe,
  handleVerifyCode,
  type CustomerDeps,
} from '@/lib/customers/endpoints'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { verifySignInCode } from '@/lib/customers/otp'
import { CUSTOMER_COOKIE, signSession } from '@/lib/customers/sessionToken'
import { resetRateLimits } from '@/lib/api/rateLimit'
import { findTenantByHost } from '@/lib/site/tenant'
import { startSmsSimulator, type SmsSimulator } from '../simulators/sms/server'
import { createMarketer, createTenant, getTestPayload } from './helpers'

let payload: Payload
let sms: SmsSimulator
let dealerA: Tenant
let dealerB: Tenant
let marketerA: User
let marketerB: User
const deps: CustomerDeps = { payload: getTestPayload, tenantByHost: findTenantByHost }

let counter = 0
/** A fresh mobile number and client address for each test, so limits never leak between tests. */
const freshPhone = () => `+614${String(Date.now() % 1e4).padStart(4, '0')}${String(++counter).padStart(4, '0')}`
const freshIp = () => `10.8.${Math.floor(counter / 200)}.${(++counter % 200) + 1}`
const hostOf = (t: Tenant) => t.domains![0]!.domain

type CallOptions = { tenant?: Tenant; body?: unknown; ip?: string; cookie?: string; headers?: Record<string, string>; method?: string }
function request(path: string, o: CallOptions = {}): Request {
  const headers: Record<string, string> = { host: hostOf(o.tenant ?? dealerA), [CLIENT_ADDRESS_HEADER]: o.ip ?? '10.0.0.1', ...o.headers }
  if (o.cookie) headers.cookie = o.cookie
  if (o.body !== undefined) headers['content-type'] = 'application/json'
  return new Request(`http://${headers.host}${path}`, { method: o.method ?? (o.body === undefined ? 'GET' : 'POST'), headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) })
}
const json = async (res: Response) => (await res.json()) as Record<string, unknown>

const sendCode = (phone: string, o: CallOptions = {}) => handleSendCode(request('/api/customers/send-code', { ...o, body: { phone } }), deps)
const verifyCode = (phone: string, code: string, o: CallOptions = {}) => handleVerifyCode(request('/api/customers/verify-code', { ...o, body: { phone, code } }), deps)

/** The code in the newest text to a number (the simulator keeps what the gateway was sent). */
function lastCode(phone: string): string {
  const message = sms.messages.filter((m) => m.to === phone).at(-1)
  const code = /code is (\d{6})\./.exec(message?.body ?? '')?.[1]
  if (!code) throw new Error(`No code was texted to ${phone}`)
  return code
}

const codesOf = (phone: string, tenant = dealerA) =>
  payload.find({ collection: 'sign-in-codes', where: { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: phone } }] }, overrideAccess: true, sort: 'createdAt', depth: 0 })
const customersOf = (phone: string, tenant = dealerA) =>
  payload.find({ collection: 'customers', where: { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: phone } }] }, overrideAccess: true, depth: 0 })
const cookieOf = (res: Response) => /fc_customer=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null

async function signIn(phone: string, tenant = dealerA) {
  const ip = freshIp()
  expect((await sendCode(phone, { tenant, ip })).status).toBe(200)
  const res = await verifyCode(phone, lastCode(phone), { tenant, ip })
  expect(res.status).toBe(200)
  return `${CUSTOMER_COOKIE}=${cookieOf(res)}`
}

beforeAll(async () => {
  payload = await getTestPayload()
  sms = await startSmsSimulator()
  process.env.SMS_API_URL = sms.url
  dealerA = await createTenant(payload, 'Dealer A', { settings: { accounts: { smsSender: 'DealerA' } } } as Partial<Tenant>)
  dealerB = await createTenant(payload, 'Dealer B')
  marketerA = await createMarketer(payload, [dealerA])
  marketerB = await createMarketer(payload, [dealerB])
})
afterAll(async () => {
  await sms?.close()
  delete process.env.SMS_API_URL
})
beforeEach(() => resetRateLimits())

describe('sending a code', () => {
  it('texts a 6-digit code from the dealer’s sender and keeps only its hash', async () => {
    const phone = freshPhone()
    const started = Date.now()
    const res = await sendCode(phone.replace('+61', '0'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await json(res)).toEqual({ ok: true, phone, expiresInSeconds: 300 })

    const [message] = sms.messages.filter((m) => m.to === phone)
    expect(message).toMatchObject({ from: 'DealerA' })
    const code = lastCode(phone)
    expect(message!.body).toBe(`Your Dealer A sign-in code is ${code}. It expires in 5 minutes.`)

    const rows = (await codesOf(phone)).docs
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows[0])).not.toContain(code)
    expect(Date.parse(rows[0]!.expiresAt) - started).toBeGreaterThanOrEqual(CODE_TTL_SECONDS * 1000 - 1000)
    expect(Date.parse(rows[0]!.expiresAt) - Date.now()).toBeLessThanOrEqual(CODE_TTL_SECONDS * 1000)
  })

  it('sends from the shared number when the dealer has no sender name', async () => {
    const phone = freshPhone()
    expect((await sendCode(phone, { tenant: dealerB, ip: freshIp() })).status).toBe(200)
    expect(sms.messages.filter((m) => m.to === phone)[0]).toMatchObject({ from: null, body: expect.stringContaining('Your Dealer B sign-in code is') })
  })

  it('refuses a malformed number with its message, sending and storing nothing', async () => {
    const before = sms.messages.length
    for (const phone of ['07 3000 1234', '0412 345', 'call me']) {
      const res = await sendCode(phone)
      expect(res.status).toBe(400)
      expect(await json(res)).toEqual({ message: PHONE_MESSAGES.invalid })
    }
    expect(sms.messages.length).toBe(before)
    expect((await payload.count({ collection: 'sign-in-codes', where: { phone: { in: ['+6173000', '07 3000 1234'] } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('allows three codes per number in ten minutes, then says how long to wait', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 3; i++) expect((await sendCode(phone, { ip: freshIp() })).status).toBe(200)
    const res = await sendCode(phone, { ip: freshIp() })
    expect(res.status).toBe(429)
    expect(await json(res)).toEqual({ message: OTP_MESSAGES.tooManyCodes(10) })
    expect(res.headers.get('retry-after')).toBe('600')
    expect((await codesOf(phone)).totalDocs).toBe(3)
    expect(sms.messages.filter((m) => m.to === phone)).toHaveLength(3)
    // The same number on another dealer's site has its own count.
    expect((await sendCode(phone, { tenant: dealerB, ip: freshIp() })).status).toBe(200)
  })

  it('allows ten codes per address an hour, whichever numbers and dealers', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await sendCode(freshPhone(), { ip, tenant: i % 2 ? dealerA : dealerB })).status, `send ${i}`).toBe(200)
    const phone = freshPhone()
    const res = await sendCode(phone, { ip })
    expect(res.status).toBe(429)
    expect((await json(res)).message).toMatch(/^Too many codes requested\. Try again in (59|60) minutes\.$/)
    expect((await codesOf(phone)).totalDocs).toBe(0)
    expect(sms.messages.some((m) => m.to === phone)).toBe(false)
  })

  it('holds the per-number limit under a burst of parallel requests', async () => {
    const phone = freshPhone()
    const results = await Promise.all(Array.from({ length: 6 }, () => sendCode(phone, { ip: freshIp() })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429])
    expect((await codesOf(phone)).totalDocs).toBe(3)
  })

  it('keeps no code when the text could not be sent, so it neither counts nor replaces one', async () => {
    const phone = freshPhone()
    sms.failNext(1, 503)
    const res = await sendCode(phone)
    expect(res.status).toBe(502)
    expect(await json(res)).toEqual({ message: OTP_MESSAGES.smsFailed })
    expect((await codesOf(phone)).totalDocs).toBe(0)
  })

  it('refuses a request from another site’s page (the route’s guard, before any code is made)', async () => {
    const { POST } = await import('@/app/(site)/api/customers/send-code/route')
    const phone = freshPhone()
    const res = await POST(request('/api/customers/send-code', { body: { phone }, headers: { origin: 'https://evil.example' } }))
    expect(res.status).toBe(403)
    expect(await json(res)).toEqual({ message: PUBLIC_WRITE_MESSAGES.crossSite })
    expect((await codesOf(phone)).totalDocs).toBe(0)
  })

  it('answers 404 on a host with no dealer', async () => {
    const res = await handleSendCode(new Request('http://nobody.example/api/customers/send-code', { method: 'POST', headers: { host: 'nobody.example', 'content-type': 'application/json' }, body: '{"phone":"0412345678"}' }), deps)
    expect(res.status).toBe(404)
  })
})

describe('verifying a code', () => {
  it('signs in: finds or creates the customer, stamps lastSignInAt and sets the session cookie', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    await sendCode(phone, { ip })
    const res = await verifyCode(phone.replace('+61', '0'), lastCode(phone), { ip })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ ok: true, customer: { phone, name: null, lastName: null, email: null, postcode: null } })
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/^fc_customer=[\w-]+\.[\w-]+;/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/i)

    const customers = (await customersOf(phone)).docs
    expect(customers).toHaveLength(1)
    expect(Date.now() - Date.parse(customers[0]!.lastSignInAt!)).toBeLessThan(60_000)
    expect((await codesOf(phone)).docs[0]!.consumedAt).toBeTruthy()

    // Signing in again is the same customer, not a second one.
    await signIn(phone)
    expect((await customersOf(phone)).totalDocs).toBe(1)
  })

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    await sendCode(phone, { ip })
    const res = await verifyCode(phone, lastCode(phone), { ip, headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/i)
  })

  it('refuses a wrong code, saying how many attempts are left; the right code still works after', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const right = lastCode(phone)
    const wrong = right === '000000' ? '111111' : '000000'
    const res = await verifyCode(phone, wrong)
    expect(res.status).toBe(401)
    expect(await json(res)).toEqual({ message: 'That code is not right. You have 4 attempts left.' })
    expect(res.headers.get('set-cookie')).toBeNull()
    expect((await customersOf(phone)).totalDocs).toBe(0)
    const [row] = (await codesOf(phone)).docs
    expect(row).toMatchObject({ attempts: 1, consumedAt: null })
    expect((await verifyCode(phone, right)).status).toBe(200)
  })

  it('locks the code after five wrong attempts, even against the right code', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const right = lastCode(phone)
    const wrong = right === '000000' ? '111111' : '000000'
    const answers: number[] = []
    for (let i = 0; i < MAX_ATTEMPTS; i++) answers.push((await verifyCode(phone, wrong)).status)
    expect(answers).toEqual([401, 401, 401, 401, 429])
    const locked = await verifyCode(phone, right)
    expect(locked.status).toBe(429)
    expect(await json(locked)).toEqual({ message: OTP_MESSAGES.tooManyAttempts })
    expect((await customersOf(phone)).totalDocs).toBe(0)
    expect((await codesOf(phone)).docs[0]).toMatchObject({ attempts: MAX_ATTEMPTS, consumedAt: null })
  })

  it('refuses an expired code and changes nothing', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const outcome = await verifySignInCode(payload, dealerA, phone, lastCode(phone), { now: Date.now() + (CODE_TTL_SECONDS + 1) * 1000 })
    expect(outcome).toEqual({ ok: false, status: 401, message: 'This code has expired. Send a new one.' })
    expect((await codesOf(phone)).docs[0]).toMatchObject({ attempts: 0, consumedAt: null })
    expect((await customersOf(phone)).totalDocs).toBe(0)
  })

  it('refuses a replayed code and changes nothing', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = lastCode(phone)
    expect((await verifyCode(phone, code)).status).toBe(200)
    const before = (await customersOf(phone)).docs[0]!
    const replay = await verifyCode(phone, code)
    expect(replay.status).toBe(401)
    expect(await json(replay)).toEqual({ message: OTP_MESSAGES.used })
    expect(replay.headers.get('set-cookie')).toBeNull()
    const after = (await customersOf(phone)).docs[0]!
    expect(after.lastSignInAt).toBe(before.lastSignInAt)
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  it('accepts only the newest code: a newer code replaces the older one', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const older = lastCode(phone)
    await sendCode(phone)
    const newer = lastCode(phone)
    if (older !== newer) expect((await verifyCode(phone, older)).status).toBe(401)
    expect((await verifyCode(phone, newer)).status).toBe(200)
  })

  it('lets exactly one of two simultaneous verifications of a code succeed', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const code = lastCode(phone)
    const results = await Promise.all([verifyCode(phone, code), verifyCode(phone, code), verifyCode(phone, code)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401])
    const refused = results.filter((r) => r.status === 401)
    for (const r of refused) expect(await json(r)).toEqual({ message: OTP_MESSAGES.used })
    expect(results.filter((r) => r.headers.get('set-cookie'))).toHaveLength(1)
    expect((await customersOf(phone)).totalDocs).toBe(1)
  })

  it('refuses a code for a number that was sent none, and a code that is not six digits', async () => {
    const none = await verifyCode(freshPhone(), '123456')
    expect(none.status).toBe(401)
    expect(await json(none)).toEqual({ message: OTP_MESSAGES.noCode })
    const short = await verifyCode(freshPhone(), '12345')
    expect(short.status).toBe(400)
    expect(await json(short)).toEqual({ message: OTP_MESSAGES.codeFormat })
  })

  it('does not accept dealer A’s code on dealer B’s site', async () => {
    const phone = freshPhone()
    await sendCode(phone)
    const res = await verifyCode(phone, lastCode(phone), { tenant: dealerB })
    expect(res.status).toBe(401)
    expect((await customersOf(phone, dealerB)).totalDocs).toBe(0)
  })

  it('limits code checks per address', async () => {
    const ip = freshIp()
    const phone = freshPhone()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await verifyCode(phone, '123456', { ip })).status)
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('the session', () => {
  it('GET /me: signed out without a cookie, signed in with one, never cached', async () => {
    const anonymous = await handleGetMe(request('/api/customers/me'), deps)
    expect(await json(anonymous)).toEqual({ signedIn: false })
    expect(anonymous.headers.get('cache-control')).toBe('no-store')

    const phone = freshPhone()
    const cookie = await signIn(phone)
    const me = await handleGetMe(request('/api/customers/me', { cookie }), deps)
    expect(await json(me)).toEqual({ signedIn: true, customer: { phone, name: null, lastName: null, email: null, postcode: null } })
  })

  it('a session counts only on the dealer site that issued it', async () => {
    const cookie = await signIn(freshPhone())
    const elsewhere = await handleGetMe(request('/api/customers/me', { cookie, tenant: dealerB }), deps)
    expect(await json(elsewhere)).toEqual({ signedIn: false })
  })

  it('sign-out clears the cookie and kills the token even if replayed', async () => {
    const phone = freshPhone()
    const cookie = await signIn(phone)
    const out = await handleSignOut(request('/api/customers/sign-out', { cookie, body: {} }), deps)
    expect(out.status).toBe(200)
    expect(await json(out)).toEqual({ ok: true })
    expect(out.headers.get('set-cookie')).toMatch(/fc_customer=;.*Max-Age=0/i)
    expect((await customersOf(phone)).docs[0]!.sessionsValidAfter).toBeTruthy()
    const replayed = await handleGetMe(request('/api/customers/me', { cookie }), deps)
    expect(await json(replayed)).toEqual({ signedIn: false })
    // Signing in again works.
    const again = await signIn(phone)
    expect(await json(await handleGetMe(request('/api/customers/me', { cookie: again }), deps))).toMatchObject({ signedIn: true })
  })

  it('PATCH /me saves the stored details; bad details are refused and change nothing', async () => {
    const phone = freshPhone()
    const cookie = await signIn(phone)
    const patch = (body: unknown, o: CallOptions = {}) => handleUpdateMe(request('/api/customers/me', { cookie, body, method: 'PATCH', ...o }), deps)

    const saved = await patch({ name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', postcode: '4000' })
    expect(saved.status).toBe(200)
    expect(await json(saved)).toEqual({ ok: true, customer: { phone, name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', postcode: '4000' } })

    for (const [body, message] of [
      [{ email: 'not-an-email' }, PROFILE_MESSAGES.email],
      [{ postcode: '40' }, PROFILE_MESSAGES.postcode],
      [{ phone: '0499999999' }, PROFILE_MESSAGES.phone],
    ] as const) {
      const res = await patch(body)
      expect(res.status).toBe(400)
      expect(await json(res)).toEqual({ message })
    }
    expect((await customersOf(phone)).docs[0]).toMatchObject({ phone, name: 'Jane', email: 'jane@example.com', postcode: '4000' })

    const anonymous = await handleUpdateMe(request('/api/customers/me', { body: { name: 'X' }, method: 'PATCH' }), deps)
    expect(anonymous.status).toBe(401)
    expect(await json(anonymous)).toEqual({ message: NOT_SIGNED_IN_MESSAGE })
    // Another site's page, through the route (its shared guard refuses before the handler runs).
    const { PATCH } = await import('@/app/(site)/api/customers/me/route')
    const crossSite = await PATCH(request('/api/customers/me', { cookie, body: { name: 'Mallory' }, method: 'PATCH', headers: { origin: 'https://evil.example' } }))
    expect(crossSite.status).toBe(403)
    expect((await customersOf(phone)).docs[0]!.name).toBe('Jane')
  })
})

describe('customers in the admin and REST API', () => {
  it('dealer A’s customers are invisible to dealer B’s marketer, visible to dealer A’s', async () => {
    const phone = freshPhone()
    await signIn(phone)
    const customer = (await customersOf(phone)).docs[0]!
    const asB = { user: marketerB, overrideAccess: false as const }
    const listB = await payload.find({ collection: 'customers', ...asB, limit: 1000 })
    expect(listB.docs.some((c) => c.id === customer.id)).toBe(false)
    await expect(payload.findByID({ collection: 'customers', id: customer.id, ...asB })).rejects.toMatchObject({ status: 404 })
    const bulk = await payload.update({ collection: 'customers', where: { id: { equals: customer.id } }, data: { name: 'Hacked' }, ...asB })
    expect(bulk.docs).toHaveLength(0)
    expect((await customersOf(phone)).docs[0]!.name).toBeNull()

    const listA = await payload.find({ collection: 'customers', user: marketerA, overrideAccess: false, limit: 1000 })
    expect(listA.docs.some((c) => c.id === customer.id)).toBe(true)
    expect(listA.docs.every((c) => (typeof c.tenant === 'object' ? c.tenant?.id : c.tenant) === dealerA.id)).toBe(true)
  })

  it('an anonymous caller gets no customers and no sign-in codes', async () => {
    await signIn(freshPhone())
    await expect(payload.find({ collection: 'customers', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'sign-in-codes', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    // A marketer does not read codes either (super-admins only).
    await expect(payload.find({ collection: 'sign-in-codes', user: marketerA, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('a customer session token is never accepted as a Payload login', async () => {
    const phone = freshPhone()
    const cookie = await signIn(phone)
    const token = cookie.slice(`${CUSTOMER_COOKIE}=`.length)
    const attempts: Record<string, string>[] = [
      { cookie: `payload-token=${token}` },
      { authorization: `JWT ${token}` },
      { authorization: `Bearer ${token}` },
      { cookie },
    ]
    for (const headers of attempts) {
      const { user } = await payload.auth({ headers: new Headers(headers) })
      expect(user, JSON.stringify(headers)).toBeNull()
    }
    // Nor a token forged for a staff user's id: it is signed with another key and in another format.
    const forged = signSession({ customer: marketerA.id, tenant: dealerA.id, issuedAt: Date.now() })
    expect((await payload.auth({ headers: new Headers({ cookie: `payload-token=${forged}` }) })).user).toBeNull()
  })
})
