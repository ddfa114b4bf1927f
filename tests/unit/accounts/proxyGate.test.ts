/**
 * The proxy's gate: redirects only signed-out visitors of gated pages, asks the dealer's switches only
 * for paths some dealer could gate, and checks the session's signature and dealer.
 */
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { customerGate, forgetGateLookups } from '@/lib/customers/proxyGate'
import { CUSTOMER_COOKIE, signSession } from '@/lib/customers/sessionToken'
import { logger } from '@/lib/log/logger'

const HOST = 'harbour-city.localhost'
const gates = (over: Record<string, unknown> = {}) => ({
  tenantId: 4,
  gates: { gateCheckout: true, gateCarFinance: false, gateFinancePage: false, gateSpinToWin: false, gateTradeIn: false, gateSellMyCar: false, financeLink: '/finance', ...over },
})

let fetchMock: ReturnType<typeof vi.fn>
const respondWith = (body: unknown, status = 200) => fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }))

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://${HOST}:3000${path}`, { headers: { host: `${HOST}:3000`, ...headers } })
const cookieFor = (tenant: number) => ({ cookie: `${CUSTOMER_COOKIE}=${signSession({ customer: 1, tenant, issuedAt: Date.now() })}` })

beforeEach(() => {
  forgetGateLookups()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  respondWith(gates())
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('customerGate', () => {
  it('does nothing at all (no lookup, no promise) for a vehicle page or search', () => {
    expect(customerGate(request('/cars/2021-mazda-cx-5-abc'), HOST)).toBeNull()
    expect(customerGate(request('/search/used-cars?page=2'), HOST)).toBeNull()
    expect(customerGate(request('/'), HOST)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends a signed-out visitor of /my-garage to sign-in with type, redirect and back', async () => {
    const res = await customerGate(request('/my-garage?tab=saved', { referer: `http://${HOST}:3000/cars/abc` }), HOST)
    expect(res?.status).toBe(307)
    const location = new URL(res!.headers.get('location')!, 'http://x')
    expect(location.pathname).toBe('/sign-in')
    expect(Object.fromEntries(location.searchParams)).toEqual({ type: 'my-garage', redirect: '/my-garage?tab=saved', back: '/cars/abc' })
  })

  it('uses / as back when the visitor came from another site', async () => {
    const res = await customerGate(request('/online-payment', { referer: 'https://evil.example/' }), HOST)
    expect(new URL(res!.headers.get('location')!, 'http://x').searchParams.get('back')).toBe('/')
  })

  it('lets a visitor with a session for this dealer through', async () => {
    expect(await customerGate(request('/my-garage', cookieFor(4)), HOST)).toBeNull()
  })

  it('refuses a session of another dealer or a forged cookie', async () => {
    expect((await customerGate(request('/my-garage', cookieFor(5)), HOST))?.status).toBe(307)
    expect((await customerGate(request('/my-garage', { cookie: `${CUSTOMER_COOKIE}=forged.token` }), HOST))?.status).toBe(307)
  })

  it('follows the dealer’s switches', async () => {
    expect((await customerGate(request('/cars/abc/checkout'), HOST))?.status).toBe(307)
    expect(await customerGate(request('/trade-in'), HOST)).toBeNull()
    forgetGateLookups()
    respondWith(gates({ gateTradeIn: true, gateCheckout: false }))
    expect((await customerGate(request('/trade-in'), HOST))?.status).toBe(307)
    expect(await customerGate(request('/cars/abc/checkout'), HOST)).toBeNull()
  })

  it('asks for the switches once per host for a few seconds', async () => {
    await customerGate(request('/my-garage'), HOST)
    await customerGate(request('/trade-in'), HOST)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/site/gates?host=${HOST}`)
  })

  it('learns a finance link without "finance" in its name once the switches are known', async () => {
    respondWith(gates({ gateFinancePage: true, financeLink: '/loans' }))
    await customerGate(request('/my-garage'), HOST)
    expect((await customerGate(request('/loans'), HOST))?.status).toBe(307)
  })

  it('lets every page through on a host with no dealer', async () => {
    respondWith({ message: 'There is no dealer at this address.' }, 404)
    expect(await customerGate(request('/my-garage'), HOST)).toBeNull()
  })

  it('still gates the always-gated pages when the switches cannot be read', async () => {
    vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    fetchMock.mockRejectedValue(new Error('connection refused'))
    expect((await customerGate(request('/my-garage'), HOST))?.status).toBe(307)
    expect(await customerGate(request('/cars/abc/checkout'), HOST)).toBeNull()
  })
})
