import type { CollectionConfig, Where } from 'payload'

import { dealerContentHooks, draftedContentAccess } from '@/access/dealerContent'
import { specialHoursFromDoc, validateSpecialHours, type SpecialHours as SpecialHoursEntry, type SpecialHoursDoc } from '@/domain/presence/specialHours'
import { dayInZone, HH_MM_PATTERN } from '@/fields/timezones'
import { marketingVersions, PUBLISHED, scheduleStatusField, updatedByField } from '@/fields/versions'
import { relationId } from '@/domain/relationId'

type SpecialHoursData = SpecialHoursDoc


/** A stored row as the pure rules see it (src/domain/presence/specialHours.ts). */
/**
 * One-off hours for a location: a public holiday, a Christmas shutdown, a late-night sale. They
 * override the location's weekly rows on their dates; two entries for one location may not overlap.
 */
export const SpecialHours: CollectionConfig = {
  slug: 'special-hours',
  labels: { singular: 'Special hours', plural: 'Special hours' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'location', 'date', 'endDate', 'status'],
    group: 'Dealer',
    description: 'Holiday and other one-off hours. They replace the weekly hours on their dates.',
  },
  access: draftedContentAccess,
  versions: marketingVersions(),
  defaultSort: 'date',
  hooks: dealerContentHooks,
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 80, admin: { description: 'e.g. Christmas Day, Easter Monday' } },
    scheduleStatusField,
    updatedByField,
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          ...dayInZone(),
          // Overlap needs the other entries of this location, so it is checked here on the server.
          validate: async (value: unknown, { data, req, id }: { data: Partial<SpecialHoursData>; req: { payload: import('payload').Payload }; id?: number | string }) => {
            if (!value) return 'Choose a date.'
            const entry = specialHoursFromDoc({ ...(data as SpecialHoursData), id, date: String(value) })
            const locationId = relationId(data?.location)
            if (!entry) return true
            let others: SpecialHoursEntry[] = []
            if (locationId) {
              // Only published entries count: a draft of another entry is not live and may still change.
              const where: Where = { and: [{ location: { equals: locationId } }, PUBLISHED] }
              const found = await req.payload.find({ collection: 'special-hours', where, limit: 500, depth: 0, overrideAccess: true, pagination: false })
              others = found.docs.map((d) => specialHoursFromDoc(d)).filter((e): e is SpecialHoursEntry => Boolean(e))
            }
            return validateSpecialHours(entry, others) ?? true
          },
        },
        { name: 'endDate', type: 'date', label: 'Until (optional)', ...dayInZone(), admin: { ...dayInZone().admin, description: 'Last day of a multi-day closure; leave empty for one day.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          // Its own enum name: by default it would share `enum_special_hours_status` with drafts' `_status`.
          enumName: 'enum_special_hours_open_status',
          required: true,
          defaultValue: 'closed',
          options: [
            { label: 'Closed', value: 'closed' },
            { label: 'Open (special hours)', value: 'open' },
          ],
        },
        {
          name: 'open',
          type: 'text',
          maxLength: 5,
          admin: { placeholder: '09:00', condition: (_: unknown, d: SpecialHoursData) => d?.status === 'open' },
          validate: (v: unknown) => (!v || HH_MM_PATTERN.test(String(v)) ? true : 'Enter times as HH:MM, for example 08:30.'),
        },
        {
          name: 'close',
          type: 'text',
          maxLength: 5,
          admin: { placeholder: '13:00', condition: (_: unknown, d: SpecialHoursData) => d?.status === 'open' },
          validate: (v: unknown, { data }: { data: SpecialHoursData }) => {
            if (data?.status !== 'open') return true
            if (!data.open || !v) return 'Enter an opening and a closing time, or mark the day closed.'
            if (!HH_MM_PATTERN.test(String(v))) return 'Enter times as HH:MM, for example 08:30.'
            return String(v) > String(data.open) ? true : 'The closing time must be after the opening time.'
          },
        },
      ],
    },
  ],
}
