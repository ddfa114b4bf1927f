import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Dealership, Lead, Location, Tenant, User, Vehicle } from '@/payload-types'

export const getTestPayload = (): Promise<Payload> => getPayload({ config })

let counter = 0
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`

export async function createTenant(payload: Payload, name: string, extra: Partial<Tenant> = {}): Promise<Tenant> {
  const slug = unique(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'))
  return payload.create({
    collection: 'tenants',
    data: { name, slug, template: 'franchise', domains: [{ domain: `${slug}.example.com.au` }], ...extra } as Tenant,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

export async function createMarketer(payload: Payload, tenants: Tenant[]): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${unique('marketer')}@example.test`,
      password: 'Secret-pass-123',
      roles: ['marketer'],
      tenants: tenants.map((t) => ({ tenant: t.id })),
    },
    overrideAccess: true,
  })
  // Access functions see the user as Payload loads it for a request: with its collection set.
  return { ...user, collection: 'users' } as User & { collection: 'users' }
}

export async function createPage(payload: Payload, tenant: Tenant, slug: string, status: 'draft' | 'published' = 'published') {
  return payload.create({
    collection: 'pages',
    data: { title: `Page ${slug}`, slug, tenant: tenant.id, _status: status, layout: [] },
    draft: status === 'draft',
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** A location of the tenant (vehicles need one). */
export async function createLocation(payload: Payload, tenant: Tenant): Promise<Location> {
  return payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, tenant: tenant.id, name: `${tenant.name} Yard`, slug: unique('yard'), address: { city: 'Brisbane', state: 'QLD' } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const trusted = { overrideAccess: true as const, context: { disableRevalidate: true } }

/** A dealership (a rooftop of a dealer group) of the tenant; `extra` adds e.g. its lead recipients. */
export const createDealership = (payload: Payload, tenant: Tenant, name: string, extra: Partial<Dealership> = {}): Promise<Dealership> =>
  payload.create({ collection: 'dealerships', data: { tenant: tenant.id, name, slug: '', ...extra }, ...trusted })

/** A published location of the tenant in Southport, QLD; `extra` sets e.g. its dealership. */
export const createYard = (payload: Payload, tenant: Tenant, name: string, extra: Partial<Location> = {}): Promise<Location> =>
  payload.create({
    collection: 'locations',
    data: { _status: 'published' as const, tenant: tenant.id, name, slug: unique('yard'), address: { city: 'Southport', state: 'QLD' }, ...extra },
    ...trusted,
  }) as Promise<Location>

/** An in-stock used 2022 SUV of `make` at the location, $30,000; `extra` adds e.g. its photos. */
export const createCar = (payload: Payload, tenant: Tenant, at: Location, make: string, extra: Partial<Vehicle> = {}): Promise<Vehicle> =>
  payload.create({
    collection: 'vehicles',
    data: { tenant: tenant.id, location: at.id, item_type: 'car', year: 2022, make, model: 'X', car_type: 'used', simple_body: 'suv', price: 30_000, status: 'in_stock', stocknum: unique('s'), ...extra },
    ...trusted,
  })

/** The field-level error Payload reports for a refused write. */
export async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    return [(error as Error).message, ...(data?.errors ?? []).map((e) => e.message)].join(' | ')
  }
  throw new Error('the write was accepted')
}

/** A stored lead of the tenant, as the lead API would have left it after delivery (`extra` overrides). */
export async function createLead(payload: Payload, tenant: Tenant, extra: Partial<Lead> = {}): Promise<Lead> {
  const key = unique('key')
  return payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      title: `Jane Citizen · General Enquiry ${key}`,
      form: 'enquiry',
      category: 'General Enquiry',
      publicId: `ld_${key.replace(/[^A-Za-z0-9]/g, '')}`,
      idempotencyKey: key,
      status: 'delivered',
      contact: { name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', phone: '0412345678', postcode: '4000' },
      ...extra,
    } as never,
    overrideAccess: true,
    depth: 0,
  })
}
