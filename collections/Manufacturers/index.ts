import type { CollectionConfig } from 'payload'

import { anonymousOrStaff, isSuperAdmin } from '@/access/roles'
import { noVersions } from '@/access/versions'

/**
 * The shared list of makes (about 140), with our own lettermark logos in public/assets/makes.
 * One list for every dealer: only Forecourt staff change it, everyone may read it.
 */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'category'], group: 'Catalogue' },
  access: { read: anonymousOrStaff, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin, ...noVersions },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 60 },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, maxLength: 60 },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: [
        { label: 'Car', value: 'car' },
        { label: 'Motorcycle', value: 'motorcycle' },
        { label: 'Truck', value: 'truck' },
        { label: 'Caravan', value: 'caravan' },
      ],
    },
    { name: 'logo', type: 'text', admin: { description: 'Path of the logo under /assets/makes/.' } },
  ],
}
