/**
 * Server side of every form block: the dealer's form rules, the locations for the drop-down and the
 * analytics setting, read once when the page renders (the page is cached per dealer and evicted when a
 * location or the dealer changes).
 */
import { formConfig } from '@/domain/forms/config'
import { blockFormOptions } from '@/lib/leads/formConfig'
import { payloadClient, publicRead } from '@/lib/payload'
import type { SiteTenant } from '@/lib/site/tenant'
import type { FormProps } from './types'
import { dealerDataLayer } from '@/lib/events/dataLayer'

export async function formProps(block: { id?: string | null; heading?: string | null; intro?: string | null; dealerships?: unknown }, tenant: SiteTenant): Promise<FormProps> {
  const payload = await payloadClient()
  const locations = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenant.id } }, { visible: { not_equals: false } }] },
    sort: ['-primary', 'name'],
    limit: 50,
    depth: 0,
    ...publicRead,
  })
  const dealerships = Array.isArray(block.dealerships) ? (block.dealerships as { label: string; slug: string }[]).map((d) => ({ label: d.label, slug: d.slug })) : []
  return {
    blockId: block.id ?? '',
    heading: block.heading ?? null,
    intro: block.intro ?? null,
    config: formConfig(tenant.settings, blockFormOptions(block)),
    locations: locations.docs.map((l) => ({ id: l.id, name: l.name })),
    dealerships,
    phone: tenant.contact.phone,
    dataLayer: dealerDataLayer(tenant.settings),
  }
}
