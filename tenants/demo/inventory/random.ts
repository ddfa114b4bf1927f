/**
 * A seeded random source (mulberry32) with the few helpers the stock generator needs. Everything the
 * generator decides goes through one of these, so the same seed always gives the same stock.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number
  int: (min: number, max: number) => number
  float: (min: number, max: number) => number
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** Picks by weight; items with weight 0 are never picked. */
  weighted: <T>(items: readonly T[], weight: (item: T, index: number) => number) => T
  shuffle: <T>(items: readonly T[]) => T[]
  /** A roughly normal value (sum of three uniforms), mean 0, sd about 1. */
  normal: () => number
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (items, weight) => {
      const weights = items.map((item, i) => Math.max(0, weight(item, i)))
      const total = weights.reduce((s, w) => s + w, 0)
      if (total <= 0) return items[Math.floor(next() * items.length)]!
      let r = next() * total
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!
        if (r < 0) return items[i]!
      }
      return items[items.length - 1]!
    },
    shuffle: (items) => {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[out[i], out[j]] = [out[j]!, out[i]!]
      }
      return out
    },
    normal: () => (next() + next() + next() - 1.5) * 2,
  }
  return rng
}

/** A child generator for one purpose, so adding a draw in one place does not reshuffle everything else. */
export const fork = (seed: number, salt: string): Rng => {
  let h = seed >>> 0
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193) >>> 0
  return createRng(h)
}
