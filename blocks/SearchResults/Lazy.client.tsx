'use client'
/**
 * The results UI (InstantSearch and the Algolia client) as a deferred island: its first results are
 * rendered on the server, and its code (about 90 KB gzip) loads and hydrates on the shopper's first
 * interaction (src/components/deferred), so a search page loads as light as a content page. Every
 * other page of the site never downloads it.
 *
 * The CSS of everything the results render is imported here, not only in the widget: the server HTML
 * links the CSS of the page's first chunks, and the widget's chunk is not one of them.
 */
import { deferredIsland } from '@/components/deferred/deferredIsland.client'
import '@/components/vehicle/card/VehicleCard.css'
import '@/components/promotions/promotions.css'
import '@/components/watchlist/watchlist.css'
import './SearchResults.css'

// The results wait for their first search on the server, so they may stream in after the page around
// them: a screen's height is held for them meanwhile (no layout shift).
export const SearchResultsClient = deferredIsland(() => import('./SearchResults.client').then((m) => m.SearchResultsClient), 'interaction', { reserve: '100vh' })
