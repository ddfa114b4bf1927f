import { getTenantByHost, siteOrigin } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

// Answered per request; the data behind it is cached per dealer (src/lib/site).
export const dynamic = 'force-dynamic'

/** robots.txt per dealer host; an unknown host gets 404 like every other path. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const host = hostParam((await params).host)
  const tenant = await getTenantByHost(host)
  if (!tenant) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(tenant, host)
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}
