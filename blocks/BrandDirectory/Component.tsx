import { getBrands } from '@/lib/site/brands'
import { BrandTile } from '@/components/brands/BrandTile'
import { DEFAULT_BRAND_STATS, groupBrands } from '@/components/brands/brandView'
import type { BlockProps } from '../types'
import '@/components/brands/brands.css'

/**
 * The group's brand directory: a stats banner, then Car, Motorcycle, Truck and Our
 * Brands, each tile leading to /{brand}/overview. Groups without brands are left out.
 */
export async function BrandDirectoryComponent({ block, tenant, index }: BlockProps<'brandDirectory'>) {
  const brands = await getBrands(tenant.id)
  const sections = groupBrands(brands)
  const stats = block.stats ?? DEFAULT_BRAND_STATS
  const headingId = `brand-directory-${block.id ?? index}`
  const heading = block.heading?.trim()
  return (
    <section className="brand-directory container" aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : 'Our brands'}>
      {stats.length > 0 ? (
        <ul className="brand-stats" aria-label="Our group in numbers">
          {stats.map((stat) => (
            <li key={`${stat.value}-${stat.label}`}>
              <strong className="brand-stats__value">{stat.value}</strong>
              <span className="brand-stats__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {heading ? (
        <h2 id={headingId} className="brand-directory__heading">
          {heading}
        </h2>
      ) : null}
      {block.intro ? <p className="brand-directory__intro">{block.intro}</p> : null}
      {sections.map((section) => (
        // A plain division, not a named region: 'Our Brands' would otherwise name two landmarks.
        <div key={section.group} className="brand-group" data-group={section.group}>
          <h3 className="brand-group__heading">
            {section.label}
          </h3>
          <ul className="brand-tiles">
            {section.brands.map((brand) => (
              <BrandTile key={brand.id} brand={brand} headingLevel={4} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
