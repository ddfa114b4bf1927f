/**
 * The /{brand}/overview page of a dealer group's brand: breadcrumb Home > Brands > name,
 * logo and heading, the overview text, links to the brand's stock and website, and up to three other
 * brands of its group. page.tsx renders it when the path matches and the brand exists.
 */
import type { Metadata } from 'next'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { Breadcrumbs } from '@/components/Breadcrumbs'
import { BrandLogo } from '@/components/brands/BrandLogo'
import { BrandTile } from '@/components/brands/BrandTile'
import { BRANDS_PATH, brandLogo, brandOverviewHref, brandStockHref, isBrandOverviewPath, relatedBrands } from '@/components/brands/brandView'
import { SmartLink } from '@/components/SmartLink'
import { getBrand, getBrands } from '@/lib/site/brands'
import type { SiteTenant } from '@/lib/site/tenant'
import '@/components/brands/brands.css'

export { isBrandOverviewPath }

type Props = { tenant: SiteTenant; brandSlug: string }

/** The page, or null when the dealer has no such brand (the caller answers 404). */
export async function BrandOverviewPage({ tenant, brandSlug }: Props) {
  const brand = await getBrand(tenant.id, brandSlug)
  if (!brand) return null
  const related = relatedBrands(await getBrands(tenant.id), brand)
  const stockHref = brandStockHref(brand.make)
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Home', href: '/' },
          { label: 'Brands', href: BRANDS_PATH },
          { label: brand.name, href: null },
        ]}
      />
      <article className="brand-overview container" data-brand={brand.slug}>
      <header className="brand-overview__head">
        <BrandLogo logo={brandLogo(brand.logo, brand.makeLogo)} className="brand-overview__logo" />
        <h1>{brand.name}</h1>
      </header>
      <p className="brand-overview__lead">{brand.description}</p>
      {brand.overview ? (
        <div className="brand-overview__body">
          <RichText data={brand.overview} />
        </div>
      ) : null}
      {stockHref || brand.website ? (
        <div className="brand-overview__actions">
          {stockHref ? (
            <SmartLink href={stockHref} className="button button--primary">
              View {brand.name} stock
            </SmartLink>
          ) : null}
          {brand.website ? (
            <SmartLink href={brand.website} className="button button--secondary" newTab={/^https?:/.test(brand.website)}>
              Visit the {brand.name} website
            </SmartLink>
          ) : null}
        </div>
      ) : null}
      {related.length > 0 ? (
        <section className="brand-related" aria-labelledby="brand-related-heading">
          <h2 id="brand-related-heading">You might also be interested in</h2>
          <ul className="brand-tiles">
            {related.map((other) => (
              <BrandTile key={other.id} brand={other} />
            ))}
          </ul>
        </section>
      ) : null}
      </article>
    </>
  )
}

/** The page's metadata, or null when the dealer has no such brand. `origin` (siteOrigin) makes links absolute. */
export async function brandOverviewMetadata({ tenant, brandSlug, origin }: Props & { origin?: string }): Promise<Metadata | null> {
  const brand = await getBrand(tenant.id, brandSlug)
  if (!brand) return null
  const title = `${brand.name} | ${tenant.name}`
  const path = brandOverviewHref(brand.slug)
  return {
    ...(origin ? { metadataBase: new URL(origin) } : {}),
    title,
    description: brand.description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: tenant.name, title, description: brand.description, url: path, locale: 'en_AU' },
  }
}
