/** Location info cards in a grid: one column on phones, up to gridColumns(n) on large screens (4 per row above 3). */
import type { CSSProperties } from 'react'

import { gridColumns } from '@/domain/presence'
import type { SiteTenant } from '@/lib/site/tenant'
import { LocationInfoCard } from './LocationInfoCard'
import { LocationLinks } from './LocationLinks'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

type Props = { tenant: SiteTenant; locations: LocationView[]; showStock: boolean; labelledBy?: string }

export function LocationsGrid({ tenant, locations, showStock, labelledBy }: Props) {
  const style = { '--loc-columns': gridColumns(locations.length) } as CSSProperties
  return (
    <ul className="loc-grid" style={style} aria-labelledby={labelledBy} data-columns={gridColumns(locations.length)}>
      {locations.map((location) => (
        <li key={location.id} className="loc-grid__item">
          <LocationInfoCard tenant={tenant} location={location} actions={<LocationLinks location={location} showStock={showStock} />} />
        </li>
      ))}
    </ul>
  )
}
