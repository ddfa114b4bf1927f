import type { CollectionConfig } from 'payload'

import { sharedSitesField } from '@/fields/sharedSites'
import { dealerContentHooks, draftedContentAccess } from '@/access/dealerContent'
import { validatePromotionDates } from '@/domain/presence/promotions'
import { hrefField } from '@/fields/link'
import { dayInZone } from '@/fields/timezones'
import { marketingVersions, scheduleStatusField, updatedByField } from '@/fields/versions'
import { livePreviewFor } from '@/lib/preview/livePreview'
import { sharePreviewField } from '@/lib/preview/fields'
import { previewLinkEndpoint } from '@/lib/preview/shareEndpoint'

const PROMOTION_PLACEMENTS = [
  { label: 'Promotion banner', value: 'banner' },
  { label: 'Promo card (pages and search results)', value: 'card' },
  { label: 'Vehicle page banner', value: 'vehicle-banner' },
] as const

type PromotionDates = { startDate?: string | null; startDate_tz?: string | null; expiryDate?: string | null; expiryDate_tz?: string | null }

/**
 * A dated campaign a marketer schedules: shown only from its start day to its expiry day (both in
 * the zone picked with them), for the car types it names, in the order of its position.
 */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'placement', 'startDate', 'expiryDate', 'carTypes', 'position'],
    group: 'Marketing',
    livePreview: livePreviewFor('promotions'),
  },
  endpoints: [previewLinkEndpoint('promotions')],
  access: draftedContentAccess,
  versions: marketingVersions(),
  defaultSort: 'position',
  hooks: dealerContentHooks,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 90 },
    scheduleStatusField,
    sharedSitesField,
    updatedByField,
    sharePreviewField,
    { name: 'description', type: 'textarea', maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { ...hrefField('link', false), admin: { description: 'Where the promotion leads: a site path or https:// address.' } },
        { name: 'linkLabel', type: 'text', maxLength: 40, defaultValue: 'Find out more' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', label: 'Starts', ...dayInZone(), admin: { ...dayInZone().admin, description: 'Shown from the start of this day. Empty: shown now.' } },
        {
          name: 'expiryDate',
          type: 'date',
          label: 'Expires',
          ...dayInZone(),
          admin: { ...dayInZone().admin, description: 'Shown until the end of this day. Empty: no expiry.' },
          validate: (value: unknown, { data }: { data: PromotionDates }) =>
            validatePromotionDates({
              startDate: data?.startDate ?? null,
              startTimeZone: data?.startDate_tz ?? null,
              expiryDate: (value as string | null) ?? null,
              expiryTimeZone: data?.expiryDate_tz ?? null,
            }) ?? true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'placement',
          type: 'select',
          required: true,
          defaultValue: 'banner',
          options: [...PROMOTION_PLACEMENTS],
        },
        {
          name: 'carTypes',
          type: 'select',
          hasMany: true,
          admin: { description: 'Empty: every car type.' },
          options: [
            { label: 'New', value: 'new' },
            { label: 'Used', value: 'used' },
            { label: 'Demo', value: 'demo' },
          ],
        },
        { name: 'position', type: 'number', min: 1, max: 200, admin: { step: 1, description: 'Order among promotions; for cards in results, the tile number it takes.' } },
      ],
    },
  ],
}
