/**
 * Loan repayments: principal is the amount minus deposit and trade-in plus
 * establishment fees; the periodic rate is the yearly rate / 100 / payments per year; standard
 * amortisation with a residual (balloon); rounding per lender. "Payment of 25 or less shows
 * 'Enquire for Finance'; total repayments are hidden at 25 or less."
 */
import type { FinanceRules } from '@tenants/financeRules'
import { frequencyOf, type FrequencyName } from './frequency'
import { formatMoney, roundTo, roundUpTo } from './money'

/** At or below this payment the calculator shows {@link ENQUIRE_FOR_FINANCE} instead of an amount. */
export const ENQUIRE_THRESHOLD = 25
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'

export type RepaymentRounding = FinanceRules['rounding']
const DEFAULT_ROUNDING: RepaymentRounding = { roundUp: false, weeklyWholeDollars: true }

export type LoanInput = {
  amount: number
  deposit?: number
  tradeIn?: number
  establishmentFees?: number
  /** The residual (balloon) due with the last payment. */
  residual?: number
  termYears: number
  /** Yearly interest rate in percent (8.5 means 8.5% p.a.). */
  yearlyRate: number
  frequency: FrequencyName
}

/** A finite number, else 0. */
const num = (n: number | undefined | null): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0)
/** A finite number of at least 0, else 0. */
const nonNegative = (n: number | undefined | null): number => Math.max(0, num(n))

/** Amount − deposit − trade-in + establishment fees (inputs below 0 count as 0). */
export function principalOf(input: Pick<LoanInput, 'amount' | 'deposit' | 'tradeIn' | 'establishmentFees'>): number {
  return nonNegative(input.amount) - nonNegative(input.deposit) - nonNegative(input.tradeIn) + nonNegative(input.establishmentFees)
}

/** Yearly rate (percent) / 100 / periods per year. */
export function periodicRate(yearlyRate: number, periodsPerYear: number): number {
  return num(yearlyRate) / 100 / periodsPerYear
}

/** Number of payments: term in years × periods per year, to the nearest whole payment. */
export function paymentCount(termYears: number, periodsPerYear: number): number {
  return Math.max(0, Math.round(num(termYears) * periodsPerYear))
}

/**
 * The level payment that repays `principal` over `n` periods at periodic rate `rate`, leaving `balloon`
 * due with the last payment: (P·(1+r)^n − B)·r / ((1+r)^n − 1), computed with log1p/expm1 so tiny rates
 * stay exact; at a 0% rate (P − B) / n. 0 when there are no payments.
 */
export function amortisedPayment(principal: number, rate: number, n: number, balloon = 0): number {
  const P = num(principal)
  const B = num(balloon)
  if (!(n > 0)) return 0
  if (rate === 0) return (P - B) / n
  const growthMinusOne = Math.expm1(n * Math.log1p(rate)) // (1+r)^n − 1
  const growth = growthMinusOne + 1
  return ((P * growth - B) * rate) / growthMinusOne
}

/**
 * A payment rounded as the lender shows it: weekly payments to whole dollars when configured, other
 * payments to the cent; up when the lender rounds up, else to the nearest.
 */
export function roundRepayment(payment: number, frequency: FrequencyName, rounding: RepaymentRounding = DEFAULT_ROUNDING): number {
  const unit = frequency === 'weekly' && rounding.weeklyWholeDollars ? 1 : 0.01
  return rounding.roundUp ? roundUpTo(payment, unit) : roundTo(payment, unit)
}

export type Repayment = {
  principal: number
  numberOfPayments: number
  periodicRate: number
  /** The unrounded payment (never below 0). */
  exactPayment: number
  /** The payment as shown (rounded per lender). */
  payment: number
  /** payment × number of payments (the residual is due on top). */
  totalRepayments: number
  residual: number
  frequency: FrequencyName
  /** Whole-dollar display (weekly payments where configured). */
  wholeDollars: boolean
  /** Payment of 25 or less: show 'Enquire for Finance' and hide the totals. */
  enquire: boolean
}

/** The repayment for a loan; inputs that are not finite count as 0, so the result is never NaN. */
export function calculateRepayment(input: LoanInput, rounding: RepaymentRounding = DEFAULT_ROUNDING): Repayment {
  const frequency = frequencyOf(input.frequency)
  const principal = principalOf(input)
  const n = paymentCount(input.termYears, frequency.periodsPerYear)
  const rate = periodicRate(Math.max(0, num(input.yearlyRate)), frequency.periodsPerYear)
  const residual = nonNegative(input.residual)
  const exact = principal > 0 ? Math.max(0, amortisedPayment(principal, rate, n, residual)) : 0
  const payment = Math.max(0, roundRepayment(exact, frequency.name, rounding))
  return {
    principal,
    numberOfPayments: n,
    periodicRate: rate,
    exactPayment: exact,
    payment,
    totalRepayments: roundTo(payment * n, 0.01),
    residual,
    frequency: frequency.name,
    wholeDollars: frequency.name === 'weekly' && rounding.weeklyWholeDollars,
    enquire: !(payment > ENQUIRE_THRESHOLD),
  }
}

/** What the calculator shows for the repayment: '$139' / '$615.50', or 'Enquire for Finance'. */
export function repaymentText(r: Pick<Repayment, 'payment' | 'wholeDollars' | 'enquire'>): string {
  return r.enquire ? ENQUIRE_FOR_FINANCE : formatMoney(r.payment, r.wholeDollars)
}

/** Total repayments as shown, or null when hidden (payment of 25 or less). */
export function totalRepaymentsText(r: Pick<Repayment, 'totalRepayments' | 'enquire'>): string | null {
  return r.enquire ? null : formatMoney(r.totalRepayments)
}
