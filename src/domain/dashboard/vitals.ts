/**
 * Core Web Vitals as the dashboard reads them (issue 18): the three metrics a page sends, Google's
 * good / poor thresholds for each (https://web.dev/articles/vitals: a value at or under the first is
 * good, over the second is poor, between needs improvement) and how each is written for a reader.
 * Pure: shared by the browser reporter, the events endpoint's validation, the dashboard and its tests.
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

export type VitalRating = 'good' | 'needs-improvement' | 'poor'

/** [good at or under, poor over]: LCP and INP in milliseconds, CLS unitless. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
}

export const VITAL_LABELS: Record<VitalMetric, { short: string; long: string }> = {
  LCP: { short: 'LCP', long: 'Largest Contentful Paint' },
  INP: { short: 'INP', long: 'Interaction to Next Paint' },
  CLS: { short: 'CLS', long: 'Cumulative Layout Shift' },
}

export const RATING_LABELS: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' }

/**
 * The largest value the endpoint accepts for each metric: anything above is a broken measurement,
 * not a slow page (10 minutes of paint or input delay; a layout shift score of 100).
 */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 600_000, INP: 600_000, CLS: 100 }

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric]
  if (value <= good) return 'good'
  return value > poor ? 'poor' : 'needs-improvement'
}

/** "2.4 s", "180 ms", "0.08": seconds with one decimal for LCP, whole milliseconds for INP, two decimals for CLS. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2)
  if (metric === 'LCP') return `${(value / 1000).toFixed(1)} s`
  return `${Math.round(value)} ms`
}

export const isVitalMetric = (value: unknown): value is VitalMetric => typeof value === 'string' && (VITAL_METRICS as readonly string[]).includes(value)
