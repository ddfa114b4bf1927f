/**
 * Where a lead email goes: the department address of the lead's location (service bookings to
 * service, trade-ins and instant offers to trade-in, everything else to sales), then that location's
 * sales address, then the same at the dealer's primary location (a service location first for a
 * service booking), then the dealer's enquiries email.
 */
import type { Location, Tenant } from '@/payload-types'

type Department = 'sales' | 'service' | 'tradeIn'

const departmentOf = (form: string): Department =>
  form === 'service' ? 'service' : form === 'trade-in' || form === 'instant-offer' ? 'tradeIn' : 'sales'

type LocationEmails = Pick<Location, 'leadEmails' | 'type' | 'primary'>

const addressAt = (location: LocationEmails | null | undefined, department: Department) =>
  location?.leadEmails?.[department] || location?.leadEmails?.sales || null

export function leadRecipient(
  form: string,
  location: LocationEmails | null,
  dealerLocations: LocationEmails[],
  tenant: Pick<Tenant, 'contact'>,
): string | null {
  const department = departmentOf(form)
  const fallbacks = [...dealerLocations].sort((a, b) => rank(b, department) - rank(a, department))
  for (const candidate of [location, ...fallbacks]) {
    const address = addressAt(candidate, department)
    if (address) return address
  }
  return tenant.contact?.email || null
}

function rank(location: LocationEmails, department: Department): number {
  const serves = department === 'service' ? location.type === 'service' || location.type === 'service-and-parts' : location.type === 'sales' || !location.type
  return (location.leadEmails?.[department] ? 4 : 0) + (serves ? 2 : 0) + (location.primary ? 1 : 0)
}
