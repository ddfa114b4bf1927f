/**
 * GET /api/leads/google-ads-conversions.csv: Google Ads offline click conversions for the signed-in
 * user's leads (issue 37), the file a dealer uploads to Google Ads to say which ad clicks became leads,
 * test drives and reservations. The format and which conversion a lead is: src/domain/marketing/googleAdsConversions.ts.
 *
 * The leads are those of the lead list's base filter (the dealer picked in the admin's dealer switcher),
 * read as the user with access enforced (overrideAccess: false), as the lead export does
 * (src/lib/leads/export.ts): a user's own dealers' leads (and a rooftop-limited sales person's own
 * rooftops'), never another's. Of those: the ones with a Google click id that the shopper finished
 * (an in-progress lead is not one yet), from the last 90 days (Google refuses older clicks).
 */
import type { Endpoint, PayloadRequest, Where } from 'payload'
import { combineWhereConstraints } from 'payload/shared'

import type { Lead } from '@/payload-types'
import { exportFileName } from '@/domain/leads/csv'
import { googleAdsHeader, googleAdsLines, oldestClickTime, type ClickedLead, type GoogleAdsSettings } from '@/domain/marketing/googleAdsConversions'
import { relationId } from '@/domain/relationId'
import { resolveTenantSettings } from '@tenants/settings'
import { leadDownloadRefusal, leadsCsvResponse } from './csvDownload'
import { listWhere } from './export'

const EXPORT_PAGE_SIZE = 500

const SELECT = { form: true, createdAt: true, tenant: true, attribution: { gclid: true } } as const

/** Leads Google can take a conversion for: a click id, finished by the shopper, within the last 90 days. */
const clickedLeads = (now: Date): Where => ({
  and: [
    { 'attribution.gclid': { exists: true } },
    { 'attribution.gclid': { not_equals: '' } },
    { status: { not_equals: 'in-progress' } },
    { createdAt: { greater_than_equal: oldestClickTime(now).toISOString() } },
  ],
})

/**
 * Each dealer's conversion names and values, read once per dealer. Access is skipped for the read:
 * the ids come from leads the user could read, so these are their own dealers (and sales staff may
 * not read a dealer's settings themselves).
 */
function settingsCache(req: PayloadRequest) {
  const byTenant = new Map<number, GoogleAdsSettings>()
  return async (docs: Lead[]): Promise<ClickedLead[]> => {
    const missing = [...new Set(docs.map((d) => relationId(d.tenant)).filter((id): id is number => id !== null && !byTenant.has(id)))]
    if (missing.length > 0) {
      const found = await req.payload.find({ collection: 'tenants', where: { id: { in: missing } }, depth: 0, limit: missing.length, overrideAccess: true, select: { settings: true } })
      for (const t of found.docs) byTenant.set(t.id, resolveTenantSettings(t.settings))
    }
    return docs.flatMap((d) => {
      const settings = byTenant.get(relationId(d.tenant) ?? -1)
      const gclid = d.attribution?.gclid
      return settings && gclid ? [{ gclid, form: d.form, createdAt: d.createdAt, settings }] : []
    })
  }
}

export const googleAdsExportEndpoint: Endpoint = {
  path: '/google-ads-conversions.csv',
  method: 'get',
  handler: async (req) => {
    const refused = leadDownloadRefusal(req)
    if (refused) return refused
    const now = new Date()
    const { where: listFilter } = await listWhere(req)
    const where = combineWhereConstraints([listFilter, clickedLeads(now)])
    const withSettings = settingsCache(req)
    return leadsCsvResponse(req, {
      // By id, so that leads arriving while the file is written add to the last page instead of shifting the others.
      page: (n) => req.payload.find({ collection: 'leads', where, sort: 'id', page: n, limit: EXPORT_PAGE_SIZE, depth: 0, overrideAccess: false, user: req.user, req, select: SELECT }),
      // No byte-order mark: Google reads the first line as the file's parameters, exactly as written.
      head: googleAdsHeader(),
      lines: async (docs) => googleAdsLines(await withSettings(docs), now),
      fileName: exportFileName(now, 'google-ads-conversions'),
      failure: 'Google Ads conversions export failed part-way',
    })
  },
}
