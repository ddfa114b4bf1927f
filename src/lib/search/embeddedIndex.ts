/**
 * The embedded engine's index: one row per vehicle in `vehicle_search` (created by a migration),
 * holding the public record as JSON plus typed columns for filtering, faceting, sorting and text
 * search. Visibility depends on "now" (the sold window), so it is applied at query time, not here.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { executorFor } from './db'
import type { SearchRecord } from '@/domain/search/record'

/** drizzle expands a JS array into a parameter list, so arrays travel as a Postgres array literal. */
function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`
}

/** The typed columns of one search row, in COLUMNS order, and its text for full-text search. */
function rowValues(tenantId: number, record: SearchRecord): SQL {
  const text = [record.name, record.series, record.make, record.model, record.badge, record.body, record.colour, record.fuel, record.transmission, record.stocknum, record.location_name, record.city]
    .filter(Boolean)
    .join(' ')
  return sql`(
      ${record.id}, ${tenantId}, ${JSON.stringify(record)}::jsonb, ${record.make}, ${record.model}, ${record.make_model},
      ${record.badge}, ${record.series}, ${record.body}, ${record.fuel}, ${record.transmission}, ${record.drive},
      ${record.colour}, ${record.car_type}, ${record.status}, ${record.tag}, ${record.item_type}, ${record.location_name},
      ${record.city}, ${record.state}, ${record.dealership_name}, ${record.price_range}, ${record.weekly_price_range},
      ${pgTextArray(record.categories)}::text[], ${record.certified}, ${record.reserved}, ${record.show_on_dealer_website},
      ${record.year}, ${record.price}, ${record.km}, ${record.seats}, ${record.subscription_price}, ${record.custom_rank},
      ${record.created_at_timestamp}, ${record.sold_date_timestamp}, ${record.dealership_id ?? null}, to_tsvector('simple', ${text})
    )`
}

export async function upsertSearchRow(req: PayloadRequest, tenantId: number, record: SearchRecord): Promise<void> {
  await upsertSearchRows(req, [{ tenantId, record }])
}

/** Writes many search rows in one statement (a page of a reindex or of a stock feed run). */
export async function upsertSearchRows(req: PayloadRequest, rows: { tenantId: number; record: SearchRecord }[]): Promise<void> {
  if (rows.length === 0) return
  const db = await executorFor(req)
  await db.execute(sql`
    INSERT INTO vehicle_search (
      vehicle_id, tenant_id, record, make, model, make_model, badge, series, body, fuel, transmission, drive, colour,
      car_type, status, tag, item_type, location_name, city, state, dealership_name, price_range, weekly_price_range,
      categories, certified, reserved, show_on_dealer_website, year, price, km, seats, subscription_price,
      custom_rank, created_at_timestamp, sold_date_timestamp, dealership_id, search_text
    ) VALUES ${sql.join(
      rows.map((r) => rowValues(r.tenantId, r.record)),
      sql`, `,
    )}
    ON CONFLICT (vehicle_id) DO UPDATE SET
      tenant_id = EXCLUDED.tenant_id, record = EXCLUDED.record, make = EXCLUDED.make, model = EXCLUDED.model,
      make_model = EXCLUDED.make_model, badge = EXCLUDED.badge, series = EXCLUDED.series, body = EXCLUDED.body,
      fuel = EXCLUDED.fuel, transmission = EXCLUDED.transmission, drive = EXCLUDED.drive, colour = EXCLUDED.colour,
      car_type = EXCLUDED.car_type, status = EXCLUDED.status, tag = EXCLUDED.tag, item_type = EXCLUDED.item_type,
      location_name = EXCLUDED.location_name, city = EXCLUDED.city, state = EXCLUDED.state,
      dealership_name = EXCLUDED.dealership_name, price_range = EXCLUDED.price_range,
      weekly_price_range = EXCLUDED.weekly_price_range, categories = EXCLUDED.categories,
      certified = EXCLUDED.certified, reserved = EXCLUDED.reserved,
      show_on_dealer_website = EXCLUDED.show_on_dealer_website, year = EXCLUDED.year, price = EXCLUDED.price,
      km = EXCLUDED.km, seats = EXCLUDED.seats, subscription_price = EXCLUDED.subscription_price,
      custom_rank = EXCLUDED.custom_rank, created_at_timestamp = EXCLUDED.created_at_timestamp,
      sold_date_timestamp = EXCLUDED.sold_date_timestamp, dealership_id = EXCLUDED.dealership_id, search_text = EXCLUDED.search_text
  `)
}

export async function deleteSearchRow(req: PayloadRequest, vehicleId: number): Promise<void> {
  const db = await executorFor(req)
  await db.execute(sql`DELETE FROM vehicle_search WHERE vehicle_id = ${vehicleId}`)
}
