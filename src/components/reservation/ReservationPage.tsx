/**
 * /cars/{slug}/checkout (or /cars/{slug}/buy-online, per the dealer's reservePath; the other one is a
 * 404): the car, the deposit with its hold and refund copy, and the form that opens the payment page.
 * A car that cannot be reserved gets a page saying why, and nothing is created.
 */
import { notFound, redirect } from 'next/navigation'

import { isSitePath, prefillFromCustomer, reservationCopy, reservationPath, type ReservePath } from '@/domain/reservation'
import { eligibilityOf } from '@/lib/reservations/vehicle'
import { CarSummary } from './CarSummary'
import { CheckoutForm } from './CheckoutForm.client'
import { DepositCopy } from './DepositCopy'
import { loadReservationContext, signInHref } from './load'
import { Notice } from './Notice'
import '../forms/forms.css'
import './reservation.css'
import { vehiclePath } from '@/domain/vehicle-page/path'

type Props = { host: string; slug: string; path: ReservePath; cancelled: boolean }

export async function ReservationPage({ host, slug, path, cancelled }: Props) {
  const { tenant, vehicle, customer } = await loadReservationContext(host, slug)
  if (!isSitePath(path, tenant.settings) || !vehicle) notFound()
  const carHref = vehiclePath(vehicle)

  const eligible = eligibilityOf(vehicle, tenant.settings, 'reserve')
  if (!eligible.ok) {
    return (
      <Notice title="This car cannot be reserved online" carHref={carHref} testId="reservation-refused">
        <p>{eligible.message}</p>
      </Notice>
    )
  }
  const here = reservationPath(vehicle.slug ?? String(vehicle.id), path)
  if (tenant.settings.gateCheckout && !customer) redirect(signInHref('checkout', here, carHref))

  const copy = reservationCopy(eligible.depositCents, tenant.settings, vehicle.car_type)
  return (
    <article className="container rsv-page" data-testid="reservation-page">
      <p className="rsv-back">
        <a href={carHref}>Back to the car</a>
      </p>
      <h1>{copy.heading}</h1>
      {cancelled ? (
        <p className="rsv-status" role="status" data-testid="reservation-cancelled">
          Payment cancelled. No money was taken and the car is not reserved.
        </p>
      ) : null}
      <div className="rsv-layout">
        <div className="rsv-layout__side">
          <CarSummary vehicle={vehicle} />
          <DepositCopy copy={copy} />
        </div>
        <div className="rsv-layout__main">
          <CheckoutForm carId={vehicle.id} payLabel={copy.payLabel} initial={prefillFromCustomer(customer)} />
        </div>
      </div>
    </article>
  )
}
