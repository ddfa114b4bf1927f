import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { PageBreadcrumbs } from '@/components/Breadcrumbs'
import { HOME_SLUG, getPublishedPage, pathFromSlug, slugFromSegments } from '@/lib/site/content'
import { getTenantByHost, siteOrigin, toSiteImage } from '@/lib/site/tenant'
import { BrandOverviewPage, brandOverviewMetadata, isBrandOverviewPath } from './brandOverview'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string; slug?: string[] }> }

// Pages render on first request and are then served from the cache until a Payload hook evicts the
// dealer's tag; no page is built ahead of time because every dealer's set differs.
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { host, slug } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const pageSlug = slugFromSegments(slug)
  const page = await getPublishedPage(tenant.id, pageSlug)
  if (!page) notFound()
  return { tenant, page, host: hostParam(host) }
}

/** Blocks that render the page's h1 themselves when they come first. */
const HEADING_BLOCKS = new Set(['hero', 'heroSearch'])

/** /{brand}/overview on a group site: the brand's own page, built from its Brands record. */
async function brandOverview(params: Props['params']) {
  const { host, slug } = await params
  const brandSlug = isBrandOverviewPath(slug ?? [])
  if (!brandSlug) return null
  const tenant = await getTenantByHost(hostParam(host))
  return tenant ? { tenant, brandSlug, host: hostParam(host) } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = await brandOverview(params)
  if (brand) {
    const meta = await brandOverviewMetadata({ tenant: brand.tenant, brandSlug: brand.brandSlug, origin: siteOrigin(brand.tenant, brand.host) })
    if (meta) return meta
  }
  const { tenant, page, host } = await load(params)
  const origin = siteOrigin(tenant, host)
  const title = page.meta?.title || (page.slug === 'home' ? tenant.name : `${page.title} | ${tenant.name}`)
  const description = page.meta?.description || undefined
  const ogImage = toSiteImage(page.meta?.image)
  const ogSized = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.sizes?.og?.url : null
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical: pathFromSlug(page.slug) },
    robots: page.meta?.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: tenant.name,
      title,
      description,
      url: pathFromSlug(page.slug),
      locale: 'en_AU',
      images: ogImage ? [{ url: ogSized ?? ogImage.url, alt: ogImage.alt, width: ogSized ? 1200 : ogImage.width, height: ogSized ? 630 : ogImage.height }] : undefined,
    },
  }
}

export default async function DealerPage({ params }: Props) {
  const brand = await brandOverview(params)
  if (brand) {
    // An unknown brand falls through to the CMS page lookup (and its 404).
    const overview = await BrandOverviewPage({ tenant: brand.tenant, brandSlug: brand.brandSlug })
    if (overview) return overview
  }
  const { tenant, page } = await load(params)
  return (
    <article className="page" data-page={page.slug}>
      {page.slug === HOME_SLUG || page.hideBreadcrumbs ? null : <PageBreadcrumbs tenantId={tenant.id} slug={page.slug} title={page.title} />}
      {HEADING_BLOCKS.has(page.layout?.[0]?.blockType ?? '') ? null : (
        <h1 className="page__title container">{page.title}</h1>
      )}
      <RenderBlocks blocks={page.layout} tenant={tenant} />
    </article>
  )
}
