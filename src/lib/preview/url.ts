/**
 * Where a record's preview opens: on its own dealer's host (the document's tenant decides, never the
 * admin's host), at /preview/{token}. An admin opened on this machine (localhost, 127.0.0.1 or a
 * *.localhost name) previews at the dealer's development address on the same port; anywhere else at
 * the dealer's first domain over https.
 */
import type { PayloadRequest } from 'payload'

import { localhostTenantsEnabled, normalizeHost } from '@tenants/host'
import { relationId } from '@/domain/relationId'
import { signPreview, type PreviewCollection } from './token'

type TenantLike = { id: number; slug?: string | null; domains?: { domain?: string | null }[] | null }

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)$/

/** The dealer's site origin as seen from an admin served at `adminHost` (a Host header, port included). */
export function dealerOrigin(tenant: TenantLike, adminHost: string | null | undefined): string | null {
  const host = normalizeHost(adminHost)
  const port = /:(\d+)$/.exec(adminHost ?? '')?.[1]
  if (host && LOCAL_HOST.test(host) && tenant.slug && localhostTenantsEnabled()) return `http://${tenant.slug}.localhost${port ? `:${port}` : ''}`
  const domain = normalizeHost(tenant.domains?.[0]?.domain)
  return domain ? `https://${domain}` : null
}

/** The preview address of one record, or null while it has no id or dealer yet (a new, unsaved record). */
export async function previewUrl(req: PayloadRequest, args: { collection: PreviewCollection; id: unknown; tenant: unknown; ttlMs: number }): Promise<string | null> {
  const tenantId = relationId(args.tenant)
  const id = relationId(args.id)
  if (!tenantId || !id) return null
  const tenant = (await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, disableErrors: true, select: { slug: true, domains: true } })) as TenantLike | null
  if (!tenant) return null
  const origin = dealerOrigin({ ...tenant, id: tenantId }, req.headers.get('x-forwarded-host') ?? req.headers.get('host'))
  if (!origin) return null
  return `${origin}/preview/${signPreview({ collection: args.collection, id, tenant: tenantId, expiresAt: Date.now() + args.ttlMs })}`
}
