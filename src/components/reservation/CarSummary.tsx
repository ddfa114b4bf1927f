/** The car being reserved or bought: photo, name, the price to pay and where it is. */
import { Media } from '@/components/Media'
import { firstImage } from '@/domain/vehicle-page/viewModel'
import { sellingPrice } from '@/domain/reservation'
import { formatAud } from '@/domain/vehicles/price'
import type { Location, Vehicle } from '@/payload-types'

export const carName = (v: Pick<Vehicle, 'name' | 'year' | 'make' | 'model' | 'badge'>) =>
  v.name?.trim() || [v.year, v.make, v.model, v.badge].filter(Boolean).join(' ')

export function CarSummary({ vehicle, headingLevel = 2 }: { vehicle: Vehicle; headingLevel?: 2 | 3 }) {
  const price = sellingPrice(vehicle)
  const location = typeof vehicle.location === 'object' && vehicle.location ? (vehicle.location as Location) : null
  const Heading = `h${headingLevel}` as const
  return (
    <section className="rsv-car" aria-labelledby="rsv-car-name" data-testid="reservation-car">
      <div className="rsv-car__image">
        <Media media={firstImage(vehicle)} sizes="(min-width: 48rem) 18rem, 100vw" />
      </div>
      <div className="rsv-car__text">
        <Heading id="rsv-car-name" className="rsv-car__name">
          {carName(vehicle)}
        </Heading>
        {price > 0 ? <p className="rsv-car__price">{formatAud(price)}</p> : null}
        <dl className="rsv-car__facts">
          {vehicle.stocknum ? (
            <div>
              <dt>Stock number</dt>
              <dd>{vehicle.stocknum}</dd>
            </div>
          ) : null}
          {location ? (
            <div>
              <dt>Location</dt>
              <dd>{[location.name, location.address?.state].filter(Boolean).join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  )
}
