/**
 * The FormConfig a submission is checked against: the dealer's settings plus the options of the form
 * block it came from (found by the page's path and the block's id, on that dealer's published page). A submission
 * without a block reference gets the dealer's settings alone; the dealer-wide rules (message, terms,
 * service interval) hold either way.
 */
import type { Payload } from 'payload'

import { formConfig, type BlockFormOptions, type FormConfig } from '@/domain/forms/config'
import { shownDealerships } from '../dealerships/shown'
import { siteRooftops } from '../dealerships/siteRooftops'
import type { SiteTenant } from '../site/tenant'
import { decodeOrNull } from '@/domain/security/percentDecoding'
import { SLUG_PATTERN } from '@/domain/format/slug'

type Labelled = { label?: string | null; slug?: string | null }
const labels = (rows: unknown): string[] | undefined =>
  Array.isArray(rows) ? rows.map((r: Labelled) => (r?.label ?? '').trim()).filter(Boolean) : undefined

/**
 * Reads the form options every form block may carry (blocks/formFields.ts declares them). A block that
 * asks which dealership without a list of its own offers the dealer's dealership records (`records`).
 */
export function blockFormOptions(form: object | null | undefined, records: readonly Labelled[] = []): BlockFormOptions {
  if (!form) return {}
  // Any form block's generated type: each option is read and checked one by one below.
  const block = form as Record<string, unknown>
  const typed = Array.isArray(block.dealerships) ? (block.dealerships as Labelled[]) : []
  const dealerships = typed.length > 0 ? typed : records
  return {
    categoryOptions: labels(block.categories),
    showLocation: typeof block.showLocation === 'boolean' ? block.showLocation : undefined,
    showDealership: typeof block.showDealership === 'boolean' ? block.showDealership && dealerships.length > 0 : undefined,
    dealershipOptions: dealerships.map((d) => d.slug ?? '').filter(Boolean),
    serviceIntervals: labels(block.serviceIntervals),
    serviceTypes: labels(block.serviceTypes),
    messageRequired: (block.messageRequired as BlockFormOptions['messageRequired']) ?? undefined,
  }
}

export type FormRef = { path: string; block: string }

/** The page slug of a site path: `/` is `home`, `/book-test-drive/` is `book-test-drive`. */
const slugOfPath = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean).map((s) => (decodeOrNull(s) ?? s).toLowerCase()).join('/') || 'home'

async function findFormBlock(payload: Payload, tenantId: number, ref: FormRef | undefined) {
  const slug = ref ? slugOfPath(ref.path) : null
  // A path no page can have is no form (a NUL in it would make PostgreSQL refuse the query).
  if (!ref || !slug || !SLUG_PATTERN.test(slug)) return null
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: true,
  })
  const page = found.docs[0]
  return ((page?.layout ?? []) as unknown as Record<string, unknown>[]).find((b) => b.id === ref.block) ?? null
}

/** Whether a block asks which dealership and lists none itself (it then offers the dealer's records). */
export const offersDealershipRecords = (block: Record<string, unknown> | null | undefined): boolean =>
  block?.showDealership === true && !(Array.isArray(block.dealerships) && block.dealerships.length > 0)

export async function resolveFormConfig(payload: Payload, tenant: SiteTenant, ref: FormRef | undefined): Promise<{ config: FormConfig; block: Record<string, unknown> | null }> {
  const block = await findFormBlock(payload, tenant.id, ref)
  const records = offersDealershipRecords(block) ? await shownDealerships(payload, siteRooftops(tenant)) : []
  return { config: formConfig(tenant.settings, blockFormOptions(block, records)), block }
}
