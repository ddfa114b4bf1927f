/**
 * The arithmetic of the dashboard's server-rendered SVG charts: a linear scale from data to pixels
 * and "nice" axis ticks (1, 2, 2.5 or 5 times a power of ten) that cover the data.
 */

export type Scale = ((value: number) => number) & { domain: readonly [number, number]; range: readonly [number, number] }

/** Maps [d0, d1] onto [r0, r1] linearly (r0 > r1 for a y axis that grows upwards). An empty domain maps to r0. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0
  const scale = ((value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0))) as Scale
  scale.domain = domain
  scale.range = range
  return scale
}

const STEPS = [1, 2, 2.5, 5, 10]

/** A round step so that about `count` steps cover `max`. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1
  const raw = max / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = STEPS.find((s) => s * power >= raw - 1e-12) ?? 10
  return step * power
}

/** Ticks from 0 to the first multiple of the nice step at or above `max` (at least [0, step]). */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count)
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step)
  const ticks: number[] = []
  for (let i = 0; i * step <= top + step / 1e6; i++) ticks.push(Number((i * step).toPrecision(12)))
  return ticks
}

/** The y axis of a chart whose data goes up to `max` and must also show `marks` (e.g. the poor threshold). */
export function axisMax(max: number, marks: readonly number[] = [], count = 4): { ticks: number[]; top: number } {
  const ticks = niceTicks(Math.max(max, ...marks, 0), count)
  return { ticks, top: ticks[ticks.length - 1]! }
}
