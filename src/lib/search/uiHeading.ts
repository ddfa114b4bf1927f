/**
 * The heading and document title of a results page, from the refinements a shopper can see in its
 * address: car type, make, model, location and dealership ('Used Toyota HiLux for sale'). Shared by the route's
 * metadata (server) and the page heading (browser), so both always say the same thing. Pure.
 */
import { normaliseCarTypes } from '@/domain/vehicles/carType'
import { splitMakeModel, type SearchUiState } from '@/domain/search/routing'

export type HeadingOptions = {
  /** What to say when nothing names the results (the CMS page title, e.g. 'Search Our Stock'). */
  fallback: string
  /** A used-only dealer's stock is all used: say so even without a car-type refinement. */
  usedOnly?: boolean
  /** The items' plural noun: cars, or caravans on a caravan dealer's pages. */
  noun?: string
}

const TYPE_WORDS = { new: 'new', demo: 'demo', used: 'used' } as const

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)

/** 'Used Toyota HiLux for sale', 'New and demo cars for sale', 'Cars for sale at Broken Hill', or the fallback. */
export function searchHeading(state: SearchUiState, options: HeadingOptions): string {
  const list = state.refinementList ?? {}
  const types = normaliseCarTypes(list.car_type ?? [])
  const makes = list.make ?? []
  const locations = list.location_name ?? []
  const dealerships = list.dealership_name ?? []
  // A location is the narrower place: it names the results when both are chosen.
  const place = locations.length === 1 ? locations[0]! : locations.length === 0 && dealerships.length === 1 ? dealerships[0]! : null
  if (!types.length && makes.length !== 1 && !place) return options.fallback

  const noun = options.noun ?? 'cars'
  const typeWords = types.length ? types.map((t) => TYPE_WORDS[t]) : options.usedOnly ? ['used'] : []
  let subject = noun
  if (makes.length === 1) {
    const make = makes[0]!
    const models = (list.make_model ?? []).map(splitMakeModel).filter((m) => m.make === make)
    subject = models.length === 1 ? `${make} ${models[0]!.model}` : `${make} ${noun}`
  }
  const prefix = joinWords(typeWords)
  const at = place ? ` at ${place}` : ''
  return capitalise(`${prefix ? `${prefix} ` : ''}${subject} for sale${at}`)
}
