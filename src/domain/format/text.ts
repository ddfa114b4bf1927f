/**
 * Sorting text without ICU's collator. `localeCompare` builds an Intl.Collator on its first call in a
 * browser tab, which costs 30–55 ms on a phone (Chromium at 4× CPU slowdown); the hero search sorted
 * its makes and models that way while the home page hydrated. The labels sorted here are make, model
 * and body names, for which this order is the collator's: letters compared without case or accents
 * ('Škoda' among the S's), so 'BMW' and 'bmw' sort together.
 */

/** Lower case without accents: 'Citroën' → 'citroen'. (String#normalize needs no collator data.) */
function foldKey(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** Code-point order, the way `<` compares strings; ISO dates ('2025-12-25') sort by date this way. */
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Like `a.localeCompare(b, 'en-AU', { sensitivity: 'base' })` for names: 0 when they differ only in case or accents. */
export function compareFolded(a: string, b: string): number {
  return compareCodePoints(foldKey(a), foldKey(b))
}

/** For sorting distinct names: folded first; names equal but for case or accents then by code point. */
export function compareNames(a: string, b: string): number {
  return compareFolded(a, b) || compareCodePoints(a, b)
}
