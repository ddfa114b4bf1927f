/**
 * A location's map: the dealer's interactive map when configured (a lazy iframe from the map adapter:
 * an unreachable map service leaves an empty frame, never a broken page), and the static card with the
 * address and Get Directions. Where a location info card sits beside the map it is that static card
 * (withCard false), so the address is not repeated; without an interactive map nothing is drawn then.
 */
import { mapFor } from '@/lib/maps'
import type { SiteTenant } from '@/lib/site/tenant'
import { Directions } from './Directions'
import { addressLines } from './select'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

type Props = { tenant: Pick<SiteTenant, 'settings'>; location: LocationView; id?: string; large?: boolean; withCard?: boolean }

export function LocationMap({ tenant, location, id, large = false, withCard = true }: Props) {
  const map = mapFor(tenant.settings, location)
  if (map.kind === 'static' && !withCard) return null
  return (
    <div id={id} className={`loc-map${large ? ' loc-map--large' : ''}`} data-map={map.kind}>
      {map.kind === 'embed' ? (
        <div className="loc-map__frame">
          <iframe title={`Map of ${location.name}`} src={map.src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
        </div>
      ) : null}
      {withCard ? (
        <div className="loc-map__card">
        <p className="loc-map__name">{location.name}</p>
        <address className="loc-map__address">
          {addressLines(location.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <Directions location={location} />
        </div>
      ) : null}
    </div>
  )
}
