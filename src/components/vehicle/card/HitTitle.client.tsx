'use client'

import { Highlight } from 'react-instantsearch'
import type { Hit } from 'instantsearch.js'

import { highlightSpells, type HighlightValue } from '@/domain/search-suggestions'
import type { CardVehicle } from './VehicleCard'
import { vehicleTitle } from './VehicleCard'

type HighlightedHit = CardVehicle & {
  objectID: string
  _highlightResult?: Partial<Record<'name' | 'make' | 'model', HighlightValue>>
}

const classNames = { highlighted: 'vehicle-card__mark' }

/**
 * A result card's title with the shopper's matched words marked (`mark`), read from the hit's
 * `_highlightResult` through react-instantsearch's Highlight. The title is 'year make model badge'
 * (plus the series when the dealer shows it): the highlighted `name` when it spells exactly that, else
 * the highlighted make and model inside the title, else the plain title (a hit without highlights, as
 * the server's first page may be).
 */
export function HitTitle({ hit, seriesDisplay }: { hit: HighlightedHit; seriesDisplay: boolean }) {
  const h = hit._highlightResult
  const asHit = hit as unknown as Hit
  const series = seriesDisplay && hit.series ? ` ${hit.series}` : ''
  if (h && highlightSpells(h.name, vehicleTitle(hit, false))) {
    return (
      <>
        <Highlight hit={asHit} attribute="name" classNames={classNames} />
        {series}
      </>
    )
  }
  const makeOk = highlightSpells(h?.make, hit.make)
  const modelOk = highlightSpells(h?.model, hit.model)
  if (h && (makeOk || modelOk)) {
    return (
      <>
        {hit.year ? `${hit.year} ` : ''}
        {makeOk ? <Highlight hit={asHit} attribute="make" classNames={classNames} /> : hit.make} {modelOk ? <Highlight hit={asHit} attribute="model" classNames={classNames} /> : hit.model}
        {hit.badge ? ` ${hit.badge}` : ''}
        {series}
      </>
    )
  }
  return <>{vehicleTitle(hit, seriesDisplay)}</>
}
