/**
 * Percentiles as PostgreSQL's percentile_cont computes them (linear interpolation between the two
 * nearest ranks: position p·(n−1) in the sorted values). The dashboard's figures come from the
 * database; this is the same rule in TypeScript, for tests that check those figures by brute force.
 */
export function percentileCont(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A percentile is between 0 and 1, got ${p}`)
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const position = p * (sorted.length - 1)
  const lower = Math.floor(position)
  const upper = Math.ceil(position)
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower)
}

export const median = (values: readonly number[]) => percentileCont(values, 0.5)
export const p75 = (values: readonly number[]) => percentileCont(values, 0.75)
