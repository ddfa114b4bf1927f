import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'

/**
 * One row per notification owed to a watcher: a price drop, or the car sold or reserved. The unique
 * (item, change) key is what makes it one notification per change however often the vehicle is saved;
 * the row is created with its send job in one transaction and records the send.
 */
export const WatchAlerts: CollectionConfig = {
  slug: 'watch-alerts',
  labels: { singular: 'Watchlist alert', plural: 'Watchlist alerts' },
  admin: { group: 'Shoppers', defaultColumns: ['kind', 'item', 'state', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isSuperAdmin , ...noVersions },
  indexes: [{ fields: ['item', 'changeKey'], unique: true }],
  fields: [
    { name: 'item', type: 'relationship', relationTo: 'watchlist-items', required: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Price drop', value: 'price-drop' },
        { label: 'Sold', value: 'sold' },
        { label: 'Reserved', value: 'reserved' },
      ],
    },
    { name: 'changeKey', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'channel', type: 'select', options: ['sms', 'email'], required: true },
    {
      // skipped: not sent because the shopper unsubscribed (src/lib/unsubscribe); `reference` says which address.
      name: 'state',
      type: 'select',
      options: ['queued', 'sent', 'failed', 'skipped'],
      defaultValue: 'queued',
      required: true,
    },
    { name: 'reference', type: 'text' },
  ],
  timestamps: true,
}
