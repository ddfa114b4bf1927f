/**
 * Splitting a feed cell that holds a list: photo URLs and features.
 *
 * DMS exports put lists in one cell with `|`, `,` or new lines between items, or spread them over
 * repeated columns (which the parsers join with `|`). Commas are the awkward case: image CDN URLs
 * contain them (`w_800,h_600`), and feature names sometimes do ("17" alloy wheels, 5 spoke").
 */

/** Trimmed, non-empty, first occurrence only, in order. */
function tidy(items: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of items) {
    const item = raw.trim()
    if (item === '' || seen.has(item)) continue
    seen.add(item)
    out.push(item)
  }
  return out
}

/**
 * Photo URLs (or FTP file names) from a cell. `|` and new lines always separate. Where the cell holds
 * URLs, a comma separates only when the next item starts a new URL (`…jpg, https://…`), so commas
 * inside a URL survive; a cell of plain file names is split on commas and spaces.
 */
export function splitPhotos(cell: string): string[] {
  return tidy(
    cell.split(/[|\r\n]+/).flatMap((part) => {
      if (/:\/\//.test(part)) return part.split(/[\s,]+(?=(?:https?:)?\/\/)/i)
      return part.split(/[\s,]+/)
    }),
  )
}

/**
 * Features from a cell: split on `|` when there is one, else on `;`, else on new lines, else on
 * commas. The strongest separator present wins, so a `|`-separated list keeps its commas.
 */
export function splitFeatures(cell: string): string[] {
  const separator = cell.includes('|') ? '|' : cell.includes(';') ? ';' : /[\r\n]/.test(cell) ? /\r?\n|\r/ : ','
  return tidy(cell.split(separator))
}
