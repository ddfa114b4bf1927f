/**
 * /cars/{slug}/checkout/confirmation?reference=: a reservation's outcome, shown only to its owner (the
 * browser that started it, by its signed receipt cookie, or the signed-in customer it belongs to).
 * Someone else's reference, or a made-up one, reads as "not found" and reveals nothing.
 */
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'

import { formatDeposit, formatHoldEnd, isSitePath, reservationPath, type ReservePath } from '@/domain/reservation'
import { RESERVATION_REFERENCE_PATTERN } from '@/lib/reservations/reference'
import { readReceipt, RECEIPT_COOKIE } from '@/lib/reservations/receipt'
import { relationId } from '@/domain/relationId'
import { findReservation } from '@/lib/reservations/store'
import { payloadClient } from '@/lib/payload'
import type { Location, Reservation, Vehicle } from '@/payload-types'
import { CarSummary } from './CarSummary'
import { loadSiteContext } from './load'
import { Notice } from './Notice'
import { ReservationConversion } from './ReservationConversion.client'
import './reservation.css'
import { vehiclePath } from '@/domain/vehicle-page/path'

type Props = { host: string; slug: string; path: ReservePath; reference: string | null; problem: string | null }

export async function ConfirmationPage({ host, slug, path, reference, problem }: Props) {
  const { tenant, customer } = await loadSiteContext(host)
  if (!isSitePath(path, tenant.settings)) notFound()
  const carHref = vehiclePath(slug)

  if (problem === 'unknown-payment' || !reference || !RESERVATION_REFERENCE_PATTERN.test(reference)) {
    return (
      <Notice title="We could not find that payment" carHref={carHref} testId="reservation-unknown">
        <p>This link does not match a reservation of ours, so nothing has changed. If you paid a deposit, please call us and we will sort it out.</p>
      </Notice>
    )
  }
  const payload = await payloadClient()
  const found = await findReservation(payload, { reference, tenantId: tenant.stockTenantId })
  const owned = found && (readReceipt((await cookies()).get(RECEIPT_COOKIE)?.value).includes(found.reference) || (customer && relationId(found.customer) === customer.id))
  if (!found || !owned) {
    return (
      <Notice title="We could not find that reservation" carHref={carHref} testId="reservation-not-found">
        <p>There is no reservation with that reference for you on this site. Reservations are shown only in the browser that made them, or when signed in.</p>
      </Notice>
    )
  }
  const vehicle = await payload.findByID({ collection: 'vehicles', id: relationId(found.vehicle)!, depth: 1, overrideAccess: true }).catch(() => null)
  return <Outcome reservation={found} vehicle={vehicle} carHref={vehicle?.slug ? vehiclePath(vehicle.slug) : carHref} retryHref={vehicle?.slug ? reservationPath(vehicle.slug, path) : null} phone={tenant.contact.phone} />
}

function Outcome({ reservation: r, vehicle, carHref, retryHref, phone }: { reservation: Reservation; vehicle: Vehicle | null; carHref: string; retryHref: string | null; phone: string | null }) {
  const deposit = formatDeposit(Number(r.depositCents))
  const timeZone = (vehicle && typeof vehicle.location === 'object' && (vehicle.location as Location | null)?.timezone) || 'Australia/Brisbane'
  const call = phone ? (
    <>
      {' '}
      Questions? Call us on <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
    </>
  ) : null
  const body = (() => {
    switch (r.status) {
      case 'active':
        return {
          title: 'Your car is reserved',
          text: (
            <>
              <p>
                Thank you, {r.contact?.name ?? 'there'}. We have received your fully refundable {deposit} deposit and the car is held for you until{' '}
                <strong>{r.heldUntil ? formatHoldEnd(new Date(r.heldUntil), timeZone) : 'the end of the hold'}</strong>.
              </p>
              <p>Our team will contact you shortly to arrange the next steps.{call}</p>
            </>
          ),
        }
      case 'refused':
        return {
          title: 'Sorry, this car is no longer available',
          text: (
            <p>
              Another customer reserved or bought this car moments before your payment went through. Your {deposit} deposit is being refunded in full to your card.{call}
            </p>
          ),
        }
      case 'pending':
      case 'abandoned':
        return {
          title: 'We have not received your payment',
          text: (
            <>
              <p>Your reservation is not complete: the payment has not reached us, and the car is not reserved. If you have just paid, it can take a minute to arrive.</p>
              {retryHref ? (
                <p>
                  <a className="button button--primary" href={retryHref}>
                    Try the payment again
                  </a>
                </p>
              ) : null}
            </>
          ),
        }
      case 'cancelled':
        return { title: 'This reservation was cancelled', text: <p>The dealer cancelled this reservation. Any deposit you paid is refunded in full.{call}</p> }
      case 'expired':
        return { title: 'This reservation has ended', text: <p>The hold on this car has ended and your {deposit} deposit is refunded in full.{call}</p> }
    }
  })()
  return (
    <article className="container container--reading rsv-page rsv-confirmation" data-testid="reservation-confirmation" data-status={r.status}>
      <h1>{body.title}</h1>
      <p className="rsv-ref">
        Reference: <strong data-testid="reservation-reference">{r.reference}</strong>
      </p>
      {body.text}
      {vehicle ? <CarSummary vehicle={vehicle} /> : null}
      {r.status === 'active' ? <ReservationConversion reference={r.reference} /> : null}
      <p className="rsv-actions">
        <a className="button button--primary" href={carHref}>
          View the car
        </a>
        <a className="button button--secondary" href="/search/new-used-and-demo-cars">
          Search vehicles
        </a>
      </p>
    </article>
  )
}
