/**
 * Drafts, autosave, versions and scheduled publishing for the records marketers edit (pages,
 * promotions, popups, menus, locations, special hours), plus the "who changed it" stamp every version
 * carries, so the version history answers who changed what and when.
 *
 * With drafts on, the collection's own table holds the published document (or a never-published draft
 * with `_status: 'draft'`); saving a draft writes only the versions table. Public reads therefore filter
 * on `_status: 'published'` (src/access/tenantScoped.ts publishedOrStaff; PUBLISHED below for the few
 * server reads that skip access).
 */
import type { CollectionConfig, Field, Where } from 'payload'

import { isStaffField, systemWritten } from '@/access/roles'

export const PUBLISHED: Where = { _status: { equals: 'published' } }

/** How many versions each record keeps; autosave updates one draft version in place, so this is ample. */
const MAX_VERSIONS_PER_DOC = 50

export const marketingVersions = (): NonNullable<CollectionConfig['versions']> => ({
  maxPerDoc: MAX_VERSIONS_PER_DOC,
  drafts: {
    // Live preview shows unsaved edits by autosaving a draft and refreshing the preview.
    autosave: { interval: 400 },
    // Runs on the `default` queue that the web server (or the worker) already works; the drawer offers
    // the zones in payload.config.ts admin.timezones, so "9:00" means 9:00 at the dealer.
    schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 15 },
  },
})

/**
 * The record's scheduled publishes that failed, or will (src/admin/schedule/ScheduleStatus.tsx): shown
 * in the sidebar beside the schedule drawer, which only lists what is upcoming (issue 33 #8).
 */
export const scheduleStatusField: Field = {
  name: 'scheduleStatus',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/src/admin/schedule/ScheduleStatus#ScheduleStatus' } },
}

/**
 * The admin user whose save made this version. Whatever a request sends is dropped (field access) and
 * the field's own hook writes the signed-in user (a scheduled publish runs as the user who scheduled
 * it); system writes (seed, feeds) leave it empty.
 */
export const updatedByField: Field = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'users',
  label: 'Last changed by',
  access: { read: isStaffField, ...systemWritten },
  admin: { position: 'sidebar', readOnly: true, description: 'Kept with each version in the history.' },
  hooks: {
    beforeChange: [
      ({ req, value }) => {
        const user = req.user as { id?: number | string; collection?: string } | null
        return user?.collection === 'users' && user.id !== undefined ? user.id : value ?? null
      },
    ],
  },
}
