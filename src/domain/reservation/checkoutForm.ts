/**
 * The reservation form (contact details and the terms) and its checks, shared by the browser and
 * the server so both say the same thing (the 4-digit postcode, the terms).
 */
import * as z from '../validation/zodMini'

import { contactShape } from '../forms/contact'
import { mustAgree } from '../forms/fields'

export type CheckoutField = 'name' | 'last_name' | 'email' | 'phone' | 'postcode'

export const CHECKOUT_LABELS: Record<CheckoutField | 'terms_conditions', string> = {
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Mobile',
  postcode: 'Postcode',
  terms_conditions: 'Terms and conditions',
}

/** The terms a shopper accepts before paying a deposit (always required: money changes hands). */
export const CHECKOUT_TERMS_LABEL = 'I agree to the reservation <a href="/terms-and-conditions">terms and conditions</a>.'

export const checkoutContactSchema = z.object(contactShape)
export const checkoutFormSchema = z.object({ ...contactShape, terms_conditions: mustAgree })

/** A stored customer's details as the form's initial values (+61 mobiles read as 04…). */
export function prefillFromCustomer(c: { name?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; postcode?: string | null } | null): Record<CheckoutField, string> {
  const phone = (c?.phone ?? '').replace(/^\+61(?=4\d{8}$)/, '0')
  return { name: c?.name ?? '', last_name: c?.lastName ?? '', email: c?.email ?? '', phone, postcode: c?.postcode ?? '' }
}
