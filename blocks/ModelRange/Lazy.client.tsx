'use client'
/**
 * The range's body buttons and model cards, as its own chunk: a page loads it only when it renders it,
 * so every other page of the site (every CMS page shares one route, whose script would otherwise carry
 * every block's) never downloads it. Rendered on the server as usual; the chunk is preloaded by the
 * page that uses it.
 */
import dynamic from 'next/dynamic'

export const ModelRangeFromQuery = dynamic(() => import('./ModelRange.client').then((m) => m.ModelRangeFromQuery))
