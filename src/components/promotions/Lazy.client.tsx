'use client'
/**
 * The promotion slider and the promotion grid, as their own chunks: a page loads them only when it
 * renders them, so every other page of the site (every CMS page shares one route, whose script would
 * otherwise carry every block's) never downloads them. Rendered on the server as usual; the chunk is
 * preloaded by the page that uses it.
 */
import dynamic from 'next/dynamic'

export const PromotionGrid = dynamic(() => import('./PromotionGrid.client').then((m) => m.PromotionGrid))
export const PromotionSlider = dynamic(() => import('./PromotionSlider.client').then((m) => m.PromotionSlider))
