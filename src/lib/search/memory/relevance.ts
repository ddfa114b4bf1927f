/**
 * Text matching and textual ranking over the in-memory columns, Algolia's tie-breaking order:
 * fewer typos, then the better attribute (name before make and model, before badge, ...), then more
 * exact words (not prefixes or typos). The chosen sort breaks the remaining ties (engine.ts).
 */
import type { Term, WordSet } from '@/domain/search/query'
import { forEach, type Bitset } from './bitset'
import { SEARCHABLE, STOCKNUM_RANK, type TenantIndex } from './tenantIndex'

/** Lower is better. Typos dominate, then attribute rank, then inexact words. */
const score = (typos: number, rank: number, inexact: number) => typos * 1_000_000 + rank * 1_000 + inexact
const NO_MATCH = Number.POSITIVE_INFINITY

type SetMatcher = { attrs: { codes: Int32Array; rank: number; best: Float64Array }[]; stock: Map<number, number> }

/** For one word set: per searchable attribute, the best score of each code whose value holds a word of it. */
function matcherFor(index: TenantIndex, set: WordSet): SetMatcher {
  const perAttr = new Map<number, Float64Array>()
  for (const [word, c] of set) {
    for (const ref of index.wordRefs.get(word) ?? []) {
      let best = perAttr.get(ref.attr)
      if (!best) {
        const dict = index.column(SEARCHABLE[ref.attr]!.attr).dict
        perAttr.set(ref.attr, (best = new Float64Array(dict.size).fill(NO_MATCH)))
      }
      const s = score(c.typos, SEARCHABLE[ref.attr]!.rank, c.exact ? 0 : 1)
      if (s < best[ref.code]!) best[ref.code] = s
    }
  }
  // Stock numbers match whole words only, exactly: "GEN000123" finds that one car.
  const stock = new Map<number, number>()
  const stockWords = index.stockWords()
  for (const [word, c] of set) {
    if (c.typos !== 0 || !c.exact) continue
    for (const slot of stockWords.get(word) ?? []) stock.set(slot, score(0, STOCKNUM_RANK, 0))
  }
  return {
    attrs: [...perAttr].map(([i, best]) => ({ codes: index.column(SEARCHABLE[i]!.attr).codes, rank: SEARCHABLE[i]!.rank, best })),
    stock,
  }
}

/** Stock numbers can be typed whole even though they are not in the vocabulary. */
export function withStockNumbers(index: TenantIndex, terms: Term[]): Term[] {
  const stockWords = index.stockWords()
  return terms.map((term) => {
    const word = term.source.replace(/\s+/g, '')
    if (!stockWords.has(word)) return term
    return { ...term, alternatives: [...term.alternatives, [new Map([[word, { typos: 0, exact: true, highlight: word.length }]])]] }
  })
}

/**
 * Each matching car's textual score (lower is better) in `scores`, NaN-free; returns the matching
 * cars. A car matches when every term matches through one of its alternatives.
 */
export function scoreText(index: TenantIndex, terms: Term[], universe: Bitset): { slots: Int32Array; scores: Float64Array } {
  const matchers = terms.map((t) => t.alternatives.map((alt) => alt.map((set) => matcherFor(index, set))))
  const slots: number[] = []
  const scores: number[] = []
  forEach(universe, (slot) => {
    let total = 0
    for (const alternatives of matchers) {
      let bestTerm = NO_MATCH
      for (const sets of alternatives) {
        let sum = 0
        for (const m of sets) {
          let best = m.stock.get(slot) ?? NO_MATCH
          for (const a of m.attrs) {
            const s = a.best[a.codes[slot]!]!
            if (s < best) best = s
          }
          sum += best
          if (sum === NO_MATCH) break
        }
        if (sum < bestTerm) bestTerm = sum
      }
      if (bestTerm === NO_MATCH) return
      total += bestTerm
    }
    slots.push(slot)
    scores.push(total)
  })
  return { slots: Int32Array.from(slots), scores: Float64Array.from(scores) }
}
