'use client'

import { formatNumber } from '@/domain/format/numbers'
import { useId, useState } from 'react'
import { useInstantSearch, useRefinementList } from 'react-instantsearch'

import { useOptimisticChoices } from '@/components/interaction/useOptimisticChoices'

import { FACET_LIMITS } from '@/domain/vehicles/facets'
import { groupMakes, makesToggleLabel, SELECT_MODELS_LABEL, visibleMakes } from '@/domain/vehicles/makes'
import { splitMakeModel, withoutMake, type SearchUiState } from '@/domain/search/routing'
import { useSearchUi } from '../uiContext'
import { MakeModels, useMakeModels } from './MakeModels.client'

type MakeItem = { value: string; count: number; isRefined: boolean }

function MakeLogo({ make, logo }: { make: string; logo: string | undefined }) {
  if (logo) {
    // eslint-disable-next-line @next/next/no-img-element -- small SVG lettermarks, not worth the image optimiser
    return <img src={logo} alt="" width={40} height={40} className="make-card__logo" />
  }
  return (
    <span className="make-card__initial" aria-hidden="true">
      {make.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/**
 * Make cards: each toggles its make; a selected make offers 'Select models'. The
 * first makes (the dealer's popular makes count, default 7) show until 'Show all makes'; expanded, the
 * first 20 sit under 'Popular Makes' and the rest under 'All Makes'. Selected makes sort first.
 */
export function MakeFilter({ label }: { label: string }) {
  const { items, refine } = useRefinementList({ attribute: 'make', limit: FACET_LIMITS.make })
  const models = useMakeModels()
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const { settings, makeLogos } = useSearchUi()
  const [expanded, setExpanded] = useState(false)
  // A make arriving with models chosen (/search/toyota/hilux) shows them.
  const [openModels, setOpenModels] = useState<string[]>(() =>
    (indexUiState.refinementList?.make_model ?? []).map((v) => splitMakeModel(v).make),
  )
  const listId = useId()
  const choices = useOptimisticChoices()
  if (!items.length) return null

  const toggleMake = (item: MakeItem) => {
    if (!item.isRefined) return refine(item.value)
    // Deselecting a make drops its models too: a model refinement means nothing without its make.
    setIndexUiState((state) => withoutMake(state as SearchUiState, item.value) as typeof state)
    setOpenModels((open) => open.filter((m) => m !== item.value))
  }
  const toggleModels = (make: string) => setOpenModels((open) => (open.includes(make) ? open.filter((m) => m !== make) : [...open, make]))

  const shown = visibleMakes(items, expanded, settings.popularMakesCount)
  const groups = expanded ? groupMakes(shown) : [{ label: null, items: shown }]
  const toggleLabel = makesToggleLabel(items.length, expanded, settings.popularMakesCount)

  return (
    <fieldset className="filter filter--makes">
      <legend className="filter__legend">{label}</legend>
      <div id={listId}>
        {groups.map((group) => (
          <div key={group.label ?? 'makes'} className="make-group">
            {group.label ? <p className="make-group__label">{group.label}</p> : null}
            <ul className="make-cards">
              {group.items.map((item) => {
                const pressed = choices.shown(item.value, item.isRefined)
                const modelsOpen = item.isRefined && openModels.includes(item.value)
                const modelsId = `${listId}-${item.value.replace(/[^A-Za-z0-9]/g, '')}`
                return (
                  <li key={item.value} className="make-cards__item" data-selected={pressed}>
                    <button type="button" className="make-card" aria-pressed={pressed} onClick={() => choices.toggle(item.value, item.isRefined, () => toggleMake(item))}>
                      <MakeLogo make={item.value} logo={makeLogos[item.value]} />
                      <span className="make-card__name">{item.value}</span>
                      <span className="make-card__count">
                        {formatNumber(item.count)}
                        <span className="visually-hidden"> results</span>
                      </span>
                    </button>
                    {item.isRefined && models.of(item.value).length ? (
                      <>
                        <button
                          type="button"
                          className="make-card__models-toggle"
                          aria-expanded={modelsOpen}
                          aria-controls={modelsId}
                          onClick={() => toggleModels(item.value)}
                        >
                          {SELECT_MODELS_LABEL}
                          <span className="visually-hidden"> of {item.value}</span>
                        </button>
                        <MakeModels id={modelsId} hidden={!modelsOpen} make={item.value} models={models} />
                      </>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
      {toggleLabel ? (
        <button
          type="button"
          className="filter__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {toggleLabel}
        </button>
      ) : null}
    </fieldset>
  )
}
