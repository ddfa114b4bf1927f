/**
 * The car a lead is about, on the lead's Car tab (issue 18): its name, stock number, price and status,
 * linked to its page on the dealer's site (and, for staff, to the car in the admin). Read here with
 * access skipped and limited to the lead's own dealer, because sales staff work leads without reading
 * the stock collection. A lead without a car shows the make and model the shopper typed, if any.
 */
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { isStaffUser } from '@/access/roles'
import { relationId } from '@/domain/relationId'
import { vehiclePath } from '@/domain/vehicle-page/path'
import { dealerOrigin } from '@/lib/preview/url'

type Props = { payload: Payload; req?: PayloadRequest; data?: Record<string, unknown> | null; user?: TypedUser | null }

const money = (n: unknown) => (typeof n === 'number' && n > 0 ? `$${n.toLocaleString('en-AU')}` : null)

export async function LeadVehicle({ payload, req, data, user }: Props) {
  const id = relationId(data?.vehicle)
  const tenantId = relationId(data?.tenant)
  const defaults = (data?.defaults ?? {}) as { vehicleMake?: string | null; vehicleModel?: string | null; stockNumber?: string | null }
  const location = typeof data?.locationName === 'string' && data.locationName ? data.locationName : null
  const typed = [defaults.vehicleMake, defaults.vehicleModel].filter(Boolean).join(' ')
  const car =
    id && tenantId
      ? (
          await payload.find({
            collection: 'vehicles',
            where: { and: [{ id: { equals: id } }, { tenant: { equals: tenantId } }] },
            depth: 0,
            limit: 1,
            overrideAccess: true,
            select: { name: true, slug: true, stocknum: true, price: true, offer_price: true, status: true },
          })
        ).docs[0]
      : undefined
  const tenant = tenantId ? await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, disableErrors: true, select: { slug: true, domains: true } }) : null
  const origin = tenant ? dealerOrigin({ id: tenant.id, slug: tenant.slug, domains: tenant.domains }, req?.headers.get('x-forwarded-host') ?? req?.headers.get('host')) : null
  return (
    <div className="lead-vehicle" data-testid="lead-vehicle" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h4 style={{ margin: '0 0 0.5rem' }}>The car</h4>
      {car ? (
        <p style={{ margin: 0 }}>
          {origin ? (
            <a href={`${origin}${vehiclePath(car)}`} target="_blank" rel="noreferrer">
              {car.name ?? typed}
            </a>
          ) : (
            (car.name ?? typed)
          )}
          {car.stocknum ? ` · stock ${car.stocknum}` : ''}
          {money(car.offer_price) ?? money(car.price) ? ` · ${money(car.offer_price) ?? money(car.price)}` : ''}
          {car.status ? ` · ${car.status}` : ''}
          {isStaffUser(user) ? (
            <>
              {' · '}
              <a href={`${payload.config.routes.admin}/collections/vehicles/${car.id}`}>Open in Stock</a>
            </>
          ) : null}
        </p>
      ) : (
        <p style={{ margin: 0 }}>{typed ? `${typed} (as the shopper described it; not a car in stock)` : 'No particular car.'}</p>
      )}
      {location ? <p style={{ margin: '0.25rem 0 0' }}>Location: {location}</p> : null}
    </div>
  )
}
