/**
 * Turns a validated submission into the lead document: category, subcategory, the spec's lead
 * payload defaults, the contact summary the admin list shows, and the attribution.
 */
import type { Location, Vehicle } from '@/payload-types'
import { CATEGORIES, TRADE_IN_STAGES } from '@/domain/forms/messages'
import type { LeadEnvelope } from '@/domain/forms/lead'
import type { LeadApiForm } from '@/domain/leads/options'
import { leadSource, touchFromVisit, type Touch, type Touches } from '@/domain/marketing/touch'
import type { ConsentRecord } from '@/domain/privacy/consent'
import type { DealershipRef } from '../dealerships/lookup'
import type { SiteTenant } from '../site/siteTenant'

export type LeadContext = {
  tenant: SiteTenant
  envelope: LeadEnvelope
  fields: Record<string, unknown>
  vehicle: Vehicle | null
  location: Location | null
  /** In a dealer group, the rooftop the lead is for: its inbox and its recipients. */
  dealership?: DealershipRef | null
  userAgent: string | null
  /** What the form showed and the shopper chose (src/domain/privacy/consent.ts). */
  consent: ConsentRecord
}

const slugify = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

function categoryOf(form: LeadApiForm, fields: Record<string, unknown>, hasVehicle: boolean): string {
  switch (form) {
    case 'enquiry':
      return hasVehicle ? CATEGORIES.vehicle : CATEGORIES.general
    case 'test-drive':
      return CATEGORIES.testDrive
    case 'service':
      return CATEGORIES.service
    case 'trade-in':
      return CATEGORIES.tradeIn
    case 'instant-offer':
      return CATEGORIES.instantOffer
  }
}

/** The subcategory: the general enquiry's category choice, or the trade-in stage. */
function subcategoryOf(ctx: LeadContext): string | undefined {
  if (ctx.envelope.form === 'trade-in') return TRADE_IN_STAGES.created
  if (ctx.envelope.form === 'enquiry' && !ctx.vehicle) return str(ctx.fields.category)
  if (ctx.envelope.form === 'service') return str(ctx.fields['Service Type'])
  return undefined
}

function messageOf(fields: Record<string, unknown>): string | undefined {
  return str(fields.message) ?? str(fields.Comments) ?? str(fields.comments)
}

/** The shopper's touches as the browser sent them, or one made from the visit when it sent none. */
function touchesOf(envelope: LeadEnvelope, now: Date): Touches {
  const a = envelope.attribution
  const first = a?.first_touch as Touch | undefined
  const last = a?.last_touch as Touch | undefined
  if (first || last) return { first, last }
  const visit = touchFromVisit(a?.visited_pages?.[0] ?? a?.source_page, a?.linked_query_params, now) ?? undefined
  return { first: visit, last: visit }
}

export function leadData(ctx: LeadContext, now = new Date()) {
  const { tenant, envelope, fields, vehicle, location } = ctx
  const touches = touchesOf(envelope, now)
  const credited = leadSource(touches)
  const category = categoryOf(envelope.form, fields, Boolean(vehicle))
  const subcategory = subcategoryOf(ctx)
  const contact = {
    name: str(fields.name),
    lastName: str(fields.last_name),
    email: str(fields.email),
    phone: str(fields.phone),
    postcode: str(fields.postcode),
  }
  const who = [contact.name, contact.lastName].filter(Boolean).join(' ') || 'Shopper'
  const what = vehicle ? `${category}: ${vehicle.year} ${vehicle.make} ${vehicle.model}` : category
  const make = vehicle?.make ?? str(fields['Vehicle Make'])
  return {
    // A group's sites all send to the group's inbox; `site` says which one the shopper was on.
    tenant: tenant.stockTenantId,
    site: tenant.id,
    siteName: tenant.name,
    title: `${who} · ${what}`.slice(0, 200),
    form: envelope.form,
    category,
    subcategory,
    contact,
    vehicle: vehicle?.id,
    location: location?.id,
    dealership: ctx.dealership?.id,
    source: credited.source,
    medium: credited.medium,
    campaign: credited.campaign ?? undefined,
    defaults: {
      dealershipSlug: str(fields.dealership_slug) ?? ctx.dealership?.slug ?? tenant.slug,
      manufacturerSlug: make ? slugify(make) : undefined,
      stockNumber: vehicle?.stocknum ?? undefined,
      vehicleMake: make,
      vehicleModel: vehicle?.model ?? str(fields['Vehicle Model']),
      carType: vehicle?.car_type,
      carId: vehicle ? String(vehicle.id) : undefined,
      vehicleStatus: vehicle?.status,
      optIn: ctx.consent.marketing,
      autogaugeEnabled: false,
      message: messageOf(fields),
    },
    consent: ctx.consent,
    fields,
    attribution: {
      sourcePage: envelope.attribution?.source_page,
      visitedPages: envelope.attribution?.visited_pages ?? [],
      linkedQueryParams: envelope.attribution?.linked_query_params ?? {},
      referrer: envelope.attribution?.referrer,
      userAgent: ctx.userAgent?.slice(0, 500) ?? undefined,
      firstTouch: touches.first ?? null,
      lastTouch: touches.last ?? null,
      gclid: credited.gclid ?? undefined,
    },
  }
}

/** The lead as the spec's wire format names it (the webhook body and the ADF comments use it). */
export function leadPayload(lead: {
  publicId: string
  category: string
  subcategory?: string | null
  fields?: unknown
  defaults?: Record<string, unknown> | null
  attribution?: Record<string, unknown> | null
  valuation?: unknown
  createdAt?: string
}) {
  const d = (lead.defaults ?? {}) as Record<string, unknown>
  const a = (lead.attribution ?? {}) as Record<string, unknown>
  return {
    lead_id: lead.publicId,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    created_at: lead.createdAt ?? null,
    dealership_slug: d.dealershipSlug ?? null,
    manufacturer_slug: d.manufacturerSlug ?? null,
    stock_number: d.stockNumber ?? null,
    'Vehicle Make': d.vehicleMake ?? null,
    'Vehicle Model': d.vehicleModel ?? null,
    car_type: d.carType ?? null,
    car_id: d.carId ?? null,
    vehicle_status: d.vehicleStatus ?? null,
    opt_in: d.optIn ?? true,
    message: d.message ?? null,
    autogauge_enabled: d.autogaugeEnabled ?? false,
    fields: lead.fields ?? {},
    valuation: lead.valuation ?? null,
    source: 'Website',
    url: a.sourcePage ?? null,
    user_agent: a.userAgent ?? null,
    lead_attributes: { visited_pages: a.visitedPages ?? [], linked_query_params: a.linkedQueryParams ?? {} },
  }
}
