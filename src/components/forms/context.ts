/**
 * Server side of every form block: the dealer's form rules, the locations for the drop-down and the
 * analytics setting, read once when the page renders (the page is cached per dealer and evicted when a
 * location or the dealer changes).
 */
import { formConfig } from '@/domain/forms/config'
import { shownDealerships } from '@/lib/dealerships/shown'
import { locationsWhere, siteRooftops } from '@/lib/dealerships/siteRooftops'
import { blockFormOptions, offersDealershipRecords } from '@/lib/leads/formConfig'
import { payloadClient, publicRead } from '@/lib/payload'
import type { SiteTenant } from '@/lib/site/tenant'
import type { FormProps } from './types'
import { dealerDataLayer } from '@/lib/events/dataLayer'

export async function formProps(block: { id?: string | null; heading?: string | null; intro?: string | null; dealerships?: unknown }, tenant: SiteTenant): Promise<FormProps> {
  const payload = await payloadClient()
  const locations = await payload.find({
    collection: 'locations',
    where: { and: [locationsWhere(siteRooftops(tenant)), { visible: { not_equals: false } }] },
    sort: ['-primary', 'name'],
    limit: 50,
    depth: 0,
    ...publicRead,
  })
  // The block's own list, else (asked, with none typed) the dealer's dealership records.
  const typed = Array.isArray(block.dealerships) ? (block.dealerships as { label: string; slug: string }[]).map((d) => ({ label: d.label, slug: d.slug })) : []
  const records = offersDealershipRecords(block as Record<string, unknown>) ? await shownDealerships(payload, siteRooftops(tenant)) : []
  const dealerships = typed.length > 0 ? typed : records
  return {
    blockId: block.id ?? '',
    heading: block.heading ?? null,
    intro: block.intro ?? null,
    config: formConfig(tenant.settings, blockFormOptions(block, records)),
    locations: locations.docs.map((l) => ({ id: l.id, name: l.name })),
    dealerships,
    phone: tenant.contact.phone,
    dataLayer: dealerDataLayer(tenant.settings),
  }
}
