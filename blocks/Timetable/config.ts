import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail, labelFrom } from '@/admin/labels'

/** A small times table, e.g. the service drop-off and pick-up times. */
export const TimetableBlock = {
  slug: 'timetable',
  interfaceName: 'TimetableBlock',
  labels: { singular: 'Timetable', plural: 'Timetables' },
  admin: { components: { Label: blockLabelFrom(['heading', 'note']) }, images: blockThumbnail('timetable', 'Timetable') },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Drop-off and pick-up times', maxLength: 80 },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      admin: { components: { RowLabel: labelFrom([['label', 'times']]) } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 40 },
            { name: 'times', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
    { name: 'note', type: 'text', maxLength: 200 },
  ],
} satisfies Block
