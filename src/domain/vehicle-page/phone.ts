/**
 * The phone block: "The number is masked after its first 5 characters
 * (remaining digits become asterisks). Clicking reveals it and records a reveal call. Some
 * configurations show it revealed from the start." Per-car-type numbers come from the tenant
 * (phone numbers for new, used and demo cars). "No phone number available: warning
 * logged, no call button."
 */
import type { TenantSettings } from '@tenants/settings'

/** The first 5 characters stay visible. */
const PHONE_VISIBLE_CHARS = 5
/** Until revealed, the digits after the first 5 characters become asterisks. */
const PHONE_MASK_CHAR = '*'

export type PhoneContact = {
  phone?: string | null
  phoneNew?: string | null
  phoneUsed?: string | null
  phoneDemo?: string | null
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== ''

/**
 * '(07) 5550 1010' → '(07) **** ****': the first 5 characters as they are, then every digit replaced
 * by an asterisk; spaces, brackets and the like stay so the number keeps its shape.
 */
export function maskPhone(phone: string, visible: number = PHONE_VISIBLE_CHARS): string {
  const p = phone.trim()
  const chars = Array.from(p)
  const keep = Math.max(0, Math.floor(visible))
  return chars.map((c, i) => (i < keep || !/\d/.test(c) ? c : PHONE_MASK_CHAR)).join('')
}

/**
 * The number for a car, most specific first: its location's number for its car type (new, used,
 * demo), the location's own number, then the dealer's number for the car type, then the dealer's main
 * number; null when there is none (no call button). The dealer's per-car-type numbers
 * are its defaults: a car at Tweed Heads shows Tweed Heads' number, never another branch's.
 */
export function phoneForCarType(dealer: PhoneContact, carType: string | null | undefined, location?: PhoneContact | null): string | null {
  const byType = (c: PhoneContact | null | undefined) => (carType === 'new' ? c?.phoneNew : carType === 'used' ? c?.phoneUsed : carType === 'demo' ? c?.phoneDemo : null)
  for (const candidate of [byType(location), location?.phone, byType(dealer), dealer.phone]) {
    if (present(candidate)) return candidate.trim()
  }
  return null
}

/** Whether the number starts revealed (the tenant's phoneRevealedByDefault). */
export function initialPhoneRevealed(settings: Pick<TenantSettings, 'phoneRevealedByDefault'>): boolean {
  return settings.phoneRevealedByDefault === true
}

/** The number as shown: whole when revealed, masked otherwise. */
export function displayedPhone(phone: string, revealed: boolean): string {
  return revealed ? phone.trim() : maskPhone(phone)
}

/** A tel: link: digits only, with a leading + kept ('(07) 5550 1010' → 'tel:0755501010'); null with no digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (!present(phone)) return null
  const p = phone.trim()
  const digits = p.replace(/\D/g, '')
  if (!digits) return null
  return `tel:${p.startsWith('+') ? '+' : ''}${digits}`
}
