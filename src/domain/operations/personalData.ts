/**
 * What a log line may not carry: a shopper's email address, phone number, name or anything they
 * typed. The logger (src/lib/log) runs every line through maskLogValue: values under a personal key
 * are replaced whole, and emails and phone numbers are masked wherever else they turn up in text (an
 * error message that quotes a field, a mail subject). Names cannot be recognised in free text, which
 * is why callers log ids, never a shopper's record, and why keys that hold names are dropped.
 */

/** Keys whose value is personal whatever it looks like; compared without case, `_` or `-`. */
const PERSONAL_KEYS = new Set([
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'mobile',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'givenname',
  'familyname',
  'customername',
  'address',
  'street',
  'postcode',
  'message',
  'comments',
  'notes',
  'body',
  'password',
  'otp',
  'token',
  'cookie',
  'authorization',
  'dateofbirth',
  'licencenumber',
  'licensenumber',
  'registration',
  'rego',
])

/** What stands in for a personal value. */
export const REDACTED = '[redacted]'

const normaliseKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '')

/** Whether a field of this name holds personal data whatever its value looks like. */
export const isPersonalKey = (key: string): boolean => PERSONAL_KEYS.has(normaliseKey(key))

const EMAIL = /([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g
// Australian numbers as people write them: 0412 345 678, (07) 5555 1234, +61 412 345 678, 1300 123 456.
const PHONE = /(?<![\w.])(?:\+?61[\s-]?\(?0?|\(?0)[2-478]\)?(?:[\s-]?\d){8}(?!\d)|(?<![\w.])1[38]00(?:[\s-]?\d){6}(?!\d)/g

/** j•••@example.com: the first letter and the domain are enough to tell two addresses apart. */
const maskEmail = (_: string, first: string, domain: string) => `${first}•••@${domain}`

/** •••• ••• •78: the last two digits only. */
function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length
  let seen = 0
  return phone.replace(/\d/g, (d) => (++seen > digits - 2 ? d : '•'))
}

/** A text with every email address and phone number in it masked. */
export function maskText(text: string): string {
  return text.replace(EMAIL, maskEmail).replace(PHONE, maskPhone)
}

/**
 * A copy of a value fit for a log line: personal keys replaced, strings masked, at any depth (cycles
 * and anything deeper than `depth` cut short). Errors keep their message (masked) and stack.
 */
export function maskLogValue(value: unknown, depth = 6, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskText(value)
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value)) return '[circular]'
  if (depth <= 0) return '[nested]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => maskLogValue(item, depth - 1, seen))
  const out: Record<string, unknown> = {}
  const error = value instanceof Error
  const source = error ? { ...value, type: value.name, message: value.message, stack: value.stack } : value
  // An error's message and stack are the error's own words (masked like any text), not a form field.
  const errorLike = error || typeof (value as { stack?: unknown }).stack === 'string'
  for (const [key, item] of Object.entries(source)) {
    const personal = isPersonalKey(key) && !(errorLike && (key === 'message' || key === 'name'))
    out[key] = personal && item != null && item !== '' ? REDACTED : maskLogValue(item, depth - 1, seen)
  }
  return out
}
