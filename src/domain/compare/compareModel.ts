/**
 * One car of the compare page, from the same view model as its vehicle page (price by the price rule,
 * the sticky bar's finance estimate, the spec rows, the features, the car's location), so the two
 * pages never disagree. Plain data: it crosses to the client table as props.
 */
import type { CompareFacts } from '@/domain/compare'
import type { DisplayPrice } from '@/domain/vehicles/price'
import { formatAud } from '@/domain/vehicles/price'
import { passesComparisonRules } from '@/domain/vehicles/eligibility'
import type { TenantSettings } from '@tenants/settings'
import type { SpecRow } from '@/domain/vehicle-page'
import type { Vehicle } from '@/payload-types'
import { vehiclePageModel, type ModelInput, type VehiclePageModel } from '../vehicle-page/viewModel'

export type CompareCar = {
  id: number
  slug: string
  name: string
  href: string
  image: { url: string; alt: string } | null
  /** In stock or coming soon; false for a car sold within the window (shown as Sold). */
  available: boolean
  facts: CompareFacts
}

/** Whether the compare control shows for this stored car (the dealer's compare switch aside): eligibility.ts's comparison checks. */
export function passesCompareChecks(v: Vehicle, settings: Pick<TenantSettings, 'compareUsedOnly'>): boolean {
  return passesComparisonRules(
    { car_type: v.car_type, price: typeof v.price === 'number' ? v.price : 0, status: v.status, sold: v.sold === true, images: v.images ?? null },
    settings,
  )
}

/** 'Now $28,990 (was $30,990) Drive Away', '$199 per week', 'PREORDER', or the dealer's no-price text. */
export function priceText(price: DisplayPrice, priceType: string | null): string {
  switch (price.kind) {
    case 'subscription':
      return `${formatAud(price.amount)} per week`
    case 'price': {
      const amount = `${formatAud(price.amount)}${priceType ? ` ${priceType}` : ''}`
      return price.wasPrice ? `${amount} (was ${formatAud(price.wasPrice)})` : amount
    }
    case 'preorder':
    case 'text':
      return price.label
  }
}

const value = (rows: readonly SpecRow[], key: string): string | null => rows.find((r) => r.key === key)?.value ?? null

/** The yard's name, with its city when the name does not already say it ('Harbour City Mazda, Sydney'). */
function locationText(l: VehiclePageModel['location']): string | null {
  if (!l) return null
  const city = l.address.city?.trim()
  return city && !l.name.toLowerCase().includes(city.toLowerCase()) ? `${l.name}, ${city}` : l.name
}

/** The table's facts of one car, from its vehicle page model. */
function compareFacts(m: VehiclePageModel, v: Pick<Vehicle, 'year'>): CompareFacts {
  return {
    price: priceText(m.price, m.priceType),
    finance: m.sticky.estimate,
    year: typeof v.year === 'number' && v.year > 0 ? String(v.year) : null,
    odometer: value(m.keyInformation, 'km'),
    body: value(m.keyInformation, 'body'),
    engine: value(m.featured, 'engine'),
    transmission: value(m.featured, 'transmission'),
    fuel: value(m.featured, 'fuel'),
    drive: value(m.summary, 'drive'),
    colour: value(m.featured, 'colour'),
    features: m.features,
    location: locationText(m.location),
  }
}

/** A compare column for a stored car (`input` as the vehicle page builds its model). */
export function compareCar(input: ModelInput): CompareCar {
  const m = vehiclePageModel(input)
  return {
    id: m.id,
    slug: m.slug,
    name: m.name,
    href: `/cars/${encodeURIComponent(m.slug)}`,
    image: m.image?.url ? { url: m.image.url, alt: '' } : null,
    available: m.available,
    facts: compareFacts(m, input.vehicle),
  }
}
