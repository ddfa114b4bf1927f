/**
 * Reading a hit's `_highlightResult` (issue 19 item 2: matched words marked in the result cards'
 * titles). Pure. InstantSearch hands the cards escaped hits, whose highlight values carry `<mark>`
 * around matches and HTML entities for the rest; an unescaped hit carries the request's
 * `__ais-highlight__` tags.
 */
export type HighlightValue = { value?: unknown; matchLevel?: unknown }

const TAGS = /<\/?mark>|__\/?ais-highlight__|<\/?em>/g
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&amp;': '&' }

/** The text of a highlight value without its tags (and entities read back). */
export function highlightText(value: string): string {
  return value.replace(TAGS, '').replace(/&(lt|gt|quot|amp|#39|#x27);/g, (e) => ENTITIES[e] ?? e)
}

/** Whether a highlight value is usable for `text`: it spells it exactly once the tags are gone. */
export function highlightSpells(h: HighlightValue | null | undefined, text: string): boolean {
  return typeof h?.value === 'string' && highlightText(h.value) === text
}
