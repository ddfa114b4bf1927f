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

export const TRADE_IN_STAGE_NAMES = ['create', 'lookup', 'adjustments', 'accept'] as const
export type TradeInStage = (typeof TRADE_IN_STAGE_NAMES)[number]

export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
export const YES_NO = ['Yes', 'No'] as const

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

/** The adjustment questions and what each answer does to the offer (a factor on the base value). */
export const ADJUSTMENT_QUESTIONS = [
  { id: 'accident', label: 'Has the car been in an accident?', options: { No: 1, Yes: 0.85 } },
  { id: 'serviceHistory', label: 'Service history', options: { Full: 1, Partial: 0.95, None: 0.88 } },
  { id: 'keys', label: 'Number of keys', options: { '2 or more': 1, '1': 0.98 } },
  { id: 'condition', label: 'Overall condition', options: { Excellent: 1.03, Good: 1, Fair: 0.92, Poor: 0.8 } },
] as const

export const tradeInAdjustmentsSchema = () =>
  z.object(
    Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.id, oneOf(Object.keys(q.options))])) as Record<
      (typeof ADJUSTMENT_QUESTIONS)[number]['id'],
      ReturnType<typeof oneOf>
    >,
  )
export type AdjustmentAnswers = Record<(typeof ADJUSTMENT_QUESTIONS)[number]['id'], string>

/** The adjusted offer: the base value times each answer's factor, rounded down to $100. */
export function adjustedOffer(base: number, answers: AdjustmentAnswers): number {
  let value = base
  for (const q of ADJUSTMENT_QUESTIONS) {
    const factor = (q.options as Record<string, number>)[answers[q.id]] ?? 1
    value *= factor
  }
  return Math.max(0, Math.floor(value / 100) * 100)
}

export const tradeInAcceptSchema = () => z.object({ offer_accepted: z.preprocess((v) => v === true || v === 'true', z.literal(true, { error: MESSAGES.required })) })
