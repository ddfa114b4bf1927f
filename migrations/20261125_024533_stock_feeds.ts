import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicles_feed_locked" AS ENUM('stocknum', 'vin', 'regplate', 'car_type', 'make', 'model', 'badge', 'series', 'year', 'simple_body', 'bodyconfiguration', 'colour', 'trans', 'simple_transmission', 'fuel', 'simple_fuel', 'drive', 'simple_drive', 'km', 'price', 'price_type', 'dealercomments', 'standard_equipment', 'nvic', 'location', 'images');
  CREATE TYPE "public"."enum_vehicles_feed_removed_by_feed" AS ENUM('sold', 'withdrawn');
  CREATE TYPE "public"."enum_stock_feeds_source" AS ENUM('upload', 'url', 'push');
  CREATE TYPE "public"."enum_stock_feeds_preset" AS ENUM('au-dms-csv', 'au-dms-xml', 'custom');
  CREATE TYPE "public"."enum_stock_feeds_format" AS ENUM('csv', 'tsv', 'xml', 'json');
  CREATE TYPE "public"."enum_stock_feeds_encoding" AS ENUM('auto', 'utf-8', 'windows-1252');
  CREATE TYPE "public"."enum_stock_feeds_missing_action" AS ENUM('sold', 'withdrawn');
  CREATE TYPE "public"."enum_stock_feed_runs_status" AS ENUM('queued', 'running', 'ok', 'held', 'released', 'failed');
  CREATE TYPE "public"."enum_stock_feed_runs_trigger" AS ENUM('upload', 'push', 'schedule', 'release');
  CREATE TYPE "public"."enum_stock_feed_files_source" AS ENUM('upload', 'push', 'url');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importStockFeed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'fetchStockFeeds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importStockFeed';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'fetchStockFeeds';
  CREATE TABLE "vehicles_feed_locked" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vehicles_feed_locked",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "stock_feeds_branches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"location_id" integer NOT NULL
  );
  
  CREATE TABLE "stock_feeds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"source" "enum_stock_feeds_source" DEFAULT 'upload' NOT NULL,
  	"url" varchar,
  	"schedule_minutes" numeric DEFAULT 240,
  	"push_key_hint" varchar,
  	"push_key_hash" varchar,
  	"preset" "enum_stock_feeds_preset" DEFAULT 'au-dms-csv' NOT NULL,
  	"format" "enum_stock_feeds_format" DEFAULT 'csv' NOT NULL,
  	"encoding" "enum_stock_feeds_encoding" DEFAULT 'auto' NOT NULL,
  	"record_path" varchar,
  	"mapping" jsonb,
  	"default_location_id" integer,
  	"complete" boolean DEFAULT true,
  	"missing_action" "enum_stock_feeds_missing_action" DEFAULT 'sold' NOT NULL,
  	"grace_runs" numeric DEFAULT 1,
  	"hold_until_photos" boolean DEFAULT false,
  	"max_removal_percent" numeric DEFAULT 20,
  	"min_rows_percent" numeric DEFAULT 50,
  	"stale_after_hours" numeric DEFAULT 24,
  	"allow_chassis_numbers" boolean DEFAULT false,
  	"status_last_received_at" timestamp(3) with time zone,
  	"status_last_imported_at" timestamp(3) with time zone,
  	"status_last_photo_sync_at" timestamp(3) with time zone,
  	"status_last_run_status" varchar,
  	"status_last_good_row_count" numeric,
  	"status_next_fetch_at" timestamp(3) with time zone,
  	"status_held_run_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stock_feed_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"summary" varchar,
  	"feed_id" integer NOT NULL,
  	"file_id" integer,
  	"status" "enum_stock_feed_runs_status" DEFAULT 'queued' NOT NULL,
  	"trigger" "enum_stock_feed_runs_trigger" DEFAULT 'upload' NOT NULL,
  	"release_of_id" integer,
  	"released_by_id" integer,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"counts_rows" numeric DEFAULT 0,
  	"counts_created" numeric DEFAULT 0,
  	"counts_updated" numeric DEFAULT 0,
  	"counts_unchanged" numeric DEFAULT 0,
  	"counts_removed" numeric DEFAULT 0,
  	"counts_revived" numeric DEFAULT 0,
  	"counts_skipped" numeric DEFAULT 0,
  	"counts_photos_fetched" numeric DEFAULT 0,
  	"counts_photos_reused" numeric DEFAULT 0,
  	"counts_photos_failed" numeric DEFAULT 0,
  	"held_reason" varchar,
  	"error" varchar,
  	"skipped_rows" jsonb,
  	"photo_failures" jsonb,
  	"warnings" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stock_feed_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"feed_id" integer NOT NULL,
  	"source" "enum_stock_feed_files_source" DEFAULT 'upload' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_ad_feeds_google_vehicle_ads_feed" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_ad_feeds_meta_vehicles_feed" boolean DEFAULT false;
  ALTER TABLE "locations" ADD COLUMN "store_code" varchar;
  ALTER TABLE "vehicles" ADD COLUMN "feed_source_id" integer;
  ALTER TABLE "vehicles" ADD COLUMN "feed_missed_runs" numeric DEFAULT 0;
  ALTER TABLE "vehicles" ADD COLUMN "feed_removed_by_feed" "enum_vehicles_feed_removed_by_feed";
  ALTER TABLE "vehicles" ADD COLUMN "feed_held_for_photos" boolean DEFAULT false;
  ALTER TABLE "vehicles" ADD COLUMN "feed_photo_sources" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_feeds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_feed_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_feed_files_id" integer;
  ALTER TABLE "vehicles_feed_locked" ADD CONSTRAINT "vehicles_feed_locked_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_feeds_branches" ADD CONSTRAINT "stock_feeds_branches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feeds_branches" ADD CONSTRAINT "stock_feeds_branches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stock_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_default_location_id_locations_id_fk" FOREIGN KEY ("default_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_status_held_run_id_stock_feed_runs_id_fk" FOREIGN KEY ("status_held_run_id") REFERENCES "public"."stock_feed_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_feed_id_stock_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."stock_feeds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_file_id_stock_feed_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stock_feed_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_release_of_id_stock_feed_runs_id_fk" FOREIGN KEY ("release_of_id") REFERENCES "public"."stock_feed_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_released_by_id_users_id_fk" FOREIGN KEY ("released_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_files" ADD CONSTRAINT "stock_feed_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_files" ADD CONSTRAINT "stock_feed_files_feed_id_stock_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."stock_feeds"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vehicles_feed_locked_order_idx" ON "vehicles_feed_locked" USING btree ("order");
  CREATE INDEX "vehicles_feed_locked_parent_idx" ON "vehicles_feed_locked" USING btree ("parent_id");
  CREATE INDEX "stock_feeds_branches_order_idx" ON "stock_feeds_branches" USING btree ("_order");
  CREATE INDEX "stock_feeds_branches_parent_id_idx" ON "stock_feeds_branches" USING btree ("_parent_id");
  CREATE INDEX "stock_feeds_branches_location_idx" ON "stock_feeds_branches" USING btree ("location_id");
  CREATE INDEX "stock_feeds_tenant_idx" ON "stock_feeds" USING btree ("tenant_id");
  CREATE INDEX "stock_feeds_default_location_idx" ON "stock_feeds" USING btree ("default_location_id");
  CREATE INDEX "stock_feeds_status_status_next_fetch_at_idx" ON "stock_feeds" USING btree ("status_next_fetch_at");
  CREATE INDEX "stock_feeds_status_status_held_run_idx" ON "stock_feeds" USING btree ("status_held_run_id");
  CREATE INDEX "stock_feeds_updated_at_idx" ON "stock_feeds" USING btree ("updated_at");
  CREATE INDEX "stock_feeds_created_at_idx" ON "stock_feeds" USING btree ("created_at");
  CREATE INDEX "stock_feed_runs_tenant_idx" ON "stock_feed_runs" USING btree ("tenant_id");
  CREATE INDEX "stock_feed_runs_feed_idx" ON "stock_feed_runs" USING btree ("feed_id");
  CREATE INDEX "stock_feed_runs_file_idx" ON "stock_feed_runs" USING btree ("file_id");
  CREATE INDEX "stock_feed_runs_status_idx" ON "stock_feed_runs" USING btree ("status");
  CREATE INDEX "stock_feed_runs_release_of_idx" ON "stock_feed_runs" USING btree ("release_of_id");
  CREATE INDEX "stock_feed_runs_released_by_idx" ON "stock_feed_runs" USING btree ("released_by_id");
  CREATE INDEX "stock_feed_runs_updated_at_idx" ON "stock_feed_runs" USING btree ("updated_at");
  CREATE INDEX "stock_feed_runs_created_at_idx" ON "stock_feed_runs" USING btree ("created_at");
  CREATE INDEX "stock_feed_files_tenant_idx" ON "stock_feed_files" USING btree ("tenant_id");
  CREATE INDEX "stock_feed_files_feed_idx" ON "stock_feed_files" USING btree ("feed_id");
  CREATE INDEX "stock_feed_files_updated_at_idx" ON "stock_feed_files" USING btree ("updated_at");
  CREATE INDEX "stock_feed_files_created_at_idx" ON "stock_feed_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "stock_feed_files_filename_idx" ON "stock_feed_files" USING btree ("filename");
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_feed_source_id_stock_feeds_id_fk" FOREIGN KEY ("feed_source_id") REFERENCES "public"."stock_feeds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_feeds_fk" FOREIGN KEY ("stock_feeds_id") REFERENCES "public"."stock_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_feed_runs_fk" FOREIGN KEY ("stock_feed_runs_id") REFERENCES "public"."stock_feed_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_feed_files_fk" FOREIGN KEY ("stock_feed_files_id") REFERENCES "public"."stock_feed_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vehicles_feed_feed_source_idx" ON "vehicles" USING btree ("feed_source_id");
  CREATE INDEX "payload_locked_documents_rels_stock_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_feeds_id");
  CREATE INDEX "payload_locked_documents_rels_stock_feed_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_feed_runs_id");
  CREATE INDEX "payload_locked_documents_rels_stock_feed_files_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_feed_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicles_feed_locked" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_feeds_branches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_feeds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_feed_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_feed_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vehicles_feed_locked" CASCADE;
  DROP TABLE "stock_feeds_branches" CASCADE;
  DROP TABLE "stock_feeds" CASCADE;
  DROP TABLE "stock_feed_runs" CASCADE;
  DROP TABLE "stock_feed_files" CASCADE;
  ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_feed_source_id_stock_feeds_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_feeds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_feed_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_feed_files_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle', 'deliverLead', 'recoverLeadDeliveries', 'sendWatchAlert', 'expireReservation', 'refundReservation', 'sweepReservations');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle', 'deliverLead', 'recoverLeadDeliveries', 'sendWatchAlert', 'expireReservation', 'refundReservation', 'sweepReservations');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "vehicles_feed_feed_source_idx";
  DROP INDEX "payload_locked_documents_rels_stock_feeds_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_feed_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_feed_files_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_ad_feeds_google_vehicle_ads_feed";
  ALTER TABLE "tenants" DROP COLUMN "settings_ad_feeds_meta_vehicles_feed";
  ALTER TABLE "locations" DROP COLUMN "store_code";
  ALTER TABLE "vehicles" DROP COLUMN "feed_source_id";
  ALTER TABLE "vehicles" DROP COLUMN "feed_missed_runs";
  ALTER TABLE "vehicles" DROP COLUMN "feed_removed_by_feed";
  ALTER TABLE "vehicles" DROP COLUMN "feed_held_for_photos";
  ALTER TABLE "vehicles" DROP COLUMN "feed_photo_sources";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_feeds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_feed_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_feed_files_id";
  DROP TYPE "public"."enum_vehicles_feed_locked";
  DROP TYPE "public"."enum_vehicles_feed_removed_by_feed";
  DROP TYPE "public"."enum_stock_feeds_source";
  DROP TYPE "public"."enum_stock_feeds_preset";
  DROP TYPE "public"."enum_stock_feeds_format";
  DROP TYPE "public"."enum_stock_feeds_encoding";
  DROP TYPE "public"."enum_stock_feeds_missing_action";
  DROP TYPE "public"."enum_stock_feed_runs_status";
  DROP TYPE "public"."enum_stock_feed_runs_trigger";
  DROP TYPE "public"."enum_stock_feed_files_source";`)
}
