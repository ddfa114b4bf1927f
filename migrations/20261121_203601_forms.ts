import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_enquiry_form_message_required" AS ENUM('dealer', 'required', 'optional');
  CREATE TYPE "public"."enum_pages_blocks_service_booking_variant" AS ENUM('standard', 'minimal');
  CREATE TYPE "public"."enum_pages_blocks_trade_in_wizard_variant" AS ENUM('standard', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_enquiry_form_message_required" AS ENUM('dealer', 'required', 'optional');
  CREATE TYPE "public"."enum__pages_v_blocks_service_booking_variant" AS ENUM('standard', 'minimal');
  CREATE TYPE "public"."enum__pages_v_blocks_trade_in_wizard_variant" AS ENUM('standard', 'used');
  CREATE TYPE "public"."enum_leads_delivery_attempts_channel" AS ENUM('email', 'webhook', 'autoReply');
  CREATE TYPE "public"."enum_leads_delivery_attempts_outcome" AS ENUM('sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'service', 'trade-in', 'instant-offer');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('in-progress', 'received', 'delivering', 'delivered', 'failed');
  CREATE TYPE "public"."enum_leads_email_delivery_state" AS ENUM('pending', 'sent', 'skipped', 'failed');
  CREATE TYPE "public"."enum_leads_webhook_delivery_state" AS ENUM('pending', 'sent', 'skipped', 'failed');
  CREATE TYPE "public"."enum_leads_auto_reply_delivery_state" AS ENUM('pending', 'sent', 'skipped', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recoverLeadDeliveries';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recoverLeadDeliveries';
  CREATE TABLE "pages_blocks_enquiry_form_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_enquiry_form_dealerships" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar
  );
  
  CREATE TABLE "pages_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"message_required" "enum_pages_blocks_enquiry_form_message_required" DEFAULT 'dealer',
  	"show_location" boolean DEFAULT true,
  	"show_dealership" boolean DEFAULT false,
  	"submit_label" varchar DEFAULT 'Send enquiry',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_multi_step_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show_location" boolean DEFAULT true,
  	"submit_label" varchar DEFAULT 'Book test drive',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking_service_intervals" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking_service_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum_pages_blocks_service_booking_variant" DEFAULT 'standard',
  	"frame_url" varchar,
  	"show_location" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_in_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum_pages_blocks_trade_in_wizard_variant" DEFAULT 'standard',
  	"show_location" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_instant_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"contact_path" varchar DEFAULT '/contact',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_form_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_form_dealerships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"message_required" "enum__pages_v_blocks_enquiry_form_message_required" DEFAULT 'dealer',
  	"show_location" boolean DEFAULT true,
  	"show_dealership" boolean DEFAULT false,
  	"submit_label" varchar DEFAULT 'Send enquiry',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_multi_step_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"show_location" boolean DEFAULT true,
  	"submit_label" varchar DEFAULT 'Book test drive',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_service_intervals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_service_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum__pages_v_blocks_service_booking_variant" DEFAULT 'standard',
  	"frame_url" varchar,
  	"show_location" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum__pages_v_blocks_trade_in_wizard_variant" DEFAULT 'standard',
  	"show_location" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_instant_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"contact_path" varchar DEFAULT '/contact',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "leads_delivery_attempts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_leads_delivery_attempts_channel" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"outcome" "enum_leads_delivery_attempts_outcome" NOT NULL,
  	"error" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"form" "enum_leads_form" NOT NULL,
  	"category" varchar NOT NULL,
  	"subcategory" varchar,
  	"status" "enum_leads_status" DEFAULT 'received' NOT NULL,
  	"public_id" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"contact_name" varchar,
  	"contact_last_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_postcode" varchar,
  	"vehicle_id" integer,
  	"location_id" integer,
  	"defaults_dealership_slug" varchar,
  	"defaults_manufacturer_slug" varchar,
  	"defaults_stock_number" varchar,
  	"defaults_vehicle_make" varchar,
  	"defaults_vehicle_model" varchar,
  	"defaults_car_type" varchar,
  	"defaults_car_id" varchar,
  	"defaults_vehicle_status" varchar,
  	"defaults_opt_in" boolean DEFAULT true,
  	"defaults_autogauge_enabled" boolean DEFAULT false,
  	"defaults_message" varchar,
  	"fields" jsonb,
  	"valuation" jsonb,
  	"attribution_source_page" varchar,
  	"attribution_visited_pages" jsonb,
  	"attribution_linked_query_params" jsonb,
  	"attribution_user_agent" varchar,
  	"attribution_referrer" varchar,
  	"email_delivery_state" "enum_leads_email_delivery_state" DEFAULT 'pending',
  	"email_delivery_at" timestamp(3) with time zone,
  	"email_delivery_to" varchar,
  	"email_delivery_reference" varchar,
  	"webhook_delivery_state" "enum_leads_webhook_delivery_state" DEFAULT 'pending',
  	"webhook_delivery_at" timestamp(3) with time zone,
  	"webhook_delivery_to" varchar,
  	"webhook_delivery_reference" varchar,
  	"auto_reply_delivery_state" "enum_leads_auto_reply_delivery_state" DEFAULT 'pending',
  	"auto_reply_delivery_at" timestamp(3) with time zone,
  	"auto_reply_delivery_to" varchar,
  	"auto_reply_delivery_reference" varchar,
  	"delivery_claimed_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_delivery" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"webhook_enabled" boolean DEFAULT false,
  	"webhook_url" varchar,
  	"webhook_secret" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"event_id" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"path" varchar,
  	"car_id" varchar,
  	"lead_id" varchar,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_delivery_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "pages_blocks_enquiry_form_categories" ADD CONSTRAINT "pages_blocks_enquiry_form_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_enquiry_form_dealerships" ADD CONSTRAINT "pages_blocks_enquiry_form_dealerships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_enquiry_form" ADD CONSTRAINT "pages_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_step_form" ADD CONSTRAINT "pages_blocks_multi_step_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking_service_intervals" ADD CONSTRAINT "pages_blocks_service_booking_service_intervals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking_service_types" ADD CONSTRAINT "pages_blocks_service_booking_service_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking" ADD CONSTRAINT "pages_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_wizard" ADD CONSTRAINT "pages_blocks_trade_in_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_instant_offer" ADD CONSTRAINT "pages_blocks_instant_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_form_categories" ADD CONSTRAINT "_pages_v_blocks_enquiry_form_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_form_dealerships" ADD CONSTRAINT "_pages_v_blocks_enquiry_form_dealerships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_form" ADD CONSTRAINT "_pages_v_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_multi_step_form" ADD CONSTRAINT "_pages_v_blocks_multi_step_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_service_intervals" ADD CONSTRAINT "_pages_v_blocks_service_booking_service_intervals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_service_types" ADD CONSTRAINT "_pages_v_blocks_service_booking_service_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking" ADD CONSTRAINT "_pages_v_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_wizard" ADD CONSTRAINT "_pages_v_blocks_trade_in_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_instant_offer" ADD CONSTRAINT "_pages_v_blocks_instant_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_delivery_attempts" ADD CONSTRAINT "leads_delivery_attempts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_delivery" ADD CONSTRAINT "lead_delivery_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_enquiry_form_categories_order_idx" ON "pages_blocks_enquiry_form_categories" USING btree ("_order");
  CREATE INDEX "pages_blocks_enquiry_form_categories_parent_id_idx" ON "pages_blocks_enquiry_form_categories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_enquiry_form_dealerships_order_idx" ON "pages_blocks_enquiry_form_dealerships" USING btree ("_order");
  CREATE INDEX "pages_blocks_enquiry_form_dealerships_parent_id_idx" ON "pages_blocks_enquiry_form_dealerships" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_enquiry_form_order_idx" ON "pages_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_enquiry_form_parent_id_idx" ON "pages_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_enquiry_form_path_idx" ON "pages_blocks_enquiry_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_multi_step_form_order_idx" ON "pages_blocks_multi_step_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_multi_step_form_parent_id_idx" ON "pages_blocks_multi_step_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_multi_step_form_path_idx" ON "pages_blocks_multi_step_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_booking_service_intervals_order_idx" ON "pages_blocks_service_booking_service_intervals" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_service_intervals_parent_id_idx" ON "pages_blocks_service_booking_service_intervals" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_service_types_order_idx" ON "pages_blocks_service_booking_service_types" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_service_types_parent_id_idx" ON "pages_blocks_service_booking_service_types" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_order_idx" ON "pages_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_parent_id_idx" ON "pages_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_path_idx" ON "pages_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_trade_in_wizard_order_idx" ON "pages_blocks_trade_in_wizard" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_wizard_parent_id_idx" ON "pages_blocks_trade_in_wizard" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_wizard_path_idx" ON "pages_blocks_trade_in_wizard" USING btree ("_path");
  CREATE INDEX "pages_blocks_instant_offer_order_idx" ON "pages_blocks_instant_offer" USING btree ("_order");
  CREATE INDEX "pages_blocks_instant_offer_parent_id_idx" ON "pages_blocks_instant_offer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_instant_offer_path_idx" ON "pages_blocks_instant_offer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_enquiry_form_categories_order_idx" ON "_pages_v_blocks_enquiry_form_categories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_form_categories_parent_id_idx" ON "_pages_v_blocks_enquiry_form_categories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_form_dealerships_order_idx" ON "_pages_v_blocks_enquiry_form_dealerships" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_form_dealerships_parent_id_idx" ON "_pages_v_blocks_enquiry_form_dealerships" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_form_order_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_form_parent_id_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_form_path_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_multi_step_form_order_idx" ON "_pages_v_blocks_multi_step_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_multi_step_form_parent_id_idx" ON "_pages_v_blocks_multi_step_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_multi_step_form_path_idx" ON "_pages_v_blocks_multi_step_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_service_intervals_order_idx" ON "_pages_v_blocks_service_booking_service_intervals" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_service_intervals_parent_id_idx" ON "_pages_v_blocks_service_booking_service_intervals" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_service_types_order_idx" ON "_pages_v_blocks_service_booking_service_types" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_service_types_parent_id_idx" ON "_pages_v_blocks_service_booking_service_types" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_order_idx" ON "_pages_v_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_parent_id_idx" ON "_pages_v_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_path_idx" ON "_pages_v_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trade_in_wizard_order_idx" ON "_pages_v_blocks_trade_in_wizard" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_wizard_parent_id_idx" ON "_pages_v_blocks_trade_in_wizard" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_wizard_path_idx" ON "_pages_v_blocks_trade_in_wizard" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_instant_offer_order_idx" ON "_pages_v_blocks_instant_offer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_instant_offer_parent_id_idx" ON "_pages_v_blocks_instant_offer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_instant_offer_path_idx" ON "_pages_v_blocks_instant_offer" USING btree ("_path");
  CREATE INDEX "leads_delivery_attempts_order_idx" ON "leads_delivery_attempts" USING btree ("_order");
  CREATE INDEX "leads_delivery_attempts_parent_id_idx" ON "leads_delivery_attempts" USING btree ("_parent_id");
  CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "leads_public_id_idx" ON "leads" USING btree ("public_id");
  CREATE INDEX "leads_vehicle_idx" ON "leads" USING btree ("vehicle_id");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_idx" ON "leads" USING btree ("tenant_id","idempotency_key");
  CREATE UNIQUE INDEX "lead_delivery_tenant_idx" ON "lead_delivery" USING btree ("tenant_id");
  CREATE INDEX "lead_delivery_updated_at_idx" ON "lead_delivery" USING btree ("updated_at");
  CREATE INDEX "lead_delivery_created_at_idx" ON "lead_delivery" USING btree ("created_at");
  CREATE INDEX "analytics_events_tenant_idx" ON "analytics_events" USING btree ("tenant_id");
  CREATE INDEX "analytics_events_event_id_idx" ON "analytics_events" USING btree ("event_id");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_delivery_fk" FOREIGN KEY ("lead_delivery_id") REFERENCES "public"."lead_delivery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_delivery_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_delivery_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_enquiry_form_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_enquiry_form_dealerships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_enquiry_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_step_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking_service_intervals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking_service_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trade_in_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_instant_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_enquiry_form_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_enquiry_form_dealerships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_enquiry_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_multi_step_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_service_intervals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_service_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trade_in_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_instant_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_delivery_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_delivery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_enquiry_form_categories" CASCADE;
  DROP TABLE "pages_blocks_enquiry_form_dealerships" CASCADE;
  DROP TABLE "pages_blocks_enquiry_form" CASCADE;
  DROP TABLE "pages_blocks_multi_step_form" CASCADE;
  DROP TABLE "pages_blocks_service_booking_service_intervals" CASCADE;
  DROP TABLE "pages_blocks_service_booking_service_types" CASCADE;
  DROP TABLE "pages_blocks_service_booking" CASCADE;
  DROP TABLE "pages_blocks_trade_in_wizard" CASCADE;
  DROP TABLE "pages_blocks_instant_offer" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_form_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_form_dealerships" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_form" CASCADE;
  DROP TABLE "_pages_v_blocks_multi_step_form" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_service_intervals" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_service_types" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_wizard" CASCADE;
  DROP TABLE "_pages_v_blocks_instant_offer" CASCADE;
  DROP TABLE "leads_delivery_attempts" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "lead_delivery" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_delivery_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_delivery_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_delivery_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  DROP TYPE "public"."enum_pages_blocks_enquiry_form_message_required";
  DROP TYPE "public"."enum_pages_blocks_service_booking_variant";
  DROP TYPE "public"."enum_pages_blocks_trade_in_wizard_variant";
  DROP TYPE "public"."enum__pages_v_blocks_enquiry_form_message_required";
  DROP TYPE "public"."enum__pages_v_blocks_service_booking_variant";
  DROP TYPE "public"."enum__pages_v_blocks_trade_in_wizard_variant";
  DROP TYPE "public"."enum_leads_delivery_attempts_channel";
  DROP TYPE "public"."enum_leads_delivery_attempts_outcome";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_email_delivery_state";
  DROP TYPE "public"."enum_leads_webhook_delivery_state";
  DROP TYPE "public"."enum_leads_auto_reply_delivery_state";`)
}
