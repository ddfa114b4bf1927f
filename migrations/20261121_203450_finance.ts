import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_finance_rules_amount_price_cap" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_tenants_finance_rules_interest_disabled" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_tenants_finance_rules_interest_hidden" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_tenants_finance_rules_repayment_default_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TYPE "public"."enum_tenants_finance_rules_repayment_round_up" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_tenants_finance_rules_repayment_weekly_whole_dollars" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_tenants_finance_rules_summary_require_available" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_tenants_finance_rules_summary_requires" AS ENUM('none', 'comparisonRate', 'paymentWeek', 'paymentMonth');
  CREATE TYPE "public"."enum_pages_blocks_finance_calculator_variant" AS ENUM('standard', 'extras');
  CREATE TYPE "public"."enum_pages_blocks_finance_calculator_extras_input" AS ENUM('deposit', 'tradeIn');
  CREATE TYPE "public"."enum_pages_blocks_finance_calculator_button_label" AS ENUM('Get Finance Quote', 'Get Finance');
  CREATE TYPE "public"."enum_pages_blocks_finance_summary_layout" AS ENUM('strip', 'cards', 'compact');
  CREATE TYPE "public"."enum_pages_blocks_finance_estimate_default_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TYPE "public"."enum__pages_v_blocks_finance_calculator_variant" AS ENUM('standard', 'extras');
  CREATE TYPE "public"."enum__pages_v_blocks_finance_calculator_extras_input" AS ENUM('deposit', 'tradeIn');
  CREATE TYPE "public"."enum__pages_v_blocks_finance_calculator_button_label" AS ENUM('Get Finance Quote', 'Get Finance');
  CREATE TYPE "public"."enum__pages_v_blocks_finance_summary_layout" AS ENUM('strip', 'cards', 'compact');
  CREATE TYPE "public"."enum__pages_v_blocks_finance_estimate_default_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TABLE "pages_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance calculator',
  	"intro" varchar,
  	"variant" "enum_pages_blocks_finance_calculator_variant" DEFAULT 'standard',
  	"extras_input" "enum_pages_blocks_finance_calculator_extras_input" DEFAULT 'deposit',
  	"button_label" "enum_pages_blocks_finance_calculator_button_label" DEFAULT 'Get Finance Quote',
  	"default_amount" numeric,
  	"show_disclaimer" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_finance_summary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance example',
  	"layout" "enum_pages_blocks_finance_summary_layout" DEFAULT 'strip',
  	"sample_amount" numeric DEFAULT 30000,
  	"sample_term_years" numeric DEFAULT 5,
  	"sample_deposit" numeric DEFAULT 0,
  	"sample_balloon" numeric DEFAULT 0,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_finance_estimate" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance estimate',
  	"sample_price" numeric DEFAULT 30000,
  	"default_frequency" "enum_pages_blocks_finance_estimate_default_frequency" DEFAULT 'weekly',
  	"fetch_quote" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_fuel_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Fuel cost calculator',
  	"consumption" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance calculator',
  	"intro" varchar,
  	"variant" "enum__pages_v_blocks_finance_calculator_variant" DEFAULT 'standard',
  	"extras_input" "enum__pages_v_blocks_finance_calculator_extras_input" DEFAULT 'deposit',
  	"button_label" "enum__pages_v_blocks_finance_calculator_button_label" DEFAULT 'Get Finance Quote',
  	"default_amount" numeric,
  	"show_disclaimer" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_summary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance example',
  	"layout" "enum__pages_v_blocks_finance_summary_layout" DEFAULT 'strip',
  	"sample_amount" numeric DEFAULT 30000,
  	"sample_term_years" numeric DEFAULT 5,
  	"sample_deposit" numeric DEFAULT 0,
  	"sample_balloon" numeric DEFAULT 0,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_estimate" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance estimate',
  	"sample_price" numeric DEFAULT 30000,
  	"default_frequency" "enum__pages_v_blocks_finance_estimate_default_frequency" DEFAULT 'weekly',
  	"fetch_quote" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_fuel_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Fuel cost calculator',
  	"consumption" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_finance_finance_summary_hidden" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_enquiry_message_required" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_terms_agreement_required" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_terms_label" varchar DEFAULT 'I agree to the <a href="/terms-and-conditions">terms of use</a>.';
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_service_interval_required" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_service_terms_note" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_instant_offer_images" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_lead_auto_reply" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_analytics_data_layer" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_forms_data_layer_name" varchar DEFAULT 'dataLayer';
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_amount_min" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_amount_max" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_amount_step" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_amount_price_cap" "enum_tenants_finance_rules_amount_price_cap";
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_amount_price_cap_above" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_amount_price_cap_multiplier" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_term_min" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_term_max" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_term_step" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_term_default_years" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_interest_min" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_interest_max" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_interest_step" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_interest_default_rate" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_interest_disabled" "enum_tenants_finance_rules_interest_disabled";
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_interest_hidden" "enum_tenants_finance_rules_interest_hidden";
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_extras_min" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_extras_max" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_extras_step" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_repayment_default_frequency" "enum_tenants_finance_rules_repayment_default_frequency";
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_repayment_establishment_fees" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_repayment_comparison_rate" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_repayment_round_up" "enum_tenants_finance_rules_repayment_round_up";
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_repayment_weekly_whole_dollars" "enum_tenants_finance_rules_repayment_weekly_whole_dollars";
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_repayment_disclaimer" varchar;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_summary_max_age_years" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_summary_min_price" numeric;
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_summary_require_available" "enum_tenants_finance_rules_summary_require_available";
  ALTER TABLE "tenants" ADD COLUMN "finance_rules_summary_requires" "enum_tenants_finance_rules_summary_requires";
  ALTER TABLE "locations" ADD COLUMN "lead_emails_sales" varchar;
  ALTER TABLE "locations" ADD COLUMN "lead_emails_service" varchar;
  ALTER TABLE "locations" ADD COLUMN "lead_emails_trade_in" varchar;
  ALTER TABLE "pages_blocks_finance_calculator" ADD CONSTRAINT "pages_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_summary" ADD CONSTRAINT "pages_blocks_finance_summary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_estimate" ADD CONSTRAINT "pages_blocks_finance_estimate_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_fuel_calculator" ADD CONSTRAINT "pages_blocks_fuel_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_calculator" ADD CONSTRAINT "_pages_v_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_summary" ADD CONSTRAINT "_pages_v_blocks_finance_summary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_estimate" ADD CONSTRAINT "_pages_v_blocks_finance_estimate_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fuel_calculator" ADD CONSTRAINT "_pages_v_blocks_fuel_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_finance_calculator_order_idx" ON "pages_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_calculator_parent_id_idx" ON "pages_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_calculator_path_idx" ON "pages_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_summary_order_idx" ON "pages_blocks_finance_summary" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_summary_parent_id_idx" ON "pages_blocks_finance_summary" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_summary_path_idx" ON "pages_blocks_finance_summary" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_estimate_order_idx" ON "pages_blocks_finance_estimate" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_estimate_parent_id_idx" ON "pages_blocks_finance_estimate" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_estimate_path_idx" ON "pages_blocks_finance_estimate" USING btree ("_path");
  CREATE INDEX "pages_blocks_fuel_calculator_order_idx" ON "pages_blocks_fuel_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_fuel_calculator_parent_id_idx" ON "pages_blocks_fuel_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_fuel_calculator_path_idx" ON "pages_blocks_fuel_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_calculator_order_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_calculator_parent_id_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_calculator_path_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_summary_order_idx" ON "_pages_v_blocks_finance_summary" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_summary_parent_id_idx" ON "_pages_v_blocks_finance_summary" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_summary_path_idx" ON "_pages_v_blocks_finance_summary" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_estimate_order_idx" ON "_pages_v_blocks_finance_estimate" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_estimate_parent_id_idx" ON "_pages_v_blocks_finance_estimate" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_estimate_path_idx" ON "_pages_v_blocks_finance_estimate" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_fuel_calculator_order_idx" ON "_pages_v_blocks_fuel_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_fuel_calculator_parent_id_idx" ON "_pages_v_blocks_fuel_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_fuel_calculator_path_idx" ON "_pages_v_blocks_fuel_calculator" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_finance_calculator" CASCADE;
  DROP TABLE "pages_blocks_finance_summary" CASCADE;
  DROP TABLE "pages_blocks_finance_estimate" CASCADE;
  DROP TABLE "pages_blocks_fuel_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_summary" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_estimate" CASCADE;
  DROP TABLE "_pages_v_blocks_fuel_calculator" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "settings_finance_finance_summary_hidden";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_enquiry_message_required";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_terms_agreement_required";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_terms_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_service_interval_required";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_service_terms_note";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_instant_offer_images";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_lead_auto_reply";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_analytics_data_layer";
  ALTER TABLE "tenants" DROP COLUMN "settings_forms_data_layer_name";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_amount_min";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_amount_max";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_amount_step";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_amount_price_cap";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_amount_price_cap_above";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_amount_price_cap_multiplier";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_term_min";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_term_max";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_term_step";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_term_default_years";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_interest_min";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_interest_max";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_interest_step";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_interest_default_rate";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_interest_disabled";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_interest_hidden";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_extras_min";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_extras_max";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_extras_step";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_repayment_default_frequency";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_repayment_establishment_fees";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_repayment_comparison_rate";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_repayment_round_up";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_repayment_weekly_whole_dollars";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_repayment_disclaimer";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_summary_max_age_years";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_summary_min_price";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_summary_require_available";
  ALTER TABLE "tenants" DROP COLUMN "finance_rules_summary_requires";
  ALTER TABLE "locations" DROP COLUMN "lead_emails_sales";
  ALTER TABLE "locations" DROP COLUMN "lead_emails_service";
  ALTER TABLE "locations" DROP COLUMN "lead_emails_trade_in";
  DROP TYPE "public"."enum_tenants_finance_rules_amount_price_cap";
  DROP TYPE "public"."enum_tenants_finance_rules_interest_disabled";
  DROP TYPE "public"."enum_tenants_finance_rules_interest_hidden";
  DROP TYPE "public"."enum_tenants_finance_rules_repayment_default_frequency";
  DROP TYPE "public"."enum_tenants_finance_rules_repayment_round_up";
  DROP TYPE "public"."enum_tenants_finance_rules_repayment_weekly_whole_dollars";
  DROP TYPE "public"."enum_tenants_finance_rules_summary_require_available";
  DROP TYPE "public"."enum_tenants_finance_rules_summary_requires";
  DROP TYPE "public"."enum_pages_blocks_finance_calculator_variant";
  DROP TYPE "public"."enum_pages_blocks_finance_calculator_extras_input";
  DROP TYPE "public"."enum_pages_blocks_finance_calculator_button_label";
  DROP TYPE "public"."enum_pages_blocks_finance_summary_layout";
  DROP TYPE "public"."enum_pages_blocks_finance_estimate_default_frequency";
  DROP TYPE "public"."enum__pages_v_blocks_finance_calculator_variant";
  DROP TYPE "public"."enum__pages_v_blocks_finance_calculator_extras_input";
  DROP TYPE "public"."enum__pages_v_blocks_finance_calculator_button_label";
  DROP TYPE "public"."enum__pages_v_blocks_finance_summary_layout";
  DROP TYPE "public"."enum__pages_v_blocks_finance_estimate_default_frequency";`)
}
