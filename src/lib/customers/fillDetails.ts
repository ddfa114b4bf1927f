/**
 * What a signed-in shopper typed into a form (a reservation's contact details) fills the details their
 * account does not have yet, so My Garage shows the name and email they just gave us instead of "Not
 * given". What the account already holds is never overwritten (the shopper may have set it on purpose),
 * and a failure here never fails the form: the form's own record is stored first.
 */
import type { Payload } from 'payload'

export type GivenDetails = { name?: string | null; lastName?: string | null; email?: string | null; postcode?: string | null }
const KEYS = ['name', 'lastName', 'email', 'postcode'] as const

/** The details to add: each given value whose field the account leaves empty. Pure. */
function missingDetails(account: GivenDetails, given: GivenDetails): GivenDetails {
  const add: GivenDetails = {}
  for (const key of KEYS) {
    const value = given[key]?.trim()
    if (value && !account[key]?.trim()) add[key] = value
  }
  return add
}

export async function fillCustomerDetails(payload: Payload, customerId: number, given: GivenDetails): Promise<void> {
  try {
    const account = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!account) return
    const add = missingDetails(account, given)
    if (Object.keys(add).length === 0) return
    await payload.update({ collection: 'customers', id: customerId, data: add, depth: 0, overrideAccess: true })
  } catch (error) {
    // The error's kind only: a database error can quote the values it refused (a shopper's details).
    payload.logger.warn({ customer: customerId, error: (error as Error | null)?.name ?? 'Error' }, "Could not add the form's details to the shopper's account")
  }
}
