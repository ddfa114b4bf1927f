/**
 * The page template a shopper's page belongs to, for its Core Web Vitals (issue 18): derived from the
 * site's routes (the page.tsx folders of src/app/(site)/[host]), matched the way Next matches them
 * (a static segment before a dynamic one, a dynamic one before a catch-all), never from the slugs of
 * CMS pages. Every page route is listed in SITE_ROUTES; tests/unit/dashboard/templates.test.ts fails
 * when a route is added without a template.
 */
import { decodeOrNull } from '../security/percentDecoding'

export const SITE_TEMPLATES = ['home', 'page', 'search', 'vehicle', 'location', 'offers', 'form', 'checkout', 'account', 'preview', 'other'] as const
export type SiteTemplate = (typeof SITE_TEMPLATES)[number]

export const TEMPLATE_LABELS: Record<SiteTemplate, string> = {
  home: 'Home page',
  page: 'Content pages',
  search: 'Search results',
  vehicle: 'Vehicle pages',
  location: 'Location pages',
  offers: 'Special offers',
  form: 'Forms (trade-in, finance, sell)',
  checkout: 'Reserve and checkout',
  account: 'Sign-in and My Garage',
  preview: 'Previews and print',
  other: 'Other',
}

/** Each page route under [host] (its folder path, as Next names the segments) and its template. */
export const SITE_ROUTES: Readonly<Record<string, SiteTemplate>> = {
  '/[[...slug]]': 'page',
  '/block-gallery': 'other',
  '/cars/[slug]': 'vehicle',
  '/cars/[slug]/[reserve]': 'checkout',
  '/cars/[slug]/[reserve]/confirmation': 'checkout',
  '/cars/trade-in': 'form',
  '/checkout-journey': 'checkout',
  '/compare': 'other',
  '/contact-us/[slug]': 'location',
  '/locations/[slug]': 'location',
  '/our-location/[slug]': 'location',
  '/my-garage': 'account',
  '/my-watchlist': 'account',
  '/online-payment': 'checkout',
  '/pages/unsubscribe': 'account',
  '/personalised/finance': 'form',
  '/preview/[token]': 'preview',
  '/print': 'preview',
  '/search/[[...path]]': 'search',
  '/sell-your-car': 'form',
  '/sign-in': 'account',
  '/sign-out': 'account',
  '/special-offers/[[...path]]': 'offers',
  '/success': 'form',
}

type Segment = { kind: 'static'; name: string } | { kind: 'dynamic' } | { kind: 'catchAll'; optional: boolean }

const parse = (route: string): Segment[] =>
  route
    .split('/')
    .filter(Boolean)
    .map((s) => {
      if (s.startsWith('[[...')) return { kind: 'catchAll', optional: true }
      if (s.startsWith('[...')) return { kind: 'catchAll', optional: false }
      if (s.startsWith('[')) return { kind: 'dynamic' }
      return { kind: 'static', name: s }
    })

const ROUTES = Object.entries(SITE_ROUTES).map(([route, template]) => ({ route, template, segments: parse(route) }))

/**
 * How well a route matches the path's segments: null for no match, else one rank per segment
 * (3 static, 2 dynamic, 1 catch-all), compared left to right as Next's router prefers them.
 */
function match(segments: Segment[], parts: string[]): number[] | null {
  const ranks: number[] = []
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!
    if (seg.kind === 'catchAll') {
      const rest = parts.length - i
      if (rest === 0 && !seg.optional) return null
      ranks.push(1)
      return ranks
    }
    const part = parts[i]
    if (part === undefined) return null
    if (seg.kind === 'static' && seg.name !== part) return null
    ranks.push(seg.kind === 'static' ? 3 : 2)
  }
  return parts.length === segments.length ? ranks : null
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
  return false
}

/** The template of a site path as the browser shows it ("/cars/2021-mazda-cx-5-abc" → "vehicle"). */
export function templateForPath(pathname: string): SiteTemplate {
  const decoded = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).map(decodeOrNull)
  if (decoded.includes(null)) return 'other'
  const parts = decoded as string[]
  if (parts.length === 0) return 'home'
  let best: { template: SiteTemplate; ranks: number[] } | null = null
  for (const route of ROUTES) {
    const ranks = match(route.segments, parts)
    if (ranks && (!best || better(ranks, best.ranks))) best = { template: route.template, ranks }
  }
  return best?.template ?? 'other'
}

export const isSiteTemplate = (value: unknown): value is SiteTemplate => typeof value === 'string' && (SITE_TEMPLATES as readonly string[]).includes(value)
