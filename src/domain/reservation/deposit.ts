/**
 * The reservation deposit (default $200, fully refundable).
 *
 * The dealer sets one amount in whole dollars (`depositAmount`) and caps per state (`depositCaps`,
 * 'NSW:10%' of the car's price or 'VIC:$500' absolute). The deposit is the amount, lowered to the cap
 * of the state the car is located in. Money is counted in cents from here on, because a percentage
 * cap gives cents (10% of $1,499 is $149.90) and the payment service charges in cents.
 * Zero (or no amount at all) means "no deposit", and a car without a deposit shows no reserve button
 * ("a zero or empty deposit is not displayed").
 */
import { formatNumber } from '../format/numbers'
import { AU_STATES, type AuState } from '../forms/messages'

export type DepositCap = { state: AuState; kind: 'percent'; percent: number } | { state: AuState; kind: 'absolute'; cents: number }

/** The settings' own pattern (tenants/settings.ts), repeated so a stored value is read the same way. */
const CAP = /^(NSW|VIC|QLD|SA|WA|TAS|ACT|NT):(?:(\d{1,2}(?:\.\d+)?)%|\$(\d{1,6}))$/

/** One 'STATE:10%' or 'STATE:$500' entry, or null when it is not one. */
export function parseDepositCap(entry: string): DepositCap | null {
  const m = CAP.exec(entry.trim().toUpperCase())
  if (!m) return null
  const state = m[1] as AuState
  if (m[2] !== undefined) return { state, kind: 'percent', percent: Number(m[2]) }
  return { state, kind: 'absolute', cents: Number(m[3]) * 100 }
}

/** The state a location's address names, upper-cased, when it is an Australian state or territory. */
function stateOf(raw: string | null | undefined): AuState | null {
  const s = (raw ?? '').trim().toUpperCase()
  return (AU_STATES as readonly string[]).includes(s) ? (s as AuState) : null
}

/** The cap in cents for a car of this price in this state, or null when no cap applies there. */
export function capCents(caps: readonly string[], state: AuState | null, priceDollars: number): number | null {
  if (!state) return null
  let lowest: number | null = null
  for (const entry of caps) {
    const cap = parseDepositCap(entry)
    if (!cap || cap.state !== state) continue
    // A percentage of the price, rounded down to the cent: a cap is never exceeded by rounding.
    const cents = cap.kind === 'absolute' ? cap.cents : Math.floor((Math.max(0, priceDollars) * 100 * cap.percent) / 100)
    lowest = lowest === null ? cents : Math.min(lowest, cents)
  }
  return lowest
}

export type DepositInput = {
  /** The dealer's deposit in whole dollars (settings.depositAmount); 0, null or undefined is none. */
  depositAmount: number | null | undefined
  depositCaps: readonly string[]
  /** The price the shopper would pay (the offer price when reduced), in dollars. */
  priceDollars: number
  /** The state of the car's location. */
  state: string | null | undefined
}

/** The deposit in cents, or null when there is none to take (no amount, or a cap of zero). */
export function depositCents(input: DepositInput): number | null {
  const amount = input.depositAmount
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null
  const wanted = Math.round(amount * 100)
  const cap = capCents(input.depositCaps, stateOf(input.state), input.priceDollars)
  const cents = cap === null ? wanted : Math.min(wanted, cap)
  return cents > 0 ? cents : null
}

/** '$200' for whole dollars, '$149.90' otherwise: how the deposit reads in copy. */
export function formatDeposit(cents: number): string {
  const dollars = Math.floor(cents / 100)
  const rest = cents % 100
  const whole = formatNumber(dollars)
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`
}

/** '$200.00': the payment page's exact amount. */
export function formatCents(cents: number): string {
  return `$${formatNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
