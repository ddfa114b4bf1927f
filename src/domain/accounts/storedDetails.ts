/**
 * A signed-in shopper's stored details (name, last_name, email, phone, postcode) as the
 * lead forms name their fields, and the prefill rule: only fields still empty are filled, so nothing
 * the shopper typed (or the browser remembered) is ever overwritten.
 */
import { formatMobile } from './phone'

/** What GET /api/customers/me answers for a signed-in shopper. */
export type CustomerView = { phone: string; name: string | null; lastName: string | null; email: string | null; postcode: string | null }

export type AccountState = { signedIn: false } | { signedIn: true; customer: CustomerView }

/** The customer's details keyed by lead-form field name; missing details are left out. */
export function formDetailsOf(customer: CustomerView): Record<string, string> {
  const details: Record<string, string | null> = {
    name: customer.name,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone ? formatMobile(customer.phone) : null,
    postcode: customer.postcode,
  }
  return Object.fromEntries(Object.entries(details).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''))
}

/** The values with blanks filled from `details`; anything already there stays as it is. */
export function fillBlanks<V extends Record<string, unknown>>(values: V, details: Record<string, string>): V {
  const next: Record<string, unknown> = { ...values }
  for (const [field, value] of Object.entries(details)) {
    const current = next[field]
    if (current === undefined || current === null || (typeof current === 'string' && current.trim() === '')) next[field] = value
  }
  return next as V
}
