import type { CollectionConfig, Field } from 'payload'

import { guardTenantAssignment, publishedOrStaff, staffWrites } from '@/access/tenantScoped'
import { staffReadsVersions } from '@/access/versions'
import { labelFrom } from '@/admin/labels'
import { hrefField } from '@/fields/link'
import { marketingVersions, scheduleStatusField, updatedByField } from '@/fields/versions'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '@/lib/cache/tenantHooks'

const linkRow: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true, maxLength: 60 },
      hrefField('href'),
    ],
  },
]

/**
 * One menu document per dealer (the plugin's isGlobal): the header mega-menu and the footer.
 * Header items are plain links or dropdowns of link groups; dropdowns open on click, or on hover
 * where the dealer turns that on.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: 'Menu', plural: 'Menus' },
  admin: { useAsTitle: 'title', group: 'Content' },
  access: {
    read: publishedOrStaff,
    ...staffWrites,
    ...staffReadsVersions,
  },
  versions: marketingVersions(),
  hooks: {
    beforeChange: [guardTenantAssignment],
    afterChange: [revalidateTenantAfterChange],
    afterDelete: [revalidateTenantAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Site menus', admin: { hidden: true } },
    scheduleStatusField,
    updatedByField,
    { name: 'linkCheck', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/admin/links/LinkCheck.client#LinkCheck' } } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Header',
          name: 'header',
          fields: [
            {
              name: 'openOnHover',
              type: 'checkbox',
              defaultValue: false,
              label: 'Open dropdowns on hover (pointer devices)',
            },
            {
              name: 'items',
              type: 'array',
              maxRows: 10,
              labels: { singular: 'Menu item', plural: 'Menu items' },
              admin: { components: { RowLabel: labelFrom(['label', 'href']) } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', required: true, maxLength: 40 },
                    {
                      name: 'kind',
                      type: 'select',
                      required: true,
                      defaultValue: 'link',
                      options: [
                        { label: 'Link', value: 'link' },
                        { label: 'Dropdown', value: 'dropdown' },
                      ],
                    },
                  ],
                },
                {
                  ...hrefField('href', false),
                  admin: { condition: (_, sibling) => sibling?.kind === 'link' },
                  validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
                    siblingData?.kind !== 'link' || (typeof value === 'string' && /^(\/|https:\/\/)/.test(value))
                      ? true
                      : 'A link item needs a site path such as /finance, or an https:// address.',
                },
                {
                  name: 'groups',
                  type: 'array',
                  maxRows: 6,
                  admin: { condition: (_, sibling) => sibling?.kind === 'dropdown', components: { RowLabel: labelFrom(['heading', 'links.0.label']) } },
                  fields: [
                    { name: 'heading', type: 'text', maxLength: 40 },
                    { name: 'links', type: 'array', minRows: 1, maxRows: 12, admin: { components: { RowLabel: labelFrom(['label', 'href']) } }, fields: linkRow },
                  ],
                },
              ],
            },
            {
              name: 'cta',
              type: 'group',
              label: 'Header button',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', maxLength: 30 },
                    hrefField('href', false),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Footer',
          name: 'footer',
          fields: [
            {
              name: 'columns',
              type: 'array',
              maxRows: 5,
              admin: { components: { RowLabel: labelFrom(['heading']) } },
              fields: [
                { name: 'heading', type: 'text', required: true, maxLength: 40 },
                { name: 'links', type: 'array', maxRows: 12, admin: { components: { RowLabel: labelFrom(['label', 'href']) } }, fields: linkRow },
              ],
            },
            { name: 'note', type: 'textarea', maxLength: 500, admin: { description: 'Small print under the footer links.' } },
          ],
        },
      ],
    },
  ],
}
