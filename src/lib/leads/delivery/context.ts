/**
 * Everything one delivery needs, loaded fresh from the database at each attempt (the lead may have
 * changed since it was queued, and channel states recorded by an earlier attempt must be seen).
 */
import type { Payload } from 'payload'

import type { Dealership, Lead, LeadDelivery, Location, Tenant, Vehicle } from '@/payload-types'
import { resolveTenantSettings, type TenantSettings } from '@tenants/settings'
import { leadPayload } from '../build'
import { buildAdf, fieldsAsComments, type AdfVehicle } from './adf'
import { leadRecipient } from './recipients'
import { relationId } from '@/domain/relationId'

export type DeliveryContext = {
  lead: Lead
  tenant: Tenant
  settings: TenantSettings
  location: Location | null
  /** The lead's dealership, in a dealer group: the rooftop the lead goes to. */
  dealership: Dealership | null
  vehicle: Vehicle | null
  recipient: string | null
  webhook: Pick<LeadDelivery, 'webhookEnabled' | 'webhookUrl' | 'webhookSecret'> | null
}


export async function loadDeliveryContext(payload: Payload, leadId: number): Promise<DeliveryContext> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 1, overrideAccess: true })
  const tenantId = relationId(lead.tenant)
  if (!tenantId) throw new Error(`Lead ${leadId} has no dealer.`)
  const [tenant, locations, delivery] = await Promise.all([
    payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'locations', where: { tenant: { equals: tenantId } }, limit: 50, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'lead-delivery', where: { tenant: { equals: tenantId } }, limit: 1, depth: 0, overrideAccess: true }),
  ])
  const location = (typeof lead.location === 'object' ? lead.location : null) ?? null
  const vehicle = (typeof lead.vehicle === 'object' ? lead.vehicle : null) ?? null
  // The lead's own rooftop (set when it was stored, or where a manager moved it), not its location's today.
  const dealership = typeof lead.dealership === 'object' ? (lead.dealership ?? null) : null
  return {
    lead,
    tenant,
    settings: resolveTenantSettings(tenant.settings),
    location,
    dealership,
    vehicle,
    recipient: leadRecipient(lead.form, location, locations.docs, tenant, dealership),
    webhook: delivery.docs[0] ?? null,
  }
}

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null)
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** The ADF XML of a lead. */
export function adfFor(ctx: DeliveryContext): string {
  const { lead, tenant, location, vehicle } = ctx
  const fields = (lead.fields ?? {}) as Record<string, unknown>
  const valuation = (lead.valuation ?? null) as Record<string, unknown> | null
  const vehicles: AdfVehicle[] = []
  if (lead.form === 'trade-in' || lead.form === 'instant-offer') {
    vehicles.push({
      interest: lead.form === 'trade-in' ? 'trade-in' : 'sell',
      status: 'used',
      year: num(valuation?.Year),
      make: str(valuation?.Make),
      model: str(valuation?.Model),
      trim: str(valuation?.Variant) ?? str(fields.vehicle_description),
      vin: str(valuation?.VIN),
      odometerKm: num(fields.kms) ?? num(fields.odometer),
      price: num(valuation?.offer) ?? num(valuation?.OfferPrice),
      comments: [str(fields.rego) && `Rego ${fields.rego} (${fields.regoState ?? fields.state ?? ''})`, valuation?.EvalID && `EvalID ${valuation.EvalID}`].filter(Boolean).join('; ') || null,
    })
  }
  if (vehicle || vehicles.length === 0) {
    vehicles.unshift({
      interest: lead.form === 'test-drive' ? 'test-drive' : 'buy',
      status: vehicle?.car_type === 'new' ? 'new' : 'used',
      year: vehicle?.year ?? num(fields['Vehicle Year']),
      make: vehicle?.make ?? str(fields['Vehicle Make']),
      model: vehicle?.model ?? str(fields['Vehicle Model']),
      trim: vehicle?.badge ?? null,
      vin: vehicle?.vin ?? null,
      stock: vehicle?.stocknum ?? null,
      odometerKm: vehicle?.km ?? null,
      price: vehicle?.price ?? null,
      comments: str(fields['Vehicle Rego']) ? `Rego ${fields['Vehicle Rego']}` : null,
    })
  }
  const header = [`Category: ${lead.category}`, lead.subcategory ? `Subcategory: ${lead.subcategory}` : '', `Lead id: ${lead.publicId}`].filter(Boolean).join('\n')
  return buildAdf({
    leadId: lead.publicId,
    requestDate: new Date(lead.createdAt),
    vehicles,
    customer: {
      first: lead.contact?.name,
      last: lead.contact?.lastName,
      email: lead.contact?.email,
      phone: lead.contact?.phone,
      postcode: lead.contact?.postcode,
      comments: `${header}\n${fieldsAsComments(fields, ['name', 'last_name', 'email', 'phone', 'postcode'])}`,
    },
    vendor: {
      id: lead.defaults?.dealershipSlug ?? tenant.slug,
      name: ctx.dealership?.name ?? tenant.name,
      contactName: location?.name ?? null,
      phone: location?.phone ?? tenant.contact?.phone ?? null,
      street: location?.address?.street ?? null,
      city: location?.address?.city ?? null,
      state: location?.address?.state ?? null,
      postcode: location?.address?.postcode ?? null,
    },
    provider: { service: [lead.category, lead.subcategory].filter(Boolean).join(' / '), url: lead.attribution?.sourcePage ?? null },
  })
}

/** The webhook's JSON body: the lead in the spec's field names, plus the dealer. */
export function webhookBodyFor(ctx: DeliveryContext) {
  const { lead, tenant } = ctx
  return {
    ...leadPayload({ ...lead, defaults: lead.defaults as Record<string, unknown>, attribution: lead.attribution as Record<string, unknown> }),
    dealer: { slug: tenant.slug, name: tenant.name },
    dealership: ctx.dealership ? { slug: ctx.dealership.slug, name: ctx.dealership.name } : null,
    location: ctx.location ? { id: ctx.location.id, name: ctx.location.name } : null,
  }
}
