import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The embedded search engine's index (src/lib/search): one row per vehicle with its public record
 * and typed columns for filters, facets, sorts and text search. Written by hand: Payload's schema does
 * not know this table, so generated migrations never touch it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "vehicle_search" (
    "vehicle_id" integer PRIMARY KEY REFERENCES "vehicles"("id") ON DELETE CASCADE,
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
    "record" jsonb NOT NULL,
    "make" text, "model" text, "make_model" text, "badge" text, "series" text, "body" text, "fuel" text,
    "transmission" text, "drive" text, "colour" text, "car_type" text NOT NULL, "status" text NOT NULL,
    "tag" text, "item_type" text NOT NULL, "location_name" text, "city" text, "state" text,
    "dealership_name" text, "price_range" text, "weekly_price_range" text, "categories" text[] NOT NULL DEFAULT '{}',
    "certified" boolean NOT NULL DEFAULT false, "reserved" boolean NOT NULL DEFAULT false,
    "show_on_dealer_website" boolean NOT NULL DEFAULT true,
    "year" integer, "price" numeric NOT NULL DEFAULT 0, "km" integer, "seats" integer, "subscription_price" numeric,
    "custom_rank" integer NOT NULL DEFAULT 0, "created_at_timestamp" bigint NOT NULL,
    "sold_date_timestamp" bigint, "search_text" tsvector NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "vehicle_search_rank_idx" ON "vehicle_search" ("tenant_id", "custom_rank" DESC, "vehicle_id");
  CREATE INDEX IF NOT EXISTS "vehicle_search_price_idx" ON "vehicle_search" ("tenant_id", "car_type", "price");
  CREATE INDEX IF NOT EXISTS "vehicle_search_latest_idx" ON "vehicle_search" ("tenant_id", "created_at_timestamp" DESC);
  CREATE INDEX IF NOT EXISTS "vehicle_search_make_idx" ON "vehicle_search" ("tenant_id", "make", "model");
  CREATE INDEX IF NOT EXISTS "vehicle_search_status_idx" ON "vehicle_search" ("tenant_id", "status", "sold_date_timestamp");
  CREATE INDEX IF NOT EXISTS "vehicle_search_text_idx" ON "vehicle_search" USING gin ("search_text");
  -- Payload's index on vehicles_texts leads with "order", so deleting a vehicle scanned the table.
  CREATE INDEX IF NOT EXISTS "vehicles_texts_parent_idx" ON "vehicles_texts" ("parent_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "vehicles_texts_parent_idx"; DROP TABLE IF EXISTS "vehicle_search";`)
}
