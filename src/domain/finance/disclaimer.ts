/** The finance disclaimer: "collapsed disclaimer truncated at 197 characters", Show More / Show Less. */

const DISCLAIMER_TRUNCATE_AT = 197
export const SHOW_MORE = 'Show More'
export const SHOW_LESS = 'Show Less'

/** The collapsed text: the first 197 characters and an ellipsis, or the whole text when it is no longer. */
export function truncateDisclaimer(text: string, at = DISCLAIMER_TRUNCATE_AT): { text: string; truncated: boolean } {
  const t = text.trim()
  if (t.length <= at) return { text: t, truncated: false }
  return { text: `${t.slice(0, at).trimEnd()}…`, truncated: true }
}
