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



/**
 * Terms and the marketing opt-in, as configured. Every form with these shows the opt-in box unticked,
 * so a shopper who sent none has not agreed (src/domain/privacy/consent.ts).
 */
export function consentShape(config: FormConfig) {
  return {
    opt_in: checkbox(false),
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
