import type { CollectionConfig } from 'payload'

import { anonymousOrStaff, isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { BODY_TYPES } from '@/domain/vehicles/options'

/** The model catalogue: each model of a make, its bodies, image, from price and NEW / COMING SOON status. */
export const Models: CollectionConfig = {
  slug: 'models',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturer', 'status', 'from_price'], group: 'Catalogue' },
  access: { read: anonymousOrStaff, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin, ...noVersions },
  indexes: [{ fields: ['manufacturer', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'slug', type: 'text', required: true, index: true, maxLength: 80 },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true, index: true },
    { name: 'bodies', type: 'select', hasMany: true, options: BODY_TYPES.map((b) => ({ label: b, value: b })) },
    { name: 'image_url', type: 'text', admin: { description: 'Catalogue image path, e.g. /assets/models/mazda-cx-5.webp' } },
    { name: 'from_price', type: 'number', min: 0 },
    {
      name: 'status',
      type: 'select',
      options: [
        { label: 'NEW', value: 'new' },
        { label: 'COMING SOON', value: 'coming_soon' },
      ],
    },
    { name: 'short_description', type: 'textarea', maxLength: 600 },
  ],
}
