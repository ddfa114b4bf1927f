/**
 * A dealer's other scripts (issue 37): a tag none of the vetted vendors covers, given as its script's
 * address and the origins it talks to. Only a super-admin may add or change one, because it runs on
 * every page of the dealer's site; the page's policy then allows that script's origin and the declared
 * origins, nothing more (src/domain/marketing/tags.ts). Like every tag it waits for consent.
 */
import type { Field } from 'payload'

import { isSuperAdminField } from '@/access/roles'
import { labelFrom } from '@/admin/labels'
import { CUSTOM_TAG_MESSAGES, isTagOrigin, isTagScriptUrl } from '@/domain/marketing/tags'

export const customTagsField: Field = {
  name: 'customTags',
  type: 'array',
  label: 'Other scripts (super-admins only)',
  labels: { singular: 'Script', plural: 'Other scripts' },
  maxRows: 10,
  access: { create: isSuperAdminField, update: isSuperAdminField },
  admin: {
    components: { RowLabel: labelFrom(['label']) },
    description:
      'A tag no vetted vendor covers: its https script address and the origins it connects to. It loads only with the consent its category needs, after the page is interactive, and the site allows these origins only.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 60 },
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'marketing',
          options: [
            { label: 'Analytics', value: 'analytics' },
            { label: 'Marketing', value: 'marketing' },
          ],
        },
        { name: 'paused', type: 'checkbox', label: 'Paused', defaultValue: false },
      ],
    },
    {
      name: 'src',
      label: 'Script address',
      type: 'text',
      required: true,
      maxLength: 500,
      validate: (value: unknown) => (typeof value === 'string' && isTagScriptUrl(value) ? true : CUSTOM_TAG_MESSAGES.src),
    },
    {
      name: 'origins',
      label: 'Origins it connects to',
      type: 'text',
      hasMany: true,
      maxRows: 10,
      validate: (value: unknown) => {
        const list = Array.isArray(value) ? value : []
        return list.every((origin) => typeof origin === 'string' && isTagOrigin(origin)) ? true : CUSTOM_TAG_MESSAGES.origin
      },
    },
  ],
}

/** Under the tags: what each cost shoppers' page views (a ui field: nothing stored). */
export const tagCostsField: Field = {
  name: 'tagCosts',
  type: 'ui',
  admin: { components: { Field: '/collections/Tenants/admin/TagCosts.client#TagCosts' } },
}
