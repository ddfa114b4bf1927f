/**
 * Where a lead email goes: the department address of the lead's location (service bookings to
 * service, trade-ins and instant offers to trade-in, everything else to sales), then that location's
 * sales address; in a dealer group, then its dealership's (the rooftop's) and its other locations';
 * then the same at the dealer's primary location (a service location first for a service booking),
 * then the dealer's enquiries email. So a lead for a rooftop's car reaches that rooftop before anyone
 * else in the group.
 */
import type { Dealership, Location, Tenant } from '@/payload-types'
import { relationId } from '@/domain/relationId'

type Department = 'sales' | 'service' | 'tradeIn'

const departmentOf = (form: string): Department =>
  form === 'service' ? 'service' : form === 'trade-in' || form === 'instant-offer' ? 'tradeIn' : 'sales'

type LocationEmails = Pick<Location, 'leadEmails' | 'type' | 'primary'> & { dealership?: Location['dealership'] }
type DealershipEmails = Pick<Dealership, 'id' | 'leadEmails'>

const addressAt = (holder: Pick<LocationEmails, 'leadEmails'> | null | undefined, department: Department) =>
  holder?.leadEmails?.[department] || holder?.leadEmails?.sales || null

export function leadRecipient(
  form: string,
  location: LocationEmails | null,
  dealerLocations: LocationEmails[],
  tenant: Pick<Tenant, 'contact'>,
  dealership: DealershipEmails | null = null,
): string | null {
  const department = departmentOf(form)
  const rooftop = (l: LocationEmails) => dealership !== null && relationId(l.dealership) === dealership.id
  const fallbacks = [...dealerLocations].sort((a, b) => rank(b, department, rooftop) - rank(a, department, rooftop))
  const sameRooftop = fallbacks.filter(rooftop)
  const rest = fallbacks.filter((l) => !rooftop(l))
  for (const candidate of [location, dealership, ...sameRooftop, ...rest]) {
    const address = addressAt(candidate, department)
    if (address) return address
  }
  return tenant.contact?.email || null
}

function rank(location: LocationEmails, department: Department, rooftop: (l: LocationEmails) => boolean): number {
  const serves = department === 'service' ? location.type === 'service' || location.type === 'service-and-parts' : location.type === 'sales' || !location.type
  return (rooftop(location) ? 8 : 0) + (location.leadEmails?.[department] ? 4 : 0) + (serves ? 2 : 0) + (location.primary ? 1 : 0)
}
