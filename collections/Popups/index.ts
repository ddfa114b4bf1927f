import type { CollectionConfig } from 'payload'

import { dealerContentHooks, draftedContentAccess } from '@/access/dealerContent'
import { hrefField } from '@/fields/link'
import { sharedSitesField } from '@/fields/sharedSites'
import { dayInZone } from '@/fields/timezones'
import { marketingVersions, scheduleStatusField, updatedByField } from '@/fields/versions'
import { livePreviewFor } from '@/lib/preview/livePreview'
import { sharePreviewField } from '@/lib/preview/fields'
import { previewLinkEndpoint } from '@/lib/preview/shareEndpoint'

/**
 * A popup promotion. Each shopper sees it once per dealer until they close it (remembered in their
 * browser), and nobody sees it after its expiry day.
 */
export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: { useAsTitle: 'title', defaultColumns: ['title', '_status', 'active', 'expiryDate', 'maxWidth'], group: 'Marketing', livePreview: livePreviewFor('popups') },
  endpoints: [previewLinkEndpoint('popups')],
  access: draftedContentAccess,
  versions: marketingVersions(),
  hooks: dealerContentHooks,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 90, admin: { description: 'Shown as the popup heading.' } },
    scheduleStatusField,
    sharedSitesField,
    updatedByField,
    sharePreviewField,
    { name: 'content', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { ...hrefField('link', false) },
        { name: 'linkLabel', type: 'text', maxLength: 40, defaultValue: 'Find out more' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: true },
        { name: 'expiryDate', type: 'date', label: 'Expires', ...dayInZone(), admin: { ...dayInZone().admin, description: 'Hidden after this day. Empty: no expiry.' } },
        { name: 'maxWidth', type: 'number', defaultValue: 600, min: 280, max: 1200, admin: { step: 10, description: 'Pixels (default 600).' } },
      ],
    },
  ],
}
