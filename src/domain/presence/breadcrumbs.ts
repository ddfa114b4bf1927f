/**
 * Breadcrumbs for content pages: Home, each parent path, then the current page (not a link). The home
 * page has no trail.
 */
import { decodeOrNull } from '../security/percentDecoding'

export type Breadcrumb = { label: string; href: string | null }

/** 'used-cars' → 'Used Cars'. */
export function titleCaseSegment(segment: string): string {
  return segment
    .split(/[-\s]+/)
    .filter((w) => w !== '')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ')
}

const decode = (segment: string): string => decodeOrNull(segment) ?? segment

/**
 * The trail for `path` (query and hash ignored). A parent's label comes from `titles`, keyed by its
 * path ('/finance') or by its segment ('finance'), the path winning; otherwise the segment in title
 * case. The current page uses `currentTitle`, or its own derived label when that is blank.
 */
export function breadcrumbTrail(path: string, titles: Readonly<Record<string, string>>, currentTitle: string): Breadcrumb[] {
  const segments = path.split(/[?#]/)[0]!.split('/').filter((s) => s !== '')
  if (segments.length === 0) return []
  const labelFor = (i: number) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`
    const segment = segments[i]!
    return titles[href] ?? titles[segment] ?? titleCaseSegment(decode(segment))
  }
  const trail: Breadcrumb[] = [{ label: 'Home', href: '/' }]
  for (let i = 0; i < segments.length - 1; i++) {
    trail.push({ label: labelFor(i), href: `/${segments.slice(0, i + 1).join('/')}` })
  }
  trail.push({ label: currentTitle.trim() || labelFor(segments.length - 1), href: null })
  return trail
}
