/**
 * The stored user details a signed-in shopper may change (name, last_name, email,
 * postcode; the mobile number is how they sign in, so it is not changed here). Every field is
 * optional; an empty string clears it. Unknown fields are refused rather than ignored, so a client
 * bug is seen instead of silently saving nothing.
 */
import { z } from '../validation/zod'

export const PROFILE_MESSAGES = {
  email: 'Enter a valid email address, like name@example.com.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  phone: 'Your mobile number is how you sign in, so it cannot be changed here.',
  unknown: (keys: string[]) => `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`,
  empty: 'Send at least one of name, lastName, email or postcode.',
  text: (label: string) => `${label} must be text.`,
} as const

/** Trimmed text; '' (or null) clears the field. */
const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z.string({ error: PROFILE_MESSAGES.text(label) }).trim().max(max, PROFILE_MESSAGES.tooLong(label, max)),
  )

/** Payload's own email rule (payload/fields/validations), so whatever passes here also saves. */
const EMAIL = /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

const profileSchema = z.strictObject(
  {
    name: text('First name', 80).optional(),
    lastName: text('Last name', 80).optional(),
    email: text('Email', 254)
      .refine((v) => v === '' || EMAIL.test(v), PROFILE_MESSAGES.email)
      .optional(),
    postcode: text('Postcode', 10)
      .refine((v) => v === '' || /^\d{4}$/.test(v), PROFILE_MESSAGES.postcode)
      .optional(),
  },
  {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined
      return issue.keys.includes('phone') ? PROFILE_MESSAGES.phone : PROFILE_MESSAGES.unknown(issue.keys)
    },
  },
)

export type ProfileUpdate = { name?: string | null; lastName?: string | null; email?: string | null; postcode?: string | null }

/** The changes to save (empty strings become null), or the first problem's message. */
export function parseProfileUpdate(body: unknown): { ok: true; data: ProfileUpdate } | { ok: false; message: string } {
  const result = profileSchema.safeParse(body)
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'The details are not valid.' }
  const data = Object.fromEntries(Object.entries(result.data).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v === '' ? null : v])) as ProfileUpdate
  if (Object.keys(data).length === 0) return { ok: false, message: PROFILE_MESSAGES.empty }
  return { ok: true, data }
}
