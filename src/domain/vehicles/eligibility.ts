/**
 * Favourite, save (watchlist) and compare controls on a card:
 * "Favourite, save and compare controls are hidden when the feature is off. In the comparison variant
 * they are also hidden when the car is not eligible, the configuration restricts to used cars and the
 * car is not used, price is 0 or less, or the car has neither thumbnails nor images."
 * "Sold cars hide the save button unless already saved."
 */
import type { SearchRecord } from '../search/record'
import type { TenantSettings } from '@tenants/settings'
import { isSold } from './visibility'

/** Card variants: the default card and the comparison card. */
type CardVariant = 'default' | 'comparison'

export type ControlFields = Pick<SearchRecord, 'car_type' | 'price' | 'status' | 'sold'> & {
  thumbnails?: readonly string[] | null
  /** The car's images when known (vehicle page data); search records carry `photos_count` instead. */
  images?: readonly unknown[] | null
  photos_count?: number | null
}

export type ControlSettings = Pick<TenantSettings, 'favourites' | 'watchlist' | 'compare' | 'compareUsedOnly'>

export type ControlOptions = {
  variant?: CardVariant
  /** Whether the car is eligible for comparison (a fact from the caller; default true). */
  eligible?: boolean
  /** Whether the shopper has already saved this car (a sold car keeps its save control then). */
  saved?: boolean
}

export type CardControls = { favourite: boolean; save: boolean; compare: boolean }

/** Whether the car has thumbnails or images (a search record's `photos_count` counts as images). */
export function hasImages(v: Pick<ControlFields, 'thumbnails' | 'images' | 'photos_count'>): boolean {
  return (v.thumbnails?.length ?? 0) > 0 || (v.images?.length ?? 0) > 0 || (v.photos_count ?? 0) > 0
}

/**
 * The comparison-variant checks: eligible, not excluded by the used-only configuration
 * (`compareUsedOnly` and the car is not used), price above 0, and thumbnails or images.
 */
export function passesComparisonRules(
  v: ControlFields,
  settings: Pick<TenantSettings, 'compareUsedOnly'>,
  eligible: boolean = true,
): boolean {
  if (!eligible) return false
  if (settings.compareUsedOnly && v.car_type !== 'used') return false
  if (!(Number.isFinite(v.price) && v.price > 0)) return false
  return hasImages(v)
}

/**
 * Which of the card's controls show.
 * - favourite: the favourites feature is on.
 * - save: the watchlist feature is on, and the car is not sold unless already saved.
 * - compare: the compare feature is on and the comparison checks pass (the compare control only exists
 *   for comparing, so its checks apply in either variant).
 * In the comparison variant, favourite and save also need the comparison checks.
 */
export function cardControls(v: ControlFields, settings: ControlSettings, options: ControlOptions = {}): CardControls {
  const rules = passesComparisonRules(v, settings, options.eligible ?? true)
  const variantOk = options.variant !== 'comparison' || rules
  return {
    favourite: settings.favourites && variantOk,
    save: settings.watchlist && (!isSold(v) || options.saved === true) && variantOk,
    compare: settings.compare && rules,
  }
}
