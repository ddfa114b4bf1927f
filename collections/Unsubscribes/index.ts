import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'

/**
 * Who asked a dealer to stop messaging them (the Spam Act's unsubscribe): one row per dealer, channel,
 * address and list, saying when and how (the unsubscribe page, a mail program's one-click
 * List-Unsubscribe, or an SMS STOP). The senders (src/lib/watchlist/send.ts, the lead auto-reply in
 * src/lib/leads/delivery) check it right before each send; a row with `resubscribedAt` (the shopper
 * texted START) no longer stops anything. Written only by src/lib/unsubscribe/store.ts, from the public
 * unsubscribe endpoint and the SMS inbound webhook, after their own checks. Staff of the dealer read it;
 * only a super-admin changes it through the admin or the API.
 */
export const Unsubscribes: CollectionConfig = {
  slug: 'unsubscribes',
  labels: { singular: 'Unsubscribe', plural: 'Unsubscribes' },
  admin: { group: 'Shoppers', useAsTitle: 'address', defaultColumns: ['address', 'channel', 'list', 'method', 'unsubscribedAt', 'resubscribedAt'] },
  access: { read: isStaff, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin, ...noVersions },
  indexes: [{ fields: ['tenant', 'channel', 'address', 'list'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          type: 'select',
          required: true,
          options: [
            { label: 'Email', value: 'email' },
            { label: 'SMS', value: 'sms' },
          ],
        },
        {
          name: 'address',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'The email address (lower case) or mobile number (+61…) that asked.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'list',
          type: 'select',
          required: true,
          options: [
            { label: 'Watchlist alerts', value: 'alerts' },
            { label: 'Enquiry auto-replies', value: 'auto-replies' },
            { label: 'Everything from this dealer', value: 'all' },
          ],
        },
        {
          name: 'method',
          type: 'select',
          required: true,
          label: 'How',
          options: [
            { label: 'Unsubscribe page (link in the email)', value: 'link' },
            { label: 'One-click (mail program, List-Unsubscribe)', value: 'one-click' },
            { label: 'Replied STOP by SMS', value: 'sms-stop' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'unsubscribedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'resubscribedAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Set when the shopper texted START: from then on this row stops nothing.' },
        },
      ],
    },
  ],
  timestamps: true,
}
