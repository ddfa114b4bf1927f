import { getRangeModels } from '@/lib/site/range'
import { rangeCategories } from '@/domain/presence/range'
import type { BlockProps } from '../types'
import type { ModelRangeViewProps } from './ModelRange.client'
import { ModelRangeFromQuery } from './Lazy.client'
import { toRangeCard } from './rangeView'
import './ModelRange.css'

const DEFAULT_HEADING = 'Explore Our Range'

/**
 * 'Explore Our Range': body buttons over the dealer's range models. The server
 * renders every model (cached pages cannot see `?body=`); in the browser the address, else the first
 * category, picks what shows. A dealer without range models gets nothing.
 */
export async function ModelRangeComponent({ block, tenant, index }: BlockProps<'modelRange'>) {
  const docs = await getRangeModels(tenant.id)
  if (docs.length === 0) return null
  const cards = docs.map((doc) => toRangeCard(doc, { useNewSlug: Boolean(block.useNewSlugs) }))
  const heading = block.heading?.trim() || DEFAULT_HEADING
  const props: ModelRangeViewProps = {
    categories: rangeCategories(block.categories ?? [], cards, { showAll: Boolean(block.showAll), allLabel: block.allLabel ?? undefined }),
    cards,
    display: block.display === 'carousel' ? 'carousel' : 'grid',
    label: heading,
  }
  const headingId = `model-range-${block.id ?? index}`
  return (
    <section className="model-range container" aria-labelledby={headingId}>
      <h2 id={headingId} className="model-range__heading">
        {heading}
      </h2>
      <ModelRangeFromQuery {...props} />
    </section>
  )
}
