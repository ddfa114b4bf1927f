'use client'
/**
 * A location's opening hours, hours panel and Email us dialog, as their own chunks: a page loads them
 * only when it renders them, so every other page of the site (every CMS page shares one route, whose
 * script would otherwise carry every block's) never downloads them. Rendered on the server as usual;
 * the chunk is preloaded by the page that uses it.
 */
import dynamic from 'next/dynamic'

export const EmailUs = dynamic(() => import('./EmailUs.client').then((m) => m.EmailUs))
export const HoursPanel = dynamic(() => import('./HoursPanel.client').then((m) => m.HoursPanel))
export const OpeningHours = dynamic(() => import('./OpeningHours.client').then((m) => m.OpeningHours))
