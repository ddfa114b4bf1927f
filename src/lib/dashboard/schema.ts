/**
 * What the dashboard's queries (./queries.ts) need of the schema beyond what collection configs can
 * say, added to Payload's Drizzle schema (postgresAdapter afterSchemaInit in payload.config.ts) so
 * `npm run migrate:create` writes it into a migration like any collection change. A collection's
 * `indexes` option cannot make a partial or covering index, nor pick a number column's type; these live
 * here, beside the queries they serve, rather than in collections other work owns:
 *
 * - leads (tenant_id, created_at, form, location_id, status, minutes_to_first_contact): the leads
 *   panel reads one dealer's last 30 days as an index range, and every column it needs is in the
 *   index (an index-only scan: no visit to the table's rows);
 * - leads (tenant_id, created_at) WHERE status IN ('failed', 'delivering'): the failed deliveries, a
 *   handful of rows found without looking at the delivered ones;
 * - vehicles (tenant_id, updated_at): "stock last changed" for a dealer without a feed is the first
 *   entry of the dealer's range.
 *
 * - web_vitals.value as double precision, not Payload's numeric: every p75 sorts the week's values,
 *   and a float8 sorts about a third faster than an arbitrary-precision numeric (bench/dashboard.ts);
 *   a browser's measurement has no more precision than a double anyway.
 *
 * The web vitals' own (tenant_id, created_at) index is in collections/WebVitals.
 */
import { sql, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { doublePrecision, index } from '@payloadcms/db-postgres/drizzle/pg-core'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const DASHBOARD_INDEXES = ['leads_tenant_created_at_idx', 'leads_delivery_failed_idx', 'vehicles_tenant_updated_at_idx'] as const

export const dashboardSchema: PostgresSchemaHook = ({ schema, extendTable }) => {
  const { leads, vehicles, web_vitals: webVitals } = schema.tables
  if (leads) {
    extendTable({
      table: leads,
      extraConfig: (t) => ({
        leads_tenant_created_at_idx: index('leads_tenant_created_at_idx').on(t.tenant, t.createdAt, t.form, t.location, t.status, t.minutesToFirstContact),
        leads_delivery_failed_idx: index('leads_delivery_failed_idx').on(t.tenant, t.createdAt).where(sql`${t.status} in ('failed', 'delivering')`),
      }),
    })
  }
  if (vehicles) {
    extendTable({
      table: vehicles,
      extraConfig: (t) => ({ vehicles_tenant_updated_at_idx: index('vehicles_tenant_updated_at_idx').on(t.tenant, t.updatedAt) }),
    })
  }
  if (webVitals) extendTable({ table: webVitals, columns: { value: doublePrecision('value').notNull() } })
  return schema
}
