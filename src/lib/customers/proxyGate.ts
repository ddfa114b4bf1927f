/**
 * Route gating in the proxy. Gated pages are ISR-cached per host like every other page,
 * so the page itself cannot look at cookies; the proxy decides before the rewrite:
 *
 * 1. A path no dealer could gate (almost every request: vehicle pages, search, content) returns at once,
 *    synchronously, after two string checks (mayBeGated).
 * 2. Otherwise the dealer's switches are looked up: GET /api/site/gates on this same server, kept here
 *    for a few seconds per host (the proxy cannot load Payload itself).
 * 3. A visitor with a well-signed session cookie for this dealer goes on (to My Garage when the path is
 *    the dealer group's branded garage); anyone else is redirected (307) to /sign-in?type=&redirect=&back=. The signature and the dealer are checked here; whether
 *    the customer later signed out everywhere is checked by the APIs and pages that read their data.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { SWITCHES_OFF, brandedGarageOf, gateFor, mayBeGated, normaliseGatePath, type GateSettings } from '@/domain/accounts/gating'
import { backFromReferer, signInPath } from '@/domain/accounts/redirects'
import type { GateLookup } from './gates'
import { CUSTOMER_COOKIE, verifySession } from './sessionToken'
import { logger } from '../log/logger'

const FRESH_MS = 5_000
const RETRY_AFTER_FAILURE_MS = 1_000
const MAX_HOSTS = 1_000
const LOOKUP_TIMEOUT_MS = 3_000

/** 'unknown' when the lookup failed: then every switch counts as off and only the always-gated pages ask. */
type Lookup = GateLookup | null | 'unknown'
type Entry = { until: number; pending: Promise<Lookup>; value?: Lookup }
const lookups = new Map<string, Entry>()

/** This server as seen from itself; FORECOURT_INTERNAL_URL overrides it when it listens elsewhere. */
const internalOrigin = () => process.env.FORECOURT_INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

async function fetchGates(host: string): Promise<Lookup> {
  try {
    const res = await fetch(`${internalOrigin()}/api/site/gates?host=${encodeURIComponent(host)}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    })
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`status ${res.status}`)
    return (await res.json()) as GateLookup
  } catch (error) {
    logger().error({ err: error }, `Sign-in gates for ${host} could not be read`)
    return 'unknown'
  }
}

function gatesFor(host: string, now = Date.now()): Promise<Lookup> {
  const cached = lookups.get(host)
  if (cached && cached.until > now) return cached.pending
  if (lookups.size >= MAX_HOSTS) lookups.clear()
  const entry: Entry = { until: now + FRESH_MS, pending: fetchGates(host) }
  entry.pending.then((value) => {
    entry.value = value
    if (value === 'unknown') entry.until = Date.now() + RETRY_AFTER_FAILURE_MS
  })
  lookups.set(host, entry)
  return entry.pending
}

async function decide(request: NextRequest, host: string): Promise<NextResponse | null> {
  const lookup = await gatesFor(host)
  if (lookup === null) return null // no dealer here: the page answers 404 itself
  const { pathname, search } = request.nextUrl
  const gates = lookup === 'unknown' ? SWITCHES_OFF : lookup.gates
  const type = gateFor(pathname, gates)
  if (!type) return null
  const claims = verifySession(request.cookies.get(CUSTOMER_COOKIE)?.value)
  if (claims && (lookup === 'unknown' || claims.tenant === lookup.tenantId)) return brandedGarage(request, gates)
  const target = signInPath({ type, redirect: `${pathname}${search}`, back: backFromReferer(request.headers.get('referer'), host) })
  const res = NextResponse.redirect(new URL(target, request.nextUrl), 307)
  res.headers.set('cache-control', 'no-store')
  return res
}

/** A dealer group's branded garage (/mymotorama...) is My Garage under the group's own name. */
function brandedGarage(request: NextRequest, gates: GateSettings): NextResponse | null {
  const garage = brandedGarageOf(request.nextUrl.pathname, gates)
  if (!garage) return null
  const url = request.nextUrl.clone()
  url.pathname = '/my-garage'
  return NextResponse.rewrite(url)
}

/**
 * The sign-in redirect for a signed-out visitor of a gated page; null (synchronously) for a path no
 * dealer could gate, so the proxy's hot path stays as it was.
 */
export function customerGate(request: NextRequest, host: string): Promise<NextResponse | null> | null {
  const known = lookups.get(host)?.value
  const financePath = known && known !== 'unknown' ? normaliseGatePath(known.gates.financeLink) : null
  if (!mayBeGated(request.nextUrl.pathname, financePath)) return null
  return decide(request, host)
}

/** Tests start from an empty cache. */
export const forgetGateLookups = () => lookups.clear()
