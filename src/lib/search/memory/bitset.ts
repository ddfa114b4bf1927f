/**
 * Fixed-size bitsets over the slots of a tenant's in-memory index: one bit per car, so a filter over
 * 100,000 cars is 3,125 words of AND/OR.
 */
export type Bitset = Uint32Array

const wordsFor = (size: number) => (size + 31) >>> 5

export const emptySet = (size: number): Bitset => new Uint32Array(wordsFor(size))

export const put = (set: Bitset, i: number) => {
  set[i >>> 5]! |= 1 << (i & 31)
}
export const drop = (set: Bitset, i: number) => {
  set[i >>> 5]! &= ~(1 << (i & 31))
}

export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!
  return target
}

export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let w = 0; w < target.length; w++) target[w]! |= other[w]!
  return target
}

/** `universe AND NOT set`, into a new set. */
export function minus(universe: Bitset, set: Bitset): Bitset {
  const out = new Uint32Array(universe.length)
  for (let w = 0; w < out.length; w++) out[w] = universe[w]! & ~set[w]!
  return out
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

export function count(set: Bitset): number {
  let n = 0
  for (let w = 0; w < set.length; w++) if (set[w]) n += popcount32(set[w]!)
  return n
}

/** Calls `fn` for every set bit, in slot order. */
export function forEach(set: Bitset, fn: (i: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let bits = set[w]!
    while (bits !== 0) {
      const low = bits & -bits
      fn((w << 5) + (31 - Math.clz32(low)))
      bits ^= low
    }
  }
}
