/**
 * Who reads media records and files (issue 21). Media belong to one dealer each.
 *
 * - Staff: everything of their dealers (the multi-tenant plugin narrows a marketer's reads to them).
 * - Our renderer's public-site reads (context.publicSite): allowed; it reads only records that the
 *   host's own documents reference.
 * - Anonymous REST callers (`GET /api/media`, `/api/media/:id`): only the media of the dealer the request's
 *   Host names; on any other host (the app's own address, an IP, an unknown name) nothing.
 * - Anonymous file downloads (`/api/media/file/:filename`, what the pages' <img> and next/image use):
 *   on a dealer's host only that dealer's files, so one dealer's site never serves another's; on a host
 *   that names no dealer the file is served as before, because next/image fetches the original from
 *   this same server without the shopper's Host header.
 * - Anyone else (sales staff): nothing.
 */
import type { Access, PayloadRequest, Where } from 'payload'

import { localhostTenantsEnabled, normalizeHost, slugFromLocalhost } from '@tenants/host'
import { isPublicSiteRead, isStaffUser } from './roles'

/** The id of the dealer the request's Host names, or null. */
async function hostTenantId(req: PayloadRequest): Promise<number | string | null> {
  const host = normalizeHost(req.headers?.get('host'))
  if (!host) return null
  const devSlug = localhostTenantsEnabled() ? slugFromLocalhost(host) : null
  const found = await req.payload.find({
    collection: 'tenants',
    where: devSlug ? { slug: { equals: devSlug } } : { 'domains.domain': { equals: host } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true,
    req,
  })
  return found.docs[0]?.id ?? null
}

export const mediaRead: Access = async ({ req, isReadingStaticFile }) => {
  if (isStaffUser(req.user)) return true
  if (req.user) return false
  if (isPublicSiteRead(req)) return true
  const tenantId = await hostTenantId(req)
  if (tenantId !== null) return { tenant: { equals: tenantId } } satisfies Where
  return Boolean(isReadingStaticFile)
}
