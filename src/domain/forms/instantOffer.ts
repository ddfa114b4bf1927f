/**
 * The instant-offer wizard: 1 rego and state, 2 choose the car (when several match),
 * 3 photos (optional; skipped when the dealer turns uploads off), 4 details; then the final update and
 * the lead.
 */
import * as z from '../validation/zodMini'

import type { FormConfig } from './config'
import { consentShape, contactShape } from './contact'
import { auState, oneOf, requiredText, wholeNumber } from './fields'
import { CONDITION_OPTIONS, KEYS_OPTIONS, SERVICE_HISTORY_OPTIONS } from './instantOfferChoices'
import { MESSAGES } from './messages'

export const instantOfferRegoStep = () => z.object({ rego: requiredText(10), state: auState })

export const instantOfferChoiceStep = () =>
  z.object({ candidate: z.preprocess((v) => v ?? '', z.string().check(z.trim(), z.minLength(1, MESSAGES.chooseCar))) })

export function instantOfferDetailsStep(config: FormConfig) {
  return z.object({
    ...contactShape,
    odometer: wholeNumber(MESSAGES.required, 0, 2_000_000),
    service_history: oneOf(SERVICE_HISTORY_OPTIONS),
    number_of_keys: oneOf(KEYS_OPTIONS),
    car_condition: oneOf(CONDITION_OPTIONS),
    comments: requiredText(2000),
    ...consentShape(config),
  })
}

/** What the lead API stores for an instant offer: the details plus the valuation it was made on. */
export function instantOfferLeadSchema(config: FormConfig) {
  return z.extend(instantOfferDetailsStep(config), {
    rego: requiredText(10),
    state: auState,
    evalId: requiredText(60),
    vehicle_description: requiredText(300),
    images_uploaded: z._default(z.optional(wholeNumber(MESSAGES.required, 0, 10)), 0),
  })
}
