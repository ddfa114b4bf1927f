import type { CollectionConfig } from 'payload'

import { systemWritten } from '@/access/roles'
import { guardTenantAssignment } from '@/access/tenantScoped'
import { labelFrom } from '@/admin/labels'
import type { PhotoSeparator } from '@/domain/feeds/lists'
import { feedStateLabel } from '@/domain/feeds/state'
import { FEED_PRESETS } from '@/domain/feeds/mapping'
import { stockFeedEndpoints } from '@/lib/stockFeeds/endpoints'
import { staffOnly } from './access/staffOnly'
import { validateFeedUrl, validateMappingJson } from './validation'

/**
 * A dealer's stock feed from its DMS (issue 16; ../shared/design/feeds.md §C): where the file comes
 * from, how to read it, which column is which vehicle field, which branch code is which location, and
 * what the importer may do to cars that leave it. Imports run in the job queue
 * (src/lib/stockFeeds), one at a time per feed, each recorded in stock-feed-runs.
 */
export const StockFeeds: CollectionConfig = {
  slug: 'stock-feeds',
  labels: { singular: 'Stock feed', plural: 'Stock feeds' },
  admin: {
    group: 'Stock',
    useAsTitle: 'name',
    defaultColumns: ['name', 'source', 'freshness', 'lastImportedAt', 'lastRunStatus'],
  },
  access: staffOnly,
  endpoints: stockFeedEndpoints,
  hooks: { beforeChange: [guardTenantAssignment] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Off: no scheduled fetch and pushes are refused.' } },
    {
      name: 'freshness',
      type: 'text',
      label: 'State',
      virtual: true,
      access: systemWritten,
      admin: { readOnly: true, position: 'sidebar', description: 'As the dashboard shows it: turned off, held, failed, stale (nothing imported within the stale window) or fresh.' },
      hooks: { afterRead: [({ siblingData }) => feedStateLabel(siblingData ?? {}, Date.now())] },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Source',
          fields: [
            {
              name: 'source',
              type: 'select',
              required: true,
              defaultValue: 'upload',
              options: [
                { label: 'A file uploaded here', value: 'upload' },
                { label: 'An address fetched on a schedule', value: 'url' },
                { label: 'Files pushed by the DMS', value: 'push' },
              ],
            },
            {
              name: 'url',
              type: 'text',
              maxLength: 1000,
              label: 'Feed address',
              validate: validateFeedUrl,
              admin: { condition: (data) => data?.source === 'url', description: 'An https:// address of the full stock file.' },
            },
            {
              name: 'scheduleMinutes',
              type: 'number',
              min: 15,
              max: 1440,
              defaultValue: 240,
              label: 'Fetch every (minutes)',
              admin: { condition: (data) => data?.source === 'url' },
            },
            {
              name: 'pushKeyHint',
              type: 'text',
              label: 'Push key',
              // The key and its hint are made by the push-key endpoint (src/lib/stockFeeds/endpoints.ts) only.
              access: systemWritten,
              admin: {
                readOnly: true,
                condition: (data) => data?.source === 'push',
                description: 'The DMS POSTs the file to /api/stock-feeds/{id}/ingest with the header Authorization: Bearer {key}. A new key is shown once, when made (the end of it stays here).',
                components: { afterInput: ['/collections/StockFeeds/admin/PushKey.client#PushKey'] },
              },
            },
            { name: 'pushKeyHash', type: 'text', hidden: true, access: systemWritten },
            {
              name: 'upload',
              type: 'ui',
              admin: {
                condition: (data) => Boolean(data?.id),
                components: { Field: '/collections/StockFeeds/admin/UploadFeedFile.client#UploadFeedFile' },
              },
            },
          ],
        },
        {
          label: 'Format and columns',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'preset',
                  type: 'select',
                  required: true,
                  defaultValue: 'au-dms-csv',
                  options: [...FEED_PRESETS.map((p) => ({ label: p.label, value: p.id })), { label: 'My own mapping', value: 'custom' }],
                },
                {
                  name: 'format',
                  type: 'select',
                  required: true,
                  defaultValue: 'csv',
                  options: [
                    { label: 'CSV (header row)', value: 'csv' },
                    { label: 'TSV (header row)', value: 'tsv' },
                    { label: 'XML', value: 'xml' },
                    { label: 'JSON array', value: 'json' },
                  ],
                },
                {
                  name: 'encoding',
                  type: 'select',
                  required: true,
                  defaultValue: 'auto',
                  options: [
                    { label: 'UTF-8 or Windows-1252 (detect)', value: 'auto' },
                    { label: 'UTF-8', value: 'utf-8' },
                    { label: 'Windows-1252', value: 'windows-1252' },
                  ],
                },
                {
                  name: 'recordPath',
                  type: 'text',
                  maxLength: 200,
                  admin: { condition: (data) => data?.format === 'xml' || data?.format === 'json', description: 'XML: the element of one car, e.g. Stock/Vehicle.' },
                },
              ],
            },
            {
              name: 'mapping',
              type: 'json',
              validate: validateMappingJson,
              admin: {
                description:
                  'With "My own mapping": { "vehicle field": "column" }, e.g. { "stocknum": "StockNo", "price": "Price" }. With a preset, anything here overrides the preset column by column.',
              },
            },
            {
              name: 'photoSeparator',
              type: 'select',
              required: true,
              defaultValue: 'auto',
              label: 'Between photo addresses in one cell',
              options: [
                { label: 'Detect (; | , or spaces between addresses)', value: 'auto' },
                { label: '| or a new line only', value: 'pipe' },
                { label: '; (semicolon)', value: 'semicolon' },
                { label: ', (comma)', value: 'comma' },
                { label: 'Spaces', value: 'space' },
              ] satisfies { label: string; value: PhotoSeparator }[],
              admin: { description: 'Detect keeps a comma inside an address (w_800,h_600). The run report warns when one photo address still holds another.' },
            },
            {
              name: 'branches',
              type: 'array',
              labels: { singular: 'Branch', plural: 'Branches' },
              admin: { description: "The feed's branch (location) codes and the location each is.", components: { RowLabel: labelFrom(['code']) } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'code', type: 'text', required: true, maxLength: 40 },
                    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
                  ],
                },
              ],
            },
            { name: 'defaultLocation', type: 'relationship', relationTo: 'locations', admin: { description: 'For rows without a known branch code.' } },
          ],
        },
        {
          label: 'Rules',
          fields: [
            { name: 'complete', type: 'checkbox', defaultValue: true, label: 'Each file lists the whole stock', admin: { description: 'Only then can a car missing from a file be taken off the site.' } },
            {
              type: 'row',
              fields: [
                {
                  name: 'missingAction',
                  type: 'select',
                  required: true,
                  defaultValue: 'sold',
                  label: 'A car missing from the feed becomes',
                  options: [
                    { label: 'Sold (shown as sold for the sold window)', value: 'sold' },
                    { label: 'Withdrawn (hidden from the site)', value: 'withdrawn' },
                  ],
                },
                { name: 'graceRuns', type: 'number', min: 0, max: 20, defaultValue: 1, label: 'after this many runs without it' },
              ],
            },
            { name: 'holdUntilPhotos', type: 'checkbox', defaultValue: false, label: 'Keep a new car off the site until it has photos' },
            {
              type: 'row',
              fields: [
                { name: 'maxRemovalPercent', type: 'number', min: 1, max: 100, defaultValue: 20, label: 'Hold a run that would remove more than (%)' },
                { name: 'minRowsPercent', type: 'number', min: 1, max: 100, defaultValue: 50, label: 'Hold a file with fewer rows than (% of the last good run)' },
                { name: 'staleAfterHours', type: 'number', min: 1, max: 720, defaultValue: 24, label: 'Stale after (hours without an import)' },
              ],
            },
            { name: 'allowChassisNumbers', type: 'checkbox', defaultValue: false, label: 'Accept chassis numbers for older cars (not only 17-character VINs)' },
          ],
        },
      ],
    },
    {
      name: 'status',
      type: 'group',
      // The importer's and the scheduler's record of the feed.
      access: systemWritten,
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        { name: 'lastReceivedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastImportedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastPhotoSyncAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastRunStatus', type: 'text', admin: { readOnly: true } },
        { name: 'lastGoodRowCount', type: 'number', admin: { readOnly: true } },
        { name: 'nextFetchAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'heldRun', type: 'relationship', relationTo: 'stock-feed-runs', admin: { readOnly: true } },
      ],
    },
  ],
}
