/** The reservation form's fields, labels and prefill: what the form needs to draw itself (its checks: checkoutForm.ts). */
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

/** A stored customer's details as the form's initial values (+61 mobiles read as 04…). */
export function prefillFromCustomer(c: { name?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; postcode?: string | null } | null): Record<CheckoutField, string> {
  const phone = (c?.phone ?? '').replace(/^\+61(?=4\d{8}$)/, '0')
  return { name: c?.name ?? '', last_name: c?.lastName ?? '', email: c?.email ?? '', phone, postcode: c?.postcode ?? '' }
}
