/**
 * A person as a dealer looks them up for an access or erasure request: by email, or by phone however
 * it was typed. Shoppers type their number many ways (0412 345 678, +61 412 345 678, (02) 9876 5432),
 * and every form stored it as typed, so a number is matched on its digits in each of the forms an
 * Australian number takes: with the country code, with the trunk 0, and with both ("+61 (0)4…").
 */
export const PERSON_MESSAGES = {
  empty: 'Enter the person’s email address or phone number.',
  invalid: 'Enter an email address (name@example.com) or a phone number with 8 to 15 digits.',
} as const

export type PersonQuery =
  | { kind: 'email'; email: string; label: string }
  /** `digits`: every digit string a stored number of this person can reduce to. */
  | { kind: 'phone'; e164: string; digits: string[]; label: string }

export type PersonQueryResult = { ok: true; query: PersonQuery } | { ok: false; message: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase()

/** The digit strings an Australian number (or a foreign one given with its +code) is stored as. */
export function phoneDigitForms(raw: string): { e164: string; digits: string[] } | null {
  const trimmed = raw.trim()
  if (!/^\+?[\d\s\-().\u00a0]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return null
  // The national significant number: what follows 61 (and a written trunk 0), or the trunk 0 alone.
  const national =
    /^(?:0011)?610?(\d{9})$/.exec(digits)?.[1] ?? (trimmed.startsWith('+') ? undefined : (/^0(\d{9})$/.exec(digits)?.[1] ?? /^([2-478]\d{8})$/.exec(digits)?.[1]))
  if (national) return { e164: `+61${national}`, digits: [`61${national}`, `0${national}`, `610${national}`] }
  return trimmed.startsWith('+') ? { e164: `+${digits}`, digits: [digits] } : null
}

export function parsePersonQuery(raw: unknown): PersonQueryResult {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: PERSON_MESSAGES.empty }
  const text = raw.trim()
  if (text.length > 254) return { ok: false, message: PERSON_MESSAGES.invalid }
  if (text.includes('@')) {
    return EMAIL.test(text) ? { ok: true, query: { kind: 'email', email: normaliseEmail(text), label: normaliseEmail(text) } } : { ok: false, message: PERSON_MESSAGES.invalid }
  }
  const phone = phoneDigitForms(text)
  return phone ? { ok: true, query: { kind: 'phone', ...phone, label: phone.e164 } } : { ok: false, message: PERSON_MESSAGES.invalid }
}

/** The identifier an erasure is remembered by (hashed by the caller): one string per person query. */
export const erasureIdentifier = (query: PersonQuery): string => (query.kind === 'email' ? `email:${query.email}` : `phone:${query.e164}`)

/** A person's identifier as a log line or the access log may show it: enough to recognise, not to use. */
export function maskedIdentifier(query: PersonQuery): string {
  if (query.kind === 'email') {
    const [user = '', domain = ''] = query.email.split('@')
    return `${user.slice(0, 1)}***@${domain}`
  }
  return `${query.e164.slice(0, 4)}*****${query.e164.slice(-3)}`
}
