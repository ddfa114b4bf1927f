import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_type" AS ENUM('sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT');
  CREATE TYPE "public"."enum_locations_timezone" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum_vehicles_status" AS ENUM('in_stock', 'coming_soon', 'in_transit', 'on_hold', 'sold');
  CREATE TYPE "public"."enum_vehicles_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_vehicles_item_type" AS ENUM('car', 'caravan', 'motorcycle', 'truck');
  CREATE TYPE "public"."enum_vehicles_price_type" AS ENUM('Drive Away', 'Excl. Government Charges', 'Plus ORC');
  CREATE TYPE "public"."enum_vehicles_simple_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_vehicles_simple_fuel" AS ENUM('Petrol', 'Diesel', 'Electric', 'Hybrid', 'PHEV', 'LPG');
  CREATE TYPE "public"."enum_vehicles_simple_transmission" AS ENUM('Automatic', 'Manual');
  CREATE TYPE "public"."enum_vehicles_simple_drive" AS ENUM('FWD', 'RWD', 'AWD', '4WD');
  CREATE TYPE "public"."enum_manufacturers_category" AS ENUM('car', 'motorcycle', 'truck', 'caravan');
  CREATE TYPE "public"."enum_models_bodies" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_models_status" AS ENUM('new', 'coming_soon');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle');
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_locations_type" DEFAULT 'sales',
  	"primary" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"address_street" varchar,
  	"address_city" varchar NOT NULL,
  	"address_state" "enum_locations_address_state" NOT NULL,
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_lng" numeric,
  	"phone" varchar,
  	"timezone" "enum_locations_timezone" DEFAULT 'Australia/Sydney',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar,
  	"slug" varchar,
  	"location_id" integer NOT NULL,
  	"status" "enum_vehicles_status" DEFAULT 'in_stock' NOT NULL,
  	"sold_date" timestamp(3) with time zone,
  	"sold" boolean DEFAULT false,
  	"reserved" boolean DEFAULT false,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"custom_rank" numeric DEFAULT 0,
  	"year" numeric NOT NULL,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"badge" varchar,
  	"series" varchar,
  	"car_type" "enum_vehicles_car_type" DEFAULT 'used' NOT NULL,
  	"item_type" "enum_vehicles_item_type" DEFAULT 'car' NOT NULL,
  	"tag" varchar,
  	"certified" boolean DEFAULT false,
  	"stocknum" varchar,
  	"vin" varchar,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"colour" varchar,
  	"interior_colour" varchar,
  	"km" numeric,
  	"dealercomments" varchar,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"subscription_price" numeric,
  	"price_type" "enum_vehicles_price_type",
  	"preorder" boolean DEFAULT false,
  	"market_average_market_price" numeric,
  	"market_state_average_market_price" numeric,
  	"simple_body" "enum_vehicles_simple_body",
  	"bodyconfiguration" varchar,
  	"seats" numeric,
  	"doors" numeric,
  	"simple_fuel" "enum_vehicles_simple_fuel",
  	"fuel" varchar,
  	"simple_transmission" "enum_vehicles_simple_transmission",
  	"trans" varchar,
  	"simple_drive" "enum_vehicles_simple_drive",
  	"drive" varchar,
  	"gearnum" numeric,
  	"engine_size" numeric,
  	"engine_size_litres" numeric,
  	"build_date" timestamp(3) with time zone,
  	"compliance_date" timestamp(3) with time zone,
  	"nvic" varchar,
  	"variant_cylinders" numeric,
  	"variant_induction" varchar,
  	"variant_torque" numeric,
  	"variant_ancaprating" numeric,
  	"variant_geartype" varchar,
  	"variant_fuelconsumptioncombined" numeric,
  	"variant_fuelcapacity" numeric,
  	"variant_grossvehiclemass" numeric,
  	"variant_towingcapacitybraked" numeric,
  	"variant_vehiclelength" numeric,
  	"variant_vehicleheight" numeric,
  	"variant_vehiclewidth" numeric,
  	"caravan_specs_body_length" numeric,
  	"caravan_specs_body_width" numeric,
  	"caravan_specs_tare_weight" numeric,
  	"caravan_specs_aggregate_trailer_mass" numeric,
  	"caravan_specs_axle_type" varchar,
  	"caravan_specs_sleeps" numeric,
  	"video_url" varchar,
  	"external_video_url" varchar,
  	"spin_interior_image_id" integer,
  	"hotspots" jsonb,
  	"file" varchar,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "vehicles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category" "enum_manufacturers_category" DEFAULT 'car' NOT NULL,
  	"logo" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_bodies" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_models_bodies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"manufacturer_id" integer NOT NULL,
  	"image_url" varchar,
  	"from_price" numeric,
  	"status" "enum_models_status",
  	"short_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manufacturers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "models_id" integer;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_spin_interior_image_id_media_id_fk" FOREIGN KEY ("spin_interior_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles_texts" ADD CONSTRAINT "vehicles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_rels" ADD CONSTRAINT "vehicles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_rels" ADD CONSTRAINT "vehicles_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_bodies" ADD CONSTRAINT "models_bodies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_1_idx" ON "locations" USING btree ("tenant_id","slug");
  CREATE INDEX "vehicles_tenant_idx" ON "vehicles" USING btree ("tenant_id");
  CREATE INDEX "vehicles_slug_idx" ON "vehicles" USING btree ("slug");
  CREATE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location_id");
  CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");
  CREATE INDEX "vehicles_spin_interior_image_idx" ON "vehicles" USING btree ("spin_interior_image_id");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_2_idx" ON "vehicles" USING btree ("tenant_id","slug");
  CREATE INDEX "tenant_stocknum_idx" ON "vehicles" USING btree ("tenant_id","stocknum");
  CREATE INDEX "vehicles_texts_order_parent" ON "vehicles_texts" USING btree ("order","parent_id");
  CREATE INDEX "vehicles_rels_order_idx" ON "vehicles_rels" USING btree ("order");
  CREATE INDEX "vehicles_rels_parent_idx" ON "vehicles_rels" USING btree ("parent_id");
  CREATE INDEX "vehicles_rels_path_idx" ON "vehicles_rels" USING btree ("path");
  CREATE INDEX "vehicles_rels_media_id_idx" ON "vehicles_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "models_bodies_order_idx" ON "models_bodies" USING btree ("order");
  CREATE INDEX "models_bodies_parent_idx" ON "models_bodies" USING btree ("parent_id");
  CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");
  CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE UNIQUE INDEX "manufacturer_slug_idx" ON "models" USING btree ("manufacturer_id","slug");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_models_fk" FOREIGN KEY ("models_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_models_id_idx" ON "payload_locked_documents_rels" USING btree ("models_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicles_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manufacturers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models_bodies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  DROP TABLE "vehicles_texts" CASCADE;
  DROP TABLE "vehicles_rels" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "models_bodies" CASCADE;
  DROP TABLE "models" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manufacturers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_models_fk";
  
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicles_id_idx";
  DROP INDEX "payload_locked_documents_rels_manufacturers_id_idx";
  DROP INDEX "payload_locked_documents_rels_models_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manufacturers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "models_id";
  DROP TYPE "public"."enum_locations_type";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_locations_timezone";
  DROP TYPE "public"."enum_vehicles_status";
  DROP TYPE "public"."enum_vehicles_car_type";
  DROP TYPE "public"."enum_vehicles_item_type";
  DROP TYPE "public"."enum_vehicles_price_type";
  DROP TYPE "public"."enum_vehicles_simple_body";
  DROP TYPE "public"."enum_vehicles_simple_fuel";
  DROP TYPE "public"."enum_vehicles_simple_transmission";
  DROP TYPE "public"."enum_vehicles_simple_drive";
  DROP TYPE "public"."enum_manufacturers_category";
  DROP TYPE "public"."enum_models_bodies";
  DROP TYPE "public"."enum_models_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
