/**
 * The finance quote call: "POST /api/youx/quote | selfAssessedCreditScore, purchasePrice,
 * loanTerm, year, vin, nvic, whoIsHelping | youxQuote fields. Failure silently ignored." Shared by the
 * route, the server adapter and the browser helper (zod only; no server imports).
 */
import { z } from '@/domain/validation/zod'

import type { YouxQuote } from '@/domain/finance/estimate'

export type { YouxQuote }

const CREDIT_SCORES = ['EXCELLENT', 'GREAT', 'GOOD', 'FAIR', 'POOR'] as const

const optionalCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use ${max} characters or fewer.`)
    .regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits and hyphens only.')
    .nullish()
    .transform((v) => (v ? v : null))

/** What the browser sends to POST /api/youx/quote, and what the adapter forwards. */
export const youxQuoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, { error: `selfAssessedCreditScore must be one of ${CREDIT_SCORES.join(', ')}.` }),
  purchasePrice: z
    .number({ error: 'purchasePrice must be a number.' })
    .finite('purchasePrice must be a number.')
    .positive('purchasePrice must be above 0.')
    .max(5_000_000, 'purchasePrice must be 5000000 or less.'),
  loanTerm: z.number({ error: 'loanTerm must be a number of years.' }).int('loanTerm must be whole years.').min(1, 'loanTerm must be 1 to 7 years.').max(7, 'loanTerm must be 1 to 7 years.'),
  year: z.number({ error: 'year must be a number.' }).int('year must be a whole number.').min(1900, 'year must be 1900 or later.').max(2100, 'year must be 2100 or earlier.'),
  vin: optionalCode(17),
  nvic: optionalCode(20),
  whoIsHelping: z.string({ error: 'whoIsHelping is required.' }).trim().min(1, 'whoIsHelping is required.').max(120, 'whoIsHelping must be 120 characters or fewer.'),
})

export type YouxQuoteRequest = z.input<typeof youxQuoteRequestSchema>
export type ValidYouxQuoteRequest = z.output<typeof youxQuoteRequestSchema>

/** The route's success body. */
export type YouxQuoteResponse = { youxQuote: YouxQuote }

export const youxQuoteSchema = z.object({
  weeklyRepaymentAmount: z.number().finite().nonnegative(),
  advertisedRate: z.number().finite().nonnegative(),
  comparisonRate: z.number().finite().nonnegative(),
})
