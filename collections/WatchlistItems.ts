import type { CollectionConfig } from 'payload'

import { isStaff, isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'

/**
 * A car a signed-in customer saved. Written only by /api/watchlist/* for the signed-in customer; the
 * price, status and reserved flag last told to the customer let the alert job send one notification
 * per change. Staff of the dealer can see who watches what.
 */
export const WatchlistItems: CollectionConfig = {
  slug: 'watchlist-items',
  labels: { singular: 'Watchlist item', plural: 'Watchlist items' },
  admin: { group: 'Shoppers', defaultColumns: ['customer', 'vehicle', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isSuperAdmin , ...noVersions },
  indexes: [{ fields: ['customer', 'vehicle'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    {
      name: 'notified',
      type: 'group',
      admin: { readOnly: true, description: 'What the customer was last told (or saw when saving).' },
      fields: [
        { name: 'price', type: 'number' },
        { name: 'status', type: 'text' },
        { name: 'reserved', type: 'checkbox' },
      ],
    },
  ],
  timestamps: true,
}
