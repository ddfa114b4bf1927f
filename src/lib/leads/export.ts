/**
 * GET /api/leads/export.csv?{the list's query}: the lead inbox's current list as CSV (issue 18).
 *
 * Takes what the admin list view takes (`where`, `search`, `sort`, as in the list's address) and
 * builds the same query the list does: the filters, the search over listSearchableFields and the
 * collection's base filter (the multi-tenant plugin's: the dealer picked in the admin's dealer
 * switcher). It then reads as the signed-in user with access enforced (overrideAccess: false), so the
 * rows are exactly those the user may see: their own dealers' leads, never another's. Rows are read a
 * page at a time and streamed; the first page is read before answering, so a bad query is a 400, not
 * a broken file. Cells are escaped and guarded against spreadsheet formulas (src/domain/leads/csv.ts).
 */
import type { Endpoint, PayloadRequest, Sort, Where } from 'payload'
import { combineWhereConstraints, mergeListSearchAndWhere } from 'payload/shared'

import type { Lead } from '@/payload-types'
import { relationId } from '@/domain/relationId'
import { csvHeader, csvLines, exportFileName, type CsvColumn } from '@/domain/leads/csv'
import { stageLabel } from '@/domain/leads/stages'
import { LEAD_STATUSES } from '@/domain/leads/options'
import { leadDownloadRefusal, leadsCsvResponse } from './csvDownload'
import { logLeadsExported } from '../privacy/leadAccess'

const EXPORT_PAGE_SIZE = 500

type Row = Lead & { dealerName: string }

const deliveryLabel = (value: unknown) => LEAD_STATUSES.find((s) => s.value === value)?.label ?? String(value ?? '')

const LEAD_CSV_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Lead id', value: (l) => l.publicId },
  { header: 'Received', value: (l) => l.createdAt },
  { header: 'Dealer', value: (l) => l.dealerName },
  { header: 'Stage', value: (l) => stageLabel(l.salesStatus) },
  { header: 'Form', value: (l) => l.form },
  { header: 'Category', value: (l) => l.category },
  { header: 'Subcategory', value: (l) => l.subcategory },
  { header: 'First name', value: (l) => l.contact?.name },
  { header: 'Last name', value: (l) => l.contact?.lastName },
  { header: 'Email', value: (l) => l.contact?.email },
  { header: 'Phone', value: (l) => l.contact?.phone },
  { header: 'Postcode', value: (l) => l.contact?.postcode },
  { header: 'Vehicle', value: (l) => [l.defaults?.vehicleMake, l.defaults?.vehicleModel].filter(Boolean).join(' ') },
  { header: 'Stock number', value: (l) => l.defaults?.stockNumber },
  { header: 'Dealership', value: (l) => l.dealershipName },
  { header: 'Site', value: (l) => l.siteName },
  { header: 'Source', value: (l) => l.source },
  { header: 'Medium', value: (l) => l.medium },
  { header: 'Campaign', value: (l) => l.campaign },
  { header: 'Location', value: (l) => l.locationName },
  { header: 'Assigned to', value: (l) => l.assigneeName },
  { header: 'Follow up', value: (l) => l.followUpAt },
  { header: 'First contacted', value: (l) => l.firstContactedAt },
  { header: 'Minutes to first contact', value: (l) => l.minutesToFirstContact },
  { header: 'Delivery', value: (l) => deliveryLabel(l.status) },
  { header: 'Message', value: (l) => l.defaults?.message },
  { header: 'Notes', value: (l) => (l.notes ?? []).map((n) => `${n.authorName ?? ''} ${n.at ?? ''}: ${n.text ?? ''}`.trim()).join('\n') },
]

const SELECT = {
  publicId: true,
  createdAt: true,
  tenant: true,
  salesStatus: true,
  form: true,
  category: true,
  subcategory: true,
  contact: true,
  defaults: true,
  dealershipName: true,
  siteName: true,
  source: true,
  medium: true,
  campaign: true,
  locationName: true,
  assigneeName: true,
  followUpAt: true,
  firstContactedAt: true,
  minutesToFirstContact: true,
  status: true,
  notes: true,
} as const

/** The list view's query for these URL parameters (filters, search, the plugin's dealer filter). */
export async function listWhere(req: PayloadRequest): Promise<{ where: Where; sort: Sort }> {
  const config = req.payload.collections.leads.config
  const query = (req.query ?? {}) as { where?: Where; search?: unknown; sort?: unknown }
  const sort = typeof query.sort === 'string' && /^-?[A-Za-z0-9_.]+$/.test(query.sort) ? query.sort : '-createdAt'
  const base = await (config.admin?.baseFilter ?? config.admin?.baseListFilter)?.({ limit: EXPORT_PAGE_SIZE, page: 1, req, sort })
  const search = typeof query.search === 'string' ? query.search : ''
  const where = mergeListSearchAndWhere({
    collectionConfig: config,
    search,
    where: combineWhereConstraints([query.where && typeof query.where === 'object' ? query.where : undefined, base ?? undefined]),
  })
  return { where, sort }
}

export const leadExportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const refused = leadDownloadRefusal(req)
    if (refused) return refused
    const { where, sort } = await listWhere(req)

    // Dealer names, for users of more than one dealer (the rows are already limited to theirs).
    const dealerNames = new Map<number, string>()
    const withDealer = async (docs: Lead[]): Promise<Row[]> => {
      const missing = [...new Set(docs.map((d) => relationId(d.tenant)).filter((id): id is number => id !== null && !dealerNames.has(id)))]
      if (missing.length > 0) {
        const found = await req.payload.find({ collection: 'tenants', where: { id: { in: missing } }, depth: 0, limit: missing.length, overrideAccess: true, select: { name: true } })
        for (const t of found.docs) dealerNames.set(t.id, t.name)
      }
      return docs.map((d) => ({ ...d, dealerName: dealerNames.get(relationId(d.tenant) ?? -1) ?? '' }))
    }

    // Who downloaded how many leads of which dealers goes in the privacy log (issue 39).
    // A query the list refuses is answered by leadsCsvResponse as a 400; nothing is read, so nothing is logged.
    const counted = await req.payload
      .find({ collection: 'leads', where, depth: 0, overrideAccess: false, user: req.user, req, select: { tenant: true }, pagination: false })
      .catch((error: { status?: number }) => {
        if ((error.status ?? 500) < 500) return null
        throw error
      })
    if (counted) await logLeadsExported(req, [...new Set(counted.docs.map((d) => relationId(d.tenant)).filter((id): id is number => id !== null))], counted.docs.length)

    return leadsCsvResponse(req, {
      page: (n) => req.payload.find({ collection: 'leads', where, sort, page: n, limit: EXPORT_PAGE_SIZE, depth: 0, overrideAccess: false, user: req.user, req, select: SELECT }),
      // A byte-order mark, so Excel reads the file as UTF-8.
      head: `\uFEFF${csvHeader(LEAD_CSV_COLUMNS)}`,
      lines: async (docs) => csvLines(LEAD_CSV_COLUMNS, await withDealer(docs)),
      fileName: exportFileName(new Date()),
      failure: 'Lead export failed part-way',
    })
  },
}
