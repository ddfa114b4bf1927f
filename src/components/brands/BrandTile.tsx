import Link from 'next/link'

import type { SiteBrand } from '@/lib/site/brands'
import { BrandLogo } from './BrandLogo'
import { brandLogo, brandOverviewHref } from './brandView'

/** One directory tile: logo, name, description and 'View {name}' to the brand's overview page. */
export function BrandTile({ brand, headingLevel = 3 }: { brand: SiteBrand; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <li className="brand-tile" data-brand={brand.slug}>
      <BrandLogo logo={brandLogo(brand.logo, brand.makeLogo)} className="brand-tile__logo" />
      <Heading className="brand-tile__name">{brand.name}</Heading>
      <p className="brand-tile__text">{brand.description}</p>
      {/* The link's ::after covers the tile, so the whole tile is one click target and one tab stop. */}
      <Link className="brand-tile__link" href={brandOverviewHref(brand.slug)} prefetch={false}>
        View {brand.name}
      </Link>
    </li>
  )
}
