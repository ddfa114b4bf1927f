/**
 * Buttons by availability.
 *
 * "A vehicle is available when status is in_stock or coming_soon. Only then are the full details and
 * action buttons shown (Enquire Now, Book a Test Drive, Reserve Now, Buy Online, View Details, Get
 * Finance). Otherwise the card says the vehicle is like this and asks if the visitor wants something
 * similar, with a Find Me Something Similar button; the detail page shows a SOLD panel: Unfortunately
 * this {vehicle type} recently sold. with the same enquiry."
 */
import type { ItemType, SearchRecord } from '../search/record'
import type { TenantSettings } from '@tenants/settings'
import { isAvailable } from './visibility'

export type VehicleActionId =
  | 'enquire'
  | 'test_drive'
  | 'reserve'
  | 'buy_online'
  | 'view_details'
  | 'get_finance'
  | 'trade_in'
  | 'find_similar'

export const ACTION_LABELS: Readonly<Record<VehicleActionId, string>> = {
  enquire: 'Enquire Now',
  test_drive: 'Book a Test Drive',
  reserve: 'Reserve Now',
  buy_online: 'Buy Online',
  view_details: 'View Details',
  get_finance: 'Get Finance',
  trade_in: 'Trade-In Valuation',
  find_similar: 'Find Me Something Similar',
}

export type VehicleAction = { id: VehicleActionId; label: string }

export type ActionSettings = Pick<TenantSettings, 'reserve' | 'buyOnline' | 'tradeIn'>

/** Per-car facts the search record does not carry; the caller supplies them. */
export type ActionFacts = {
  /** Eligible for reservation. Default false. */
  reservable?: boolean
  /** Purchasable online. Default false. */
  purchasable?: boolean
  /** Trade-in allowed for this car. Default true. */
  tradeInAllowed?: boolean
}

function action(id: VehicleActionId): VehicleAction {
  return { id, label: ACTION_LABELS[id] }
}

/**
 * The buttons for a car, in the spec's order. Available cars: Enquire Now, Book a Test Drive, Reserve
 * Now (site `reserve` on and car reservable), Buy Online (site `buyOnline` on, car
 * purchasable), View Details, Get Finance, Trade-In Valuation (site `tradeIn` on and allowed for the
 * car). Others: Find Me Something Similar only.
 */
export function vehicleActions(
  v: Pick<SearchRecord, 'status'>,
  settings: ActionSettings,
  facts: ActionFacts = {},
): VehicleAction[] {
  if (!isAvailable(v)) return [action('find_similar')]
  const out: VehicleAction[] = [action('enquire'), action('test_drive')]
  if (settings.reserve && facts.reservable === true) out.push(action('reserve'))
  if (settings.buyOnline && facts.purchasable === true) out.push(action('buy_online'))
  out.push(action('view_details'), action('get_finance'))
  if (settings.tradeIn && (facts.tradeInAllowed ?? true)) out.push(action('trade_in'))
  return out
}

/**
 * A zero or empty deposit is not displayed: the deposit amount to show with the reserve
 * button, or null to show none (the button itself does not depend on it).
 */
export function displayedDeposit(deposit: number | null | undefined): number | null {
  return typeof deposit === 'number' && Number.isFinite(deposit) && deposit > 0 ? deposit : null
}

/** The noun for "this {vehicle type}" in the SOLD panel. */
export const VEHICLE_TYPE_NOUNS: Readonly<Record<ItemType, string>> = {
  car: 'car',
  caravan: 'caravan',
  motorcycle: 'motorcycle',
  truck: 'truck',
}

/** The sold panel's line: "Unfortunately this {vehicle type} recently sold." */
export function soldPanelMessage(itemType: ItemType | null | undefined): string {
  const noun = (itemType && VEHICLE_TYPE_NOUNS[itemType]) || 'vehicle'
  return `Unfortunately this ${noun} recently sold.`
}
