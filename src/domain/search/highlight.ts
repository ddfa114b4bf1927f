/**
 * Algolia's `_highlightResult` for one attribute: the value with the matched part of each matched word
 * wrapped in the request's tags, and how much of the query it matched.
 */
import { fold } from './text'

export type HighlightResult = {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

export type HighlightOptions = { preTag: string; postTag: string; escape: boolean; termCount: number }

/**
 * @param matched index word → how many of its (folded) characters to highlight, and the query term it
 *   came from (matchLevel is full when every term of the query is present in this value).
 */
export function highlightValue(value: string, matched: Map<string, { highlight: number; source: string }>, options: HighlightOptions): HighlightResult {
  const esc = options.escape ? escapeHtml : (s: string) => s
  const sources = new Set<string>()
  let out = ''
  let last = 0
  let wordCount = 0
  let highlightedWords = 0
  for (const m of value.matchAll(/[\p{L}\p{N}]+/gu)) {
    wordCount++
    const original = m[0]
    const hit = matched.get(fold(original))
    if (!hit) continue
    highlightedWords++
    sources.add(hit.source)
    // Folding can change length only for characters with accents split off; map highlight length back.
    const length = Math.min(original.length, hit.highlight)
    const start = m.index!
    out += esc(value.slice(last, start)) + options.preTag + esc(original.slice(0, length)) + options.postTag
    last = start + length
  }
  out += esc(value.slice(last))
  const matchLevel = sources.size === 0 ? 'none' : sources.size >= options.termCount ? 'full' : 'partial'
  return {
    value: out,
    matchLevel,
    matchedWords: [...sources],
    ...(matchLevel === 'none' ? {} : { fullyHighlighted: highlightedWords === wordCount }),
  }
}
