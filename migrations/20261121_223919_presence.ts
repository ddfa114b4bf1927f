import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_presence_map_provider" AS ENUM('none', 'google-embed');
  CREATE TYPE "public"."enum_pages_blocks_locations_location_types" AS ENUM('sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum_pages_blocks_locations_layout" AS ENUM('auto', 'carousel', 'grid');
  CREATE TYPE "public"."enum_pages_blocks_location_detail_location_type" AS ENUM('sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum_pages_blocks_model_range_categories_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_pages_blocks_model_range_display" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_car_type_options" AS ENUM('all', 'new', 'used', 'demo', 'new-demo');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_dropdowns" AS ENUM('make', 'model', 'body', 'location');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_price_picks" AS ENUM('standard', 'luxury');
  CREATE TYPE "public"."enum_pages_blocks_hero_search_tiles" AS ENUM('none', 'make', 'body');
  CREATE TYPE "public"."enum_pages_blocks_promotions_display" AS ENUM('banner', 'cards');
  CREATE TYPE "public"."enum_pages_blocks_promotions_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_pages_blocks_payment_methods_methods" AS ENUM('mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay');
  CREATE TYPE "public"."enum_pages_blocks_features_grid_items_icon" AS ENUM('genuine', 'clock', 'car', 'coffee', 'shuttle', 'sunrise', 'parts', 'plan', 'software', 'health', 'shield', 'star');
  CREATE TYPE "public"."enum_pages_blocks_features_grid_style" AS ENUM('features', 'benefits');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_location_types" AS ENUM('sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_layout" AS ENUM('auto', 'carousel', 'grid');
  CREATE TYPE "public"."enum__pages_v_blocks_location_detail_location_type" AS ENUM('sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum__pages_v_blocks_model_range_categories_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum__pages_v_blocks_model_range_display" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_car_type_options" AS ENUM('all', 'new', 'used', 'demo', 'new-demo');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_dropdowns" AS ENUM('make', 'model', 'body', 'location');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_price_picks" AS ENUM('standard', 'luxury');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_search_tiles" AS ENUM('none', 'make', 'body');
  CREATE TYPE "public"."enum__pages_v_blocks_promotions_display" AS ENUM('banner', 'cards');
  CREATE TYPE "public"."enum__pages_v_blocks_promotions_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_payment_methods_methods" AS ENUM('mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay');
  CREATE TYPE "public"."enum__pages_v_blocks_features_grid_items_icon" AS ENUM('genuine', 'clock', 'car', 'coffee', 'shuttle', 'sunrise', 'parts', 'plan', 'software', 'health', 'shield', 'star');
  CREATE TYPE "public"."enum__pages_v_blocks_features_grid_style" AS ENUM('features', 'benefits');
  CREATE TYPE "public"."enum_locations_subtypes" AS ENUM('buying', 'new', 'used', 'fleet');
  CREATE TYPE "public"."enum_locations_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_opening_hours_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_special_hours_date_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum_special_hours_enddate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum_special_hours_status" AS ENUM('closed', 'open');
  CREATE TYPE "public"."enum_promotions_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_promotions_startdate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum_promotions_expirydate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum_promotions_placement" AS ENUM('banner', 'card', 'vehicle-banner');
  CREATE TYPE "public"."enum_popups_expirydate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum_range_models_bodies" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_range_models_status" AS ENUM('new', 'coming_soon');
  CREATE TYPE "public"."enum_brands_group" AS ENUM('car', 'motorcycle', 'truck', 'our');
  CREATE TABLE "pages_blocks_locations_location_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_locations_location_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"layout" "enum_pages_blocks_locations_layout" DEFAULT 'auto',
  	"show_stock_button" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_location_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_id" integer,
  	"location_type" "enum_pages_blocks_location_detail_location_type",
  	"show_map" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_model_range_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" "enum_pages_blocks_model_range_categories_body",
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_model_range" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Explore Our Range',
  	"show_all" boolean DEFAULT false,
  	"all_label" varchar DEFAULT 'All',
  	"display" "enum_pages_blocks_model_range_display" DEFAULT 'grid',
  	"use_new_slugs" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_directory_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Brands',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_search_car_type_options" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_hero_search_car_type_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_search_dropdowns" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_hero_search_dropdowns",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Search Our New & Used Vehicles',
  	"image_id" integer,
  	"show_price_slider" boolean DEFAULT true,
  	"price_picks" "enum_pages_blocks_hero_search_price_picks" DEFAULT 'standard',
  	"tiles" "enum_pages_blocks_hero_search_tiles" DEFAULT 'make',
  	"tile_limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"display" "enum_pages_blocks_promotions_display" DEFAULT 'banner',
  	"car_type" "enum_pages_blocks_promotions_car_type",
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_payment_methods_methods" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_payment_methods_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Payment methods accepted',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_related_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_related_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'You might also be interested in',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_features_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_pages_blocks_features_grid_items_icon" DEFAULT 'star',
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_features_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"style" "enum_pages_blocks_features_grid_style" DEFAULT 'features',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timetable_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"times" varchar
  );
  
  CREATE TABLE "pages_blocks_timetable" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Drop-off and pick-up times',
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations_location_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_locations_location_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"layout" "enum__pages_v_blocks_locations_layout" DEFAULT 'auto',
  	"show_stock_button" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_id" integer,
  	"location_type" "enum__pages_v_blocks_location_detail_location_type",
  	"show_map" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_model_range_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"body" "enum__pages_v_blocks_model_range_categories_body",
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_model_range" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Explore Our Range',
  	"show_all" boolean DEFAULT false,
  	"all_label" varchar DEFAULT 'All',
  	"display" "enum__pages_v_blocks_model_range_display" DEFAULT 'grid',
  	"use_new_slugs" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_directory_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_directory" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Brands',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_search_car_type_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_hero_search_car_type_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_search_dropdowns" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_hero_search_dropdowns",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Search Our New & Used Vehicles',
  	"image_id" integer,
  	"show_price_slider" boolean DEFAULT true,
  	"price_picks" "enum__pages_v_blocks_hero_search_price_picks" DEFAULT 'standard',
  	"tiles" "enum__pages_v_blocks_hero_search_tiles" DEFAULT 'make',
  	"tile_limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"display" "enum__pages_v_blocks_promotions_display" DEFAULT 'banner',
  	"car_type" "enum__pages_v_blocks_promotions_car_type",
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_payment_methods_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Payment methods accepted',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_related_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_related_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'You might also be interested in',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__pages_v_blocks_features_grid_items_icon" DEFAULT 'star',
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"style" "enum__pages_v_blocks_features_grid_style" DEFAULT 'features',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timetable_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"times" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timetable" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Drop-off and pick-up times',
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "locations_subtypes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_locations_subtypes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_opening_hours_status" DEFAULT 'open',
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  CREATE TABLE "special_hours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"label" varchar NOT NULL,
  	"location_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"date_tz" "enum_special_hours_date_tz" DEFAULT 'Australia/Brisbane' NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"enddate_tz" "enum_special_hours_enddate_tz" DEFAULT 'Australia/Brisbane',
  	"status" "enum_special_hours_status" DEFAULT 'closed' NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promotions_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Find out more',
  	"start_date" timestamp(3) with time zone,
  	"startdate_tz" "enum_promotions_startdate_tz" DEFAULT 'Australia/Brisbane',
  	"expiry_date" timestamp(3) with time zone,
  	"expirydate_tz" "enum_promotions_expirydate_tz" DEFAULT 'Australia/Brisbane',
  	"placement" "enum_promotions_placement" DEFAULT 'banner' NOT NULL,
  	"position" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"image_id" integer,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Find out more',
  	"active" boolean DEFAULT true,
  	"expiry_date" timestamp(3) with time zone,
  	"expirydate_tz" "enum_popups_expirydate_tz" DEFAULT 'Australia/Brisbane',
  	"max_width" numeric DEFAULT 600,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "range_models_bodies" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_range_models_bodies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "range_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"make_id" integer,
  	"status" "enum_range_models_status",
  	"slug" varchar NOT NULL,
  	"new_slug" varchar,
  	"override_url" varchar,
  	"from_price" numeric,
  	"position" numeric,
  	"image_id" integer,
  	"image_url" varchar,
  	"short_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"group" "enum_brands_group" DEFAULT 'car' NOT NULL,
  	"description" varchar NOT NULL,
  	"make_id" integer,
  	"logo_id" integer,
  	"position" numeric,
  	"website" varchar,
  	"overview" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "tenant_slug_2_idx";
  ALTER TABLE "tenants" ADD COLUMN "settings_presence_review_minimum_rating" numeric DEFAULT 4;
  ALTER TABLE "tenants" ADD COLUMN "settings_presence_reviews_hidden" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_presence_map_provider" "enum_tenants_settings_presence_map_provider" DEFAULT 'none';
  ALTER TABLE "tenants" ADD COLUMN "settings_presence_map_key" varchar DEFAULT '';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "pages" ADD COLUMN "hide_breadcrumbs" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hide_breadcrumbs" boolean DEFAULT false;
  ALTER TABLE "locations" ADD COLUMN "address_place_id" varchar;
  ALTER TABLE "locations" ADD COLUMN "address_place_url" varchar;
  ALTER TABLE "locations" ADD COLUMN "dealership_name" varchar;
  ALTER TABLE "locations" ADD COLUMN "badge" varchar;
  ALTER TABLE "locations" ADD COLUMN "image_id" integer;
  ALTER TABLE "locations" ADD COLUMN "landline" varchar;
  ALTER TABLE "locations" ADD COLUMN "dealer_licence_number" varchar;
  ALTER TABLE "locations" ADD COLUMN "repairer_licence_number" varchar;
  ALTER TABLE "locations" ADD COLUMN "reviews_average_rating" numeric;
  ALTER TABLE "locations" ADD COLUMN "reviews_count" numeric;
  ALTER TABLE "locations" ADD COLUMN "reviews_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "special_hours_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "range_models_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brands_id" integer;
  ALTER TABLE "pages_blocks_locations_location_types" ADD CONSTRAINT "pages_blocks_locations_location_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_detail" ADD CONSTRAINT "pages_blocks_location_detail_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_detail" ADD CONSTRAINT "pages_blocks_location_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_model_range_categories" ADD CONSTRAINT "pages_blocks_model_range_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_model_range"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_model_range" ADD CONSTRAINT "pages_blocks_model_range_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_directory_stats" ADD CONSTRAINT "pages_blocks_brand_directory_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brand_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_directory" ADD CONSTRAINT "pages_blocks_brand_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_car_type_options" ADD CONSTRAINT "pages_blocks_hero_search_car_type_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_hero_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search_dropdowns" ADD CONSTRAINT "pages_blocks_hero_search_dropdowns_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_hero_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search" ADD CONSTRAINT "pages_blocks_hero_search_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_search" ADD CONSTRAINT "pages_blocks_hero_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promotions" ADD CONSTRAINT "pages_blocks_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_methods_methods" ADD CONSTRAINT "pages_blocks_payment_methods_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_methods" ADD CONSTRAINT "pages_blocks_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_related_links_links" ADD CONSTRAINT "pages_blocks_related_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_related_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_related_links" ADD CONSTRAINT "pages_blocks_related_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_grid_items" ADD CONSTRAINT "pages_blocks_features_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_features_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_grid" ADD CONSTRAINT "pages_blocks_features_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timetable_rows" ADD CONSTRAINT "pages_blocks_timetable_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timetable"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timetable" ADD CONSTRAINT "pages_blocks_timetable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_location_types" ADD CONSTRAINT "_pages_v_blocks_locations_location_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_detail" ADD CONSTRAINT "_pages_v_blocks_location_detail_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_detail" ADD CONSTRAINT "_pages_v_blocks_location_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_model_range_categories" ADD CONSTRAINT "_pages_v_blocks_model_range_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_model_range"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_model_range" ADD CONSTRAINT "_pages_v_blocks_model_range_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_directory_stats" ADD CONSTRAINT "_pages_v_blocks_brand_directory_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brand_directory"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_directory" ADD CONSTRAINT "_pages_v_blocks_brand_directory_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search_car_type_options" ADD CONSTRAINT "_pages_v_blocks_hero_search_car_type_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_hero_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search_dropdowns" ADD CONSTRAINT "_pages_v_blocks_hero_search_dropdowns_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_hero_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search" ADD CONSTRAINT "_pages_v_blocks_hero_search_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_search" ADD CONSTRAINT "_pages_v_blocks_hero_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promotions" ADD CONSTRAINT "_pages_v_blocks_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" ADD CONSTRAINT "_pages_v_blocks_payment_methods_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods" ADD CONSTRAINT "_pages_v_blocks_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_related_links_links" ADD CONSTRAINT "_pages_v_blocks_related_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_related_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_related_links" ADD CONSTRAINT "_pages_v_blocks_related_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_grid_items" ADD CONSTRAINT "_pages_v_blocks_features_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_features_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_grid" ADD CONSTRAINT "_pages_v_blocks_features_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timetable_rows" ADD CONSTRAINT "_pages_v_blocks_timetable_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timetable"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timetable" ADD CONSTRAINT "_pages_v_blocks_timetable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_subtypes" ADD CONSTRAINT "locations_subtypes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours" ADD CONSTRAINT "locations_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_car_types" ADD CONSTRAINT "promotions_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "range_models_bodies" ADD CONSTRAINT "range_models_bodies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."range_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "range_models" ADD CONSTRAINT "range_models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "range_models" ADD CONSTRAINT "range_models_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "range_models" ADD CONSTRAINT "range_models_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_locations_location_types_order_idx" ON "pages_blocks_locations_location_types" USING btree ("order");
  CREATE INDEX "pages_blocks_locations_location_types_parent_idx" ON "pages_blocks_locations_location_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_detail_order_idx" ON "pages_blocks_location_detail" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_detail_parent_id_idx" ON "pages_blocks_location_detail" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_detail_path_idx" ON "pages_blocks_location_detail" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_detail_location_idx" ON "pages_blocks_location_detail" USING btree ("location_id");
  CREATE INDEX "pages_blocks_model_range_categories_order_idx" ON "pages_blocks_model_range_categories" USING btree ("_order");
  CREATE INDEX "pages_blocks_model_range_categories_parent_id_idx" ON "pages_blocks_model_range_categories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_model_range_order_idx" ON "pages_blocks_model_range" USING btree ("_order");
  CREATE INDEX "pages_blocks_model_range_parent_id_idx" ON "pages_blocks_model_range" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_model_range_path_idx" ON "pages_blocks_model_range" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_directory_stats_order_idx" ON "pages_blocks_brand_directory_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_directory_stats_parent_id_idx" ON "pages_blocks_brand_directory_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_directory_order_idx" ON "pages_blocks_brand_directory" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_directory_parent_id_idx" ON "pages_blocks_brand_directory" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_directory_path_idx" ON "pages_blocks_brand_directory" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_search_car_type_options_order_idx" ON "pages_blocks_hero_search_car_type_options" USING btree ("order");
  CREATE INDEX "pages_blocks_hero_search_car_type_options_parent_idx" ON "pages_blocks_hero_search_car_type_options" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_hero_search_dropdowns_order_idx" ON "pages_blocks_hero_search_dropdowns" USING btree ("order");
  CREATE INDEX "pages_blocks_hero_search_dropdowns_parent_idx" ON "pages_blocks_hero_search_dropdowns" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_hero_search_order_idx" ON "pages_blocks_hero_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_search_parent_id_idx" ON "pages_blocks_hero_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_search_path_idx" ON "pages_blocks_hero_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_search_image_idx" ON "pages_blocks_hero_search" USING btree ("image_id");
  CREATE INDEX "pages_blocks_promotions_order_idx" ON "pages_blocks_promotions" USING btree ("_order");
  CREATE INDEX "pages_blocks_promotions_parent_id_idx" ON "pages_blocks_promotions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promotions_path_idx" ON "pages_blocks_promotions" USING btree ("_path");
  CREATE INDEX "pages_blocks_payment_methods_methods_order_idx" ON "pages_blocks_payment_methods_methods" USING btree ("order");
  CREATE INDEX "pages_blocks_payment_methods_methods_parent_idx" ON "pages_blocks_payment_methods_methods" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_payment_methods_order_idx" ON "pages_blocks_payment_methods" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_methods_parent_id_idx" ON "pages_blocks_payment_methods" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_methods_path_idx" ON "pages_blocks_payment_methods" USING btree ("_path");
  CREATE INDEX "pages_blocks_related_links_links_order_idx" ON "pages_blocks_related_links_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_related_links_links_parent_id_idx" ON "pages_blocks_related_links_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_related_links_order_idx" ON "pages_blocks_related_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_related_links_parent_id_idx" ON "pages_blocks_related_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_related_links_path_idx" ON "pages_blocks_related_links" USING btree ("_path");
  CREATE INDEX "pages_blocks_features_grid_items_order_idx" ON "pages_blocks_features_grid_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_grid_items_parent_id_idx" ON "pages_blocks_features_grid_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_grid_order_idx" ON "pages_blocks_features_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_grid_parent_id_idx" ON "pages_blocks_features_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_grid_path_idx" ON "pages_blocks_features_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_timetable_rows_order_idx" ON "pages_blocks_timetable_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_timetable_rows_parent_id_idx" ON "pages_blocks_timetable_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timetable_order_idx" ON "pages_blocks_timetable" USING btree ("_order");
  CREATE INDEX "pages_blocks_timetable_parent_id_idx" ON "pages_blocks_timetable" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timetable_path_idx" ON "pages_blocks_timetable" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_location_types_order_idx" ON "_pages_v_blocks_locations_location_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_locations_location_types_parent_idx" ON "_pages_v_blocks_locations_location_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_detail_order_idx" ON "_pages_v_blocks_location_detail" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_detail_parent_id_idx" ON "_pages_v_blocks_location_detail" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_detail_path_idx" ON "_pages_v_blocks_location_detail" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_detail_location_idx" ON "_pages_v_blocks_location_detail" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_model_range_categories_order_idx" ON "_pages_v_blocks_model_range_categories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_model_range_categories_parent_id_idx" ON "_pages_v_blocks_model_range_categories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_model_range_order_idx" ON "_pages_v_blocks_model_range" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_model_range_parent_id_idx" ON "_pages_v_blocks_model_range" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_model_range_path_idx" ON "_pages_v_blocks_model_range" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_directory_stats_order_idx" ON "_pages_v_blocks_brand_directory_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_directory_stats_parent_id_idx" ON "_pages_v_blocks_brand_directory_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_directory_order_idx" ON "_pages_v_blocks_brand_directory" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_directory_parent_id_idx" ON "_pages_v_blocks_brand_directory" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_directory_path_idx" ON "_pages_v_blocks_brand_directory" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_search_car_type_options_order_idx" ON "_pages_v_blocks_hero_search_car_type_options" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_hero_search_car_type_options_parent_idx" ON "_pages_v_blocks_hero_search_car_type_options" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_hero_search_dropdowns_order_idx" ON "_pages_v_blocks_hero_search_dropdowns" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_hero_search_dropdowns_parent_idx" ON "_pages_v_blocks_hero_search_dropdowns" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_hero_search_order_idx" ON "_pages_v_blocks_hero_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_search_parent_id_idx" ON "_pages_v_blocks_hero_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_search_path_idx" ON "_pages_v_blocks_hero_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_search_image_idx" ON "_pages_v_blocks_hero_search" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_promotions_order_idx" ON "_pages_v_blocks_promotions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promotions_parent_id_idx" ON "_pages_v_blocks_promotions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promotions_path_idx" ON "_pages_v_blocks_promotions" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_order_idx" ON "_pages_v_blocks_payment_methods_methods" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_parent_idx" ON "_pages_v_blocks_payment_methods_methods" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_order_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_methods_parent_id_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_path_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_related_links_links_order_idx" ON "_pages_v_blocks_related_links_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_related_links_links_parent_id_idx" ON "_pages_v_blocks_related_links_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_related_links_order_idx" ON "_pages_v_blocks_related_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_related_links_parent_id_idx" ON "_pages_v_blocks_related_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_related_links_path_idx" ON "_pages_v_blocks_related_links" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_features_grid_items_order_idx" ON "_pages_v_blocks_features_grid_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_grid_items_parent_id_idx" ON "_pages_v_blocks_features_grid_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_grid_order_idx" ON "_pages_v_blocks_features_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_grid_parent_id_idx" ON "_pages_v_blocks_features_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_grid_path_idx" ON "_pages_v_blocks_features_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_timetable_rows_order_idx" ON "_pages_v_blocks_timetable_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timetable_rows_parent_id_idx" ON "_pages_v_blocks_timetable_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timetable_order_idx" ON "_pages_v_blocks_timetable" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timetable_parent_id_idx" ON "_pages_v_blocks_timetable" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timetable_path_idx" ON "_pages_v_blocks_timetable" USING btree ("_path");
  CREATE INDEX "locations_subtypes_order_idx" ON "locations_subtypes" USING btree ("order");
  CREATE INDEX "locations_subtypes_parent_idx" ON "locations_subtypes" USING btree ("parent_id");
  CREATE INDEX "locations_opening_hours_order_idx" ON "locations_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_parent_id_idx" ON "locations_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_manufacturers_id_idx" ON "locations_rels" USING btree ("manufacturers_id");
  CREATE INDEX "special_hours_tenant_idx" ON "special_hours" USING btree ("tenant_id");
  CREATE INDEX "special_hours_location_idx" ON "special_hours" USING btree ("location_id");
  CREATE INDEX "special_hours_date_idx" ON "special_hours" USING btree ("date");
  CREATE INDEX "special_hours_updated_at_idx" ON "special_hours" USING btree ("updated_at");
  CREATE INDEX "special_hours_created_at_idx" ON "special_hours" USING btree ("created_at");
  CREATE INDEX "promotions_car_types_order_idx" ON "promotions_car_types" USING btree ("order");
  CREATE INDEX "promotions_car_types_parent_idx" ON "promotions_car_types" USING btree ("parent_id");
  CREATE INDEX "promotions_tenant_idx" ON "promotions" USING btree ("tenant_id");
  CREATE INDEX "promotions_image_idx" ON "promotions" USING btree ("image_id");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "popups_tenant_idx" ON "popups" USING btree ("tenant_id");
  CREATE INDEX "popups_image_idx" ON "popups" USING btree ("image_id");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "range_models_bodies_order_idx" ON "range_models_bodies" USING btree ("order");
  CREATE INDEX "range_models_bodies_parent_idx" ON "range_models_bodies" USING btree ("parent_id");
  CREATE INDEX "range_models_tenant_idx" ON "range_models" USING btree ("tenant_id");
  CREATE INDEX "range_models_make_idx" ON "range_models" USING btree ("make_id");
  CREATE INDEX "range_models_image_idx" ON "range_models" USING btree ("image_id");
  CREATE INDEX "range_models_updated_at_idx" ON "range_models" USING btree ("updated_at");
  CREATE INDEX "range_models_created_at_idx" ON "range_models" USING btree ("created_at");
  CREATE INDEX "brands_tenant_idx" ON "brands" USING btree ("tenant_id");
  CREATE INDEX "brands_make_idx" ON "brands" USING btree ("make_id");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_2_idx" ON "brands" USING btree ("tenant_id","slug");
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_special_hours_fk" FOREIGN KEY ("special_hours_id") REFERENCES "public"."special_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_range_models_fk" FOREIGN KEY ("range_models_id") REFERENCES "public"."range_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE UNIQUE INDEX "tenant_slug_3_idx" ON "vehicles" USING btree ("tenant_id","slug");
  CREATE INDEX "payload_locked_documents_rels_special_hours_id_idx" ON "payload_locked_documents_rels" USING btree ("special_hours_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_range_models_id_idx" ON "payload_locked_documents_rels" USING btree ("range_models_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_locations_location_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_location_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_model_range_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_model_range" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brand_directory_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brand_directory" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_search_car_type_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_search_dropdowns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_methods_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_related_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_related_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timetable_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timetable" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations_location_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_model_range_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_model_range" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_directory_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_directory" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_search_car_type_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_search_dropdowns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_related_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_related_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timetable_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timetable" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_subtypes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "special_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "range_models_bodies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "range_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_locations_location_types" CASCADE;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "pages_blocks_location_detail" CASCADE;
  DROP TABLE "pages_blocks_model_range_categories" CASCADE;
  DROP TABLE "pages_blocks_model_range" CASCADE;
  DROP TABLE "pages_blocks_brand_directory_stats" CASCADE;
  DROP TABLE "pages_blocks_brand_directory" CASCADE;
  DROP TABLE "pages_blocks_hero_search_car_type_options" CASCADE;
  DROP TABLE "pages_blocks_hero_search_dropdowns" CASCADE;
  DROP TABLE "pages_blocks_hero_search" CASCADE;
  DROP TABLE "pages_blocks_promotions" CASCADE;
  DROP TABLE "pages_blocks_payment_methods_methods" CASCADE;
  DROP TABLE "pages_blocks_payment_methods" CASCADE;
  DROP TABLE "pages_blocks_related_links_links" CASCADE;
  DROP TABLE "pages_blocks_related_links" CASCADE;
  DROP TABLE "pages_blocks_features_grid_items" CASCADE;
  DROP TABLE "pages_blocks_features_grid" CASCADE;
  DROP TABLE "pages_blocks_timetable_rows" CASCADE;
  DROP TABLE "pages_blocks_timetable" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_location_types" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_location_detail" CASCADE;
  DROP TABLE "_pages_v_blocks_model_range_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_model_range" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_directory_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_directory" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_search_car_type_options" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_search_dropdowns" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_search" CASCADE;
  DROP TABLE "_pages_v_blocks_promotions" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods_methods" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods" CASCADE;
  DROP TABLE "_pages_v_blocks_related_links_links" CASCADE;
  DROP TABLE "_pages_v_blocks_related_links" CASCADE;
  DROP TABLE "_pages_v_blocks_features_grid_items" CASCADE;
  DROP TABLE "_pages_v_blocks_features_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_timetable_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_timetable" CASCADE;
  DROP TABLE "locations_subtypes" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "special_hours" CASCADE;
  DROP TABLE "promotions_car_types" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "range_models_bodies" CASCADE;
  DROP TABLE "range_models" CASCADE;
  DROP TABLE "brands" CASCADE;
  ALTER TABLE "locations" DROP CONSTRAINT "locations_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_special_hours_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_range_models_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brands_fk";
  
  DROP INDEX "locations_image_idx";
  DROP INDEX "tenant_slug_3_idx";
  DROP INDEX "payload_locked_documents_rels_special_hours_id_idx";
  DROP INDEX "payload_locked_documents_rels_promotions_id_idx";
  DROP INDEX "payload_locked_documents_rels_popups_id_idx";
  DROP INDEX "payload_locked_documents_rels_range_models_id_idx";
  DROP INDEX "payload_locked_documents_rels_brands_id_idx";
  CREATE UNIQUE INDEX "tenant_slug_2_idx" ON "vehicles" USING btree ("tenant_id","slug");
  ALTER TABLE "tenants" DROP COLUMN "settings_presence_review_minimum_rating";
  ALTER TABLE "tenants" DROP COLUMN "settings_presence_reviews_hidden";
  ALTER TABLE "tenants" DROP COLUMN "settings_presence_map_provider";
  ALTER TABLE "tenants" DROP COLUMN "settings_presence_map_key";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "eyebrow";
  ALTER TABLE "pages" DROP COLUMN "hide_breadcrumbs";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "eyebrow";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hide_breadcrumbs";
  ALTER TABLE "locations" DROP COLUMN "address_place_id";
  ALTER TABLE "locations" DROP COLUMN "address_place_url";
  ALTER TABLE "locations" DROP COLUMN "dealership_name";
  ALTER TABLE "locations" DROP COLUMN "badge";
  ALTER TABLE "locations" DROP COLUMN "image_id";
  ALTER TABLE "locations" DROP COLUMN "landline";
  ALTER TABLE "locations" DROP COLUMN "dealer_licence_number";
  ALTER TABLE "locations" DROP COLUMN "repairer_licence_number";
  ALTER TABLE "locations" DROP COLUMN "reviews_average_rating";
  ALTER TABLE "locations" DROP COLUMN "reviews_count";
  ALTER TABLE "locations" DROP COLUMN "reviews_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "special_hours_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "range_models_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brands_id";
  DROP TYPE "public"."enum_tenants_settings_presence_map_provider";
  DROP TYPE "public"."enum_pages_blocks_locations_location_types";
  DROP TYPE "public"."enum_pages_blocks_locations_layout";
  DROP TYPE "public"."enum_pages_blocks_location_detail_location_type";
  DROP TYPE "public"."enum_pages_blocks_model_range_categories_body";
  DROP TYPE "public"."enum_pages_blocks_model_range_display";
  DROP TYPE "public"."enum_pages_blocks_hero_search_car_type_options";
  DROP TYPE "public"."enum_pages_blocks_hero_search_dropdowns";
  DROP TYPE "public"."enum_pages_blocks_hero_search_price_picks";
  DROP TYPE "public"."enum_pages_blocks_hero_search_tiles";
  DROP TYPE "public"."enum_pages_blocks_promotions_display";
  DROP TYPE "public"."enum_pages_blocks_promotions_car_type";
  DROP TYPE "public"."enum_pages_blocks_payment_methods_methods";
  DROP TYPE "public"."enum_pages_blocks_features_grid_items_icon";
  DROP TYPE "public"."enum_pages_blocks_features_grid_style";
  DROP TYPE "public"."enum__pages_v_blocks_locations_location_types";
  DROP TYPE "public"."enum__pages_v_blocks_locations_layout";
  DROP TYPE "public"."enum__pages_v_blocks_location_detail_location_type";
  DROP TYPE "public"."enum__pages_v_blocks_model_range_categories_body";
  DROP TYPE "public"."enum__pages_v_blocks_model_range_display";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_car_type_options";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_dropdowns";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_price_picks";
  DROP TYPE "public"."enum__pages_v_blocks_hero_search_tiles";
  DROP TYPE "public"."enum__pages_v_blocks_promotions_display";
  DROP TYPE "public"."enum__pages_v_blocks_promotions_car_type";
  DROP TYPE "public"."enum__pages_v_blocks_payment_methods_methods";
  DROP TYPE "public"."enum__pages_v_blocks_features_grid_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_features_grid_style";
  DROP TYPE "public"."enum_locations_subtypes";
  DROP TYPE "public"."enum_locations_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_opening_hours_status";
  DROP TYPE "public"."enum_special_hours_date_tz";
  DROP TYPE "public"."enum_special_hours_enddate_tz";
  DROP TYPE "public"."enum_special_hours_status";
  DROP TYPE "public"."enum_promotions_car_types";
  DROP TYPE "public"."enum_promotions_startdate_tz";
  DROP TYPE "public"."enum_promotions_expirydate_tz";
  DROP TYPE "public"."enum_promotions_placement";
  DROP TYPE "public"."enum_popups_expirydate_tz";
  DROP TYPE "public"."enum_range_models_bodies";
  DROP TYPE "public"."enum_range_models_status";
  DROP TYPE "public"."enum_brands_group";`)
}
