/**
 * The trade-in valuation wizard: create the lead, look the rego up, answer the
 * adjustment questions, then accept the offer (subcategory '3. Offer Accepted'). Each stage is one
 * call to the lead API with the lead_id of the first.
 */
import * as z from '../validation/zodMini'

import type { FormConfig } from './config'
import { consentShape, contactShape, placeShape } from './contact'
import { auState, oneOf, optionalText, requiredText, wholeNumber } from './fields'
import { MESSAGES } from './messages'
import { ADJUSTMENT_QUESTIONS, CONTACT_METHODS, YES_NO } from './tradeInChoices'

export function tradeInCreateSchema(config: FormConfig, { askTradeIn = false }: { askTradeIn?: boolean } = {}) {
  return z.object({
    ...contactShape,
    PreferredContactMethod: oneOf(CONTACT_METHODS),
    finance: oneOf(YES_NO),
    // The used-car form asks whether there is a trade-in at all.
    ...(askTradeIn ? { hasTradeIn: oneOf(YES_NO) } : {}),
    ...placeShape(config),
    ...consentShape(config),
  })
}

export const tradeInLookupSchema = () =>
  z.object({
    rego: requiredText(10),
    regoState: auState,
    kms: wholeNumber(MESSAGES.required, 0, 2_000_000),
    // Set when the shopper picked one of several candidate vehicles.
    vin: optionalText(17),
    desc: optionalText(200),
  })

export const tradeInAdjustmentsSchema = () =>
  z.object(
    Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.id, oneOf(Object.keys(q.options))])) as Record<
      (typeof ADJUSTMENT_QUESTIONS)[number]['id'],
      ReturnType<typeof oneOf>
    >,
  )
export const tradeInAcceptSchema = () => z.object({ offer_accepted: z.preprocess((v) => v === true || v === 'true', z.literal(true, { error: MESSAGES.required })) })
