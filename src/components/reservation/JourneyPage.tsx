/**
 * /checkout-journey?car_id={id or slug}: the online purchase journey, where
 * the dealer turns `buyOnline` on (a 404 elsewhere). The server checks the car (fresh) and hands the
 * wizard what its steps show; the wizard stores the journey as a lead on Review, then takes the
 * deposit through the reservation checkout.
 */
import { notFound, redirect } from 'next/navigation'

import { financeEstimate, stickyEstimateText } from '@/domain/finance'
import { journeyPath, pickupLocations, prefillFromCustomer, reservationCopy, sellingPrice } from '@/domain/reservation'
import { formatAud } from '@/domain/vehicles/price'
import { eligibilityOf } from '@/lib/reservations/vehicle'
import { getTenantLocations } from '@/lib/site/locations'
import { getFinanceRules } from '@/lib/site/financeRules'
import { CarSummary, carName } from './CarSummary'
import { JourneyWizard } from './JourneyWizard.client'
import { loadReservationContext, signInHref } from './load'
import { Notice } from './Notice'
import '../forms/forms.css'
import './reservation.css'
import { vehiclePath } from '@/domain/vehicle-page/path'

type Props = { host: string; carId: string | null; cancelled: boolean }

export async function JourneyPage({ host, carId, cancelled }: Props) {
  const { tenant, vehicle, customer } = await loadReservationContext(host, carId ?? '')
  if (!tenant.settings.buyOnline) notFound()
  if (!vehicle) {
    return (
      <Notice title="Choose a car to buy online" testId="journey-no-car">
        <p>We could not find that car. Please choose one from our stock and select Buy Online.</p>
      </Notice>
    )
  }
  const carHref = vehiclePath(vehicle)
  const eligible = eligibilityOf(vehicle, tenant.settings, 'buy-online')
  if (!eligible.ok) {
    return (
      <Notice title="This car cannot be bought online" carHref={carHref} testId="journey-refused">
        <p>{eligible.message}</p>
      </Notice>
    )
  }
  if (tenant.settings.gateCheckout && !customer) redirect(signInHref('checkout', journeyPath(vehicle.id), carHref))

  const [locations, rules] = await Promise.all([getTenantLocations(tenant), getFinanceRules(tenant)])
  const price = sellingPrice(vehicle)
  const estimate = financeEstimate({ price, rate: rules.interest.defaultRate, comparisonRate: rules.comparisonRate })
  return (
    <article className="container rsv-page" data-testid="journey-page">
      <p className="rsv-back">
        <a href={carHref}>Back to the car</a>
      </p>
      <h1>Buy this car online</h1>
      <JourneyWizard
        car={{ id: vehicle.id, slug: vehicle.slug ?? String(vehicle.id), name: carName(vehicle), price: price > 0 ? formatAud(price) : null }}
        summary={<CarSummary vehicle={vehicle} headingLevel={3} />}
        locations={pickupLocations(locations).map((l) => ({ id: l.id, name: l.name }))}
        estimate={estimate ? stickyEstimateText(estimate) : null}
        copy={reservationCopy(eligible.depositCents, tenant.settings, vehicle.car_type)}
        prefill={prefillFromCustomer(customer)}
        cancelled={cancelled}
      />
    </article>
  )
}
