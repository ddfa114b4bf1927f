import type { CollectionConfig, Field } from 'payload'

import { runsAccess } from '../StockFeeds/access/staffOnly'
import { RUN_COUNTS } from './counts'

const RUN_STATUSES = [
  { label: 'Queued', value: 'queued' },
  { label: 'Running', value: 'running' },
  { label: 'OK', value: 'ok' },
  { label: 'Held (nothing changed)', value: 'held' },
  { label: 'Released (imported after a hold)', value: 'released' },
  { label: 'Failed', value: 'failed' },
] as const

const count = ([name, label]: readonly [string, string]): Field => ({ name, label, type: 'number', defaultValue: 0, admin: { readOnly: true, width: '20%' } })

/**
 * One import of one feed file (issue 16): what it found and what it did. Written by the importer
 * (src/lib/stockFeeds/run.ts) only; a held run says why it changed nothing, and a marketer can
 * release it once from the feed (the release is a new run of the same file).
 */
export const StockFeedRuns: CollectionConfig = {
  slug: 'stock-feed-runs',
  labels: { singular: 'Stock feed run', plural: 'Stock feed runs' },
  admin: {
    group: 'Stock',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'feed', 'status', 'startedAt', 'finishedAt'],
  },
  access: runsAccess,
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    { name: 'feed', type: 'relationship', relationTo: 'stock-feeds', required: true, index: true, admin: { readOnly: true } },
    { name: 'file', type: 'relationship', relationTo: 'stock-feed-files', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: RUN_STATUSES.map((s) => ({ ...s })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'trigger',
      type: 'select',
      required: true,
      defaultValue: 'upload',
      options: [
        { label: 'Upload', value: 'upload' },
        { label: 'DMS push', value: 'push' },
        { label: 'Schedule', value: 'schedule' },
        { label: 'Release of a held run', value: 'release' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'releaseOf', type: 'relationship', relationTo: 'stock-feed-runs', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'releasedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'finishedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'counts', type: 'group', fields: [{ type: 'row', fields: RUN_COUNTS.map(count) }] },
    { name: 'heldReason', type: 'textarea', admin: { readOnly: true, condition: (data) => Boolean(data?.heldReason) } },
    { name: 'error', type: 'textarea', admin: { readOnly: true, condition: (data) => Boolean(data?.error) } },
    {
      name: 'skippedRows',
      type: 'json',
      admin: { readOnly: true, description: 'Each skipped row: its line in the file and why (the first 1,000).' },
    },
    { name: 'photoFailures', type: 'json', admin: { readOnly: true, description: 'Photos that could not be fetched, with the reason.' } },
    { name: 'warnings', type: 'json', admin: { readOnly: true } },
  ],
}
