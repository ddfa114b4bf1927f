/**
 * Dealer comments: "empty or blank shows Dealer comments are
 * pending. Please check back here later.; otherwise the | character splits text into paragraphs";
 * "Dealer comments truncate at 400 characters with a Show More / Less toggle".
 */

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
/** The dealer's comments are cut at 400 characters. */
export const COMMENTS_TRUNCATE_AT = 400
const SHOW_MORE_LABEL = 'Show More'
const SHOW_LESS_LABEL = 'Show Less'
/** Marks the cut in a collapsed comment. */
const ELLIPSIS = '…'

/** The paragraphs of a comment: split on '|', each trimmed, empty ones dropped. */
export function commentParagraphs(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return []
  return text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '')
}

export type DealerComments = {
  /** True when there is no comment: `paragraphs` is the pending text. */
  pending: boolean
  /** What to render, one element per paragraph. */
  paragraphs: string[]
  /** Whether the comment is longer than the cut (so a toggle shows). */
  truncatable: boolean
  /** 'Show More' when collapsed, 'Show Less' when expanded, null when there is nothing to toggle. */
  toggleLabel: string | null
}

/**
 * The dealer comments as shown. The length is the paragraphs' own characters (the '|' separators and
 * surrounding spaces do not count). Collapsed, the text is cut after `limit` characters, across
 * paragraphs, and the last shown paragraph ends with '…'. A comment of exactly 400 characters is not cut.
 */
export function dealerComments(text: string | null | undefined, expanded: boolean, limit: number = COMMENTS_TRUNCATE_AT): DealerComments {
  const paragraphs = commentParagraphs(text)
  if (paragraphs.length === 0) {
    return { pending: true, paragraphs: [DEALER_COMMENTS_PENDING], truncatable: false, toggleLabel: null }
  }
  const length = paragraphs.reduce((sum, p) => sum + p.length, 0)
  const truncatable = length > limit
  if (!truncatable) return { pending: false, paragraphs, truncatable, toggleLabel: null }
  if (expanded) return { pending: false, paragraphs, truncatable, toggleLabel: SHOW_LESS_LABEL }
  const shown: string[] = []
  let left = limit
  for (const p of paragraphs) {
    if (left <= 0) break
    if (p.length <= left) {
      shown.push(p)
      left -= p.length
    } else {
      shown.push(p.slice(0, left).trimEnd())
      left = 0
    }
  }
  shown[shown.length - 1] = `${shown[shown.length - 1]}${ELLIPSIS}`
  return { pending: false, paragraphs: shown, truncatable, toggleLabel: SHOW_MORE_LABEL }
}
