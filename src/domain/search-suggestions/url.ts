/**
 * Where a chosen suggestion or a typed query leads: the search page's own canonical URL for that state
 * (src/domain/search/routing.ts), so a make lands on /search/toyota, a model on /search/toyota/hilux and
 * a body on /search?refinementList[body][0]=suv. Pure.
 */
import {
  emptyDictionary,
  searchUrl,
  splitMakeModel,
  withRefinement,
  type RouteOptions,
  type SearchUiState,
} from '../search/routing'
import type { Suggestion } from './suggestions'

const SUGGESTION_SEARCH_PATH = '/search'

const routeOptions = (): RouteOptions => ({
  basePath: SUGGESTION_SEARCH_PATH,
  pathSegments: true,
  defaultSort: 'vehicles',
  dictionary: emptyDictionary(),
})

/**
 * The state a suggestion stands for, on top of what the form already says (the hero's car type and
 * price): the suggestion's facet replaces that facet's values; a make drops models of other makes; a
 * model brings its make. The typed text goes: the suggestion is what the shopper meant.
 */
export function suggestionState(base: SearchUiState, suggestion: Pick<Suggestion, 'facet' | 'value'>): SearchUiState {
  let state: SearchUiState = { ...base }
  delete state.query
  delete state.page
  if (suggestion.facet === 'make') {
    const models = (state.refinementList?.make_model ?? []).filter((v) => splitMakeModel(v).make === suggestion.value)
    state = withRefinement(withRefinement(state, 'make', [suggestion.value]), 'make_model', models)
  } else if (suggestion.facet === 'make_model') {
    const { make } = splitMakeModel(suggestion.value)
    state = withRefinement(state, 'make_model', [suggestion.value])
    if (make) state = withRefinement(state, 'make', [make])
  } else {
    state = withRefinement(state, 'body', [suggestion.value])
  }
  return state
}

/** The state of a typed query on top of the form's (the text searches; nothing is chosen). */
export function textQueryState(base: SearchUiState, text: string): SearchUiState {
  const query = text.replace(/\s+/g, ' ').trim()
  const state: SearchUiState = { ...base }
  delete state.page
  if (query) state.query = query
  else delete state.query
  return state
}

/** The search page's URL of a state. */
export const suggestionSearchUrl = (state: SearchUiState): string => searchUrl(state, routeOptions())

/** The URL a chosen suggestion leads to. */
export const suggestionUrl = (suggestion: Pick<Suggestion, 'facet' | 'value'>, base: SearchUiState = {}): string =>
  suggestionSearchUrl(suggestionState(base, suggestion))

/** The URL a typed query leads to. */
export const textQueryUrl = (text: string, base: SearchUiState = {}): string => suggestionSearchUrl(textQueryState(base, text))
