'use client'

import { formatNumber } from '@/domain/format/numbers'
import { useRefinementList } from 'react-instantsearch'

import { limitMakeModels } from '@/domain/vehicles/makes'
import { splitMakeModel } from '@/domain/search/routing'

type ModelItem = { value: string; model: string; count: number; isRefined: boolean }
export type MakeModelsApi = { of: (make: string) => ModelItem[]; refine: (value: string) => void }

/**
 * The models of each make, from the make_model facet ('Toyota > HiLux'): its counts leave out the
 * model refinement but keep the makes, so a selected make lists all its models.
 */
export function useMakeModels(): MakeModelsApi {
  const { items, refine } = useRefinementList({ attribute: 'make_model', limit: 250, sortBy: ['name:asc'] })
  const of = (make: string) =>
    limitMakeModels(
      items
        .map((i) => ({
          value: i.value,
          model: splitMakeModel(i.value).model,
          count: i.count,
          isRefined: i.isRefined,
          make: splitMakeModel(i.value).make,
        }))
        .filter((i) => i.make === make),
    )
  return { of, refine }
}

/** One make's models as checkboxes ('Select models'). */
export function MakeModels({ id, make, models, hidden }: { id: string; make: string; models: MakeModelsApi; hidden: boolean }) {
  return (
    <ul className="filter__options make-models" id={id} hidden={hidden} aria-label={`${make} models`}>
      {models.of(make).map((m) => (
        <li key={m.value}>
          <label className="check">
            <input type="checkbox" checked={m.isRefined} onChange={() => models.refine(m.value)} />
            <span className="check__label">{m.model}</span>
            <span className="check__count">
              {formatNumber(m.count)}
              <span className="visually-hidden"> results</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  )
}
