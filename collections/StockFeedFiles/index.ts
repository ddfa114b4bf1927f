import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { guardTenantAssignment } from '@/access/tenantScoped'
import { staffOnly } from '../StockFeeds/access/staffOnly'

/**
 * A feed file as received: uploaded in the admin, pushed by the DMS to /api/stock-feeds/{id}/ingest,
 * or fetched from the feed's URL. A run reads it from here (in the job queue, never in the request
 * that brought it), so a file that arrived is never lost to a busy or restarting server. Private:
 * served to staff only.
 */
export const StockFeedFiles: CollectionConfig = {
  slug: 'stock-feed-files',
  labels: { singular: 'Stock feed file', plural: 'Stock feed files' },
  admin: { group: 'Stock', defaultColumns: ['filename', 'feed', 'filesize', 'createdAt'], hidden: ({ user }) => !user },
  access: staffOnly,
  hooks: { beforeChange: [guardTenantAssignment] },
  upload: {
    staticDir: path.resolve(process.env.FORECOURT_DATA_DIR ?? '.data', 'stock-feeds'),
    mimeTypes: ['text/csv', 'text/tab-separated-values', 'text/plain', 'application/xml', 'text/xml', 'application/json', 'application/octet-stream'],
  },
  fields: [
    { name: 'feed', type: 'relationship', relationTo: 'stock-feeds', required: true, index: true },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'upload',
      options: [
        { label: 'Uploaded in the admin', value: 'upload' },
        { label: 'Pushed by the DMS', value: 'push' },
        { label: 'Fetched from the feed URL', value: 'url' },
      ],
    },
  ],
}
