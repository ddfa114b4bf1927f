/**
 * Asks the dealer's search endpoint for make, model and body values matching the shopper's text:
 * Algolia's search-for-facet-values API (`POST 1/indexes/{index}/facets/{facet}/query`), one request
 * per facet, through algoliasearch's lite client pointed at our endpoint as the results UI's client is
 * (blocks/SearchResults/searchClient.ts). The lite client has no searchForFacetValues method of its
 * own, so the request goes through its customPost with Algolia's path and body; that sends on the
 * client's write hosts, hence a host that accepts both. Browser only.
 */
import { liteClient } from 'algoliasearch/lite'

import { ResultCache } from '@/domain/vehicles/resultCache'
import {
  facetValuesBody,
  groupSuggestions,
  SUGGESTION_FACETS,
  type FacetHit,
  type SuggestionFacet,
  type SuggestionGroup,
} from '@/domain/search-suggestions'

/** The index the suggestions are asked of (the default sort replica; facet values are the same on each). */
const SUGGESTIONS_INDEX = 'vehicles'

type LiteClient = ReturnType<typeof liteClient>

let client: LiteClient | null = null
const cache = new ResultCache<SuggestionGroup[]>({ capacity: 30, refreshOnRead: true })

function clientFor(): LiteClient {
  if (client) return client
  client = liteClient('forecourt', 'public-search', {
    hosts: [
      {
        url: `${window.location.host}/api/search`,
        protocol: window.location.protocol.replace(':', '') as 'http' | 'https',
        accept: 'readWrite',
      },
    ],
    // A slow answer is dropped for the next keystroke's: no long waits for a suggestion.
    timeouts: { connect: 2000, read: 4000, write: 4000 },
  })
  return client
}

async function facetValues(facet: SuggestionFacet, facetQuery: string): Promise<FacetHit[] | null> {
  try {
    const answer = (await clientFor().customPost({
      path: `1/indexes/${SUGGESTIONS_INDEX}/facets/${facet}/query`,
      body: facetValuesBody(facetQuery),
    })) as { facetHits?: unknown }
    return Array.isArray(answer.facetHits) ? (answer.facetHits as FacetHit[]) : []
  } catch {
    // A facet that cannot be asked (or an endpoint without the API) shows no suggestions of its own.
    return null
  }
}

/** The grouped suggestions for a facet query (cached per query for the page's life). */
export async function fetchSuggestions(facetQuery: string): Promise<SuggestionGroup[]> {
  const key = facetQuery.toLowerCase()
  const hit = cache.get(key)
  if (hit) return hit
  const answers = await Promise.all(SUGGESTION_FACETS.map(({ facet }) => facetValues(facet, facetQuery)))
  const groups = groupSuggestions(Object.fromEntries(SUGGESTION_FACETS.map(({ facet }, i) => [facet, answers[i]])))
  // A failed facet is asked again next time.
  if (answers.every((a) => a !== null)) cache.set(key, groups)
  return groups
}
