/**
 * What the printable page and the PDF show about a car, worked out once from the stored vehicle and
 * the tenant with the vehicle-page rules (title, price by priority, spec rows with units, the phone
 * by car type, dealer comments). Pure: no I/O, `now` is a parameter.
 */
import type { Location, Media, Vehicle } from '@/payload-types'
import { breadcrumbTitle, commentParagraphs, featuredRows, phoneForCarType, specificationRows, summaryRows, type SpecRow } from '@/domain/vehicle-page'
import { displayPrice, formatAud } from '@/domain/vehicles/price'
import type { SiteTenant } from '@/lib/site/tenant'
import { BODY_LABELS } from '@/domain/vehicles/options'

export type VehicleFacts = {
  title: string
  slug: string
  /** '$45,990', 'PREORDER', '$120 /wk' or the dealer's no-price text. */
  price: string
  wasPrice: string | null
  priceType: string | null
  /** Key details first (featured list), then the specifications and summary lists, de-duplicated by label. */
  specs: SpecRow[]
  comments: string[]
  photo: { url: string; alt: string; width: number; height: number } | null
  dealer: {
    name: string
    location: string | null
    address: string | null
    phone: string | null
    email: string | null
    licences: string[]
  }
}

const locationOf = (v: Pick<Vehicle, 'location'>): Location | null => (typeof v.location === 'object' && v.location ? v.location : null)
/** The location's dealership, where it is loaded and shown on the site (a group's rooftop). */
const rooftopName = (location: Location | null): string | null =>
  location?.dealership && typeof location.dealership === 'object' && location.dealership.visible !== false ? location.dealership.name.trim() : null
const firstImage = (v: Pick<Vehicle, 'images'>): Media | null => (v.images ?? []).find((m): m is Media => typeof m === 'object' && m !== null && Boolean(m.url)) ?? null

function addressLine(location: Location | null): string | null {
  const a = location?.address
  if (!a) return null
  const parts = [a.street, [a.city, a.state, a.postcode].filter(Boolean).join(' ')].map((p) => (p ?? '').trim()).filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

export function vehicleFacts(vehicle: Vehicle, tenant: SiteTenant, now: number): VehicleFacts {
  const settings = tenant.settings
  const title = breadcrumbTitle(vehicle, settings)
  const shown = displayPrice(
    {
      price: vehicle.price ?? 0,
      before_price: vehicle.before_price ?? null,
      offer_price: vehicle.offer_price ?? null,
      subscription_price: vehicle.subscription_price ?? null,
      preorder: Boolean(vehicle.preorder),
    },
    settings,
  )
  const price =
    shown.kind === 'subscription' ? `${formatAud(shown.amount)} /wk` : shown.kind === 'price' ? formatAud(shown.amount) : shown.label
  const wasPrice = shown.kind === 'price' && shown.wasPrice ? formatAud(shown.wasPrice) : null
  const options = { bodyLabels: BODY_LABELS, now, showUnregisteredText: settings.showUnregisteredText }
  const seen = new Set<string>()
  const specs = [...featuredRows(vehicle, options), ...specificationRows(vehicle), ...summaryRows(vehicle, options)].filter((r) => {
    const key = r.label.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const location = locationOf(vehicle)
  const image = firstImage(vehicle)
  return {
    title,
    slug: vehicle.slug ?? String(vehicle.id),
    price,
    wasPrice,
    priceType: shown.kind === 'price' ? (vehicle.price_type ?? null) : null,
    specs,
    comments: commentParagraphs(vehicle.dealercomments),
    photo: image ? { url: image.sizes?.card?.url ?? image.url!, alt: image.alt ?? '', width: image.sizes?.card?.width ?? image.width ?? 640, height: image.sizes?.card?.height ?? image.height ?? 427 } : null,
    dealer: {
      name: rooftopName(location) || tenant.name,
      location: location?.name ?? null,
      address: addressLine(location),
      phone: phoneForCarType(tenant.contact, vehicle.car_type, location),
      email: tenant.contact.email,
      licences: tenant.contact.dealerLicences.map((l) => (l.state ? `${l.state} ${l.number}` : l.number)),
    },
  }
}
