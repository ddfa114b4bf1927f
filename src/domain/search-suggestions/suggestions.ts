/**
 * Make, model and body suggestions as the shopper types (issue 19 item 2). Pure: which facets are
 * asked, how their answers become at most eight grouped suggestions, and how a highlighted facet value
 * splits into marked and plain parts. The browser asks Algolia's search-for-facet-values API
 * (`POST 1/indexes/{index}/facets/{facet}/query`), which the embedded endpoint answers as Algolia does.
 */
import { BODY_LABELS } from '../vehicles/options'

/** The groups, in the order the listbox shows them. */
export const SUGGESTION_FACETS = [
  { facet: 'make', group: 'Make' },
  { facet: 'make_model', group: 'Model' },
  { facet: 'body', group: 'Body' },
] as const
export type SuggestionFacet = (typeof SUGGESTION_FACETS)[number]['facet']
type SuggestionGroupLabel = (typeof SUGGESTION_FACETS)[number]['group']

/** At most this many suggestions in all. */
export const MAX_SUGGESTIONS = 8
/** Asked per facet: enough to fill the list when one group has nothing. */
const MAX_FACET_HITS = MAX_SUGGESTIONS
/** Typing settles for this long before the facets are asked. */
export const SUGGESTION_DEBOUNCE_MS = 150
/** Fewer letters than this ask nothing. */
const MIN_SUGGESTION_QUERY = 1
const MAX_FACET_QUERY = 60

/** The tags the facet values are asked to be highlighted with (react-instantsearch's own). */
const HIGHLIGHT_PRE_TAG = '__ais-highlight__'
const HIGHLIGHT_POST_TAG = '__/ais-highlight__'

/** One facet value as search-for-facet-values answers it. */
export type FacetHit = { value: string; highlighted?: string; count: number }

export type Suggestion = {
  facet: SuggestionFacet
  /** The facet value, as refined: `Toyota`, `Toyota > HiLux`, `suv`. */
  value: string
  /** What the shopper reads: `Toyota`, `Toyota HiLux`, `SUV`. */
  label: string
  /** The label split into matched (`mark`) and plain parts. */
  parts: HighlightPart[]
  count: number
}

export type SuggestionGroup = { facet: SuggestionFacet; label: SuggestionGroupLabel; items: Suggestion[] }

export type HighlightPart = { text: string; match: boolean }

/** The facet query the shopper's text asks, or null when it asks nothing. */
export function facetQueryOf(text: string): string | null {
  const q = text.replace(/\s+/g, ' ').trim().slice(0, MAX_FACET_QUERY)
  return q.length >= MIN_SUGGESTION_QUERY ? q : null
}

/** The body of one search-for-facet-values request, in Algolia's `params` string form. */
export function facetValuesBody(facetQuery: string, maxFacetHits: number = MAX_FACET_HITS): { params: string } {
  const params = new URLSearchParams({
    facetQuery,
    maxFacetHits: String(maxFacetHits),
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
  })
  return { params: params.toString() }
}

/** `Toyota > HiLux` reads `Toyota HiLux`; a body code reads its label. */
export function suggestionLabel(facet: SuggestionFacet, value: string): string {
  if (facet === 'body') return BODY_LABELS[value] ?? value
  if (facet === 'make_model') return value.replace(' > ', ' ')
  return value
}

const TAG_PAIRS: [string, string][] = [
  [HIGHLIGHT_PRE_TAG, HIGHLIGHT_POST_TAG],
  ['<em>', '</em>'],
  ['<mark>', '</mark>'],
]

/**
 * A highlighted value split into parts. Either tag pair Algolia may use is understood (the asked
 * `__ais-highlight__` or its default `<em>`); anything else is text, never markup.
 */
export function highlightParts(highlighted: string): HighlightPart[] {
  const pair = TAG_PAIRS.find(([pre]) => highlighted.includes(pre))
  if (!pair) return highlighted ? [{ text: highlighted, match: false }] : []
  const [pre, post] = pair
  const parts: HighlightPart[] = []
  const push = (text: string, match: boolean) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last && last.match === match) last.text += text
    else parts.push({ text, match })
  }
  let rest = highlighted
  while (rest) {
    const open = rest.indexOf(pre)
    if (open < 0) {
      push(rest, false)
      break
    }
    push(rest.slice(0, open), false)
    rest = rest.slice(open + pre.length)
    const close = rest.indexOf(post)
    if (close < 0) {
      push(rest, true)
      break
    }
    push(rest.slice(0, close), true)
    rest = rest.slice(close + post.length)
  }
  return parts
}

/** Plain text of a highlighted value (the HTML entities Algolia may escape are read back). */
const unescapeHtml = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')

/** The label's parts: the highlight when it spells the value, else the whole label unmarked. */
function labelParts(facet: SuggestionFacet, hit: FacetHit, label: string): HighlightPart[] {
  if (facet !== 'body' && hit.highlighted) {
    const parts = highlightParts(unescapeHtml(hit.highlighted))
    if (parts.map((p) => p.text).join('') === hit.value) {
      if (facet !== 'make_model') return parts
      // 'Toyota > HiLux' reads 'Toyota HiLux': the separator goes from whichever part holds it.
      const out = parts.map((p) => ({ ...p, text: p.text.replace(' > ', ' ') }))
      if (out.map((p) => p.text).join('') === label) return out
    }
  }
  return [{ text: label, match: false }]
}

function toSuggestion(facet: SuggestionFacet, hit: FacetHit): Suggestion | null {
  if (typeof hit?.value !== 'string' || !hit.value.trim()) return null
  const label = suggestionLabel(facet, hit.value)
  return { facet, value: hit.value, label, parts: labelParts(facet, hit, label), count: Number(hit.count) || 0 }
}

/**
 * The facets' answers as groups (Make, Model, Body), at most `max` suggestions in all. Each group
 * keeps its own order (the engine's: most stock first); the places are dealt out one per group in
 * turn, so a query that matches many models still shows its make and a matching body.
 */
export function groupSuggestions(
  answers: Partial<Record<SuggestionFacet, readonly FacetHit[] | null | undefined>>,
  max: number = MAX_SUGGESTIONS,
): SuggestionGroup[] {
  const lists = SUGGESTION_FACETS.map(({ facet, group }) => {
    const seen = new Set<string>()
    const items: Suggestion[] = []
    for (const hit of answers[facet] ?? []) {
      const s = toSuggestion(facet, hit)
      if (s && !seen.has(s.value)) {
        seen.add(s.value)
        items.push(s)
      }
    }
    return { facet, label: group, all: items, items: [] as Suggestion[] }
  })
  let left = Math.max(0, Math.floor(max))
  for (let round = 0; left > 0; round++) {
    let took = false
    for (const list of lists) {
      if (left > 0 && round < list.all.length) {
        list.items.push(list.all[round]!)
        left--
        took = true
      }
    }
    if (!took) break
  }
  return lists.filter((l) => l.items.length > 0).map(({ facet, label, items }) => ({ facet, label, items }))
}

/** The suggestions in listbox order (what the arrow keys walk through). */
export const flattenGroups = (groups: readonly SuggestionGroup[]): Suggestion[] => groups.flatMap((g) => g.items)

/** What the live region says: `3 suggestions`, `1 suggestion`, `No suggestions`. */
export function suggestionsAnnouncement(count: number): string {
  if (count <= 0) return 'No suggestions'
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`
}

/** The listbox's option id of a suggestion (stable while the list shows). */
export const optionId = (listboxId: string, index: number): string => `${listboxId}-option-${index}`
