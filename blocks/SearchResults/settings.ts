/**
 * The dealer settings the results UI and its cards read, picked on the server so nothing else of the
 * tenant's settings travels to the browser.
 */
import type { TenantSettings } from '@tenants/settings'

const CLIENT_SETTING_KEYS = [
  'pageSize',
  'popularMakesCount',
  'promoCardPositions',
  'promoCardRandomOffset',
  'stockCertifiedOnly',
  'stockUsedOnly',
  'noPriceText',
  'offersSubscription',
  'evTag',
  'justArrivedDays',
  'justArrivedTagName',
  'soldTagName',
  'seriesDisplay',
  'favourites',
  'watchlist',
  'compare',
  'compareUsedOnly',
] as const satisfies readonly (keyof TenantSettings)[]

export type ClientSettings = Pick<TenantSettings, (typeof CLIENT_SETTING_KEYS)[number]>

export function pickClientSettings(settings: TenantSettings): ClientSettings {
  return Object.fromEntries(CLIENT_SETTING_KEYS.map((k) => [k, settings[k]])) as ClientSettings
}
