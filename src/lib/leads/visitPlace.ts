/**
 * The hours a test drive's preferred time is checked against on the server (the form checks the same
 * in the browser): the chosen location's weekly rows and special hours, or the car's location's when
 * the shopper chose none. Read directly, not from the page cache, so a change of hours counts at once.
 */
import type { Payload } from 'payload'

import { weeklyRows, type VisitPlace } from '@/domain/forms/visitTime'
import { specialHoursFromDoc, type SpecialHours, type SpecialHoursDoc } from '@/domain/presence/specialHours'
import { PUBLISHED } from '@/fields/versions'

export async function visitPlace(payload: Payload, tenantId: number, locationId: number): Promise<VisitPlace | null> {
  const [location, special] = await Promise.all([
    payload.find({
      collection: 'locations',
      where: { and: [{ id: { equals: locationId } }, { tenant: { equals: tenantId } }, PUBLISHED] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { name: true, timezone: true, openingHours: true },
    }),
    payload.find({
      collection: 'special-hours',
      where: { and: [{ location: { equals: locationId } }, { tenant: { equals: tenantId } }, PUBLISHED] },
      limit: 500,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const doc = location.docs[0]
  if (!doc) return null
  return {
    name: doc.name,
    tz: doc.timezone || 'Australia/Sydney',
    weekly: weeklyRows(doc.openingHours),
    special: special.docs.map((d) => specialHoursFromDoc(d as SpecialHoursDoc & { id: number })).filter((e): e is SpecialHours => Boolean(e)),
  }
}
