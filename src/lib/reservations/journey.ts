/**
 * Storing the online purchase journey (POST /api/checkout-journey) when the shopper confirms the
 * Review step: every answer is checked again with the domain's schemas, the car must still be
 * purchasable, and the journey becomes an 'online-purchase' lead with its delivery job, before the
 * Deposit step. A double submit (same idempotency key) answers with the same lead.
 */
import type { Payload } from 'payload'

import type { Vehicle } from '@/payload-types'
import { fieldErrors, type FieldError } from '@/domain/forms/errors'
import { idempotencyKeySchema, touchesFromInput } from '@/domain/forms/lead'
import { MESSAGES } from '@/domain/forms/messages'
import { journeyLeadFields, journeySchema, pickupLocations, type JourneyAnswers } from '@/domain/reservation'
import { findVisibleVehicle } from '@/lib/site/vehicle'
import { findLeadByIdempotencyKey, withTransaction } from '../leads/store'
import { PUBLISHED } from '@/fields/versions'
import type { SiteTenant } from '../site/tenant'
import { journeyLeadData, storeLeadWithDelivery } from './lead'
import { eligibilityOf } from './vehicle'
import { locationsWhere, siteRooftops } from '../dealerships/siteRooftops'

export type JourneyOutcome =
  | { status: 200 | 201; body: { lead_id: string } }
  | { status: 400; body: { message: string; errors: FieldError[] } }
  | { status: 404 | 409; body: { message: string } }

export type JourneyContext = {
  /** The finance estimate text for a price ('est. $123/wk based on sample 9.5% p.a.'), when the dealer has one. */
  estimate?: (price: number) => string | null
  userAgent?: string | null
  findVehicle?: (tenant: SiteTenant, slug: string) => Promise<Vehicle | null>
}

export async function storeJourney(payload: Payload, tenant: SiteTenant, raw: { car_id?: unknown; answers?: unknown; idempotency_key?: unknown; attribution?: unknown }, ctx: JourneyContext = {}): Promise<JourneyOutcome> {
  const key = idempotencyKeySchema.safeParse(raw.idempotency_key)
  if (!key.success) return { status: 400, body: { message: MESSAGES.fixErrors, errors: [{ field: '_form', message: key.error.issues[0]!.message }] } }
  const carKey = typeof raw.car_id === 'number' ? String(raw.car_id) : typeof raw.car_id === 'string' ? raw.car_id : ''
  const vehicle = await (ctx.findVehicle ?? findVisibleVehicle)(tenant, carKey)
  if (!vehicle) return { status: 404, body: { message: 'Sorry, this vehicle is no longer available.' } }
  const eligible = eligibilityOf(vehicle, tenant.settings, 'buy-online')
  if (!eligible.ok) return { status: 409, body: { message: eligible.message } }

  const leadKey = `journey-${key.data}`
  const replay = await findLeadByIdempotencyKey(payload, tenant.stockTenantId, leadKey)
  if (replay) return { status: 200, body: { lead_id: replay.publicId } }

  const locations = await payload.find({
    collection: 'locations',
    where: { and: [locationsWhere(siteRooftops(tenant)), { visible: { not_equals: false } }, PUBLISHED] },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    select: { name: true, type: true },
  })
  const pickup = pickupLocations(locations.docs)
  const checked = journeySchema(pickup.map((l) => l.id)).safeParse(raw.answers ?? {})
  if (!checked.success) return { status: 400, body: { message: MESSAGES.fixErrors, errors: fieldErrors(checked.error) } }
  const answers = checked.data as JourneyAnswers
  const location = answers.delivery.handover === 'pickup' ? pickup.find((l) => l.id === (answers.delivery as { location_id: number }).location_id) : null
  const price = typeof vehicle.offer_price === 'number' && vehicle.offer_price > 0 && vehicle.offer_price < (vehicle.price ?? 0) ? vehicle.offer_price : (vehicle.price ?? 0)
  const estimate = answers.finance.payment_method === 'cash' ? null : (ctx.estimate?.(price) ?? null)
  const c = answers.contact
  const data = journeyLeadData({
    tenant,
    vehicle,
    fields: journeyLeadFields(answers, { location: location?.name ?? null, estimate }),
    contact: { name: c.name, lastName: c.last_name, email: c.email, phone: c.phone, postcode: c.postcode },
    userAgent: ctx.userAgent,
    touches: touchesFromInput(raw.attribution),
  })
  try {
    const lead = await withTransaction(payload, (req) => storeLeadWithDelivery(req, data, leadKey))
    return { status: 201, body: { lead_id: lead.publicId } }
  } catch (error) {
    const winner = await findLeadByIdempotencyKey(payload, tenant.stockTenantId, leadKey)
    if (winner) return { status: 200, body: { lead_id: winner.publicId } }
    throw error
  }
}
