/**
 * The 'Explore Our Range' block: a dealer's new-model range, filtered by body-type buttons. Only body
 * types on the whitelist ever become buttons; the body names stored on models and in the block's
 * settings are matched loosely ('SUV', 'Cab Chassis', 'cab-chassis').
 */

export const BODY_WHITELIST = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const

export type RangeBody = (typeof BODY_WHITELIST)[number]

/** The value of the optional category that shows every model. */
const ALL_BODIES = 'all'
const DEFAULT_ALL_LABEL = 'All'

/** Default button labels. */
export const BODY_LABELS: Record<RangeBody, string> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  ev: 'EV',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  prestige: 'Prestige',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
}

/** At most this many body buttons (and model cards) share a row. */
const RANGE_ROW_SIZE = 4
/** Model descriptions are cut to this many characters. */
const RANGE_DESCRIPTION_MAX = 200

export type RangeModel = {
  id: string | number
  name: string
  slug: string
  newSlug?: string | null
  overrideUrl?: string | null
  bodies: string[]
  status?: 'new' | 'coming_soon' | null
  description?: string | null
}

export type RangeCategory = { value: RangeBody | typeof ALL_BODIES; label: string }

const looseKey = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '')
const BY_LOOSE_KEY = new Map<string, RangeBody>(BODY_WHITELIST.map((b) => [looseKey(b), b]))

/** True for an exact whitelist value. */
export function isWhitelistedBody(value: unknown): value is RangeBody {
  return typeof value === 'string' && (BODY_WHITELIST as readonly string[]).includes(value)
}

/**
 * The whitelist value a body name means, ignoring case, spaces, dashes and underscores ('SUV' → 'suv',
 * 'cab-chassis' → 'cabChassis', 'Station Wagon' → 'stationWagon'); null when it is not whitelisted.
 */
export function normaliseBody(value: string | null | undefined): RangeBody | null {
  if (typeof value !== 'string') return null
  return BY_LOOSE_KEY.get(looseKey(value.trim())) ?? null
}

function modelHasBody(model: Pick<RangeModel, 'bodies'>, body: RangeBody): boolean {
  return model.bodies.some((b) => normaliseBody(b) === body)
}

/**
 * The body buttons, in the configured order: whitelisted bodies that at least one model has, each once,
 * labelled by the configured label or the default. With nothing configured, the bodies are taken from
 * the models in first-seen order. 'All' is optional and, when enabled and there are models, goes last;
 * the default selection is the first category (see {@link selectedCategory}).
 */
export function rangeCategories(
  configured: readonly { body: string; label?: string | null }[],
  models: readonly Pick<RangeModel, 'bodies'>[],
  options: { showAll: boolean; allLabel?: string },
): RangeCategory[] {
  const source = configured.length > 0 ? configured : models.flatMap((m) => m.bodies.map((body) => ({ body, label: null })))
  const out: RangeCategory[] = []
  const seen = new Set<RangeBody>()
  for (const entry of source) {
    const body = normaliseBody(entry.body)
    if (!body || seen.has(body) || !models.some((m) => modelHasBody(m, body))) continue
    seen.add(body)
    out.push({ value: body, label: entry.label?.trim() || BODY_LABELS[body] })
  }
  if (options.showAll && models.length > 0) {
    out.push({ value: ALL_BODIES, label: options.allLabel?.trim() || DEFAULT_ALL_LABEL })
  }
  return out
}

/**
 * The category to show: the one a `?body=` value names (its value or label, loosely matched), else the
 * first category; null when there are none.
 */
export function selectedCategory(
  categories: readonly RangeCategory[],
  requestedBody?: string | null,
): RangeCategory | null {
  const requested = requestedBody?.trim()
  if (requested) {
    const key = looseKey(requested)
    const match = categories.find((c) => looseKey(c.value) === key || looseKey(c.label) === key)
    if (match) return match
  }
  return categories[0] ?? null
}

/** The models in a category: every model for 'all', else those with the body. */
export function modelsForBody<M extends Pick<RangeModel, 'bodies'>>(models: readonly M[], body: string): M[] {
  if (body === ALL_BODIES) return [...models]
  const b = normaliseBody(body)
  return b ? models.filter((m) => modelHasBody(m, b)) : []
}

function indexes(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i)
}

/** Body button rows as index lists: four to a row, so the first row holds at most four buttons. */
export function bodyButtonRows(count: number | readonly unknown[]): number[][] {
  const n = typeof count === 'number' ? Math.max(0, Math.floor(count)) : count.length
  const rows: number[][] = []
  for (let i = 0; i < n; i += RANGE_ROW_SIZE) rows.push(indexes(i, Math.min(n, i + RANGE_ROW_SIZE)))
  return rows
}

/**
 * Model card rows as index lists. Rows of four, except that a single card is never left alone on the
 * last row: the row before it gives up a card (5 → 3 + 2, 9 → 4 + 3 + 2, 13 → 4 + 4 + 3 + 2), so
 * rows split at index 3 or 4, then 7 or 8, and so on. Fewer than five cards make one row.
 */
export function rangeGridRows(count: number | readonly unknown[]): number[][] {
  const n = typeof count === 'number' ? Math.max(0, Math.floor(count)) : count.length
  if (n === 0) return []
  const sizes: number[] = []
  for (let left = n; left > 0; left -= RANGE_ROW_SIZE) sizes.push(Math.min(RANGE_ROW_SIZE, left))
  if (sizes.length > 1 && sizes[sizes.length - 1] === 1) {
    sizes[sizes.length - 2]! -= 1
    sizes[sizes.length - 1]! += 1
  }
  const rows: number[][] = []
  let start = 0
  for (const size of sizes) {
    rows.push(indexes(start, start + size))
    start += size
  }
  return rows
}

/** The manufacturer segment shortened in model links: '/suzuki-australia/swift' → '/suzuki/swift'. */
const SHORTENED_SEGMENTS: Record<string, string> = { 'suzuki-australia': 'suzuki' }

/**
 * A model card's link: its override URL when set; else '/' + its new-car slug (with `useNewSlug`, when
 * it has one) or its slug. A first segment of exactly 'suzuki-australia' becomes 'suzuki'; slugs that
 * merely start with those letters ('suzuki-australia-swift') are left alone.
 */
export function modelHref(
  model: Pick<RangeModel, 'slug' | 'newSlug' | 'overrideUrl'>,
  options: { useNewSlug: boolean },
): string {
  const override = model.overrideUrl?.trim()
  if (override) return override
  const slug = (options.useNewSlug && model.newSlug?.trim()) || model.slug
  const segments = slug.split('/').filter((s) => s !== '')
  if (segments.length > 0) segments[0] = SHORTENED_SEGMENTS[segments[0]!] ?? segments[0]!
  return `/${segments.join('/')}`
}

/** The badge on a model card: 'NEW', 'COMING SOON' or none. */
export function modelBadge(status: RangeModel['status'] | undefined): 'NEW' | 'COMING SOON' | null {
  if (status === 'new') return 'NEW'
  if (status === 'coming_soon') return 'COMING SOON'
  return null
}

/**
 * A description of at most `max` characters, the ellipsis included: whitespace is collapsed, and a
 * longer text is cut at the last word boundary that fits (mid-word only when a single word is longer
 * than half the limit), trailing punctuation dropped, and '…' added.
 */
export function truncateDescription(text: string | null | undefined, max: number = RANGE_DESCRIPTION_MAX): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  if (max <= 1) return '…'.slice(0, Math.max(0, max))
  const room = clean.slice(0, max - 1)
  // A space right after the cut means the last word fits whole.
  const boundary = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ')
  const cut = boundary > (max - 1) / 2 ? room.slice(0, boundary) : room
  return `${cut.replace(/[\s.,;:!?\-–—]+$/, '')}…`
}
