import { APIError, type PayloadRequest } from 'payload'

/**
 * A dealership some sales staff are limited to stays until they are moved: deleting it would empty
 * their list, and an empty list means every rooftop (src/access/dealershipScope.ts), so a person meant
 * to see one rooftop's leads would see them all.
 */
export async function refuseWhileStaffLimited(req: PayloadRequest, dealershipId: number): Promise<void> {
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { dealerships: { in: [dealershipId] } }, overrideAccess: true, req })
  if (totalDocs > 0) {
    const who = totalDocs === 1 ? '1 sales user is' : `${totalDocs} sales users are`
    throw new APIError(`${who} limited to this dealership. Change their dealerships first, so they do not see every rooftop’s leads.`, 409, undefined, true)
  }
}
