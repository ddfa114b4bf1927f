/** The enquiry form (contact fields, message, category, Rego, location, dealership, opt_in). */
import * as z from '../validation/zodMini'

import type { FormConfig } from './config'
import { consentShape, contactShape, placeShape } from './contact'
import { oneOf, optionalText, requiredText } from './fields'

export function enquirySchema(config: FormConfig, { general }: { general: boolean }) {
  return z.object({
    ...contactShape,
    message: config.messageRequired ? requiredText(2000) : optionalText(2000),
    // Category required for a general enquiry (one not about a vehicle).
    category: general && config.categoryOptions.length > 0 ? oneOf(config.categoryOptions) : optionalText(60),
    Rego: optionalText(10),
    ...placeShape(config),
    ...consentShape(config),
  })
}
