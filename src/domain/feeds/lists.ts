/**
 * Splitting a feed cell that holds a list: photo URLs and features.
 *
 * DMS exports put lists in one cell with `;`, `|`, `,` or new lines between items, or spread them over
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
 * What separates several photo URLs in one cell, a feed setting. `auto` (the default) reads the
 * common layouts: `;` (the usual DMS one), `|`, commas or white space between URLs.
 */
export const PHOTO_SEPARATORS = ['auto', 'pipe', 'semicolon', 'comma', 'space'] as const
export type PhotoSeparator = (typeof PHOTO_SEPARATORS)[number]

const FIXED_SEPARATORS: Record<Exclude<PhotoSeparator, 'auto'>, RegExp | null> = { pipe: null, semicolon: /;/, comma: /,/, space: /\s+/ }

/**
 * Photo URLs (or FTP file names) from a cell. `|` and new lines always separate (the parsers join
 * repeated columns with `|`, and neither belongs in a URL). With `auto`, in a cell of URLs a `;`, a
 * comma or white space separates only where the next item starts a new URL (`…jpg;https://…`), so a
 * comma inside a URL (`w_800,h_600`) survives; a cell of plain file names is split on all three.
 * Another setting splits on its separator alone.
 */
export function splitPhotos(cell: string, separator: PhotoSeparator = 'auto'): string[] {
  const parts = cell.split(/[|\r\n]+/)
  if (separator !== 'auto') {
    const extra = FIXED_SEPARATORS[separator]
    return tidy(extra ? parts.flatMap((part) => part.split(extra)) : parts)
  }
  return tidy(
    parts.flatMap((part) => {
      if (/:\/\//.test(part)) return part.split(/[\s,;]+(?=(?:https?:)?\/\/)/i)
      return part.split(/[\s,;]+/)
    }),
  )
}

/**
 * Whether one "URL" still holds another (`http` written twice): the cell's separator was not
 * recognised, and the run report says so (the feed's photo separator setting fixes it).
 */
export function holdsSeveralUrls(url: string): boolean {
  return (url.match(/https?:/gi)?.length ?? 0) > 1
}

/**
 * Features from a cell: split on `|` when there is one, else on `;`, else on new lines, else on
 * commas. The strongest separator present wins, so a `|`-separated list keeps its commas.
 */
export function splitFeatures(cell: string): string[] {
  const separator = cell.includes('|') ? '|' : cell.includes(';') ? ';' : /[\r\n]/.test(cell) ? /\r?\n|\r/ : ','
  return tidy(cell.split(separator))
}
