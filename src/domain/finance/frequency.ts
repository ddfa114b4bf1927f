/**
 * Repayment frequencies ("weekly 52, fortnightly
 * 26, monthly 12. Default weekly (monthly on some sites)").
 */
export const FREQUENCY_VALUES = ['weekly', 'fortnightly', 'monthly'] as const
export type FrequencyName = (typeof FREQUENCY_VALUES)[number]

export type Frequency = {
  name: FrequencyName
  periodsPerYear: number
  /** Select label. */
  label: string
  /** Short suffix for amounts: $123/wk. */
  short: 'wk' | 'fn' | 'mo'
  /** "per week". */
  per: string
}

export const FREQUENCIES: Record<FrequencyName, Frequency> = {
  weekly: { name: 'weekly', periodsPerYear: 52, label: 'Weekly', short: 'wk', per: 'week' },
  fortnightly: { name: 'fortnightly', periodsPerYear: 26, label: 'Fortnightly', short: 'fn', per: 'fortnight' },
  monthly: { name: 'monthly', periodsPerYear: 12, label: 'Monthly', short: 'mo', per: 'month' },
}

const DEFAULT_FREQUENCY: FrequencyName = 'weekly'

export function isFrequencyName(value: unknown): value is FrequencyName {
  return typeof value === 'string' && (FREQUENCY_VALUES as readonly string[]).includes(value)
}

/** A frequency by name; anything unknown is weekly. */
export function frequencyOf(name: unknown): Frequency {
  return FREQUENCIES[isFrequencyName(name) ? name : DEFAULT_FREQUENCY]
}
