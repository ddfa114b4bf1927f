'use client'
/**
 * The results island (./Lazy.client.tsx: the deferred-island machinery, about 2 KB gzip) as its own
 * chunk too: a page loads it only when it renders this block, so a CMS page without search results
 * (every CMS page shares one route) never downloads it. Rendered on the server as usual; the chunk is
 * preloaded by the page that uses it.
 */
import dynamic from 'next/dynamic'

export const SearchResultsClient = dynamic(() => import('./Lazy.client').then((m) => m.SearchResultsClient))
