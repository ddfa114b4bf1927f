/**
 * The finance quote call: "POST /api/youx/quote | selfAssessedCreditScore, purchasePrice,
 * loanTerm, year, vin, nvic, whoIsHelping | youxQuote fields. Failure silently ignored." Shared by the
 * route, the server adapter and the browser helper (zod only; no server imports). zod/mini, because
 * the finance block's browser code parses the quote with youxQuoteSchema.
 */
import * as z from '@/domain/validation/zodMini'

import type { YouxQuote } from '@/domain/finance/estimate'

export type { YouxQuote }

const CREDIT_SCORES = ['EXCELLENT', 'GREAT', 'GOOD', 'FAIR', 'POOR'] as const

const optionalCode = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `Use ${max} characters or fewer.`), z.regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits and hyphens only.'))),
    z.transform((v) => (v ? v : null)),
  )

/** What the browser sends to POST /api/youx/quote, and what the adapter forwards. */
export const youxQuoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, { error: `selfAssessedCreditScore must be one of ${CREDIT_SCORES.join(', ')}.` }),
  // z.number() refuses Infinity and NaN with its own message (classic's .finite() added nothing).
  purchasePrice: z
    .number({ error: 'purchasePrice must be a number.' })
    .check(z.positive('purchasePrice must be above 0.'), z.maximum(5_000_000, 'purchasePrice must be 5000000 or less.')),
  loanTerm: z
    .number({ error: 'loanTerm must be a number of years.' })
    .check(z.int('loanTerm must be whole years.'), z.minimum(1, 'loanTerm must be 1 to 7 years.'), z.maximum(7, 'loanTerm must be 1 to 7 years.')),
  year: z
    .number({ error: 'year must be a number.' })
    .check(z.int('year must be a whole number.'), z.minimum(1900, 'year must be 1900 or later.'), z.maximum(2100, 'year must be 2100 or earlier.')),
  vin: optionalCode(17),
  nvic: optionalCode(20),
  whoIsHelping: z
    .string({ error: 'whoIsHelping is required.' })
    .check(z.trim(), z.minLength(1, 'whoIsHelping is required.'), z.maxLength(120, 'whoIsHelping must be 120 characters or fewer.')),
})

export type YouxQuoteRequest = z.input<typeof youxQuoteRequestSchema>
export type ValidYouxQuoteRequest = z.output<typeof youxQuoteRequestSchema>

/** The route's success body. */
export type YouxQuoteResponse = { youxQuote: YouxQuote }

export const youxQuoteSchema = z.object({
  weeklyRepaymentAmount: z.number().check(z.nonnegative()),
  advertisedRate: z.number().check(z.nonnegative()),
  comparisonRate: z.number().check(z.nonnegative()),
})
