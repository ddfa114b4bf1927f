'use client'
/**
 * The enquiry form and its validation, as its own chunk: a page loads it only when it renders this block, so every
 * other page of the site (every CMS page shares one route) never downloads it. Rendered on the server
 * as usual; the chunk is preloaded by the page that uses it.
 */
import dynamic from 'next/dynamic'

export const EnquiryForm = dynamic(() => import('./EnquiryForm.client').then((m) => m.EnquiryForm))
