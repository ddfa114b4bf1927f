import type { DataLayerSetting } from './client'

/** The dealer's dataLayer setting (settings: Analytics), as every event sender in the browser takes it. */
export function dealerDataLayer(settings: { analyticsDataLayer?: boolean | null; dataLayerName?: string | null }): DataLayerSetting {
  return { enabled: settings.analyticsDataLayer === true, name: settings.dataLayerName || 'dataLayer' }
}
