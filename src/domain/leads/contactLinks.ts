/**
 * A shopper's email or phone as a link in the lead inbox: mail or call in one tap. Only what is plainly
 * an address or a number becomes a link, so nothing a shopper typed can add headers to the mail (a
 * `?cc=`) or dial something else.
 */
const EMAIL = /^[^\s@?&#<>"]+@[^\s@?&#<>"]+\.[^\s@?&#<>"]+$/
const PHONE = /^\+?[\d\s().-]{6,20}$/

export function contactHref(kind: 'email' | 'phone', value: string): string | null {
  const text = value.trim()
  if (kind === 'email') return EMAIL.test(text) ? `mailto:${text}` : null
  if (!PHONE.test(text)) return null
  const digits = text.replace(/[^\d]/g, '')
  return digits.length >= 6 ? `tel:${text.startsWith('+') ? '+' : ''}${digits}` : null
}
