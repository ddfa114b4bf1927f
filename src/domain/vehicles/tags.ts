/**
 * The one tag a result card shows:
 * 1. Electric, hybrid or PHEV tag (when the site enables it).
 * 2. Reserved (label Reserved).
 * 3. A certified-used tag image for one make.
 * 4. The dealer's custom tag.
 * 5. Coming soon, when status is coming_soon.
 * 6. Just-arrived tag, when created within the configured number of days.
 * 7. Sold tag, for vehicles not in stock.
 */
import type { SearchRecord } from '../search/record'
import type { TenantSettings } from '@tenants/settings'
import { DAY_MS, toMs, type Instant } from './time'

type CardTagKind = 'ev' | 'reserved' | 'certified' | 'custom' | 'coming_soon' | 'just_arrived' | 'sold'
export type CardTag = { kind: CardTagKind; label: string }

/** Simple_fuel values Electric, Hybrid, PHEV. */
export type EvFuelLabel = 'Electric' | 'Hybrid' | 'PHEV'

const RESERVED_TAG_LABEL = 'Reserved'
const COMING_SOON_TAG_LABEL = 'Coming Soon'
/** Label of the certified-used tag (the UI renders the make's tag image; this is its text/alt). */
const CERTIFIED_TAG_LABEL = 'Certified Pre-Owned'

export type CardTagFields = Pick<
  SearchRecord,
  'fuel' | 'reserved' | 'certified' | 'car_type' | 'make' | 'tag' | 'status' | 'created_at_timestamp'
>
export type CardTagSettings = Pick<TenantSettings, 'evTag' | 'justArrivedDays' | 'justArrivedTagName' | 'soldTagName'>
export type CardTagOptions = {
  /**
   * Rule 3 names "a certified-used tag image for one make". When set, only certified used cars of this
   * make (case-insensitive) get the certified tag; when unset, every certified used car does.
   */
  certifiedTagMake?: string | null
}

/**
 * The simple fuel class of a fuel description, or null when it is not electrified. Plug-in hybrids
 * ("PHEV", "Plug-in Hybrid") are PHEV; other hybrids ("Hybrid", "Petrol - Electric Hybrid") are Hybrid;
 * "Electric", "EV" and "BEV" are Electric.
 */
export function evFuelLabel(fuel: string | null | undefined): EvFuelLabel | null {
  if (!fuel) return null
  const f = fuel.trim().toLowerCase()
  if (!f) return null
  if (/\bphev\b/.test(f) || /plug[\s-]*in/.test(f)) return 'PHEV'
  if (f.includes('hybrid')) return 'Hybrid'
  if (f.includes('electric') || /^b?ev$/.test(f)) return 'Electric'
  return null
}

/**
 * Rule 6: created within `days` days of `now` (inclusive: exactly `days` old still counts). A creation
 * time in the future (clock skew) counts as just arrived. `days` of 0 or less switches the tag off.
 */
export function isJustArrived(createdAt: number | null | undefined, days: number, now: Instant): boolean {
  if (createdAt === null || createdAt === undefined || !Number.isFinite(createdAt)) return false
  if (!Number.isFinite(days) || days <= 0) return false
  return toMs(now) - createdAt <= days * DAY_MS
}

/**
 * The card tag by the spec's priority, or null when none applies.
 *
 * Decisions where the spec is loose: the custom tag is `v.tag` trimmed (blank is no tag); the
 * just-arrived tag applies to in-stock cars only, so a recently added car that has since sold shows the
 * sold tag rather than "New"; the sold tag applies to any status other than in_stock (coming_soon is
 * already taken by rule 5).
 */
export function cardTag(
  v: CardTagFields,
  settings: CardTagSettings,
  now: Instant,
  options: CardTagOptions = {},
): CardTag | null {
  if (settings.evTag) {
    const ev = evFuelLabel(v.fuel)
    if (ev) return { kind: 'ev', label: ev }
  }
  if (v.reserved) return { kind: 'reserved', label: RESERVED_TAG_LABEL }
  if (v.certified && v.car_type === 'used') {
    const make = options.certifiedTagMake?.trim().toLowerCase()
    if (!make || v.make.trim().toLowerCase() === make) return { kind: 'certified', label: CERTIFIED_TAG_LABEL }
  }
  const custom = v.tag?.trim()
  if (custom) return { kind: 'custom', label: custom }
  if (v.status === 'coming_soon') return { kind: 'coming_soon', label: COMING_SOON_TAG_LABEL }
  if (v.status === 'in_stock' && isJustArrived(v.created_at_timestamp, settings.justArrivedDays, now)) {
    return { kind: 'just_arrived', label: settings.justArrivedTagName }
  }
  if (v.status !== 'in_stock') return { kind: 'sold', label: settings.soldTagName }
  return null
}
