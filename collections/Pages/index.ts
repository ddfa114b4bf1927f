import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@blocks/configs'
import { guardTenantAssignment, publishedOrStaff, staffWrites } from '@/access/tenantScoped'
import { staffReadsVersions } from '@/access/versions'
import { sharedSitesField } from '@/fields/sharedSites'
import { slugField } from '@/fields/slug'
import { marketingVersions, scheduleStatusField, updatedByField } from '@/fields/versions'
import { livePreviewFor } from '@/lib/preview/livePreview'
import { sharePreviewField } from '@/lib/preview/fields'
import { previewLinkEndpoint } from '@/lib/preview/shareEndpoint'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '@/lib/cache/tenantHooks'
import { ensureSlugUniquePerTenant } from './hooks/ensureSlugUniquePerTenant'

/** A dealer's page: an ordered list of blocks at a path of its own, with drafts and versions. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    livePreview: livePreviewFor('pages'),
  },
  endpoints: [previewLinkEndpoint('pages')],
  access: {
    read: publishedOrStaff,
    ...staffWrites,
    ...staffReadsVersions,
  },
  versions: marketingVersions(),
  // Two dealers may both have /finance; one dealer may not have two.
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: {
    beforeChange: [guardTenantAssignment],
    beforeValidate: [ensureSlugUniquePerTenant],
    afterChange: [revalidateTenantAfterChange],
    afterDelete: [revalidateTenantAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    scheduleStatusField,
    updatedByField,
    sharePreviewField,
    { name: 'linkCheck', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/admin/links/LinkCheck.client#LinkCheck' } } },
    slugField('title'),
    // A group's page written once and shown on its other sites at the same address, unless a site has
    // a page of its own there (src/lib/site/content.ts).
    sharedSitesField,
    {
      name: 'hideBreadcrumbs',
      type: 'checkbox',
      defaultValue: false,
      label: 'Hide breadcrumbs',
      admin: { position: 'sidebar', description: 'Pages below the home page show Home > … > this page unless hidden.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              blocks: pageBlocks,
              admin: { initCollapsed: true },
            },
          ],
        },
        {
          label: 'SEO',
          name: 'meta',
          fields: [
            { name: 'title', type: 'text', maxLength: 70, admin: { description: 'Defaults to the page title.' } },
            { name: 'description', type: 'textarea', maxLength: 160 },
            { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Open Graph image (1200×630 is made for you).' } },
            { name: 'noIndex', type: 'checkbox', defaultValue: false, label: 'Hide from search engines' },
          ],
        },
      ],
    },
  ],
}
