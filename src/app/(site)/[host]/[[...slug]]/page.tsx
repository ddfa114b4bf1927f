import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '../../../../../blocks/RenderBlocks'
import { getPublishedPage, pathFromSlug, slugFromSegments } from '@/lib/site/content'
import { getTenantByHost, siteOrigin, toSiteImage } from '@/lib/site/tenant'

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
  const tenant = await getTenantByHost(decodeURIComponent(host))
  if (!tenant) notFound()
  const pageSlug = slugFromSegments(slug)
  const page = await getPublishedPage(tenant.id, pageSlug)
  if (!page) notFound()
  return { tenant, page, host: decodeURIComponent(host) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
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
  const { tenant, page } = await load(params)
  return (
    <article className="page" data-page={page.slug}>
      {page.layout?.[0]?.blockType === 'hero' ? null : (
        <h1 className="page__title container">{page.title}</h1>
      )}
      <RenderBlocks blocks={page.layout} tenant={tenant} />
    </article>
  )
}
