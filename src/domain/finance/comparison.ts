/**
 * A comparison rate for a sample loan ("Comparison rate rounded to two decimals ...
 * Sample comparison rate: 5-year secured loan of $30,000"): the yearly rate at which the repayments of
 * a loan that adds its fees to the amount would repay the amount alone. With no fees it is the rate.
 * Used when a dealer has not configured its lender's published comparison rate.
 */
import { roundRate } from './money'
import { amortisedPayment, paymentCount } from './repayment'

export function comparisonRateOf(args: { amount: number; fees: number; termYears: number; yearlyRate: number; periodsPerYear?: number }): number | null {
  const { amount, fees, termYears, yearlyRate } = args
  const periods = args.periodsPerYear ?? 12
  const n = paymentCount(termYears, periods)
  if (!(amount > 0) || !(n > 0) || !Number.isFinite(yearlyRate) || yearlyRate < 0 || !Number.isFinite(fees)) return null
  if (fees <= 0) return roundRate(yearlyRate)
  const payment = amortisedPayment(amount + fees, yearlyRate / 100 / periods, n)
  let low = yearlyRate
  let high = yearlyRate + 1
  while (amortisedPayment(amount, high / 100 / periods, n) < payment && high < 1000) high *= 2
  for (let i = 0; i < 100 && high - low > 1e-9; i++) {
    const mid = (low + high) / 2
    if (amortisedPayment(amount, mid / 100 / periods, n) < payment) low = mid
    else high = mid
  }
  return roundRate((low + high) / 2)
}
