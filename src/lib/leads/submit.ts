/**
 * The lead API's work, independent of HTTP (the Next route, the crash-test harness and the
 * integration tests all call it): validate with the shared schemas, refuse spam quietly, store the
 * lead and its delivery job in one transaction, and answer with the lead_id. Delivery happens later,
 * in the job queue, never inside the shopper's request.
 */
import type { Payload } from 'payload'

import type { Location, Vehicle } from '@/payload-types'
import { leadEventId } from '@/domain/forms/analytics'
import { fieldErrors, validationFailure, type FieldError } from '@/domain/forms/errors'
import { HONEYPOT_FIELD, fieldSchemaFor, leadEnvelopeSchema } from '@/domain/forms/lead'
import { MESSAGES, TEST_DRIVE_DATE_FIELD } from '@/domain/forms/messages'
import { visitTimeProblem } from '@/domain/forms/visitTime'
import { relationId } from '@/domain/relationId'
import { leadReferencePrefix } from '@/domain/leads/reference'
import { readableReference } from '../ids/readableReference'
import { geocodePostcode } from '../geocoding'
import { PUBLISHED } from '@/fields/versions'
import type { SiteTenant } from '../site/tenant'
import { dealershipBySlug, dealershipOfLocation } from '../dealerships/lookup'
import { locationsWhere, siteRooftops, type SiteRooftops } from '../dealerships/siteRooftops'
import { leadData } from './build'
import { resolveFormConfig } from './formConfig'
import { newPublicLeadId } from './ids'
import { findLeadByIdempotencyKey, queueDelivery, withTransaction } from './store'
import type { SubmitOutcome } from './outcome'
import { instantOfferValuation } from './instantOffer'
import { visitPlace } from './visitPlace'
import { continueTradeIn } from './tradeIn'
import { formConsent } from '@/domain/privacy/consent'

export type { SubmitOutcome } from './outcome'

export type SubmitMeta = { idempotencyKey?: string | null; userAgent?: string | null }

const invalid = (errors: FieldError[]): SubmitOutcome => ({ status: 400, body: validationFailure(errors) })

export async function submitLead(payload: Payload, tenant: SiteTenant, raw: unknown, meta: SubmitMeta = {}): Promise<SubmitOutcome> {
  const parsed = leadEnvelopeSchema.safeParse(raw)
  if (!parsed.success) return invalid(fieldErrors(parsed.error))
  const envelope = parsed.data

  // A bot that filled the invisible field is told "thank you" and nothing is stored, so it learns nothing.
  if (envelope[HONEYPOT_FIELD]?.trim()) return { status: 201, body: { lead_id: newPublicLeadId() } }

  if (envelope.form === 'trade-in' && envelope.stage && envelope.stage !== 'create') {
    return continueTradeIn(payload, tenant, envelope)
  }

  const key = meta.idempotencyKey ?? envelope.idempotency_key ?? newPublicLeadId().slice(3)
  const replay = await findLeadByIdempotencyKey(payload, tenant.stockTenantId, key)
  if (replay) return { status: 200, body: { lead_id: replay.publicId } }

  const { config } = await resolveFormConfig(payload, tenant, envelope.form_ref)
  const checked = fieldSchemaFor(envelope, config).safeParse(envelope.fields)
  if (!checked.success) return invalid(fieldErrors(checked.error))
  const fields = checked.data

  const postcodeError = await checkPostcode(fields.postcode)
  if (postcodeError) return invalid([postcodeError])

  // The site's rooftops: its own dealer's, or its group's that the site shows (siteRooftops).
  const rooftops = siteRooftops(tenant)
  const location = await siteLocation(payload, rooftops, fields.location_id)
  if (fields.location_id !== undefined && !location) return invalid([{ field: 'location_id', message: MESSAGES.required }])
  const vehicle = await siteVehicle(payload, rooftops, envelope.car_id)
  const visitError = envelope.form === 'test-drive' ? await checkVisitTime(payload, rooftops.tenantId, fields[TEST_DRIVE_DATE_FIELD], location?.id ?? relationId(vehicle?.location)) : null
  if (visitError) return invalid([visitError])

  const inProgress = envelope.form === 'trade-in'
  const leadLocation = location ?? (vehicle ? locationOfVehicle(vehicle) : null)
  // The rooftop the lead is for: its location's, else the one the form named (src/lib/dealerships).
  const dealership =
    (await dealershipOfLocation(payload, leadLocation?.id)) ??
    (await dealershipBySlug(payload, rooftops, typeof fields.dealership_slug === 'string' ? fields.dealership_slug.trim() : null))
  const consent = formConsent(envelope.form, config, fields, new Date())
  const data = leadData({ tenant, envelope, fields, vehicle, location: leadLocation, dealership, userAgent: meta.userAgent ?? null, consent })
  const valuation = envelope.form === 'instant-offer' ? await instantOfferValuation(payload, fields) : null
  const publicId = newPublicLeadId()
  const reference = readableReference(leadReferencePrefix(envelope.form))

  try {
    await withTransaction(payload, async (req) => {
      const lead = await payload.create({
        collection: 'leads',
        data: { ...data, ...(valuation ? { valuation } : {}), publicId, reference, idempotencyKey: key, status: inProgress ? 'in-progress' : 'received' } as never,
        req,
        overrideAccess: true,
        depth: 0,
      })
      if (!inProgress) await queueDelivery(req, lead.id)
    })
  } catch (error) {
    // Two copies of one submission raced: the other one's commit won the unique (tenant, key) index.
    const winner = await findLeadByIdempotencyKey(payload, tenant.stockTenantId, key)
    if (winner) return { status: 200, body: { lead_id: winner.publicId } }
    throw error
  }
  return { status: 201, body: { lead_id: publicId, event_id: leadEventId({ form: envelope.form, carType: vehicle?.car_type, carTag: vehicle?.tag }) } }
}

/** A test drive's preferred time: not past, and when the location is open (src/domain/forms/visitTime.ts). */
async function checkVisitTime(payload: Payload, tenantId: number, value: unknown, locationId: number | null | undefined): Promise<FieldError | null> {
  if (typeof value !== 'string' || !value) return null
  const place = locationId ? await visitPlace(payload, tenantId, locationId) : null
  const message = visitTimeProblem(value, place ?? { name: 'We', tz: 'Australia/Sydney', weekly: [], special: [] }, new Date())
  return message ? { field: TEST_DRIVE_DATE_FIELD, message } : null
}

/** A postcode the maps service does not know is 'Invalid postcode'. An outage lets it through. */
async function checkPostcode(postcode: unknown): Promise<FieldError | null> {
  if (typeof postcode !== 'string') return null
  try {
    const result = await geocodePostcode(postcode)
    return result.ok ? null : { field: 'postcode', message: result.message }
  } catch {
    return null
  }
}

async function siteLocation(payload: Payload, rooftops: SiteRooftops, id: unknown): Promise<Location | null> {
  if (typeof id !== 'number') return null
  const found = await payload.find({
    collection: 'locations',
    where: { and: [{ id: { equals: id } }, locationsWhere(rooftops), { visible: { not_equals: false } }, PUBLISHED] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The car the lead is about, when it is one of the site's stock: its dealer's, and its rooftops' when limited. */
async function siteVehicle(payload: Payload, rooftops: SiteRooftops, id: number | undefined): Promise<Vehicle | null> {
  if (!id) return null
  const rooftop = rooftops.dealershipIds.length > 0 ? [{ 'location.dealership': { in: [...rooftops.dealershipIds] } }] : []
  const found = await payload.find({
    collection: 'vehicles',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: rooftops.tenantId } }, ...rooftop] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** A vehicle enquiry goes to the vehicle's location when the shopper did not pick one. */
const locationOfVehicle = (vehicle: Vehicle): Location | null =>
  typeof vehicle.location === 'object' ? vehicle.location : ({ id: vehicle.location } as Location)


