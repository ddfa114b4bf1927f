/**
 * Australian mobile numbers as the watchlist compares them: the spec's calls carry `phone_number` as
 * the shopper typed or stored it ('0412 345 678', '+61 412 345 678', '61412345678'), customers are
 * stored in +61 form (collections/Customers). Pure.
 */

/** '+61412345678' for any usual way of writing an Australian mobile number; null for anything else. */
export function normaliseAuMobile(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const text = String(raw).trim()
  if (text.length === 0 || text.length > 24 || !/^[+\d\s().-]+$/.test(text)) return null
  let digits = text.replace(/\D/g, '')
  if (digits.startsWith('61')) digits = digits.slice(2)
  // '0412…' nationally, and the '+61 0412…' people also write.
  if (digits.startsWith('0')) digits = digits.slice(1)
  return /^4\d{8}$/.test(digits) ? `+61${digits}` : null
}

/** Whether two numbers are the same mobile (both must be valid). */
export function samePhone(a: unknown, b: unknown): boolean {
  const x = normaliseAuMobile(a)
  return x !== null && x === normaliseAuMobile(b)
}
