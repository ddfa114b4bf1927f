'use client'
/**
 * The FAQ's open-and-close questions, as its own chunk: a page loads it only when it renders it, so
 * every other page of the site (every CMS page shares one route, whose script would otherwise carry
 * every block's) never downloads it. Rendered on the server as usual; the chunk is preloaded by the
 * page that uses it.
 */
import dynamic from 'next/dynamic'

export const FAQItems = dynamic(() => import('./FAQ.client').then((m) => m.FAQItems))
