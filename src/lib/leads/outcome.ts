/** What a lead submission answers the shopper (submit.ts and the trade-in stages share it). */
import type { FieldError } from '@/domain/forms/errors'
import type { LeadAnswer } from '@/domain/forms/lead'

export type SubmitOutcome =
  | { status: 200 | 201; body: LeadAnswer }
  | { status: 400; body: { message: string; errors: FieldError[] } }
  | { status: 404 | 409 | 502; body: { message: string } }
