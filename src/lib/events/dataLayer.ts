/**
 * The dealer's dataLayer: the one array on `window` that Google Tag Manager, gtag.js and the platform's
 * own events (./client.ts) share, under the name the dealer set (settings: Analytics).
 */
export type DataLayerSetting = { enabled: boolean; name: string }

const DEFAULT_NAME = 'dataLayer'
/** Only a plain global name: the setting is the dealer's, and it names a property of `window`. */
const DATA_LAYER_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/

export const isDataLayerName = (name: string | null | undefined): name is string => Boolean(name && DATA_LAYER_NAME.test(name))
const layerName = (name: string | null | undefined) => (isDataLayerName(name) ? name : DEFAULT_NAME)

/** The dealer's dataLayer setting, as every event sender in the browser takes it. */
export function dealerDataLayer(settings: { analyticsDataLayer?: boolean | null; dataLayerName?: string | null }): DataLayerSetting {
  return { enabled: settings.analyticsDataLayer === true, name: layerName(settings.dataLayerName) }
}

/** The page's dataLayer of that name, made when the page has none yet (browser only). */
export function windowDataLayer(name: string): unknown[] {
  const w = window as unknown as Record<string, unknown>
  const key = layerName(name)
  if (!Array.isArray(w[key])) w[key] = []
  return w[key] as unknown[]
}
