/**
 * Starting a reservation (POST /api/reserve): check the form and the car, create the `pending`
 * reservation, open a hosted checkout for its deposit, store the session id, and answer with the
 * payment page's address. A car that cannot be reserved (sold, reserved, no price, switch off, no
 * deposit) is refused before anything is written.
 */
import { createLocalReq, type Payload } from 'payload'

import type { Customer, Lead, Reservation, Vehicle } from '@/payload-types'
import { fieldErrors, type FieldError } from '@/domain/forms/errors'
import { MESSAGES } from '@/domain/forms/messages'
import * as z from '@/domain/validation/zodMini'
import { touchesFromInput } from '@/domain/forms/lead'
import { checkoutFormSchema, completionPath, journeyPath, reservationPath, type ReservationKind } from '@/domain/reservation'
import { findVisibleVehicle } from '@/lib/site/vehicle'
import { fillCustomerDetails } from '../customers/fillDetails'
import { paymentsClient, PaymentsError, type PaymentsClient } from '../payments'
import type { SiteTenant } from '../site/tenant'
import { newReservationReference } from './reference'
import { abandon } from './store'
import { eligibilityOf } from './vehicle'
import { vehiclePath } from '@/domain/vehicle-page/path'
import { signInPath } from '@/domain/accounts/redirects'

export const START_MESSAGES = {
  noCar: 'Sorry, this vehicle is no longer available.',
  signIn: 'Please sign in to reserve this car.',
  noJourney: 'We could not find your online purchase details for this car. Please go back and complete the journey again.',
  paymentsDown: 'We could not reach the payment service, so no money was taken. Please try again in a moment.',
  notConfigured: 'Online payments are not available right now. Please call us to reserve this car.',
} as const

export type StartInput = { car_id?: unknown; fields?: unknown; journey_lead?: unknown; attribution?: unknown }

export type StartContext = {
  customer: Pick<Customer, 'id'> | null
  /** The dealer site's origin as the shopper sees it (http://harbour-city.localhost:3000). */
  origin: string
  client?: PaymentsClient
  /** Reads the car fresh (tests may pass their own); defaults to the site's uncached read. */
  findVehicle?: (tenant: SiteTenant, slug: string) => Promise<Vehicle | null>
}

export type StartOutcome =
  | { status: 201; body: { url: string; reference: string } }
  | { status: 400; body: { message: string; errors: FieldError[] } }
  | { status: 401; body: { message: string; signIn: string } }
  | { status: 404 | 409 | 502 | 503; body: { message: string } }

const carKey = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? String(v) : typeof v === 'string' ? v.trim() : '')

export async function startCheckout(payload: Payload, tenant: SiteTenant, input: StartInput, ctx: StartContext): Promise<StartOutcome> {
  // The journey's deposit step does not ask for the terms again (issue 34): the shopper agreed to the
  // same terms on its Review step, which its stored lead records; that is checked once the lead is found.
  const journeyGiven = input.journey_lead !== undefined && input.journey_lead !== null && input.journey_lead !== ''
  const checked = (journeyGiven ? z.partial(checkoutFormSchema, { terms_conditions: true }) : checkoutFormSchema).safeParse(input.fields ?? {})
  if (!checked.success) return { status: 400, body: { message: MESSAGES.fixErrors, errors: fieldErrors(checked.error) } }
  const contact = checked.data

  const vehicle = await (ctx.findVehicle ?? findVisibleVehicle)(tenant, carKey(input.car_id))
  if (!vehicle) return { status: 404, body: { message: START_MESSAGES.noCar } }
  const slug = vehicle.slug ?? String(vehicle.id)

  // The journey's deposit step names its stored journey lead; that lead must be this dealer's, for this car.
  let journeyLead: Lead | null = null
  if (input.journey_lead !== undefined && input.journey_lead !== null && input.journey_lead !== '') {
    journeyLead = await findJourneyLead(payload, tenant.stockTenantId, vehicle.id, input.journey_lead)
    if (!journeyLead) return { status: 400, body: { message: START_MESSAGES.noJourney, errors: [{ field: '_form', message: START_MESSAGES.noJourney }] } }
    const agreed = contact.terms_conditions === true || (journeyLead.fields as Record<string, unknown> | null)?.terms_conditions === true
    if (!agreed) return { status: 400, body: { message: MESSAGES.fixErrors, errors: [{ field: 'terms_conditions', message: MESSAGES.terms }] } }
  }
  const kind: ReservationKind = journeyLead ? 'buy-online' : 'reserve'

  const eligible = eligibilityOf(vehicle, tenant.settings, kind)
  if (!eligible.ok) return { status: 409, body: { message: eligible.message } }

  const back = journeyLead ? journeyPath(vehicle.id) : reservationPath(slug, tenant.settings.reservePath)
  if (tenant.settings.gateCheckout && !ctx.customer) {
    const signIn = signInPath({ type: 'checkout', redirect: back, back: vehiclePath(slug) })
    return { status: 401, body: { message: START_MESSAGES.signIn, signIn } }
  }

  const client = ctx.client ?? paymentsClient()
  const reference = newReservationReference()
  const reservation: Reservation = await payload.create({
    collection: 'reservations',
    data: {
      // Held by the dealer whose car it is (a group's, on one of its sites), like the car's leads.
      tenant: tenant.stockTenantId,
      reference,
      vehicle: vehicle.id,
      customer: ctx.customer?.id ?? null,
      status: 'pending',
      depositCents: eligible.depositCents,
      contact: { name: contact.name, lastName: contact.last_name, email: contact.email, phone: contact.phone, postcode: contact.postcode },
      lead: journeyLead?.id ?? null,
      touches: touchesFromInput(input.attribution),
    },
    overrideAccess: true,
    depth: 0,
  })
  // The reservation is stored; now a signed-in shopper's account learns what it lacked (My Garage).
  if (ctx.customer) await fillCustomerDetails(payload, ctx.customer.id, { name: contact.name, lastName: contact.last_name, email: contact.email, postcode: contact.postcode })

  let session: { id: string; url: string }
  try {
    session = await client.createCheckoutSession(
      {
        amount: eligible.depositCents,
        currency: 'aud',
        reference,
        description: `Refundable deposit: ${vehicle.name ?? `${vehicle.year} ${vehicle.make} ${vehicle.model}`}`.slice(0, 200),
        success_url: `${ctx.origin}${completionPath(slug, tenant.settings.reservePath)}`,
        cancel_url: `${ctx.origin}${back}${back.includes('?') ? '&' : '?'}cancelled=1`,
        metadata: { reservation: reference, tenant: String(tenant.id), vehicle: String(vehicle.id) },
      },
      reference,
    )
  } catch (error) {
    // The attempt is kept (as abandoned) so staff can see it; the shopper was charged nothing.
    await abandon(await createLocalReq({}, payload), reservation.id, new Date())
    if (error instanceof PaymentsError && error.status === 503) return { status: 503, body: { message: START_MESSAGES.notConfigured } }
    payload.logger.error({ err: error, reference }, 'Could not open a checkout session')
    return { status: 502, body: { message: START_MESSAGES.paymentsDown } }
  }

  await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data: { payment: { checkoutSessionId: session.id } },
    overrideAccess: true,
    depth: 0,
  })
  return { status: 201, body: { url: session.url, reference } }
}

async function findJourneyLead(payload: Payload, tenantId: number, vehicleId: number, raw: unknown): Promise<Lead | null> {
  if (typeof raw !== 'string' || !/^ld_[A-Za-z0-9_-]{10,40}$/.test(raw)) return null
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: tenantId } }, { publicId: { equals: raw } }, { form: { equals: 'online-purchase' } }, { vehicle: { equals: vehicleId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}
