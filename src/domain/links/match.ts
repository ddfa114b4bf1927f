/**
 * Whether a site path leads somewhere on a dealer's site: one of its published pages (the CMS pages
 * at their slug, `/` being `home`) or one of the app's routes (src/lib/links/routes.ts). Paths are
 * compared as the router sees them: each segment decoded and lower-cased, empty segments (a trailing
 * or doubled slash) ignored, query and anchor already removed (see internalPath).
 *
 * Route patterns are written like the paths they answer:
 *   /search            exactly that path
 *   /cars/:slug        any one segment where :slug is
 *   /cars/:slug/:reserve(checkout|buy-online)   one of the listed words
 *   /search/*          a final * takes any number of further segments, none included
 */
import type { InternalLink } from './extract'
import { decodeOrNull } from '../security/percentDecoding'

export type RoutePattern = string

/** What a dealer's links may lead to: the app's route patterns and the slugs of its published pages. */
export type LinkTargets = { routes: readonly RoutePattern[]; pages: ReadonlySet<string> }

const HOME_PAGE_SLUG = 'home'

/** The segments of a path as the router matches them; null when a segment cannot be decoded. */
export function pathSegments(path: string): string[] | null {
  const segments: string[] = []
  for (const raw of path.split('/')) {
    if (raw === '') continue
    const decoded = decodeOrNull(raw)
    if (decoded === null) return null
    segments.push(decoded.toLowerCase())
  }
  return segments
}

/** The page slug a path asks for: `/` is `home`, `/pages/faqs/` is `pages/faqs`. */
export const pageSlugOf = (segments: readonly string[]): string => (segments.length === 0 ? HOME_PAGE_SLUG : segments.join('/'))

function segmentMatches(patternSegment: string, segment: string): boolean {
  if (!patternSegment.startsWith(':')) return patternSegment.toLowerCase() === segment
  const choices = /^:[\w-]+\(([^)]*)\)$/.exec(patternSegment)
  return choices ? choices[1]!.toLowerCase().split('|').includes(segment) : segment !== ''
}

/** Whether the segments of a path match a route pattern. */
export function matchesRoute(segments: readonly string[], pattern: RoutePattern): boolean {
  const parts = pattern.split('/').filter(Boolean)
  const rest = parts.at(-1) === '*'
  const fixed = rest ? parts.slice(0, -1) : parts
  if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return false
  return fixed.every((part, i) => segmentMatches(part, segments[i]!))
}

/** What a path leads to: a published page, an app route, or nothing (null). */
export function resolvePath(path: string, targets: LinkTargets): 'page' | 'route' | null {
  const segments = pathSegments(path)
  if (!segments) return null
  if (targets.pages.has(pageSlugOf(segments))) return 'page'
  return targets.routes.some((route) => matchesRoute(segments, route)) ? 'route' : null
}

/** The links that lead nowhere, in their order. */
export function brokenLinks<T extends Pick<InternalLink, 'path'>>(links: readonly T[], targets: LinkTargets): T[] {
  return links.filter((l) => resolvePath(l.path, targets) === null)
}
