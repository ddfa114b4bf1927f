'use client'
/**
 * The hero search form, as its own chunk: a page loads it only when it renders this block, so every
 * other page of the site (every CMS page shares one route) never downloads it (about 3 KB gzip, with
 * the suggestions combobox and the search address rules). Rendered on the server as usual; the chunk
 * is preloaded by the page that uses it.
 */
import dynamic from 'next/dynamic'

export const HeroSearchForm = dynamic(() => import('./HeroSearch.client').then((m) => m.HeroSearchForm))
