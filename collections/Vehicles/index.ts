import type { CollectionConfig } from 'payload'

import { guardTenantAssignment, staffWrites } from '@/access/tenantScoped'
import { isPublicSiteRead, isStaffUser, systemWritten } from '@/access/roles'
import { noVersions } from '@/access/versions'
import {
  BODY_TYPES,
  CAR_TYPES,
  ITEM_TYPES,
  PRICE_TYPES,
  SIMPLE_DRIVES,
  SIMPLE_FUELS,
  SIMPLE_TRANSMISSIONS,
  STATUSES,
} from '@/domain/vehicles/options'
import { indexVehicleAfterChange, removeVehicleAfterDelete } from './hooks/searchIndex'
import { revalidateVehicleAfterChange, revalidateVehicleAfterDelete } from './hooks/revalidateVehicle'
import { prepareVehicle } from './hooks/prepareVehicle'
import { queueWatchAlertsAfterChange, removeWatchersBeforeDelete } from './hooks/watchAlerts'
import { validateVin, validateYear } from '@/domain/vehicles/validation'
import { feedFields } from './feedFields'
import { lockFeedFieldsOnEdit } from './hooks/feedLocks'

const money = (name: string, label: string, description?: string) => ({
  name,
  label,
  type: 'number' as const,
  min: 0,
  max: 10_000_000,
  admin: { width: '25%', description },
})

/**
 * A vehicle in a dealer's stock. The public sees it only through the search
 * record (src/domain/search/record.ts) under the visibility rule; the collection itself is staff-only.
 */
export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stocknum', 'car_type', 'status', 'price', 'location', 'dealership'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'regplate'],
    group: 'Stock',
  },
  access: {
    // The site reads vehicles through the search index; direct reads are for staff and our renderer.
    read: ({ req }) => isStaffUser(req.user) || isPublicSiteRead(req),
    ...staffWrites,
    ...noVersions,
  },
  indexes: [
    { fields: ['tenant', 'slug'], unique: true },
    { fields: ['tenant', 'stocknum'] },
  ],
  hooks: {
    beforeValidate: [prepareVehicle],
    beforeChange: [guardTenantAssignment, lockFeedFieldsOnEdit],
    afterChange: [indexVehicleAfterChange, revalidateVehicleAfterChange, queueWatchAlertsAfterChange],
    beforeDelete: [removeWatchersBeforeDelete],
    afterDelete: [removeVehicleAfterDelete, revalidateVehicleAfterDelete],
  },
  fields: [
    // Derived (hooks/prepareVehicle.ts), sold from the status, views counted from the site: system-written.
    { name: 'name', type: 'text', access: systemWritten, admin: { readOnly: true, description: 'Year, make, model and badge; set for you.' } },
    {
      name: 'slug',
      type: 'text',
      index: true,
      maxLength: 160,
      admin: { position: 'sidebar', description: 'The /cars/{slug} address; made from the name and stock number when empty.' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, admin: { position: 'sidebar' } },
    // The rooftop is the location's: read through it (no column to keep in step), so a group's stock
    // list can be filtered, sorted and shown by dealership.
    {
      name: 'dealership',
      type: 'relationship',
      relationTo: 'dealerships',
      virtual: 'location.dealership',
      access: systemWritten,
      admin: { position: 'sidebar', readOnly: true, description: 'The dealership of the car’s location.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'in_stock',
      options: STATUSES.map((s) => ({ ...s })),
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'sold_date', type: 'date', admin: { position: 'sidebar', description: 'Set when the status becomes Sold.' } },
    { name: 'sold', type: 'checkbox', defaultValue: false, access: systemWritten, admin: { position: 'sidebar', readOnly: true } },
    { name: 'reserved', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'show_on_dealer_website', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'custom_rank', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Higher shows first in the default sort.' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Vehicle',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'year', type: 'number', required: true, validate: validateYear, admin: { width: '15%' } },
                { name: 'make', type: 'text', required: true, maxLength: 60, admin: { width: '25%' } },
                { name: 'model', type: 'text', required: true, maxLength: 60, admin: { width: '25%' } },
                { name: 'badge', type: 'text', maxLength: 80, admin: { width: '20%' } },
                { name: 'series', type: 'text', maxLength: 40, admin: { width: '15%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'car_type', type: 'select', required: true, defaultValue: 'used', options: CAR_TYPES.map((c) => ({ ...c })) },
                { name: 'item_type', type: 'select', required: true, defaultValue: 'car', options: ITEM_TYPES.map((c) => ({ ...c })) },
                { name: 'tag', type: 'text', maxLength: 40, admin: { description: 'e.g. Test Drive Only' } },
                { name: 'certified', type: 'checkbox', defaultValue: false, label: 'Certified pre-owned' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'stocknum', type: 'text', maxLength: 30, label: 'Stock number' },
                { name: 'vin', type: 'text', maxLength: 17, label: 'VIN', validate: validateVin },
                { name: 'regplate', type: 'text', maxLength: 10, label: 'Registration' },
                { name: 'rego_expiry', type: 'date', label: 'Rego expiry' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'colour', type: 'text', maxLength: 40 },
                { name: 'interior_colour', type: 'text', maxLength: 40 },
                { name: 'km', type: 'number', min: 0, max: 2_000_000, label: 'Odometer (km)' },
              ],
            },
            { name: 'dealercomments', type: 'textarea', label: 'Dealer comments', admin: { description: 'Use | to start a new paragraph.' } },
          ],
        },
        {
          label: 'Price',
          fields: [
            {
              type: 'row',
              fields: [
                money('price', 'Price'),
                money('before_price', 'Was price', 'Shown struck out when above the price.'),
                money('offer_price', 'Offer price'),
                money('subscription_price', 'Subscription (per week)'),
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'price_type', type: 'select', options: PRICE_TYPES.map((p) => ({ label: p, value: p })) },
                { name: 'preorder', type: 'checkbox', defaultValue: false },
              ],
            },
            {
              name: 'market',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [money('average_market_price', 'Average market price'), money('state_average_market_price', 'State average')],
                },
              ],
            },
          ],
        },
        {
          label: 'Specifications',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'simple_body', type: 'select', label: 'Body', options: BODY_TYPES.map((b) => ({ label: b, value: b })) },
                { name: 'bodyconfiguration', type: 'text', label: 'Body configuration', maxLength: 60 },
                { name: 'seats', type: 'number', min: 1, max: 80 },
                { name: 'doors', type: 'number', min: 0, max: 8 },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'simple_fuel', type: 'select', label: 'Fuel group', options: SIMPLE_FUELS.map((f) => ({ label: f, value: f })) },
                { name: 'fuel', type: 'text', maxLength: 60, admin: { description: 'e.g. Unleaded Petrol' } },
                { name: 'simple_transmission', type: 'select', label: 'Transmission group', options: SIMPLE_TRANSMISSIONS.map((t) => ({ label: t, value: t })) },
                { name: 'trans', type: 'text', maxLength: 60, label: 'Transmission' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'simple_drive', type: 'select', label: 'Drive group', options: SIMPLE_DRIVES.map((d) => ({ label: d, value: d })) },
                { name: 'drive', type: 'text', maxLength: 60 },
                { name: 'gearnum', type: 'number', min: 0, max: 12, label: 'Gears' },
                { name: 'engine_size', type: 'number', min: 0, max: 20_000, label: 'Engine (cc)' },
                { name: 'engine_size_litres', type: 'number', min: 0, max: 20, label: 'Engine (L)' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'build_date', type: 'date' },
                { name: 'compliance_date', type: 'date' },
                { name: 'nvic', type: 'text', maxLength: 12, label: 'NVIC' },
              ],
            },
            {
              name: 'variant',
              type: 'group',
              label: 'Variant specifications',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'cylinders', type: 'number', min: 0, max: 16 },
                    { name: 'induction', type: 'text', maxLength: 40 },
                    { name: 'torque', type: 'number', min: 0, label: 'Torque (Nm)' },
                    { name: 'ancaprating', type: 'number', min: 0, max: 5, label: 'ANCAP rating' },
                    { name: 'geartype', type: 'text', maxLength: 40 },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'fuelconsumptioncombined', type: 'number', min: 0, label: 'Fuel use (L/100km)' },
                    { name: 'fuelcapacity', type: 'number', min: 0, label: 'Tank (L)' },
                    { name: 'grossvehiclemass', type: 'number', min: 0, label: 'Weight (kg)' },
                    { name: 'towingcapacitybraked', type: 'number', min: 0, label: 'Towing braked (kg)' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'vehiclelength', type: 'number', min: 0, label: 'Length (mm)' },
                    { name: 'vehicleheight', type: 'number', min: 0, label: 'Height (mm)' },
                    { name: 'vehiclewidth', type: 'number', min: 0, label: 'Width (mm)' },
                  ],
                },
              ],
            },
            {
              name: 'caravan_specs',
              type: 'group',
              label: 'Caravan specifications',
              admin: { condition: (data) => data?.item_type === 'caravan' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'body_length', type: 'number', min: 0, label: 'Body length (mm)' },
                    { name: 'body_width', type: 'number', min: 0, label: 'Body width (mm)' },
                    { name: 'tare_weight', type: 'number', min: 0, label: 'Tare (kg)' },
                    { name: 'aggregate_trailer_mass', type: 'number', min: 0, label: 'ATM (kg)' },
                    { name: 'axle_type', type: 'text', maxLength: 40 },
                    { name: 'sleeps', type: 'number', min: 0, max: 20 },
                  ],
                },
              ],
            },
            { name: 'standard_equipment', type: 'text', hasMany: true, label: 'Standard equipment', maxRows: 200 },
          ],
        },
        {
          label: 'Media',
          fields: [
            {
              name: 'images',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 80,
              admin: { description: 'Drag to reorder; the first image is the main photo.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'video_url', type: 'text', maxLength: 500, label: 'Walkaround video URL' },
                { name: 'external_video_url', type: 'text', maxLength: 500, label: 'External video (YouTube embed)' },
              ],
            },
            { name: 'spin_images', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 120, label: '360° spin frames' },
            { name: 'spin_interior_image', type: 'upload', relationTo: 'media', label: 'Interior 360° image' },
            { name: 'hotspots', type: 'json', admin: { description: '{ exterior: [...], interior: [...] } with id, description, anchors, position' } },
            { name: 'file', type: 'text', maxLength: 500, label: 'History report link' },
          ],
        },
      ],
    },
    { name: 'views', type: 'number', defaultValue: 0, access: systemWritten, admin: { readOnly: true, position: 'sidebar' } },
    feedFields,
  ],
}
