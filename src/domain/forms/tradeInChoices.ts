/**
 * The trade-in wizard's stages, answer options and adjustment questions, and the offer they make: what
 * the form needs to draw itself, kept apart from its schemas (tradeIn.ts) so the browser loads zod only
 * when a step is checked.
 */
export const TRADE_IN_STAGE_NAMES = ['create', 'lookup', 'adjustments', 'accept'] as const
export type TradeInStage = (typeof TRADE_IN_STAGE_NAMES)[number]

export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
export const YES_NO = ['Yes', 'No'] as const

/** The adjustment questions and what each answer does to the offer (a factor on the base value). */
export const ADJUSTMENT_QUESTIONS = [
  { id: 'accident', label: 'Has the car been in an accident?', options: { No: 1, Yes: 0.85 } },
  { id: 'serviceHistory', label: 'Service history', options: { Full: 1, Partial: 0.95, None: 0.88 } },
  { id: 'keys', label: 'Number of keys', options: { '2 or more': 1, '1': 0.98 } },
  { id: 'condition', label: 'Overall condition', options: { Excellent: 1.03, Good: 1, Fair: 0.92, Poor: 0.8 } },
] as const

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
