'use client'
/**
 * "Export CSV" above the lead list (issue 18): downloads /api/leads/export.csv with the list's own
 * query (its address: filters, search, sort), so the file holds the rows the list is showing, across
 * every page. The server reads them as the signed-in user (src/lib/leads/export.ts).
 */
import { Button, useConfig } from '@payloadcms/ui'

import { GoogleAdsExport } from './GoogleAdsExport.client'

export function ExportCsv() {
  const { config } = useConfig()
  const download = () => {
    const params = new URLSearchParams(window.location.search)
    // Paging is the list's; the export takes every matching row.
    params.delete('page')
    params.delete('limit')
    // A file download from the REST API, not a page: the browser saves it and stays on the list.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.href = `${config.serverURL ?? ''}${config.routes.api}/leads/export.csv?${params.toString()}`
  }
  return (
    <div className="lead-export" style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      <GoogleAdsExport />
      <Button buttonStyle="secondary" size="small" onClick={download} margin={false}>
        Export CSV
      </Button>
    </div>
  )
}
