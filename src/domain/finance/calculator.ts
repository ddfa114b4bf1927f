/**
 * Finance calculator bounds and defaults ("Default loan amount ...
 * Default term ... Default interest").
 */
import type { FinanceRules } from '@tenants/financeRules'
import type { FrequencyName } from './frequency'
import { finiteOrNull, type LenderData } from './lender'
import { clamp, nearestOf, snapToStep, type Bounds } from './sanitise'

const DEFAULT_LOAN_AMOUNT = 30000
const DEFAULT_TERM_YEARS = 6

/**
 * Amount bounds: the rules' min, max and step; with the price cap switched on and a price above the
 * threshold (one site: 100000), the maximum is the price × the multiplier (1.05), to the dollar.
 */
export function amountBounds(rules: FinanceRules, price?: number | null): Bounds {
  const { min, max, step, priceCap, priceCapAbove, priceCapMultiplier } = rules.amount
  const p = finiteOrNull(price)
  const capped = priceCap && p !== null && p > priceCapAbove ? Math.round(p * priceCapMultiplier) : max
  return { min, max: Math.max(min, capped), step }
}

export type TermBounds = Bounds & {
  /** Custom increments (sorted, unique) or an empty list for min..max by step. */
  increments: number[]
}

export function termBounds(rules: FinanceRules): TermBounds {
  const increments = [...new Set(rules.term.increments.filter((n) => Number.isFinite(n) && n > 0))].sort((a, b) => a - b)
  if (increments.length > 0) {
    return { min: increments[0]!, max: increments[increments.length - 1]!, step: rules.term.step, increments }
  }
  return { min: rules.term.min, max: rules.term.max, step: rules.term.step, increments: [] }
}

export function interestBounds(rules: FinanceRules): Bounds {
  return { min: rules.interest.min, max: rules.interest.max, step: rules.interest.step }
}

/** Deposit, trade-in and residual (0 to 250000, step 0.5 by default). */
export function extrasBounds(rules: FinanceRules): Bounds {
  return { ...rules.extras }
}

/** A term fitted to the bounds: the nearest custom increment, or snapped to the step. */
export function fitTerm(years: number, bounds: TermBounds): number {
  return bounds.increments.length > 0 ? nearestOf(years, bounds.increments) : snapToStep(years, bounds)
}

/** The starting amount: the provided default, else the vehicle price (if above 0), else 30000. */
export function defaultAmount({ provided, price }: { provided?: number | null; price?: number | null }): number {
  const given = finiteOrNull(provided)
  if (given !== null && given > 0) return given
  const p = finiteOrNull(price)
  if (p !== null && p > 0) return p
  return DEFAULT_LOAN_AMOUNT
}

/**
 * "Default term 5 years (Angle and some sites), else lender termYears, else 6" (the rules'
 * defaultYears is 5 for Angle and wherever configured), fitted to the term bounds.
 */
export function defaultTermYears(rules: FinanceRules, lender?: LenderData | null): number {
  const lenderYears = finiteOrNull(lender?.termYears)
  const years = rules.term.defaultYears ?? (lenderYears !== null && lenderYears > 0 ? lenderYears : DEFAULT_TERM_YEARS)
  return fitTerm(years, termBounds(rules))
}

/**
 * "Default interest: lender interestRate or configured default (8.5 percent in one brand;
 * calculator default 10 in the default configuration)", kept within the rate bounds.
 */
export function defaultInterestRate(rules: FinanceRules, lender?: LenderData | null): number {
  const lenderRate = finiteOrNull(lender?.interestRate)
  const rate = lenderRate !== null && lenderRate >= 0 ? lenderRate : rules.interest.defaultRate
  return clamp(rate, rules.interest.min, rules.interest.max)
}

type CalculatorValues = {
  amount: number
  termYears: number
  rate: number
  frequency: FrequencyName
  deposit: number
  tradeIn: number
  residual: number
}

export type CalculatorSetup = {
  bounds: { amount: Bounds; term: TermBounds; interest: Bounds; extras: Bounds }
  initial: CalculatorValues
}

/** Everything a calculator needs to start: bounds and initial values from the rules, vehicle and lender. */
export function calculatorSetup(
  rules: FinanceRules,
  context: { price?: number | null; providedAmount?: number | null; lender?: LenderData | null; frequency?: FrequencyName | null } = {},
): CalculatorSetup {
  const amount = amountBounds(rules, context.price)
  const lenderDeposit = finiteOrNull(context.lender?.deposit)
  const lenderBalloon = finiteOrNull(context.lender?.balloon)
  const extras = extrasBounds(rules)
  return {
    bounds: { amount, term: termBounds(rules), interest: interestBounds(rules), extras },
    initial: {
      amount: clamp(defaultAmount({ provided: context.providedAmount, price: context.price }), amount.min, amount.max),
      termYears: defaultTermYears(rules, context.lender),
      rate: defaultInterestRate(rules, context.lender),
      frequency: context.frequency ?? rules.defaultFrequency,
      deposit: lenderDeposit !== null ? clamp(lenderDeposit, extras.min, extras.max) : 0,
      tradeIn: 0,
      residual: lenderBalloon !== null ? clamp(lenderBalloon, extras.min, extras.max) : 0,
    },
  }
}

/**
 * "Fuel calculator and finance calculator appear only when configured and finance price is
 * above 0" (on the vehicle page; `configured` is the page's own switch).
 */
export function showVehicleCalculators(price: number | null | undefined, configured = true): boolean {
  const p = finiteOrNull(price)
  return configured && p !== null && p > 0
}
