/**
 * zod building blocks for form fields. Browsers post strings (and 'on' for a ticked box), JSON clients
 * may post numbers and booleans; each helper accepts both and yields one clean type.
 */
import * as z from '../validation/zodMini'

import { AU_STATES, MESSAGES } from './messages'

const asString = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v)

/** A required text field: trimmed, not empty, bounded. */
export const requiredText = (max = 200, message: string = MESSAGES.required) =>
  z.preprocess(asString, z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, MESSAGES.tooLong(max))))

/** An optional text field: trimmed; empty becomes undefined so stored leads carry no blank keys. */
export const optionalText = (max = 2000) =>
  z.preprocess(
    (v) => {
      const s = asString(v)
      return typeof s === 'string' && s.trim() === '' ? undefined : s
    },
    z.optional(z.string().check(z.trim(), z.maxLength(max, MESSAGES.tooLong(max)))),
  )

/** Required, exactly 4 digits (no separators), one message for empty and malformed. */
export const postcode = z.preprocess(asString, z.string(MESSAGES.postcode).check(z.trim(), z.regex(/^\d{4}$/, MESSAGES.postcode)))

export const email = z.preprocess(
  asString,
  z.string(MESSAGES.required).check(
    z.trim(),
    z.minLength(1, MESSAGES.required),
    z.maxLength(254, MESSAGES.email),
    // Deliberately loose (one @, a dot in the domain): a dealer would rather call back than lose a lead.
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.email),
  ),
)

/** Australian numbers as people type them: digits, spaces, +, brackets, hyphens; 8 to 15 digits. */
export const phone = z.preprocess(
  asString,
  z.string(MESSAGES.required).check(
    z.trim(),
    z.minLength(1, MESSAGES.required),
    z.maxLength(25, MESSAGES.phone),
    z.refine((v) => /^[+\d\s()-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 8 && (v.match(/\d/g)?.length ?? 0) <= 15, MESSAGES.phone),
  ),
)

const truthy = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1

/** A checkbox that must be ticked (terms_conditions where enabled). */
export const mustAgree = z.preprocess(truthy, z.literal(true, { error: MESSAGES.terms }))

/** An optional checkbox, e.g. opt_in (opt_in defaults to true). */
export const checkbox = (defaultValue: boolean) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? defaultValue : truthy(v)), z.boolean())

export const auState = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(AU_STATES, { error: MESSAGES.required }),
)

/** A positive whole number sent as text or number (an id, a year, kilometres). */
export const wholeNumber = (message: string = MESSAGES.required, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number') return v
      if (typeof v !== 'string' || v.trim() === '') return undefined
      const digits = v.replace(/[,\s]|kms?$/gi, '')
      return /^\d+$/.test(digits) ? Number(digits) : Number.NaN
    },
    z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message)),
  )

/** One choice out of a configured list (an empty list accepts nothing, so callers skip the field). */
export const oneOf = (options: readonly string[], message: string = MESSAGES.required) =>
  z.preprocess(asString, z.string(message).check(z.trim(), z.refine((v) => options.includes(v), message)))

/** A value that can only be a choice of the list when present. */
export const optionalOneOf = (options: readonly string[]) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : v),
    z.optional(z.string().check(z.refine((v) => options.includes(v), MESSAGES.required))),
  )

/** The optional form of wholeNumber: empty is fine, anything else must be a whole number in range. */
export const optionalWholeNumber = (message: string = MESSAGES.required, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined
      if (typeof v === 'number') return v
      return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN
    },
    z.optional(z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message))),
  )
