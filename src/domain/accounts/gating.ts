/**
 * Route gating: which pages a signed-out shopper is sent to sign in for, and with
 * which sign-in type. Online payment, My Garage and the my-* pages always need sign-in, and so does a
 * dealer group's branded garage (/mymotorama and the like), whose name is the dealer's
 * `garagePath` setting; the others follow the dealer's switches (tenant settings group `accounts`).
 * The finance page is wherever the dealer's `financeLink` points (default /finance).
 */
import type { TenantSettings } from '@tenants/settings'
import { decodeOrNull } from '../security/percentDecoding'

export const GATE_TYPES = ['online-payment', 'my-garage', 'checkout', 'car-finance', 'finance', 'spin-to-win', 'trade-in'] as const
export type GateType = (typeof GATE_TYPES)[number]

export type GateSettings = Pick<
  TenantSettings,
  'gateCheckout' | 'gateCarFinance' | 'gateFinancePage' | 'gateSpinToWin' | 'gateTradeIn' | 'gateSellMyCar' | 'financeLink' | 'garagePath'
>

/** Every switch off: only the always-gated pages ask for sign-in (also what the proxy falls back to). */
export const SWITCHES_OFF: GateSettings = {
  gateCheckout: false,
  gateCarFinance: false,
  gateFinancePage: false,
  gateSpinToWin: false,
  gateTradeIn: false,
  gateSellMyCar: false,
  financeLink: '/finance',
  garagePath: '',
}

/** A first path segment that could be some dealer group's branded garage ('my' and a name). */
const mayBeBrandedGarage = (first: string) => first.length > 2 && first.startsWith('my')

/**
 * A request path as the router will match it: decoded (so /my%2Dgarage cannot slip past), lower-case,
 * without a trailing slash. Null when it cannot be decoded (the router refuses it too).
 */
export function normaliseGatePath(pathname: string): string | null {
  const decoded = decodeOrNull(pathname)
  if (decoded === null) return null
  const path = decoded.toLowerCase().replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Routes gated whatever the dealer's switches say, by their first segment. */
function alwaysGated(segments: string[], garagePath: string): GateType | null {
  const first = segments[0] ?? ''
  if (first === 'online-payment') return 'online-payment'
  if (first.startsWith('my-') || (garagePath !== '' && first === garagePath)) return 'my-garage'
  return null
}

/** The dealer's branded garage name when `pathname` is under it (served as My Garage), else null. */
export function brandedGarageOf(pathname: string, settings: Pick<GateSettings, 'garagePath'>): string | null {
  const garage = settings.garagePath
  if (!garage) return null
  const first = normaliseGatePath(pathname)?.split('/').filter(Boolean)[0]
  return first === garage ? garage : null
}

/** Routes gated by a switch: the sign-in type and the switch that turns the gate on. */
function switchedGate(path: string, segments: string[], financePath: string): { type: GateType; on: keyof GateSettings } | null {
  if (segments[0] === 'cars' && segments.length === 3 && (segments[2] === 'checkout' || segments[2] === 'buy-online')) return { type: 'checkout', on: 'gateCheckout' }
  if (path === '/checkout-journey') return { type: 'checkout', on: 'gateCheckout' }
  if (path === '/personalised/finance') return { type: 'car-finance', on: 'gateCarFinance' }
  if (path === financePath) return { type: 'finance', on: 'gateFinancePage' }
  if (path === '/spin-to-win') return { type: 'spin-to-win', on: 'gateSpinToWin' }
  if (path === '/trade-in' || path === '/cars/trade-in') return { type: 'trade-in', on: 'gateTradeIn' }
  if (path === '/sell-my-car' || path === '/sell-your-car') return { type: 'trade-in', on: 'gateSellMyCar' }
  return null
}

const financePathOf = (settings: Pick<GateSettings, 'financeLink'>) => normaliseGatePath(settings.financeLink || '/finance') ?? '/finance'

/** The sign-in type a signed-out visitor of `pathname` needs, or null when the page is open to all. */
export function gateFor(pathname: string, settings: GateSettings): GateType | null {
  const path = normaliseGatePath(pathname)
  if (!path) return null
  const segments = path.split('/').filter(Boolean)
  const always = alwaysGated(segments, settings.garagePath ?? '')
  if (always) return always
  const gate = switchedGate(path, segments, financePathOf(settings))
  return gate && settings[gate.on] === true ? gate.type : null
}

/**
 * Whether a path could be gated on some dealer, without knowing the dealer's settings: the proxy asks
 * this first so that every other page (a vehicle page, search, the home page) costs nothing more.
 * Finance pages are recognised by name (every finance link in use has "financ" in it) or by the
 * dealer's own finance link when the proxy already knows it; branded garages by their 'my' prefix.
 */
export function mayBeGated(pathname: string, knownFinancePath?: string | null): boolean {
  const path = normaliseGatePath(pathname)
  if (!path || path === '/') return false
  if (path.includes('financ') || (knownFinancePath && path === knownFinancePath)) return true
  const segments = path.split('/').filter(Boolean)
  if (mayBeBrandedGarage(segments[0] ?? '')) return true
  return alwaysGated(segments, '') !== null || switchedGate(path, segments, '\0') !== null
}
