import type { Field } from 'payload'

import { systemWritten } from '@/access/roles'
import { LOCKABLE_FIELDS } from '@/domain/feeds/locks'

/**
 * A feed-managed car's bookkeeping (issue 16): the feed it came from, the fields a person has locked
 * against that feed, how many complete runs in a row have not listed it, what the feed did when it
 * went missing, and where each photo came from (so an unchanged photo is never fetched twice).
 * Shown in the sidebar. Only the locks are a person's; the rest is the importer's (systemWritten).
 */
export const feedFields: Field = {
  name: 'feed',
  type: 'group',
  label: 'Stock feed',
  admin: { position: 'sidebar', description: 'Only for cars a stock feed manages.' },
  fields: [
    { name: 'source', type: 'relationship', relationTo: 'stock-feeds', index: true, access: systemWritten, admin: { readOnly: true } },
    {
      name: 'locked',
      type: 'select',
      hasMany: true,
      label: 'Locked against the feed',
      options: LOCKABLE_FIELDS.map((f) => ({ label: f, value: f })),
      admin: {
        description: 'Fields edited here by hand: the feed leaves them as they are. Remove one to let the feed update it again.',
      },
    },
    { name: 'missedRuns', type: 'number', defaultValue: 0, access: systemWritten, admin: { readOnly: true } },
    {
      name: 'removedByFeed',
      type: 'select',
      options: [
        { label: 'Sold by the feed', value: 'sold' },
        { label: 'Withdrawn by the feed', value: 'withdrawn' },
      ],
      access: systemWritten,
      admin: { readOnly: true },
    },
    { name: 'heldForPhotos', type: 'checkbox', defaultValue: false, access: systemWritten, admin: { readOnly: true, description: 'Off the site until the feed brings photos.' } },
    { name: 'photoSources', type: 'json', access: systemWritten, admin: { readOnly: true, hidden: true } },
  ],
}
