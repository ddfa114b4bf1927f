/**
 * The terms checkbox label "renders as markup". Marketers type it in the admin, so only a
 * small, safe subset is honoured: <a href="...">, <strong> and <em>, not nested. Everything else is
 * shown as text, and links may only go to a site path, https:// or mailto:.
 */
export type MarkupPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }

const TAG = /<a\s+href="([^"]*)"\s*>([^<]*)<\/a>|<strong>([^<]*)<\/strong>|<em>([^<]*)<\/em>/gi

const safeHref = (href: string) => /^(\/(?!\/)|https:\/\/|mailto:)/i.test(href)

export function parseLabelMarkup(source: string): MarkupPart[] {
  const parts: MarkupPart[] = []
  let last = 0
  for (const match of source.matchAll(TAG)) {
    if (match.index > last) parts.push({ kind: 'text', text: source.slice(last, match.index) })
    const [whole, href, linkText, strong, em] = match
    if (href !== undefined && linkText !== undefined) {
      parts.push(safeHref(href) ? { kind: 'link', href, text: linkText } : { kind: 'text', text: whole })
    } else if (strong !== undefined) parts.push({ kind: 'strong', text: strong })
    else if (em !== undefined) parts.push({ kind: 'em', text: em })
    last = match.index + whole.length
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) })
  return parts
}

/** The label as plain text (for an email or an aria label). */
export const labelText = (source: string) => parseLabelMarkup(source).map((p) => p.text).join('')
