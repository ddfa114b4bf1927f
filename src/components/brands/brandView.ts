/**
 * The brand directory's rules, pure: group order and labels,
 * tile links, logos, related brands and the /{brand}/overview address.
 */
import { decodeOrNull } from '@/domain/security/percentDecoding'
import { SEGMENT_SLUG_PATTERN } from '@/domain/format/slug'

/** The directory's groups, in this order (matches collections/Brands BRAND_GROUPS). */
const BRAND_GROUP_SECTIONS = [
  { group: 'car', label: 'Car Brands' },
  { group: 'motorcycle', label: 'Motorcycle Brands' },
  { group: 'truck', label: 'Truck Brands' },
  { group: 'our', label: 'Our Brands' },
] as const
export type BrandGroup = (typeof BRAND_GROUP_SECTIONS)[number]['group']

/** The stats banner when the block has none stored. */
export const DEFAULT_BRAND_STATS = [
  { value: '50+', label: 'Locations' },
  { value: '40+', label: 'Brands' },
  { value: '30+', label: 'Years Est.' },
] as const

/** How many same-group brands 'You might also be interested in' lists. */
const RELATED_BRANDS_LIMIT = 3

export const BRANDS_PATH = '/brands'
const OVERVIEW_SEGMENT = 'overview'

type Grouped = { slug: string; group: string }

/** The brands under each group heading, in directory order; groups without brands are left out. */
export function groupBrands<B extends Grouped>(brands: readonly B[]): { group: BrandGroup; label: string; brands: B[] }[] {
  return BRAND_GROUP_SECTIONS.map(({ group, label }) => ({ group, label, brands: brands.filter((b) => b.group === group) })).filter(
    (section) => section.brands.length > 0,
  )
}

/** Up to three other brands of the same group, in directory order. */
export function relatedBrands<B extends Grouped>(brands: readonly B[], current: Grouped, limit = RELATED_BRANDS_LIMIT): B[] {
  return brands.filter((b) => b.group === current.group && b.slug !== current.slug).slice(0, limit)
}

export const brandOverviewHref = (slug: string): string => `/${slug}/${OVERVIEW_SEGMENT}`

/**
 * The brand slug of a `/{brand}/overview` address (['toyota', 'overview'] → 'toyota'), or null for
 * any other path. Segments may arrive URL-encoded and in any case.
 */
export function isBrandOverviewPath(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length !== 2) return null
  const [brand, tail] = segments.map((s) => (decodeOrNull(s) ?? s).toLowerCase())
  return tail === OVERVIEW_SEGMENT && SEGMENT_SLUG_PATTERN.test(brand!) ? brand! : null
}

type MakeRef = { slug?: string | null } | number | null | undefined

/** The brand's stock in search, /search/{make-slug}, when the brand is tied to a make. */
export function brandStockHref(make: MakeRef): string | null {
  const slug = make && typeof make === 'object' ? make.slug?.trim() : null
  return slug && SEGMENT_SLUG_PATTERN.test(slug) ? `/search/${slug}` : null
}

export type BrandLogoImage = { src: string; width: number; height: number }
type MediaRef = { url?: string | null; width?: number | null; height?: number | null } | number | null | undefined

/** The uploaded logo, else the make's lettermark, else none. */
export function brandLogo(logo: MediaRef, makeLogo: string | null | undefined): BrandLogoImage | null {
  if (logo && typeof logo === 'object' && logo.url) return { src: logo.url, width: logo.width ?? 240, height: logo.height ?? 120 }
  return makeLogo ? { src: makeLogo, width: 120, height: 120 } : null
}
