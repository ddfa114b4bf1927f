/**
 * The finance estimate panel and sticky-header estimate: "5 year term, 10%
 * deposit, 30% final payment, monthly = weekly x 4.33, quote loan term 5, credit score GREAT.
 * Comparison rate rounded to two decimals; weekly payments shown as whole dollars; display is amount
 * per wk/fn/mo with an asterisk." Sticky header: "est. ${amount}/wk based on sample {rate}% p.a.".
 */
import type { FrequencyName } from './frequency'
import { FREQUENCIES } from './frequency'
import { finiteOrNull } from './lender'
import { formatMoney, formatRate, roundRate, roundTo } from './money'
import { amortisedPayment, ENQUIRE_THRESHOLD, periodicRate } from './repayment'

export const FINANCE_ESTIMATE = {
  termYears: 5,
  depositRatio: 0.1,
  finalPaymentRatio: 0.3,
  weeksPerMonth: 4.33,
  weeksPerFortnight: 2,
  quoteLoanTerm: 5,
  creditScore: 'GREAT',
} as const

/** The quote fields a vehicle carries (youxQuote: weeklyRepaymentAmount, advertisedRate, comparisonRate). */
export type YouxQuote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }

export type FinanceEstimate = {
  weekly: number
  fortnightly: number
  monthly: number
  /** The advertised or sample rate (% p.a.). */
  rate: number
  /** Two decimals, or null when unknown. */
  comparisonRate: number | null
  source: 'quote' | 'calculated'
}

function isUsableQuote(q: Partial<YouxQuote> | null | undefined): q is YouxQuote {
  return Boolean(q) && (finiteOrNull(q!.weeklyRepaymentAmount) ?? 0) > 0 && finiteOrNull(q!.advertisedRate) !== null
}

/** The estimate's weekly payment for a price at a yearly rate (whole dollars). */
function estimateWeekly(price: number, yearlyRate: number): number {
  const e = FINANCE_ESTIMATE
  const n = e.termYears * FREQUENCIES.weekly.periodsPerYear
  const exact = amortisedPayment(price * (1 - e.depositRatio), periodicRate(yearlyRate, 52), n, price * e.finalPaymentRatio)
  return roundTo(Math.max(0, exact), 1)
}

/**
 * The estimate for a vehicle: from its quote when it has a usable one, else calculated from the price
 * and a rate. Null when neither gives a payment above 25 (no estimate is available then).
 */
export function financeEstimate(args: {
  price?: number | null
  rate?: number | null
  comparisonRate?: number | null
  quote?: Partial<YouxQuote> | null
}): FinanceEstimate | null {
  let weekly: number
  let rate: number
  let comparison: number | null
  let source: FinanceEstimate['source']
  if (isUsableQuote(args.quote)) {
    weekly = roundTo(args.quote.weeklyRepaymentAmount, 1)
    rate = args.quote.advertisedRate
    comparison = finiteOrNull(args.quote.comparisonRate)
    source = 'quote'
  } else {
    const price = finiteOrNull(args.price)
    const r = finiteOrNull(args.rate)
    if (price === null || price <= 0 || r === null || r < 0) return null
    weekly = estimateWeekly(price, r)
    rate = r
    comparison = finiteOrNull(args.comparisonRate)
    source = 'calculated'
  }
  if (!(weekly > ENQUIRE_THRESHOLD)) return null
  return {
    weekly,
    fortnightly: roundTo(weekly * FINANCE_ESTIMATE.weeksPerFortnight, 1),
    monthly: roundTo(weekly * FINANCE_ESTIMATE.weeksPerMonth, 1),
    rate,
    comparisonRate: comparison === null ? null : roundRate(comparison),
    source,
  }
}

/** '$139/wk*', '$278/fn*', '$602/mo*'. */
export function estimateText(estimate: FinanceEstimate, frequency: FrequencyName = 'weekly'): string {
  return `${formatMoney(estimate[frequency], true)}/${FREQUENCIES[frequency].short}*`
}

/** The sticky header's estimate: 'est. $139/wk based on sample 8.5% p.a.'. */
export function stickyEstimateText(estimate: FinanceEstimate): string {
  return `est. ${formatMoney(estimate.weekly, true)}/wk based on sample ${formatRate(estimate.rate)} p.a.`
}
