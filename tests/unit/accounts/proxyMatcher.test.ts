/**
 * The proxy's matcher (src/proxy.ts) is a literal list; these tests hold it to the gating rule
 * (src/domain/accounts/gating.ts): every route a dealer can gate reaches the proxy, through Next's own
 * path matching, and ordinary pages with a plain host do not (they must stay free of proxy work).
 */
import fc from 'fast-check'
import type { IncomingMessage } from 'node:http'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { gateFor, mayBeGated, SWITCHES_OFF, type GateSettings } from '@/domain/accounts/gating'
import { config as proxyConfig } from '@/proxy'

const ALL_ON: GateSettings = {
  ...SWITCHES_OFF,
  gateCheckout: true,
  gateCarFinance: true,
  gateFinancePage: true,
  gateSpinToWin: true,
  gateTradeIn: true,
  gateSellMyCar: true,
}

function proxyRuns(pathname: string, host = 'harbour-city.localhost'): boolean {
  const req = { headers: { host } } as unknown as IncomingMessage
  return proxyConfig.matcher.some(
    (m) =>
      Boolean(getPathMatch(m.source, { strict: true, removeUnnamedParams: true })(pathname)) &&
      Boolean(matchHas(req, {}, [], ('missing' in m ? m.missing : undefined) as Parameters<typeof matchHas>[3])),
  )
}

const GATED = [
  '/online-payment',
  '/my-garage',
  '/my-watchlist',
  '/mymotorama',
  '/myservco/saved',
  '/cars/2022-mazda-cx-5/checkout',
  '/cars/2022-mazda-cx-5/buy-online',
  '/checkout-journey',
  '/personalised/finance',
  '/finance',
  '/finance-and-insurance',
  '/apply-for-finance',
  '/mazda-finance-page',
  '/spin-to-win',
  '/trade-in',
  '/cars/trade-in',
  '/sell-my-car',
  '/sell-your-car',
]

describe('the proxy matcher and the gating rule', () => {
  it('sends every route a dealer can gate through the proxy', () => {
    for (const path of GATED) {
      const financeLink = path.includes('financ') && path !== '/personalised/finance' ? path : '/finance'
      expect(gateFor(path, { ...ALL_ON, financeLink, garagePath: path.split('/')[1]!.startsWith('my') ? path.split('/')[1]! : '' }), path).not.toBeNull()
      expect(proxyRuns(path), path).toBe(true)
    }
  })

  it('keeps ordinary pages of a valid host away from the proxy', () => {
    for (const path of ['/', '/cars/2022-mazda-cx-5', '/about-us', '/sign-in', '/cars/2022-mazda-cx-5/checkout/complete', '/my', '/searching', '/special']) {
      expect(proxyRuns(path), path).toBe(false)
    }
  })

  it('sends the search pages through the proxy, which moves their query string into the path (issue 19 item 3)', () => {
    for (const path of ['/search', '/search/used-cars', '/search/toyota/hilux', '/special-offers']) {
      expect(proxyRuns(path), path).toBe(true)
    }
  })

  it('matches whatever lower-case path the rule could gate', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,14}$/)
    const paths = fc.oneof(
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join('/')}`),
      segment.map((s) => `/cars/${s}/checkout`),
      segment.map((s) => `/my-${s}`),
      segment.map((s) => `/my${s}`),
      segment.map((s) => `/${s}financ${s}`),
    )
    fc.assert(
      fc.property(paths, (path) => {
        if (mayBeGated(path)) expect(proxyRuns(path), path).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})
