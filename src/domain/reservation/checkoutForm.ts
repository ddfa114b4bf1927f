/**
 * The reservation form's checks (contact details and the terms), shared by the browser and the server
 * so both say the same thing (the 4-digit postcode, the terms). Its labels are in checkoutFields.ts,
 * apart, so the browser loads zod only when the form is checked.
 */
import * as z from '../validation/zodMini'

import { contactShape } from '../forms/contact'
import { mustAgree } from '../forms/fields'

export const checkoutContactSchema = z.object(contactShape)
export const checkoutFormSchema = z.object({ ...contactShape, terms_conditions: mustAgree })
