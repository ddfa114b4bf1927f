/**
 * Empty results copy: "No Results Available / There appears to be no offers currently
 * available that meet the conditions of your search. Search variant: No results found for your search
 * at this time. Please try adjusting the filters for more results. Both offer Clear Filters."
 */

export type EmptyResultsVariant = 'offers' | 'search'
export type EmptyResultsCopy = { title: string | null; message: string; buttonLabel: string }

export const CLEAR_FILTERS_LABEL = 'Clear Filters'
/** /special-offers is also where the offers page's Clear Filters goes. */
export const OFFERS_CLEAR_FILTERS_HREF = '/special-offers'

export const EMPTY_RESULTS: Readonly<Record<EmptyResultsVariant, EmptyResultsCopy>> = {
  offers: {
    title: 'No Results Available',
    message: 'There appears to be no offers currently available that meet the conditions of your search.',
    buttonLabel: CLEAR_FILTERS_LABEL,
  },
  search: {
    title: null,
    message: 'No results found for your search at this time. Please try adjusting the filters for more results.',
    buttonLabel: CLEAR_FILTERS_LABEL,
  },
}
