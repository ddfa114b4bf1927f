import type { CollectionConfig } from 'payload'

import { withFieldAccess } from '@/access/fieldAccess'
import { isSuperAdmin, isSuperAdminField } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { labelFrom } from '@/admin/labels'
import { SEGMENT_SLUG_PATTERN } from '@/domain/format/slug'
import { financeRulesFields } from '@tenants/financeRules'
import { settingsFields } from '@tenants/settingsFields'
import { FONT_OPTIONS, DEFAULT_THEME } from '@tenants/theme'
import { TEMPLATES } from '@tenants/templates'
import { validStockDealerships, validStockSource } from '@/lib/dealerships/stockSource'
import { readTenantDetail, readTenants, updateTenants } from './access'
import { customTagsField, tagCostsField } from './customTags'
import { revalidateDeletedTenant, revalidateTenantRecord } from './hooks/revalidateTenant'
import { validateTenantSettings } from './hooks/validateSettings'

const colour = (name: string, label: string, defaultValue: string) => ({
  name,
  label,
  type: 'text' as const,
  defaultValue,
  admin: { description: 'Hex colour, e.g. #0b3d91', width: '33%' },
})

/** A dealer site: identity, hosts, theme, contact details and the settings that switch features. */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'template'],
    group: 'Dealer',
  },
  access: {
    create: isSuperAdmin,
    delete: isSuperAdmin,
    read: readTenants,
    update: updateTenants,
    ...noVersions,
  },
  hooks: {
    beforeValidate: [validateTenantSettings],
    afterChange: [revalidateTenantRecord],
    afterDelete: [revalidateDeletedTenant],
  },
  // Sales staff read their dealers' names (the admin's dealer switcher needs them) and nothing else.
  fields: withFieldAccess([
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          maxLength: 60,
          access: { update: isSuperAdminField },
          admin: { description: 'Also answers on {slug}.localhost in development.' },
          validate: (value: unknown) =>
            typeof value === 'string' && SEGMENT_SLUG_PATTERN.test(value)
              ? true
              : 'Use lower-case letters, digits and single hyphens.',
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Site',
          fields: [
            {
              name: 'template',
              type: 'select',
              required: true,
              defaultValue: 'franchise',
              options: TEMPLATES.map((t) => ({ label: t.label, value: t.value })),
              access: { update: isSuperAdminField },
            },
            {
              name: 'domains',
              type: 'array',
              labels: { singular: 'Domain', plural: 'Domains' },
              access: { update: isSuperAdminField },
              admin: { description: 'Every host name this dealer site answers on.', components: { RowLabel: labelFrom(['domain']) } },
              fields: [{ name: 'domain', type: 'text', required: true, unique: true, index: true }],
            },
            {
              // A super-admin decision, like the domains: it moves which cars a site shows.
              name: 'stockSource',
              label: 'Shows the stock of',
              type: 'relationship',
              relationTo: 'tenants',
              access: { update: isSuperAdminField },
              validate: validStockSource,
              admin: {
                description:
                  "A franchise or used-car site of a dealer group shows the group site's cars (one record per car, on every site whose filter takes it) and sends its leads to the group's inbox. Empty: this site shows its own stock.",
              },
            },
            {
              name: 'stockDealerships',
              label: 'Stock filter: only these dealerships',
              type: 'relationship',
              relationTo: 'dealerships',
              hasMany: true,
              access: { update: isSuperAdminField },
              validate: validStockDealerships,
              admin: { description: 'Leave empty for every dealership of the stock shown.' },
            },
          ],
        },
        {
          label: 'Theme',
          name: 'theme',
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              type: 'row',
              fields: [
                colour('primaryColor', 'Primary', DEFAULT_THEME.primaryColor),
                colour('onPrimaryColor', 'Text on primary', DEFAULT_THEME.onPrimaryColor),
                colour('accentColor', 'Accent', DEFAULT_THEME.accentColor),
              ],
            },
            {
              type: 'row',
              fields: [
                colour('backgroundColor', 'Background', DEFAULT_THEME.backgroundColor),
                colour('textColor', 'Text', DEFAULT_THEME.textColor),
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'headingFont', type: 'select', defaultValue: 'system', options: FONT_OPTIONS },
                { name: 'bodyFont', type: 'select', defaultValue: 'system', options: FONT_OPTIONS },
              ],
            },
          ],
        },
        {
          label: 'Contact',
          name: 'contact',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', label: 'Main phone', maxLength: 30 },
                { name: 'email', type: 'email', label: 'Enquiries email' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'phoneNew', type: 'text', label: 'Phone for new cars', maxLength: 30 },
                { name: 'phoneUsed', type: 'text', label: 'Phone for used cars', maxLength: 30 },
                { name: 'phoneDemo', type: 'text', label: 'Phone for demo cars', maxLength: 30 },
              ],
            },
            {
              name: 'dealerLicences',
              type: 'array',
              labels: { singular: 'Licence', plural: 'Dealer licence numbers' },
              admin: { components: { RowLabel: labelFrom([['state', 'number']]) } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'state', type: 'select', options: ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] },
                    { name: 'number', type: 'text', required: true, maxLength: 40 },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Settings',
          name: 'settings',
          fields: [...settingsFields, customTagsField, tagCostsField],
        },
        {
          // An unnamed tab holding a ui field only: nothing stored, so no column and no migration.
          label: 'Ad feeds',
          description: 'What the Google and Meta ad feeds publish, and the cars they leave out with why.',
          fields: [
            {
              name: 'adFeedReport',
              type: 'ui',
              admin: { components: { Field: '/collections/Tenants/admin/AdFeedReport.client#AdFeedReport' } },
            },
          ],
        },
        {
          label: 'Finance rules',
          name: 'financeRules',
          description: "Loan calculator bounds, repayment rounding and finance summary rules. Empty fields use the finance provider's defaults (Settings → Finance).",
          fields: financeRulesFields,
        },
      ],
    },
  ], { read: readTenantDetail }, ['name']),
}
