import type { CollectionConfig, Field } from 'payload'

import { isLoggedIn, isSuperAdmin } from '../../src/access/roles'
import { guardTenantAssignment } from '../../src/access/tenantScoped'
import { labelFrom } from '../../src/admin/labels'
import { contactGroup } from '../../src/fields/contactGroup'
import { CHANNEL_STATES, DELIVERY_CHANNELS, LEAD_FORMS, LEAD_STATUSES } from './options'

const readOnly = { readOnly: true } as const

const channelGroup = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  admin: { readOnly: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'state', type: 'select', defaultValue: 'pending', options: [...CHANNEL_STATES] },
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'to', type: 'text' },
        // The Message-ID the SMTP server accepted (or the webhook's HTTP status): proof it went out,
        // and the reason a rerun of the job skips this channel.
        { name: 'reference', type: 'text' },
      ],
    },
  ],
})

/**
 * A shopper's enquiry, booking, trade-in or instant offer. Created only by the lead API
 * (src/app/(site)/api/leads) with its delivery job in the same transaction; read only by the staff of
 * its dealer in the admin (the multi-tenant plugin narrows reads for marketers; anonymous callers get
 * nothing, REST included).
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'subcategory', 'status', 'createdAt'],
    group: 'Leads',
    listSearchableFields: ['title', 'contact.email', 'contact.phone', 'publicId'],
  },
  access: {
    read: isLoggedIn,
    create: () => false,
    update: isLoggedIn,
    delete: isSuperAdmin,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['tenant', 'idempotencyKey'], unique: true }],
  hooks: { beforeChange: [guardTenantAssignment] },
  fields: [
    { name: 'title', type: 'text', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'form', type: 'select', required: true, options: [...LEAD_FORMS], admin: readOnly },
        { name: 'category', type: 'text', required: true, admin: readOnly },
        { name: 'subcategory', type: 'text', admin: readOnly },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'received',
      options: LEAD_STATUSES.map((s) => ({ ...s })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publicId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'Lead id (lead_id)',
      admin: { position: 'sidebar', readOnly: true, description: 'The id the shopper’s browser received.' },
    },
    { name: 'idempotencyKey', type: 'text', required: true, admin: { hidden: true } },
    contactGroup,
    {
      type: 'row',
      fields: [
        { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', admin: readOnly },
        { name: 'location', type: 'relationship', relationTo: 'locations', admin: readOnly },
      ],
    },
    {
      name: 'defaults',
      type: 'group',
      label: 'Lead payload',
      admin: { readOnly: true, description: 'The standard lead fields sent with every delivery (spec 02 §3).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'dealershipSlug', type: 'text', label: 'dealership_slug' },
            { name: 'manufacturerSlug', type: 'text', label: 'manufacturer_slug' },
            { name: 'stockNumber', type: 'text', label: 'stock_number' },
            { name: 'vehicleMake', type: 'text', label: 'Vehicle Make' },
            { name: 'vehicleModel', type: 'text', label: 'Vehicle Model' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'carType', type: 'text', label: 'car_type' },
            { name: 'carId', type: 'text', label: 'car_id' },
            { name: 'vehicleStatus', type: 'text', label: 'vehicle_status' },
            { name: 'optIn', type: 'checkbox', label: 'opt_in', defaultValue: true },
            { name: 'autogaugeEnabled', type: 'checkbox', label: 'autogauge_enabled', defaultValue: false },
          ],
        },
        { name: 'message', type: 'textarea', label: 'message' },
      ],
    },
    { name: 'fields', type: 'json', label: 'Every submitted field', admin: readOnly },
    { name: 'valuation', type: 'json', label: 'Valuation', admin: { readOnly: true, condition: (data) => Boolean(data?.valuation) } },
    {
      name: 'attribution',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'sourcePage', type: 'text' },
        { name: 'visitedPages', type: 'json' },
        { name: 'linkedQueryParams', type: 'json' },
        { name: 'userAgent', type: 'text' },
        { name: 'referrer', type: 'text' },
      ],
    },
    {
      type: 'collapsible',
      label: 'Delivery',
      fields: [
        channelGroup('emailDelivery', 'Lead email (ADF/XML)'),
        channelGroup('webhookDelivery', 'Webhook'),
        channelGroup('autoReplyDelivery', 'Auto-reply to the shopper'),
        {
          name: 'deliveryAttempts',
          type: 'array',
          label: 'Delivery attempts',
          admin: { readOnly: true, initCollapsed: false, components: { RowLabel: labelFrom([['channel', 'outcome', 'error']]) } },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'channel', type: 'select', required: true, options: [...DELIVERY_CHANNELS] },
                { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
                { name: 'outcome', type: 'select', required: true, options: ['sent', 'failed', 'skipped'] },
                { name: 'error', type: 'text' },
              ],
            },
          ],
        },
        // The delivery lease (see src/lib/leads/delivery/claim.ts): who is delivering now, until when.
        { name: 'deliveryClaimedUntil', type: 'date', admin: { hidden: true } },
      ],
    },
  ],
  timestamps: true,
}
