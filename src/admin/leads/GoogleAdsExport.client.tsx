'use client'
/**
 * "Google Ads conversions" beside Export CSV above the lead list (issue 37; ExportCsv.client.tsx places it): downloads
 * /api/leads/google-ads-conversions.csv, the file a dealer uploads to Google Ads to say which ad clicks
 * became leads. It takes no list query: the file is every lead with a Google click from the last 90
 * days of the dealer picked in the dealer switcher, read as the signed-in user (src/lib/leads/googleAdsExport.ts).
 */
import { Button, useConfig } from '@payloadcms/ui'

export function GoogleAdsExport() {
  const { config } = useConfig()
  const download = () => {
    // A file download from the REST API, not a page: the browser saves it and stays on the list.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.href = `${config.serverURL ?? ''}${config.routes.api}/leads/google-ads-conversions.csv`
  }
  return (
    <Button buttonStyle="secondary" size="small" onClick={download} margin={false}>
      Google Ads conversions
    </Button>
  )
}
