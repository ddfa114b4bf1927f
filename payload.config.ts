import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import type { Pool } from 'pg'
import sharp from 'sharp'

import { COLLECTIONS } from './collections'
import { Users } from '@collections/Users'
import { hideFromSalesNavigation, superAdminInternals } from '@/access/navigation'
import { isStaff, isSuperAdminUser } from '@/access/roles'
import { tenantSelectionWhenSignedIn } from '@/admin/tenantSelection/tenantSelectionPlugin'
import { databaseInputErrorsAsBadRequest } from '@/lib/api/databaseInputErrors'
import { malformedBodyAsBadRequest } from '@/lib/api/malformedBodyErrors'
import { dashboardSchema } from '@/lib/dashboard/schema'
import { forecourtEmailAdapter } from '@/lib/email/adapter'
import { mediaStorage } from '@/lib/storage/mediaStorage'
import { leadTasks } from '@/lib/leads/jobs'
import { reservationTasks } from '@/lib/reservations/jobs'
import { searchTasks } from '@/lib/search/jobs'
import { stockFeedTasks } from '@/lib/stockFeeds/jobs'
import { watchlistTasks } from '@/lib/watchlist/jobs'
import { lockDownJobs, withScheduleGuards } from '@/lib/jobs/scheduledPublishGuard'
import { guardScheduleQueue } from '@/lib/jobs/scheduledPublishValidation'
import { AU_TIME_ZONES } from '@/fields/timezones'
import { logger } from '@/lib/log/logger'
import { withJobLog } from '@/lib/log/jobLog'
import { pgWithSerialQueries } from '@/lib/db/serialQueries'
import { carryTraceIntoJobs, withJobTraces } from '@/lib/telemetry/jobs'
import { observeJobQueue } from '@/lib/telemetry/queueGauges'

const dirname = path.dirname(fileURLToPath(import.meta.url))

if (!process.env.PAYLOAD_SECRET && process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
  throw new Error('PAYLOAD_SECRET is not set. `npm start` sets one for you; set it yourself when running next directly.')
}

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || 'forecourt-build-time-placeholder-secret',
  // One logger per process (src/lib/log/logger.ts): JSON lines in production, readable in development, masked always.
  logger: logger(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Forecourt admin', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/assets/forecourt-mark.svg' }] },
    // Payload's default avatar is a Gravatar image from gravatar.com: a broken image wherever the
    // admin has no internet (issue 17), and a request to a third party with each user's email hash.
    avatar: 'default',
    components: {
      graphics: { Logo: '/src/admin/graphics/Brand#Logo', Icon: '/src/admin/graphics/Brand#Icon' },
      // What needs attention at the user's dealers (issue 18): leads, failed deliveries, stock freshness,
      // promotions, cars missing something, shoppers' Core Web Vitals.
      // Each dealer's links that lead nowhere (issue 17): menu items, footer links, page blocks.
      beforeDashboard: ['/src/admin/dashboard/Dashboard#ForecourtDashboard', '/src/admin/links/BrokenLinksDashboard#BrokenLinksDashboard'],
      // A dealer admin's privacy requests: find, export, correct and erase a person's data (issue 39).
      beforeNavLinks: ['/src/admin/privacy/PrivacyNavLink#PrivacyNavLink'],
      views: { privacy: { Component: '/src/admin/privacy/PrivacyView#PrivacyView', path: '/privacy' } },
    },
    // The zones the schedule-publish drawer offers: a marketer picks "9:00" in the dealer's own zone.
    timezones: { supportedTimezones: AU_TIME_ZONES.map(({ label, value }) => ({ label, value })), defaultTimezone: 'Australia/Sydney' },
  },
  // Sales staff see leads and reservations only (src/access/navigation.ts); access refuses them the rest.
  collections: hideFromSalesNavigation(COLLECTIONS),
  editor: lexicalEditor(),
  // SMTP from SMTP_HOST etc.; without it, a local catch-all (.data/mail) — see src/lib/email/.
  email: forecourtEmailAdapter(),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // One query at a time per connection: Payload validates a write's fields in parallel inside its
    // transaction (src/lib/db/serialQueries.ts).
    pg: pgWithSerialQueries,
    // The schema only ever changes through committed migrations (migrations/), in development too,
    // so a developer's database and production can never drift apart.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    // Indexes (and a column type) for the dashboard's aggregate queries that collection configs cannot express.
    afterSchemaInit: [dashboardSchema],
  }),
  graphQL: { disable: true },
  // A schedule to publish an invalid draft is refused when it is made (src/lib/jobs/scheduledPublishValidation.ts).
  // Jobs carry the trace of the request that queued them, and the queue is a gauge (src/lib/telemetry).
  onInit: (payload) => {
    guardScheduleQueue(payload)
    carryTraceIntoJobs(payload)
    observeJobQueue((payload.db as unknown as { pool: Pool }).pool, (payload.config.jobs.tasks ?? []).map((task) => task.slug))
  },
  hooks: { afterError: [databaseInputErrorsAsBadRequest, malformedBodyAsBadRequest] },
  jobs: {
    // Each run of a task is a log line with its id, attempt and outcome (src/lib/log/jobLog.ts).
    // Each run of a task is a span, a child of the request's trace that queued it (src/lib/telemetry/jobs.ts).
    tasks: withJobTraces(withJobLog([...searchTasks, ...leadTasks, ...watchlistTasks, ...reservationTasks, ...stockFeedTasks])),
    // The web server runs queued jobs every few seconds; scripts and builds never do.
    autoRun: process.env.FORECOURT_RUN_JOBS === 'true' ? [{ cron: '*/5 * * * * *', limit: 50, queue: 'default' }] : [],
    shouldAutoRun: () => process.env.FORECOURT_RUN_JOBS === 'true',
    // Staff may run the queue (/api/payload-jobs/run); sales staff and anonymous callers may not.
    access: { run: isStaff },
    jobsCollectionOverrides: lockDownJobs,
  },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  plugins: [
    multiTenantPlugin({
      tenantsSlug: 'tenants',
      collections: {
        pages: {},
        media: {},
        menus: { isGlobal: true },
        dealerships: {},
        locations: {},
        'special-hours': {},
        promotions: {},
        popups: {},
        'range-models': {},
        brands: {},
        vehicles: {},
        'stock-feeds': {},
        'stock-feed-runs': {},
        'stock-feed-files': {},
        leads: {},
        'lead-delivery': { isGlobal: true },
        'analytics-events': {},
        reservations: {},
        customers: {},
        'watchlist-items': {},
        'watch-alerts': {},
        unsubscribes: {},
        'privacy-log': {},
        'web-vitals': {},
        'csp-violations': {},
        'tag-costs': {},
      },
      userHasAccessToAllTenants: (user) => isSuperAdminUser(user as never),
      tenantsArrayField: {
        includeDefaultField: true,
        // Only a super-admin assigns dealers to a user; a marketer cannot add a tenant to themselves.
        arrayFieldAccess: {
          create: ({ req }) => isSuperAdminUser(req.user as never),
          update: ({ req }) => isSuperAdminUser(req.user as never),
        },
        tenantFieldAccess: {
          create: ({ req }) => isSuperAdminUser(req.user as never),
          update: ({ req }) => isSuperAdminUser(req.user as never),
        },
      },
    }),
    // Media files on S3-compatible storage when S3_BUCKET is set, else on local disk (src/lib/storage/).
    mediaStorage(),
    // The plugin's tenant selection for signed-in users only (its 3.90.1 refresh wipes the login form).
    tenantSelectionWhenSignedIn,
  ],
})
  .then(withScheduleGuards)
  .then(superAdminInternals)
