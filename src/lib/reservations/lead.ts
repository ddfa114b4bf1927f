/**
 * The leads a reservation and the online purchase journey leave for the dealer: stored, with their
 * delivery job, in the caller's transaction (src/lib/leads/store.ts queueDelivery), and delivered by
 * the same job as every other lead (email, webhook, auto-reply). One idempotency key per reservation
 * (the unique (tenant, idempotencyKey) index of leads) makes a second lead for it impossible.
 */
import type { PayloadRequest } from 'payload'

import type { Lead, Vehicle } from '@/payload-types'
import { formatCents } from '@/domain/reservation/deposit'
import { newPublicLeadId } from '../leads/ids'
import { queueDelivery } from '../leads/store'
import { relationId } from '@/domain/relationId'
import { vehiclePath } from '@/domain/vehicle-page/path'
import { leadSource, type Touches } from '@/domain/marketing/touch'
import { noChoiceConsent } from '@/domain/privacy/consent'

export const RESERVATION_LEAD = { category: 'Vehicle Reservation', subcategory: 'Deposit Paid' } as const
const JOURNEY_LEAD = { category: 'Online Purchase', subcategory: 'Journey Completed' } as const

/** The idempotency key of the lead of one reservation. */
export const reservationLeadKey = (reference: string) => `reservation-${reference}`

type Contact = { name?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; postcode?: string | null }

const slugify = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

function common(tenant: { id: number; slug: string }, vehicle: Vehicle, contact: Contact, category: string) {
  const who = [contact.name, contact.lastName].filter(Boolean).join(' ') || 'Shopper'
  return {
    // The inbox of the dealer holding the car: a group's, when the shopper was on one of its sites.
    tenant: relationId(vehicle.tenant) ?? tenant.id,
    title: `${who} · ${category}: ${vehicle.year} ${vehicle.make} ${vehicle.model}`.slice(0, 200),
    contact: { name: contact.name ?? undefined, lastName: contact.lastName ?? undefined, email: contact.email ?? undefined, phone: contact.phone ?? undefined, postcode: contact.postcode ?? undefined },
    vehicle: vehicle.id,
    location: relationId(vehicle.location) ?? undefined,
    defaults: {
      dealershipSlug: tenant.slug,
      manufacturerSlug: slugify(vehicle.make),
      stockNumber: vehicle.stocknum ?? undefined,
      vehicleMake: vehicle.make,
      vehicleModel: vehicle.model,
      carType: vehicle.car_type,
      carId: String(vehicle.id),
      vehicleStatus: vehicle.status,
      optIn: true,
      autogaugeEnabled: false,
    },
    // The reservation journey shows no marketing choice: the spec's default, and no wording recorded.
    consent: noChoiceConsent(new Date()),
  }
}

/** Where the shopper came from, as every lead records it (src/lib/leads/build.ts does the same for the lead API). */
function sourceFields(touches: Touches | null | undefined, attribution: { sourcePage: string; userAgent?: string }) {
  const t = touches ?? {}
  const credited = leadSource(t)
  return {
    source: credited.source,
    medium: credited.medium,
    campaign: credited.campaign ?? undefined,
    attribution: { ...attribution, firstTouch: t.first ?? null, lastTouch: t.last ?? null, gclid: credited.gclid ?? undefined },
  }
}

export function reservationLeadData(args: {
  tenant: { id: number; slug: string }
  vehicle: Vehicle
  reference: string
  depositCents: number
  heldUntil: Date
  paymentId: string
  contact: Contact
  journeyLeadId?: string | null
  touches?: Touches | null
}) {
  const { tenant, vehicle, reference, depositCents, heldUntil, paymentId, contact } = args
  const deposit = formatCents(depositCents)
  const base = common(tenant, vehicle, contact, RESERVATION_LEAD.category)
  return {
    ...base,
    form: 'reservation' as const,
    category: RESERVATION_LEAD.category,
    subcategory: RESERVATION_LEAD.subcategory,
    defaults: {
      ...base.defaults,
      message: `Reserved online with a fully refundable ${deposit} deposit (reference ${reference}). The car is held until ${heldUntil.toISOString()}.`,
    },
    fields: {
      name: contact.name,
      last_name: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      postcode: contact.postcode,
      reservation_reference: reference,
      deposit,
      deposit_cents: depositCents,
      held_until: heldUntil.toISOString(),
      payment_id: paymentId,
      ...(args.journeyLeadId ? { online_purchase_lead_id: args.journeyLeadId } : {}),
    },
    ...sourceFields(args.touches, { sourcePage: vehiclePath(vehicle) }),
  }
}

export function journeyLeadData(args: { tenant: { id: number; slug: string }; vehicle: Vehicle; fields: Record<string, unknown>; contact: Contact; userAgent?: string | null; touches?: Touches | null }) {
  const base = common(args.tenant, args.vehicle, args.contact, JOURNEY_LEAD.category)
  return {
    ...base,
    site: args.tenant.id,
    form: 'online-purchase' as const,
    category: JOURNEY_LEAD.category,
    subcategory: JOURNEY_LEAD.subcategory,
    defaults: { ...base.defaults, message: 'Completed the online purchase journey; the deposit step follows.' },
    fields: args.fields,
    ...sourceFields(args.touches, { sourcePage: `/checkout-journey?car_id=${args.vehicle.id}`, userAgent: args.userAgent?.slice(0, 500) ?? undefined }),
  }
}

/** Stores a lead and queues its delivery, inside the caller's transaction. */
export async function storeLeadWithDelivery(req: PayloadRequest, data: Record<string, unknown>, idempotencyKey: string): Promise<Lead> {
  const lead = await req.payload.create({
    collection: 'leads',
    data: { ...data, publicId: newPublicLeadId(), idempotencyKey, status: 'received' } as never,
    req,
    overrideAccess: true,
    depth: 0,
  })
  await queueDelivery(req, lead.id)
  return lead
}
