/**
 * A lead's place in the dealer's sales inbox (issue 18): its stage, and the first-contact clock the
 * dashboard's median time to first contact reads. Pure, so the collection's hook, the seed and the
 * unit tests share one set of rules.
 */

export const LEAD_STAGES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Appointment booked', value: 'appointment-booked' },
  { label: 'Sold', value: 'sold' },
  { label: 'Lost', value: 'lost' },
] as const
export type LeadStage = (typeof LEAD_STAGES)[number]['value']

/** Stages a lead ends in: no follow-up is due on one. */
export const CLOSED_STAGES: readonly LeadStage[] = ['sold', 'lost']

const isLeadStage = (value: unknown): value is LeadStage => LEAD_STAGES.some((s) => s.value === value)

export const stageLabel = (value: unknown): string => LEAD_STAGES.find((s) => s.value === value)?.label ?? (typeof value === 'string' ? value : '')

export const NOT_NEW_AGAIN = 'This lead has been contacted: it can’t be New again. Pick the stage it is at now.'

/**
 * Whether a lead may move from one stage to another. Any move is allowed (a lost lead can come back,
 * a sale can fall through) except back to New once the shopper has been contacted: New means "no one
 * has spoken to them yet", which is what the first-contact clock measures.
 */
export function checkStageChange(from: unknown, to: unknown, firstContactedAt: unknown): { ok: true } | { ok: false; message: string } {
  if (!isLeadStage(to)) return { ok: false, message: `Unknown stage: ${String(to)}` }
  if (to === 'new' && from !== 'new' && (firstContactedAt || (isLeadStage(from) && from !== 'new'))) return { ok: false, message: NOT_NEW_AGAIN }
  return { ok: true }
}

/** Whole minutes from the lead's arrival to its first contact; never negative. */
export function minutesBetween(from: string | Date, to: string | Date): number {
  const ms = new Date(to).getTime() - new Date(from).getTime()
  if (!Number.isFinite(ms)) return 0
  return Math.max(0, Math.round(ms / 60_000))
}

/**
 * The first-contact stamp a stage change sets: when the lead first leaves New, now and the minutes
 * since it arrived; never again after that (a stamp, once set, is kept whatever the stage does).
 */
export function firstContactStamp(args: {
  previousStage: unknown
  nextStage: unknown
  firstContactedAt: string | null | undefined
  createdAt: string | Date | null | undefined
  now: Date
}): { firstContactedAt: string; minutesToFirstContact: number } | null {
  const { previousStage, nextStage, firstContactedAt, createdAt, now } = args
  if (firstContactedAt) return null
  if (!isLeadStage(nextStage) || nextStage === 'new') return null
  // A lead already past New without a stamp (set past New by the system) is stamped on its next change.
  if (previousStage === nextStage && previousStage !== undefined) return null
  return { firstContactedAt: now.toISOString(), minutesToFirstContact: createdAt ? minutesBetween(createdAt, now) : 0 }
}
