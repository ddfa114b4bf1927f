'use client'

import { useRange, useRefinementList } from 'react-instantsearch'

import type { RangeAttribute, RefinementAttribute } from '@/domain/search/routing'

function VirtualList({ attribute }: { attribute: RefinementAttribute }) {
  useRefinementList({ attribute, limit: 1 })
  return null
}

function VirtualRange({ attribute }: { attribute: RangeAttribute }) {
  useRange({ attribute })
  return null
}

/**
 * One widget per facet the address can refine, rendering nothing, mounted ahead of the panels:
 * - InstantSearch applies a refinement only while a widget for its attribute is mounted, so a
 *   refinement whose panel is not shown still works (/search/{location} without a location panel,
 *   /search?item_type=caravan...).
 * - During the server render a component stops at its first widget hook until the results arrive,
 *   so a second hook in the same component (the make cards' models, the counts' car-type facet)
 *   would miss the one server-side search. One hook per component here puts every facet in it.
 */
export function VirtualFilters({ lists, ranges }: { lists: readonly RefinementAttribute[]; ranges: readonly RangeAttribute[] }) {
  return (
    <>
      {lists.map((a) => (
        <VirtualList key={a} attribute={a} />
      ))}
      {ranges.map((a) => (
        <VirtualRange key={a} attribute={a} />
      ))}
    </>
  )
}
