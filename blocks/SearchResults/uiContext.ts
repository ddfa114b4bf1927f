'use client'

import { createContext, useContext } from 'react'

import type { CardSettings } from '@/components/vehicle/card/VehicleCard'
import type { PromotionView } from '@/domain/presence/promotionView'
import type { SearchUiState } from '@/domain/search/routing'
import type { ClientSettings } from './settings'

/** What the results UI's parts share and never change while the block is mounted. */
export type SearchUi = {
  variant: 'search' | 'offers'
  layout: 'grid' | 'carousel'
  settings: ClientSettings & CardSettings
  /** Server render clock and random draw (tags and the randomised promo slot agree with hydration). */
  now: number
  promoRandom: number
  promoCard: boolean
  /** The dealer's card promotions that may still run (collection promotions), placed by position. */
  promotionCards: PromotionView[]
  showViewCount: boolean
  itemNoun: 'cars' | 'caravans' | 'auto'
  makeLogos: Record<string, string>
  /** Where Clear Filters leads when the page owns no address (no routing). */
  clearHref: string
  /** The results region, for Show Me N cars and pagination to move to. */
  resultsId: string
  resultsHeadingId: string
  /** What the block implies when the address says nothing (the car-type filter without All). */
  withDefaults: (state: SearchUiState) => SearchUiState
  /** Headings inside the block: the filters and result count; cards are one level below. */
  subHeadingLevel: 2 | 3
}

export const SearchUiContext = createContext<SearchUi | null>(null)

export function useSearchUi(): SearchUi {
  const ui = useContext(SearchUiContext)
  if (!ui) throw new Error('useSearchUi must be used inside the SearchResults block.')
  return ui
}

/** Moves the shopper to the top of the results and puts focus on their heading (Show Me N cars, pagination). */
export function goToResults(ui: Pick<SearchUi, 'resultsId' | 'resultsHeadingId'>) {
  const region = document.getElementById(ui.resultsId)
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  region?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  document.getElementById(ui.resultsHeadingId)?.focus({ preventScroll: true })
}
