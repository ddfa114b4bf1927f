import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_header_items_kind" AS ENUM('link', 'dropdown');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_locations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__locations_v_version_subtypes" AS ENUM('buying', 'new', 'used', 'fleet');
  CREATE TYPE "public"."enum__locations_v_version_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum__locations_v_version_opening_hours_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum__locations_v_version_type" AS ENUM('sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum__locations_v_version_address_state" AS ENUM('QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT');
  CREATE TYPE "public"."enum__locations_v_version_timezone" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum__locations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_special_hours_open_status" AS ENUM('closed', 'open');
  CREATE TYPE "public"."enum__special_hours_v_version_date_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum__special_hours_v_version_enddate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum__special_hours_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_version_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__promotions_v_version_startdate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum__promotions_v_version_expirydate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum__promotions_v_version_placement" AS ENUM('banner', 'card', 'vehicle-banner');
  CREATE TYPE "public"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_expirydate_tz" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_menus_v_version_header_items_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_header_items_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_header_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum__menus_v_version_header_items_kind" DEFAULT 'link',
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar DEFAULT 'Site menus',
  	"version_updated_by_id" integer,
  	"version_header_open_on_hover" boolean DEFAULT false,
  	"version_header_cta_label" varchar,
  	"version_header_cta_href" varchar,
  	"version_footer_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_locations_v_version_subtypes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__locations_v_version_subtypes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_locations_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekday" "enum__locations_v_version_opening_hours_weekday",
  	"status" "enum__locations_v_version_opening_hours_status" DEFAULT 'open',
  	"open" varchar,
  	"close" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_locations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar,
  	"version_updated_by_id" integer,
  	"version_slug" varchar,
  	"version_type" "enum__locations_v_version_type" DEFAULT 'sales',
  	"version_primary" boolean DEFAULT false,
  	"version_visible" boolean DEFAULT true,
  	"version_address_street" varchar,
  	"version_address_city" varchar,
  	"version_address_state" "enum__locations_v_version_address_state",
  	"version_address_postcode" varchar,
  	"version_address_lat" numeric,
  	"version_address_lng" numeric,
  	"version_address_place_id" varchar,
  	"version_address_place_url" varchar,
  	"version_timezone" "enum__locations_v_version_timezone" DEFAULT 'Australia/Sydney',
  	"version_dealership_name" varchar,
  	"version_badge" varchar,
  	"version_store_code" varchar,
  	"version_image_id" integer,
  	"version_phone" varchar,
  	"version_landline" varchar,
  	"version_dealer_licence_number" varchar,
  	"version_repairer_licence_number" varchar,
  	"version_reviews_average_rating" numeric,
  	"version_reviews_count" numeric,
  	"version_reviews_url" varchar,
  	"version_lead_emails_sales" varchar,
  	"version_lead_emails_service" varchar,
  	"version_lead_emails_trade_in" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__locations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_locations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  CREATE TABLE "_special_hours_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_label" varchar,
  	"version_updated_by_id" integer,
  	"version_location_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_date_tz" "enum__special_hours_v_version_date_tz" DEFAULT 'Australia/Brisbane',
  	"version_end_date" timestamp(3) with time zone,
  	"version_enddate_tz" "enum__special_hours_v_version_enddate_tz" DEFAULT 'Australia/Brisbane',
  	"version_status" "enum_special_hours_open_status" DEFAULT 'closed',
  	"version_open" varchar,
  	"version_close" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__special_hours_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promotions_v_version_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promotions_v_version_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_updated_by_id" integer,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_link_label" varchar DEFAULT 'Find out more',
  	"version_start_date" timestamp(3) with time zone,
  	"version_startdate_tz" "enum__promotions_v_version_startdate_tz" DEFAULT 'Australia/Brisbane',
  	"version_expiry_date" timestamp(3) with time zone,
  	"version_expirydate_tz" "enum__promotions_v_version_expirydate_tz" DEFAULT 'Australia/Brisbane',
  	"version_placement" "enum__promotions_v_version_placement" DEFAULT 'banner',
  	"version_position" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_updated_by_id" integer,
  	"version_content" jsonb,
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_link_label" varchar DEFAULT 'Find out more',
  	"version_active" boolean DEFAULT true,
  	"version_expiry_date" timestamp(3) with time zone,
  	"version_expirydate_tz" "enum__popups_v_version_expirydate_tz" DEFAULT 'Australia/Brisbane',
  	"version_max_width" numeric DEFAULT 600,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "menus_header_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "menus_header_items" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "menus_footer_columns_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "menus_footer_columns_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "menus_footer_columns" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "locations_opening_hours" ALTER COLUMN "weekday" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "address_city" DROP NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "address_state" DROP NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "location_id" DROP NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "date_tz" DROP NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "special_hours" ALTER COLUMN "status" SET DATA TYPE "public"."enum_special_hours_open_status" USING "status"::text::"public"."enum_special_hours_open_status";
  ALTER TABLE "special_hours" ALTER COLUMN "status" SET DEFAULT 'closed';
  ALTER TABLE "special_hours" ALTER COLUMN "status" DROP NOT NULL;
  -- Hand-edited: the open/closed field moves to an enum of its own first; the old name then becomes
  -- the drafts status enum (drizzle-kit altered a "_status" column that did not exist yet).
  DROP TYPE "public"."enum_special_hours_status";
  CREATE TYPE "public"."enum_special_hours_status" AS ENUM('draft', 'published');
  ALTER TABLE "promotions" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "placement" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "menus" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "menus" ADD COLUMN "_status" "enum_menus_status" DEFAULT 'draft';
  ALTER TABLE "locations" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "locations" ADD COLUMN "_status" "enum_locations_status" DEFAULT 'draft';
  ALTER TABLE "special_hours" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "special_hours" ADD COLUMN "_status" "enum_special_hours_status" DEFAULT 'draft';
  ALTER TABLE "promotions" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "promotions" ADD COLUMN "_status" "enum_promotions_status" DEFAULT 'draft';
  ALTER TABLE "popups" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "popups" ADD COLUMN "_status" "enum_popups_status" DEFAULT 'draft';
  -- Hand-added: everything live before drafts existed stays live.
  UPDATE "menus" SET "_status" = 'published';
  UPDATE "locations" SET "_status" = 'published';
  UPDATE "special_hours" SET "_status" = 'published';
  UPDATE "promotions" SET "_status" = 'published';
  UPDATE "popups" SET "_status" = 'published';
  ALTER TABLE "_menus_v_version_header_items_groups_links" ADD CONSTRAINT "_menus_v_version_header_items_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_header_items_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_header_items_groups" ADD CONSTRAINT "_menus_v_version_header_items_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_header_items" ADD CONSTRAINT "_menus_v_version_header_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_footer_columns_links" ADD CONSTRAINT "_menus_v_version_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_footer_columns" ADD CONSTRAINT "_menus_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_version_subtypes" ADD CONSTRAINT "_locations_v_version_subtypes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_opening_hours" ADD CONSTRAINT "_locations_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_special_hours_v" ADD CONSTRAINT "_special_hours_v_parent_id_special_hours_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."special_hours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_special_hours_v" ADD CONSTRAINT "_special_hours_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_special_hours_v" ADD CONSTRAINT "_special_hours_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_special_hours_v" ADD CONSTRAINT "_special_hours_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_version_car_types" ADD CONSTRAINT "_promotions_v_version_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_menus_v_version_header_items_groups_links_order_idx" ON "_menus_v_version_header_items_groups_links" USING btree ("_order");
  CREATE INDEX "_menus_v_version_header_items_groups_links_parent_id_idx" ON "_menus_v_version_header_items_groups_links" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_header_items_groups_order_idx" ON "_menus_v_version_header_items_groups" USING btree ("_order");
  CREATE INDEX "_menus_v_version_header_items_groups_parent_id_idx" ON "_menus_v_version_header_items_groups" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_header_items_order_idx" ON "_menus_v_version_header_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_header_items_parent_id_idx" ON "_menus_v_version_header_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_footer_columns_links_order_idx" ON "_menus_v_version_footer_columns_links" USING btree ("_order");
  CREATE INDEX "_menus_v_version_footer_columns_links_parent_id_idx" ON "_menus_v_version_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_footer_columns_order_idx" ON "_menus_v_version_footer_columns" USING btree ("_order");
  CREATE INDEX "_menus_v_version_footer_columns_parent_id_idx" ON "_menus_v_version_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_tenant_idx" ON "_menus_v" USING btree ("version_tenant_id");
  CREATE INDEX "_menus_v_version_version_updated_by_idx" ON "_menus_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "_menus_v_autosave_idx" ON "_menus_v" USING btree ("autosave");
  CREATE INDEX "_locations_v_version_subtypes_order_idx" ON "_locations_v_version_subtypes" USING btree ("order");
  CREATE INDEX "_locations_v_version_subtypes_parent_idx" ON "_locations_v_version_subtypes" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_opening_hours_order_idx" ON "_locations_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_locations_v_version_opening_hours_parent_id_idx" ON "_locations_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_parent_idx" ON "_locations_v" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_version_tenant_idx" ON "_locations_v" USING btree ("version_tenant_id");
  CREATE INDEX "_locations_v_version_version_updated_by_idx" ON "_locations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_locations_v_version_version_slug_idx" ON "_locations_v" USING btree ("version_slug");
  CREATE INDEX "_locations_v_version_version_image_idx" ON "_locations_v" USING btree ("version_image_id");
  CREATE INDEX "_locations_v_version_version_updated_at_idx" ON "_locations_v" USING btree ("version_updated_at");
  CREATE INDEX "_locations_v_version_version_created_at_idx" ON "_locations_v" USING btree ("version_created_at");
  CREATE INDEX "_locations_v_version_version__status_idx" ON "_locations_v" USING btree ("version__status");
  CREATE INDEX "_locations_v_created_at_idx" ON "_locations_v" USING btree ("created_at");
  CREATE INDEX "_locations_v_updated_at_idx" ON "_locations_v" USING btree ("updated_at");
  CREATE INDEX "_locations_v_latest_idx" ON "_locations_v" USING btree ("latest");
  CREATE INDEX "_locations_v_autosave_idx" ON "_locations_v" USING btree ("autosave");
  CREATE INDEX "version_tenant_version_slug_1_idx" ON "_locations_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_locations_v_rels_order_idx" ON "_locations_v_rels" USING btree ("order");
  CREATE INDEX "_locations_v_rels_parent_idx" ON "_locations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_locations_v_rels_path_idx" ON "_locations_v_rels" USING btree ("path");
  CREATE INDEX "_locations_v_rels_manufacturers_id_idx" ON "_locations_v_rels" USING btree ("manufacturers_id");
  CREATE INDEX "_special_hours_v_parent_idx" ON "_special_hours_v" USING btree ("parent_id");
  CREATE INDEX "_special_hours_v_version_version_tenant_idx" ON "_special_hours_v" USING btree ("version_tenant_id");
  CREATE INDEX "_special_hours_v_version_version_updated_by_idx" ON "_special_hours_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_special_hours_v_version_version_location_idx" ON "_special_hours_v" USING btree ("version_location_id");
  CREATE INDEX "_special_hours_v_version_version_date_idx" ON "_special_hours_v" USING btree ("version_date");
  CREATE INDEX "_special_hours_v_version_version_updated_at_idx" ON "_special_hours_v" USING btree ("version_updated_at");
  CREATE INDEX "_special_hours_v_version_version_created_at_idx" ON "_special_hours_v" USING btree ("version_created_at");
  CREATE INDEX "_special_hours_v_version_version__status_idx" ON "_special_hours_v" USING btree ("version__status");
  CREATE INDEX "_special_hours_v_created_at_idx" ON "_special_hours_v" USING btree ("created_at");
  CREATE INDEX "_special_hours_v_updated_at_idx" ON "_special_hours_v" USING btree ("updated_at");
  CREATE INDEX "_special_hours_v_latest_idx" ON "_special_hours_v" USING btree ("latest");
  CREATE INDEX "_special_hours_v_autosave_idx" ON "_special_hours_v" USING btree ("autosave");
  CREATE INDEX "_promotions_v_version_car_types_order_idx" ON "_promotions_v_version_car_types" USING btree ("order");
  CREATE INDEX "_promotions_v_version_car_types_parent_idx" ON "_promotions_v_version_car_types" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_tenant_idx" ON "_promotions_v" USING btree ("version_tenant_id");
  CREATE INDEX "_promotions_v_version_version_updated_by_idx" ON "_promotions_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_promotions_v_version_version_image_idx" ON "_promotions_v" USING btree ("version_image_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE INDEX "_promotions_v_autosave_idx" ON "_promotions_v" USING btree ("autosave");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_tenant_idx" ON "_popups_v" USING btree ("version_tenant_id");
  CREATE INDEX "_popups_v_version_version_updated_by_idx" ON "_popups_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_popups_v_version_version_image_idx" ON "_popups_v" USING btree ("version_image_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE INDEX "_popups_v_autosave_idx" ON "_popups_v" USING btree ("autosave");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "special_hours" ADD CONSTRAINT "special_hours_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "menus_updated_by_idx" ON "menus" USING btree ("updated_by_id");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "locations_updated_by_idx" ON "locations" USING btree ("updated_by_id");
  CREATE INDEX "locations__status_idx" ON "locations" USING btree ("_status");
  CREATE INDEX "special_hours_updated_by_idx" ON "special_hours" USING btree ("updated_by_id");
  CREATE INDEX "special_hours__status_idx" ON "special_hours" USING btree ("_status");
  CREATE INDEX "promotions_updated_by_idx" ON "promotions" USING btree ("updated_by_id");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE INDEX "popups_updated_by_idx" ON "popups" USING btree ("updated_by_id");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_menus_v_version_header_items_groups_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_header_items_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_header_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_subtypes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_special_hours_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_version_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_menus_v_version_header_items_groups_links" CASCADE;
  DROP TABLE "_menus_v_version_header_items_groups" CASCADE;
  DROP TABLE "_menus_v_version_header_items" CASCADE;
  DROP TABLE "_menus_v_version_footer_columns_links" CASCADE;
  DROP TABLE "_menus_v_version_footer_columns" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_locations_v_version_subtypes" CASCADE;
  DROP TABLE "_locations_v_version_opening_hours" CASCADE;
  DROP TABLE "_locations_v" CASCADE;
  DROP TABLE "_locations_v_rels" CASCADE;
  DROP TABLE "_special_hours_v" CASCADE;
  DROP TABLE "_promotions_v_version_car_types" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "menus" DROP CONSTRAINT "menus_updated_by_id_users_id_fk";
  
  ALTER TABLE "locations" DROP CONSTRAINT "locations_updated_by_id_users_id_fk";
  
  ALTER TABLE "special_hours" DROP CONSTRAINT "special_hours_updated_by_id_users_id_fk";
  
  ALTER TABLE "promotions" DROP CONSTRAINT "promotions_updated_by_id_users_id_fk";
  
  ALTER TABLE "popups" DROP CONSTRAINT "popups_updated_by_id_users_id_fk";
  
  -- Hand-edited: drop the drafts status before its enum name goes back to the open/closed values.
  ALTER TABLE "special_hours" DROP COLUMN "_status";
  DROP TYPE "public"."enum_special_hours_status";
  CREATE TYPE "public"."enum_special_hours_status" AS ENUM('closed', 'open');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle', 'deliverLead', 'recoverLeadDeliveries', 'sendWatchAlert', 'expireReservation', 'refundReservation', 'sweepReservations', 'importStockFeed', 'fetchStockFeeds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle', 'deliverLead', 'recoverLeadDeliveries', 'sendWatchAlert', 'expireReservation', 'refundReservation', 'sweepReservations', 'importStockFeed', 'fetchStockFeeds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "_pages_v_version_version_updated_by_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "menus_updated_by_idx";
  DROP INDEX "menus__status_idx";
  DROP INDEX "locations_updated_by_idx";
  DROP INDEX "locations__status_idx";
  DROP INDEX "special_hours_updated_by_idx";
  DROP INDEX IF EXISTS "special_hours__status_idx";
  DROP INDEX "promotions_updated_by_idx";
  DROP INDEX "promotions__status_idx";
  DROP INDEX "popups_updated_by_idx";
  DROP INDEX "popups__status_idx";
  ALTER TABLE "menus_header_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "menus_header_items" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "menus_footer_columns_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "menus_footer_columns_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "menus_footer_columns" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "locations_opening_hours" ALTER COLUMN "weekday" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "address_city" SET NOT NULL;
  ALTER TABLE "locations" ALTER COLUMN "address_state" SET NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "location_id" SET NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "date_tz" SET NOT NULL;
  ALTER TABLE "special_hours" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "special_hours" ALTER COLUMN "status" SET DATA TYPE "public"."enum_special_hours_status" USING "status"::text::"public"."enum_special_hours_status";
  ALTER TABLE "special_hours" ALTER COLUMN "status" SET DEFAULT 'closed';
  ALTER TABLE "special_hours" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "promotions" ALTER COLUMN "placement" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "menus" DROP COLUMN "updated_by_id";
  ALTER TABLE "menus" DROP COLUMN "_status";
  ALTER TABLE "locations" DROP COLUMN "updated_by_id";
  ALTER TABLE "locations" DROP COLUMN "_status";
  ALTER TABLE "special_hours" DROP COLUMN "updated_by_id";
  ALTER TABLE "promotions" DROP COLUMN "updated_by_id";
  ALTER TABLE "promotions" DROP COLUMN "_status";
  ALTER TABLE "popups" DROP COLUMN "updated_by_id";
  ALTER TABLE "popups" DROP COLUMN "_status";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_header_items_kind";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum_locations_status";
  DROP TYPE "public"."enum__locations_v_version_subtypes";
  DROP TYPE "public"."enum__locations_v_version_opening_hours_weekday";
  DROP TYPE "public"."enum__locations_v_version_opening_hours_status";
  DROP TYPE "public"."enum__locations_v_version_type";
  DROP TYPE "public"."enum__locations_v_version_address_state";
  DROP TYPE "public"."enum__locations_v_version_timezone";
  DROP TYPE "public"."enum__locations_v_version_status";
  DROP TYPE "public"."enum_special_hours_open_status";
  DROP TYPE "public"."enum__special_hours_v_version_date_tz";
  DROP TYPE "public"."enum__special_hours_v_version_enddate_tz";
  DROP TYPE "public"."enum__special_hours_v_version_status";
  DROP TYPE "public"."enum_promotions_status";
  DROP TYPE "public"."enum__promotions_v_version_car_types";
  DROP TYPE "public"."enum__promotions_v_version_startdate_tz";
  DROP TYPE "public"."enum__promotions_v_version_expirydate_tz";
  DROP TYPE "public"."enum__promotions_v_version_placement";
  DROP TYPE "public"."enum__promotions_v_version_status";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_expirydate_tz";
  DROP TYPE "public"."enum__popups_v_version_status";`)
}
