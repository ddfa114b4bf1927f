import { getSitemapEntries, getSitemapVehiclePaths, pathFromSlug } from '@/lib/site/content'
import { getTenantByHost, siteOrigin } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

// Answered per request; the data behind it is cached per dealer (src/lib/site).
export const dynamic = 'force-dynamic'

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * sitemap.xml per dealer, on its own domain: that dealer's published, indexable pages, then the car
 * pages its search shows (nothing its stock filter leaves out).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const host = hostParam((await params).host)
  const tenant = await getTenantByHost(host)
  if (!tenant) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(tenant, host)
  const [entries, cars] = await Promise.all([getSitemapEntries(tenant.id), getSitemapVehiclePaths(tenant)])
  const urls = [
    ...entries.map((e) => `  <url><loc>${escapeXml(origin + pathFromSlug(e.slug))}</loc><lastmod>${e.updatedAt.slice(0, 10)}</lastmod></url>`),
    ...cars.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
  ].join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}
