/**
 * Which of the ASC's page types (./ascEvents.ts) a dealer page is, from its address: the platform's
 * own routes by their fixed paths, a CMS page by the words of its slug (a marketer names a page
 * /finance or /book-a-service; the spec has a type for each). Anything else is a content page,
 * which the spec calls custom.
 */
import type { AscPageType } from './ascEvents'

const ROUTES: [RegExp, AscPageType][] = [
  [/^\/$/, 'home'],
  [/^\/cars\/[^/]+\/[^/]+\/confirmation\/?$/, 'thank_you'],
  [/^\/success\/?$/, 'thank_you'],
  [/^\/cars\/trade-in\/?$/, 'trade'],
  [/^\/cars\/[^/]+\/(?:checkout|buy-online)\/?$/, 'finance'],
  [/^\/cars\/[^/]+\/?$/, 'item'],
  [/^\/search(?:\/|$)/, 'itemlist'],
  [/^\/compare\/?$/, 'compare'],
  [/^\/special-offers(?:\/|$)/, 'specials'],
  [/^\/(?:locations|our-location)(?:\/|$)/, 'directions'],
  [/^\/contact-us(?:\/|$)/, 'contact'],
  [/^\/sell-your-car\/?$/, 'trade'],
  [/^\/personalised\/finance\/?$/, 'finance'],
]

/** Words in a CMS page's slug, checked in order: the first that matches names the type. */
const SLUG_WORDS: [RegExp, AscPageType][] = [
  [/\b(?:finance|loan|credit)\b/, 'finance'],
  [/\b(?:service|servicing)\b/, 'service'],
  [/\b(?:parts)\b/, 'parts'],
  [/\b(?:trade|sell|valuation|instant-offer)\b/, 'trade'],
  [/\b(?:test-drive|contact|enquir[a-z]*)\b/, 'contact'],
  [/\b(?:specials?|offers?)\b/, 'specials'],
  [/\b(?:locations?|directions|find-us|dealers?)\b/, 'directions'],
  [/\b(?:blog|news)\b/, 'blog'],
  [/\b(?:careers|jobs|employment)\b/, 'employment'],
  [/\b(?:recalls?)\b/, 'recall'],
  [/\b(?:electric|ev)\b/, 'ev'],
  [/\b(?:new-cars|used-cars|demo-cars|stock|inventory)\b/, 'itemlist'],
]

export function ascPageType(pathname: string): AscPageType {
  const path = pathname.toLowerCase()
  for (const [pattern, type] of ROUTES) if (pattern.test(path)) return type
  const words = path.replace(/\//g, ' ')
  for (const [pattern, type] of SLUG_WORDS) if (pattern.test(words)) return type
  return 'custom'
}
