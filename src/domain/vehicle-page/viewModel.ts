/**
 * The vehicle page's view model: one pure mapping from the stored vehicle, the dealer and its locations
 * to everything the page renders. Every rule comes from src/domain (vehicle-page, vehicles, finance);
 * this file only picks the inputs and names the outputs, so it is unit-tested without React or Payload.
 */
import type { Location, Media, Vehicle } from '@/payload-types'
import { toLocationAddress, type LocationAddress } from '@/domain/presence/locationView'
import {
  announcement,
  breadcrumbTitle,
  caravanRows,
  favouriteRecord,
  featureList,
  featuredRows,
  informationSections,
  initialPhoneRevealed,
  jsonLdScript,
  keyInformationRows,
  phoneForCarType,
  primaryLocation,
  specText,
  specificationRows,
  summaryRows,
  usedCarBlock,
  vehicleJsonLd,
  viewedRecord,
  type Announcement,
  type FavouriteVehicle,
  type InformationSection,
  type SpecRow,
  type UsedCarBlock,
  type ViewedVehicle,
} from '@/domain/vehicle-page'
import { ACTION_LABELS, soldPanelMessage, vehicleActions, type VehicleActionId } from '@/domain/vehicles/actions'
import { journeyPath, reservationFacts, reservationPath, reserveButtonNote } from '@/domain/reservation'
import { displayPrice, reducedPrice, type DisplayPrice } from '@/domain/vehicles/price'
import { isAvailable, isVisible } from '@/domain/vehicles/visibility'
import { inStockFilter, type StockFilterRules } from '@/domain/vehicles/stockFilter'
import { financeEstimate, financeLinkHref, showVehicleCalculators, stickyEstimateText } from '@/domain/finance'
import type { Breadcrumb } from '@/domain/presence/breadcrumbs'
import type { Instant } from '@/domain/vehicles/time'
import type { TenantSettings } from '@tenants/settings'
import { BODY_LABELS } from '../vehicles/options'
import { relationId } from '@/domain/relationId'

/** The dealer facts the page reads (a SiteTenant satisfies it). */
export type PageTenant = {
  id: number
  name: string
  slug: string
  settings: TenantSettings
  contact: { phone: string | null; phoneNew: string | null; phoneUsed: string | null; phoneDemo: string | null }
}

/** The location facts the page reads (a LocationView satisfies it). */
export type PageLocation = {
  id: number
  name: string
  slug: string
  primary: boolean
  phone: string | null
  phoneNew?: string | null
  phoneUsed?: string | null
  phoneDemo?: string | null
  address: Omit<LocationAddress, 'placeId'>
}

type PageAction =
  | { id: 'enquire'; label: string; kind: 'enquiry' }
  | { id: Exclude<VehicleActionId, 'enquire'> | 'history_report'; label: string; kind: 'link'; href: string; external?: boolean }

export type VehiclePageModel = {
  id: number
  slug: string
  /** The car's display name (stored name, else year make model badge [series]). */
  name: string
  /** The breadcrumb's title for the car. */
  breadcrumbTitle: string
  breadcrumbs: Breadcrumb[]
  badge: string | null
  series: string | null
  available: boolean
  /** 'Unfortunately this car recently sold.' for unavailable cars, else null. */
  soldMessage: string | null
  price: DisplayPrice
  priceType: string | null
  /** The amount finance is calculated on: the reduced price, else the price (0 when none). */
  financePrice: number
  location: PageLocation | null
  keyInformation: SpecRow[]
  featured: SpecRow[]
  specifications: SpecRow[]
  summary: SpecRow[]
  caravan: SpecRow[]
  comments: string | null
  usedCar: UsedCarBlock | null
  sections: InformationSection[]
  features: string[]
  /** Action buttons in the spec's order; empty for unavailable cars. */
  actions: PageAction[]
  /** An available car held by a paid reservation: the page says Reserved (and offers no Reserve Now). */
  reserved: boolean
  /** The deposit line under Reserve Now ('$200 fully refundable deposit, held for 48 hours'), when it shows. */
  reserveNote: string | null
  financeHref: string
  tradeInHref: string
  /** The history report (only when the car has a file). */
  historyReportUrl: string | null
  showCalculators: boolean
  phone: { number: string; revealed: boolean } | null
  announcement: Announcement | null
  sticky: { estimate: string | null; showButtons: boolean }
  printHref: string | null
  favourite: FavouriteVehicle | null
  viewed: ViewedVehicle
  jsonLd: string
  image: Media | null
  carType: Vehicle['car_type']
  itemType: Vehicle['item_type']
}

const text = (s: string | null | undefined) => specText(s)

/** The search page the breadcrumb's middle step links to. */
const SEARCH_HREF = '/search/new-used-and-demo-cars'

/** The epoch ms of the stored sold date, or null. */
export function soldTimestamp(v: Pick<Vehicle, 'sold_date'>): number | null {
  const ms = v.sold_date ? Date.parse(v.sold_date) : NaN
  return Number.isFinite(ms) ? ms : null
}

/**
 * Whether a stored vehicle shows on this site: shown on the dealer website, in stock, coming soon or
 * sold within the window, and taken by the site's stock filter (a used-only site shows no new car,
 * by search or by address).
 */
export function isVehicleVisible(
  v: Pick<Vehicle, 'show_on_dealer_website' | 'status' | 'sold_date' | 'car_type' | 'certified' | 'make' | 'location'>,
  settings: Pick<TenantSettings, 'soldWindowDays'> & StockFilterRules,
  now: Instant,
): boolean {
  return isVehicleListed(v, settings, now) && inStockFilter({ ...v, dealership_id: vehicleDealershipId(v) }, settings)
}

/** The visibility rule alone (on the website, not in transit or on hold, not sold before the window), whatever the site's stock filter. */
export function isVehicleListed(
  v: Pick<Vehicle, 'show_on_dealer_website' | 'status' | 'sold_date'>,
  settings: Pick<TenantSettings, 'soldWindowDays'>,
  now: Instant,
): boolean {
  return isVisible({ show_on_dealer_website: v.show_on_dealer_website !== false, status: v.status, sold_date_timestamp: soldTimestamp(v) }, settings, now)
}

/** The dealership of the car's location, when the location is populated (depth 1) and names one. */
export function vehicleDealershipId(v: Pick<Vehicle, 'location'>): number | null {
  return v.location && typeof v.location === 'object' ? relationId(v.location.dealership) : null
}

/** The first image of the car when populated. */
export function firstImage(v: Pick<Vehicle, 'images'>): Media | null {
  const first = (v.images ?? []).find((m): m is Media => Boolean(m) && typeof m === 'object' && Boolean((m as Media).url))
  return first ?? null
}

/** 'Year make model badge' (+ series when the dealer displays series), the car's stored name otherwise. */
export function vehicleName(v: Pick<Vehicle, 'name' | 'year' | 'make' | 'model' | 'badge' | 'series'>, settings: Pick<TenantSettings, 'seriesDisplay'>): string {
  if (settings.seriesDisplay) return breadcrumbTitle(v, settings)
  return text(v.name) ?? breadcrumbTitle(v, settings)
}

/** The car's own location: from the tenant's locations by id (they carry the mapped address), else the populated relation. */
export function carLocation(v: Pick<Vehicle, 'location'>, locations: readonly PageLocation[]): PageLocation | null {
  const id = relationId(v.location)
  const known = id === null ? undefined : locations.find((l) => l.id === id)
  if (known) return known
  const l = v.location
  if (!l || typeof l !== 'object') return null
  const loc = l as Location
  return {
    id: loc.id,
    name: loc.name,
    slug: loc.slug,
    primary: loc.primary === true,
    phone: loc.phone ?? null,
    phoneNew: loc.phoneNew ?? null,
    phoneUsed: loc.phoneUsed ?? null,
    phoneDemo: loc.phoneDemo ?? null,
    address: toLocationAddress(loc.address),
  }
}

export type ModelInput = {
  vehicle: Vehicle
  tenant: PageTenant
  locations: readonly PageLocation[]
  now: Instant
  /** The site's origin (https://dealer.com.au) for JSON-LD. */
  origin: string
  /** The dealer's sample rate for the sticky estimate (finance rules' default rate); null: no estimate. */
  sampleRate?: number | null
  comparisonRate?: number | null
}

export function vehiclePageModel({ vehicle: v, tenant, locations, now, origin, sampleRate = null, comparisonRate = null }: ModelInput): VehiclePageModel {
  const settings = tenant.settings
  const slug = v.slug ?? String(v.id)
  const name = vehicleName(v, settings)
  const crumb = breadcrumbTitle(v, settings)
  const available = isAvailable({ status: v.status })
  const priceNumber = typeof v.price === 'number' && Number.isFinite(v.price) ? v.price : 0
  const price = displayPrice(
    { price: priceNumber, before_price: v.before_price ?? null, offer_price: v.offer_price ?? null, subscription_price: v.subscription_price ?? null, preorder: v.preorder === true },
    settings,
  )
  const financePrice = reducedPrice({ price: priceNumber, offer_price: v.offer_price ?? null })?.amount ?? priceNumber
  const location = carLocation(v, locations)
  const specOptions = { bodyLabels: BODY_LABELS, now, showUnregisteredText: settings.showUnregisteredText }
  const regoOptions = { now, showUnregisteredText: settings.showUnregisteredText }
  const usedCar = usedCarBlock({ car_type: v.car_type, regplate: v.regplate, rego_expiry: v.rego_expiry, file: v.file }, regoOptions)
  const historyReportUrl = text(v.file)
  const financeHref = financeLinkHref(settings.financeLink, {
    preferredDealership: tenant.slug,
    vehiclePriceBudget: financePrice > 0 ? financePrice : null,
    car_id: v.id,
    car_type: v.car_type,
    vin: v.vin ?? null,
  })
  const tradeInHref = `/cars/trade-in?car_id=${v.id}`

  const actions: PageAction[] = []
  const reservation = reservationFacts(
    { status: v.status, sold: v.sold, reserved: v.reserved, price: v.price, offer_price: v.offer_price, car_type: v.car_type, state: location?.address.state },
    settings,
  )
  if (available) {
    for (const a of vehicleActions({ status: v.status }, settings, { tradeInAllowed: true, reservable: reservation.reservable, purchasable: reservation.purchasable })) {
      switch (a.id) {
        case 'enquire':
          actions.push({ id: 'enquire', label: a.label, kind: 'enquiry' })
          break
        case 'test_drive':
          actions.push({ id: 'test_drive', label: testDriveLabel(v.item_type, settings, a.label), kind: 'link', href: `/book-test-drive?car_id=${v.id}` })
          break
        case 'reserve':
          actions.push({ id: 'reserve', label: a.label, kind: 'link', href: reservationPath(slug, settings.reservePath) })
          break
        case 'buy_online':
          actions.push({ id: 'buy_online', label: a.label, kind: 'link', href: journeyPath(v.id) })
          break
        case 'get_finance':
          actions.push({ id: 'get_finance', label: a.label, kind: 'link', href: financeHref })
          break
        case 'trade_in':
          actions.push({ id: 'trade_in', label: a.label, kind: 'link', href: tradeInHref })
          break
        default:
          // View Details is the page itself; Find Me Something Similar belongs to the SOLD panel.
          break
      }
    }
    if (historyReportUrl) actions.push({ id: 'history_report', label: 'History Report', kind: 'link', href: historyReportUrl, external: true })
  }

  const phoneNumber = phoneForCarType(tenant.contact, v.car_type, location)
  const estimate = available && sampleRate !== null ? financeEstimate({ price: financePrice, rate: sampleRate, comparisonRate }) : null
  const primary = primaryLocation(locations)
  const image = firstImage(v)
  const features = featureList(v.standard_equipment)

  return {
    id: v.id,
    slug,
    name,
    breadcrumbTitle: crumb,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Search', href: SEARCH_HREF },
      { label: crumb, href: null },
    ],
    badge: text(v.badge),
    series: text(v.series),
    available,
    soldMessage: available ? null : soldPanelMessage(v.item_type),
    price,
    priceType: text(v.price_type),
    financePrice,
    location,
    keyInformation: keyInformationRows(v, specOptions),
    featured: featuredRows(v, specOptions),
    specifications: specificationRows(v),
    summary: summaryRows(v, specOptions),
    caravan: v.item_type === 'caravan' ? caravanRows(v) : [],
    comments: v.dealercomments ?? null,
    usedCar,
    sections: informationSections({ features, itemType: v.item_type }),
    features,
    actions,
    reserved: available && v.reserved === true,
    reserveNote: available && settings.reserve && reservation.reservable && reservation.depositCents ? reserveButtonNote(reservation.depositCents, settings) : null,
    financeHref,
    tradeInHref,
    historyReportUrl,
    showCalculators: available && showVehicleCalculators(financePrice),
    phone: phoneNumber ? { number: phoneNumber, revealed: initialPhoneRevealed(settings) } : null,
    announcement: location ? announcement(location, primary) : null,
    sticky: { estimate: estimate ? stickyEstimateText(estimate) : null, showButtons: available },
    printHref: settings.print ? `/print?car_id=${encodeURIComponent(slug)}` : null,
    favourite: settings.favourites
      ? favouriteRecord({ id: v.id, name, slug, make: v.make, model: v.model, primary_image_url: image?.url ?? null })
      : null,
    viewed: viewedRecord({ id: v.id, stocknum: v.stocknum ?? null, make: v.make, model: v.model, body: v.simple_body ? (BODY_LABELS[v.simple_body] ?? v.simple_body) : null, simple_body: v.simple_body ?? null }),
    jsonLd: jsonLdScript(
      vehicleJsonLd(
        {
          name,
          year: v.year,
          make: v.make,
          model: v.model,
          badge: v.badge,
          vin: v.vin,
          km: v.km,
          colour: v.colour,
          car_type: v.car_type,
          status: v.status,
          sold: v.sold,
          price: v.price,
          offer_price: v.offer_price,
          primary_image_url: image?.url ? absolute(origin, image.url) : null,
        },
        {
          url: `${origin.replace(/\/+$/, '')}/cars/${encodeURIComponent(slug)}`,
          dealerName: tenant.name,
          location: location ? { name: location.name, phone: location.phone, address: location.address } : null,
        },
      ),
    ),
    image,
    carType: v.car_type,
    itemType: v.item_type,
  }
}

/** An absolute URL for a site path ('/api/media/…' → 'https://dealer/api/media/…'); absolute URLs stay. */
export function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`
}

/** A caravan's test drive is an inspection, in the dealer's words (tenants/settings.ts display.caravanTestDriveLabel). */
function testDriveLabel(itemType: Vehicle['item_type'], settings: Pick<TenantSettings, 'caravanTestDriveLabel'>, fallback: string): string {
  return itemType === 'caravan' && settings.caravanTestDriveLabel?.trim() ? settings.caravanTestDriveLabel.trim() : fallback
}

/** The label of the sticky header's trade-in button. */
export const TRADE_IN_VALUATION_LABEL = ACTION_LABELS.trade_in
