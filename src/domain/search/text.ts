/**
 * Words as search sees them, and Algolia's typo rule. Pure: the embedded engine, the highlighter and
 * the Algolia settings all read these, so "hi-lux", "HiLux" and "Hilux" become the same words
 * everywhere.
 */

/** Lowercase, accents folded, split on anything that is not a letter or digit. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * The typo rule, named as Algolia's settings name it, so the settings we push to Algolia and the
 * embedded engine read the same numbers (Algolia's defaults: 4 and 8).
 */
export type TypoRules = {
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  /**
   * 'min': a word that matches without a typo keeps only its matches without one (Algolia's setting of
   * that name), so "ranger" finds the Rangers its suggestion counted and not a Kona "Extended Range".
   * A word with no exact match still finds its typos.
   */
  typoTolerance?: true | 'min'
}
export const TYPO_RULES: TypoRules = { minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, typoTolerance: 'min' }

/** Typos a query word may carry. Numbers never get typos: "2019" must not find "2018". */
export function typosAllowed(word: string, rules: TypoRules = TYPO_RULES): number {
  if (/^\d+$/.test(word)) return 0
  if (word.length >= rules.minWordSizefor2Typos) return 2
  if (word.length >= rules.minWordSizefor1Typo) return 1
  return 0
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbours is one typo, as
 * Algolia counts it), or null when it is above `max`. Stops early once every path is above `max`.
 */
export function distanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null
  if (a === b) return 0
  const n = b.length
  let prev2 = new Array<number>(n + 1).fill(0)
  let prev = Array.from({ length: n + 1 }, (_, j) => j)
  let cur = new Array<number>(n + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = cur[0]
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return null
    ;[prev2, prev, cur] = [prev, cur, prev2]
  }
  const d = prev[n]!
  return d <= max ? d : null
}

/**
 * How a query word matches a word of the index: exactly, as a prefix of it (the last word while the
 * shopper types), or with typos (on the whole word, or on the prefix for the last word).
 */
export type WordMatch = { typos: number; exact: boolean }

export function matchWord(queryWord: string, indexWord: string, isLast: boolean, rules: TypoRules = TYPO_RULES): WordMatch | null {
  if (queryWord === indexWord) return { typos: 0, exact: true }
  if (isLast && indexWord.length > queryWord.length && indexWord.startsWith(queryWord)) return { typos: 0, exact: false }
  const allowed = typosAllowed(queryWord, rules)
  if (allowed === 0 || /^\d+$/.test(indexWord)) return null
  const whole = distanceWithin(queryWord, indexWord, allowed)
  if (whole !== null) return { typos: whole, exact: false }
  if (isLast && indexWord.length > queryWord.length) {
    const prefix = distanceWithin(queryWord, indexWord.slice(0, queryWord.length), allowed)
    if (prefix !== null) return { typos: prefix, exact: false }
  }
  return null
}
