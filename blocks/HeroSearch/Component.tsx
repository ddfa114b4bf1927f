import { Media } from '@/components/Media'
import { getHeroSearchData } from '@/lib/site/heroSearch'
import type { BlockProps } from '../types'
import { FacetTiles } from './FacetTiles'
import type { HeroDropdown } from './HeroSearch.client'
import { HeroSearchForm } from './Lazy.client'
import { facetTiles, heroCarTypeOptions } from './heroSearchOptions'
import { PRICE_PICKS, priceBounds } from './heroSearchUrl'
import './HeroSearch.css'

const DEFAULT_HEADING = 'Search Our New & Used Vehicles'
const DEFAULT_DROPDOWNS: HeroDropdown[] = ['make', 'model', 'body']
const DROPDOWNS: readonly HeroDropdown[] = ['make', 'model', 'body', 'location']

/**
 * The hero vehicle search: heading, car-type toggle, drop-downs filled from the
 * dealer's stock counts, a price-range slider and a Search button into /search, then facet link
 * tiles. The counts are at most five minutes old (src/lib/site/heroSearch.ts).
 */
export async function HeroSearchComponent({ block, tenant, index }: BlockProps<'heroSearch'>) {
  const data = await getHeroSearchData(tenant)
  const picks = PRICE_PICKS[block.pricePicks === 'luxury' ? 'luxury' : 'standard']
  const dropdowns = (block.dropdowns ?? DEFAULT_DROPDOWNS).filter((d): d is HeroDropdown => DROPDOWNS.includes(d))
  const tiles = facetTiles(data.byType, block.tiles ?? 'make', block.tileLimit ?? 8, data.makeLogos)
  // First on the page, the search is the page's heading (as the Hero block is).
  const Heading = index === 0 ? 'h1' : 'h2'
  const headingId = `hero-search-${block.id ?? index}`
  const hasImage = Boolean(block.image && typeof block.image === 'object')
  return (
    <section className={`hero-search${hasImage ? ' hero-search--image' : ''}`} aria-labelledby={headingId}>
      {hasImage ? (
        <div className="hero-search__media">
          <Media media={block.image} fill sizes="100vw" priority={index === 0} />
        </div>
      ) : null}
      <div className="hero-search__inner container">
        <Heading id={headingId} className="hero-search__heading">
          {block.heading?.trim() || DEFAULT_HEADING}
        </Heading>
        <HeroSearchForm
          carTypeOptions={heroCarTypeOptions(block.carTypeOptions)}
          dropdowns={dropdowns}
          byType={data.byType}
          price={block.showPriceSlider === false ? null : { bounds: priceBounds(picks), picks: [...picks] }}
        />
      </div>
      {tiles.length > 0 ? (
        <div className="container">
          <FacetTiles tiles={tiles} />
        </div>
      ) : null}
    </section>
  )
}
