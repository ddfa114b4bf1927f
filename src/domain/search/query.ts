/**
 * What a shopper's query means against one dealer's vocabulary, the way Algolia reads it:
 *  - every word must match (any order), the last one also as a prefix while the shopper types;
 *  - one typo from 4 letters, two from 8 (text.ts);
 *  - joined words: "rav 4" also finds "RAV4", "land cruiser" finds "LandCruiser";
 *  - split words: "landcruiser" also finds "Land Cruiser", "hilux" finds "Hi-Lux";
 *  - the dealer's synonyms (ute / pickup): either word finds both.
 * The result is a list of terms; a record matches when it matches every term, and a term when it
 * matches one of its alternatives (every word of that alternative).
 */
import { matchWord, TYPO_RULES, words, type TypoRules, type WordMatch } from './text'

/** A word of the index a query word matched, and how (typos, exact), and how much of it to highlight. */
type Candidate = WordMatch & { highlight: number }
/** Index word → how it matched; a record matches when it holds any one of these words. */
export type WordSet = Map<string, Candidate>
/** Every word set must match (one for a plain word, two for a split word or a two-word synonym). */
type Alternative = WordSet[]
export type Term = { source: string; alternatives: Alternative[] }

/** A sorted, de-duplicated list of the dealer's indexed words. */
export type Vocabulary = readonly string[]

const MAX_QUERY_WORDS = 10

function lowerBound(vocabulary: Vocabulary, word: string): number {
  let lo = 0
  let hi = vocabulary.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (vocabulary[mid]! < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

function hasWord(vocabulary: Vocabulary, word: string): boolean {
  const i = lowerBound(vocabulary, word)
  return vocabulary[i] === word
}

function better(a: Candidate | undefined, b: Candidate): boolean {
  return !a || b.typos < a.typos || (b.typos === a.typos && b.exact && !a.exact)
}

function add(set: WordSet, word: string, candidate: Candidate): void {
  if (better(set.get(word), candidate)) set.set(word, candidate)
}

/** The index words one query word matches (exact, prefix if last, typos), each with its best match. */
function candidatesFor(vocabulary: Vocabulary, queryWord: string, isLast: boolean, rules: TypoRules = TYPO_RULES): WordSet {
  const set: WordSet = new Map()
  if (hasWord(vocabulary, queryWord)) add(set, queryWord, { typos: 0, exact: true, highlight: queryWord.length })
  if (isLast) {
    for (let i = lowerBound(vocabulary, queryWord); i < vocabulary.length && vocabulary[i]!.startsWith(queryWord); i++) {
      add(set, vocabulary[i]!, { typos: 0, exact: vocabulary[i] === queryWord, highlight: queryWord.length })
    }
  }
  // Typos: a scan of the vocabulary. A dealer's vocabulary (makes, models, badges, colours, places) is
  // a few thousand words, so this costs well under a millisecond; stock numbers are kept out of it.
  if (/\d/.test(queryWord) && /^\d+$/.test(queryWord)) return set
  for (const word of vocabulary) {
    if (set.has(word) && set.get(word)!.typos === 0) continue
    const m = matchWord(queryWord, word, isLast, rules)
    if (m) add(set, word, { ...m, highlight: Math.min(word.length, m.exact || word.length <= queryWord.length ? word.length : queryWord.length) })
  }
  if (rules.typoTolerance === 'min' && [...set.values()].some((c) => c.typos === 0)) {
    for (const [word, c] of set) if (c.typos > 0) set.delete(word)
  }
  return set
}

/** "landcruiser" → land + cruiser when both are words of the index (the second as a prefix if last). */
function splits(vocabulary: Vocabulary, queryWord: string, isLast: boolean): Alternative[] {
  const out: Alternative[] = []
  for (let k = 1; k <= queryWord.length - 1; k++) {
    const a = queryWord.slice(0, k)
    const b = queryWord.slice(k)
    if (!hasWord(vocabulary, a)) continue
    const second: WordSet = new Map()
    if (isLast) {
      // While typing, the second half is a prefix too ("cx5" finds the CX-5, then the CX-50).
      for (let i = lowerBound(vocabulary, b); i < vocabulary.length && vocabulary[i]!.startsWith(b); i++) {
        second.set(vocabulary[i]!, { typos: 0, exact: vocabulary[i] === b, highlight: b.length })
      }
    } else if (hasWord(vocabulary, b)) second.set(b, { typos: 0, exact: true, highlight: b.length })
    if (second.size) out.push([new Map([[a, { typos: 0, exact: true, highlight: a.length }]]), second])
  }
  return out
}

/**
 * Synonym groups as the dealer keeps them: one line per group, words or phrases separated by commas
 * or slashes ("ute, pickup", "4x4 / 4wd / awd"). Every entry of a group finds every other.
 */
export type Synonyms = Map<string, string[][]>

export function parseSynonyms(lines: readonly string[]): Synonyms {
  const map: Synonyms = new Map()
  for (const line of lines) {
    const phrases = line
      .split(/[,/|]/)
      .map((p) => words(p))
      .filter((p) => p.length > 0)
    for (const phrase of phrases) {
      if (phrase.length !== 1) continue // a query word looks up single-word entries; phrases are what it expands to
      const others = phrases.filter((p) => p.join(' ') !== phrase.join(' '))
      map.set(phrase[0]!, [...(map.get(phrase[0]!) ?? []), ...others])
    }
  }
  return map
}

function exactSet(word: string): WordSet {
  return new Map([[word, { typos: 0, exact: true, highlight: word.length }]])
}

function wordTerm(vocabulary: Vocabulary, synonyms: Synonyms, word: string, isLast: boolean, rules: TypoRules): Term {
  const whole = candidatesFor(vocabulary, word, isLast, rules)
  // Under 'min', a word the index holds as it is is not also read as two ("ranger" is not range + r…),
  // as it is not read with a typo: what it finds is what its suggestion counted.
  const asTyped = rules.typoTolerance === 'min' && hasWord(vocabulary, word)
  const alternatives: Alternative[] = [[whole], ...(asTyped ? [] : splits(vocabulary, word, isLast))]
  for (const phrase of synonyms.get(word) ?? []) alternatives.push(phrase.map(exactSet))
  return { source: word, alternatives: alternatives.filter((a) => a.every((set) => set.size > 0)) }
}

/** The terms of a query; an empty list for an empty query. A term with no alternative matches nothing. */
/** How a query is read: the typo rule, and whether the last word is a prefix (Algolia's queryType prefixLast). */
export type QueryRules = TypoRules & { prefixLast: boolean }
export const QUERY_RULES: QueryRules = { ...TYPO_RULES, prefixLast: true }

export function interpretQuery(query: string, vocabulary: Vocabulary, synonyms: Synonyms = new Map(), rules: QueryRules = QUERY_RULES): Term[] {
  const typed = words(query).slice(0, MAX_QUERY_WORDS)
  // The last word is a prefix unless the shopper has finished it with a space.
  const lastIsPrefix = rules.prefixLast && !/\s$/.test(query)
  const terms: Term[] = []
  for (let i = 0; i < typed.length; i++) {
    const isLast = lastIsPrefix && i === typed.length - 1
    const next = typed[i + 1]
    if (next !== undefined) {
      // "rav 4" → "rav4": the two words as one, or each on its own.
      const nextIsLast = lastIsPrefix && i + 1 === typed.length - 1
      const joined = candidatesFor(vocabulary, typed[i]! + next, nextIsLast, rules)
      const exactJoin = [...joined.values()].some((c) => c.typos === 0)
      if (exactJoin) {
        const a = wordTerm(vocabulary, synonyms, typed[i]!, false, rules)
        const b = wordTerm(vocabulary, synonyms, next, nextIsLast, rules)
        const pairs: Alternative[] = []
        for (const x of a.alternatives) for (const y of b.alternatives) pairs.push([...x, ...y])
        terms.push({ source: `${typed[i]} ${next}`, alternatives: [[joined], ...pairs] })
        i++
        continue
      }
    }
    terms.push(wordTerm(vocabulary, synonyms, typed[i]!, isLast, rules))
  }
  return terms
}

/** Every index word a query matched, with how much of it to highlight (for _highlightResult). */
export function matchedWords(terms: Term[]): Map<string, { highlight: number; source: string }> {
  const out = new Map<string, { highlight: number; source: string }>()
  for (const term of terms) {
    for (const alternative of term.alternatives) {
      for (const set of alternative) {
        for (const [word, c] of set) {
          const prev = out.get(word)
          if (!prev || c.highlight > prev.highlight) out.set(word, { highlight: c.highlight, source: term.source })
        }
      }
    }
  }
  return out
}
