/**
 * Lender data ("Finance lenders, keyed by provider (manual, angle, nissan_finance and so
 * on): interestRate, comparisonRate, paymentWeek, paymentMonth, term{N}, termYears, termWeeks,
 * termMonths, deposit, balloon, establishmentFees, totalPayable, disclaimer, financeProvider").
 */
import type { FinanceRules } from '@tenants/financeRules'
import { comparisonRateOf } from './comparison'
import { calculateRepayment } from './repayment'

export type LenderData = {
  financeProvider?: string | null
  interestRate?: number | null
  comparisonRate?: number | null
  paymentWeek?: number | null
  paymentMonth?: number | null
  termYears?: number | null
  termWeeks?: number | null
  termMonths?: number | null
  deposit?: number | null
  balloon?: number | null
  establishmentFees?: number | null
  totalPayable?: number | null
  disclaimer?: string | null
  /** term{N} keys and anything else a feed sends. */
  [key: string]: unknown
}

export const finiteOrNull = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null)

/** The sample loan: a 5-year secured loan of $30,000. */
export const SAMPLE_LOAN = { amount: 30000, termYears: 5 } as const

/**
 * Lender data made from a dealer's rules for a sample loan, for pages without a vehicle feed (a finance
 * summary on the /finance page): the configured default rate, the configured comparison rate (else the
 * one the establishment fees give for this sample), and the weekly and monthly payments the rules give.
 */
export function sampleLender(
  rules: FinanceRules,
  sample: { amount?: number; termYears?: number; deposit?: number; balloon?: number } = {},
): LenderData {
  const amount = sample.amount ?? SAMPLE_LOAN.amount
  const termYears = sample.termYears ?? SAMPLE_LOAN.termYears
  const deposit = sample.deposit ?? 0
  const balloon = sample.balloon ?? 0
  const input = {
    amount,
    deposit,
    residual: balloon,
    termYears,
    yearlyRate: rules.interest.defaultRate,
    establishmentFees: rules.establishmentFees,
  }
  const weekly = calculateRepayment({ ...input, frequency: 'weekly' }, rules.rounding)
  const monthly = calculateRepayment({ ...input, frequency: 'monthly' }, rules.rounding)
  return {
    financeProvider: rules.provider,
    interestRate: rules.interest.defaultRate,
    comparisonRate:
      rules.comparisonRate ??
      comparisonRateOf({ amount: amount - deposit, fees: rules.establishmentFees, termYears, yearlyRate: rules.interest.defaultRate }),
    paymentWeek: weekly.payment,
    paymentMonth: monthly.payment,
    termYears,
    termWeeks: weekly.numberOfPayments,
    termMonths: monthly.numberOfPayments,
    deposit,
    balloon,
    establishmentFees: rules.establishmentFees,
    totalPayable: weekly.totalRepayments + balloon,
    disclaimer: rules.disclaimer,
  }
}
