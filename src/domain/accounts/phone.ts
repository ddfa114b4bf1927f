/**
 * Australian mobile numbers as shoppers type them (0412 345 678, +61 412 345 678, 61-412-345-678,
 * (04) 1234 5678...) normalised to the one form the customer record and the SMS gateway use:
 * +614XXXXXXXX. A customer is identified by this form, so one person is one record however they type it.
 */
export const PHONE_MESSAGES = {
  empty: 'Enter your mobile number.',
  invalid: 'Enter an Australian mobile number, like 0412 345 678.',
} as const

export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string }

/** Separators people type between digit groups; anything else (letters, #, extensions) is refused. */
const SEPARATORS = /[\s\-().\u00a0]/g

export function normaliseMobile(raw: unknown): PhoneResult {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: PHONE_MESSAGES.empty }
  if (raw.length > 30) return { ok: false, message: PHONE_MESSAGES.invalid }
  const compact = raw.trim().replace(SEPARATORS, '')
  if (!/^\+?\d+$/.test(compact)) return { ok: false, message: PHONE_MESSAGES.invalid }
  const digits = compact.replace(/^\+/, '')
  const international = compact.startsWith('+')
  // The national part: 4 and eight more digits. A written "+61 (0)4..." keeps its trunk 0, so allow it.
  const national =
    /^(?:0061|61)0?(4\d{8})$/.exec(digits)?.[1] ??
    (international ? undefined : (/^0(4\d{8})$/.exec(digits)?.[1] ?? /^(4\d{8})$/.exec(digits)?.[1]))
  return national ? { ok: true, phone: `+61${national}` } : { ok: false, message: PHONE_MESSAGES.invalid }
}

/** +61412345678 → 0412 345 678, the way Australians read their own number. */
export function formatMobile(normalised: string): string {
  const match = /^\+61(4\d{2})(\d{3})(\d{3})$/.exec(normalised)
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : normalised
}
