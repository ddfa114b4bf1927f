/** The contact fields every lead form shares (name, last_name, email, phone, postcode). */
import * as z from '../validation/zodMini'

import type { FormConfig } from './config'
import { checkbox, email, mustAgree, optionalText, optionalWholeNumber, phone, postcode, requiredText, wholeNumber } from './fields'
import { MESSAGES } from './messages'

export const contactShape = {
  name: requiredText(60),
  last_name: requiredText(60),
  email,
  phone,
  postcode,
}



/** Terms, opt-in and the location/dealership pickers, as configured. */
export function consentShape(config: FormConfig) {
  return {
    opt_in: checkbox(true),
    ...(config.termsRequired ? { terms_conditions: mustAgree } : { terms_conditions: checkbox(false) }),
  }
}

export function placeShape(config: FormConfig) {
  return {
    location_id: config.showLocation ? wholeNumber(MESSAGES.required, 1) : optionalWholeNumber(MESSAGES.required, 1),
    dealership_slug: config.showDealership
      ? z.preprocess((v) => v ?? '', z.string().check(z.refine((v) => config.dealershipOptions.includes(v), MESSAGES.required)))
      : optionalText(80),
  }
}
