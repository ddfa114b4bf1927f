import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_reservation_reserve_path" AS ENUM('checkout', 'buy-online');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending', 'active', 'expired', 'cancelled', 'refused', 'abandoned');
  CREATE TYPE "public"."enum_watch_alerts_kind" AS ENUM('price-drop', 'sold', 'reserved');
  CREATE TYPE "public"."enum_watch_alerts_channel" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_watch_alerts_state" AS ENUM('queued', 'sent', 'failed');
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'online-purchase';
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reference" varchar NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"customer_id" integer,
  	"status" "enum_reservations_status" DEFAULT 'pending' NOT NULL,
  	"deposit_cents" numeric NOT NULL,
  	"held_until" timestamp(3) with time zone,
  	"contact_name" varchar,
  	"contact_last_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_postcode" varchar,
  	"payment_checkout_session_id" varchar,
  	"payment_payment_id" varchar,
  	"payment_paid_at" timestamp(3) with time zone,
  	"payment_refund_id" varchar,
  	"payment_refunded_at" timestamp(3) with time zone,
  	"lead_id" integer,
  	"ended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"postcode" varchar,
  	"last_sign_in_at" timestamp(3) with time zone,
  	"sessions_valid_after" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sign_in_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watchlist_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"notified_price" numeric,
  	"notified_status" varchar,
  	"notified_reserved" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watch_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"item_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"kind" "enum_watch_alerts_kind" NOT NULL,
  	"change_key" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"channel" "enum_watch_alerts_channel" NOT NULL,
  	"state" "enum_watch_alerts_state" DEFAULT 'queued' NOT NULL,
  	"reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_features_garage" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "settings_accounts_gate_checkout" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "settings_accounts_gate_car_finance" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_accounts_gate_finance_page" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_accounts_gate_spin_to_win" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_accounts_gate_trade_in" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_accounts_gate_sell_my_car" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_accounts_sms_sender" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_reservation_reserve_path" "enum_tenants_settings_reservation_reserve_path" DEFAULT 'checkout';
  ALTER TABLE "tenants" ADD COLUMN "settings_reservation_deposit_amount" numeric DEFAULT 200;
  ALTER TABLE "tenants" ADD COLUMN "settings_reservation_hold_hours" numeric DEFAULT 48;
  ALTER TABLE "tenants" ADD COLUMN "settings_reservation_money_back_guarantee" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watch_alerts_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_item_id_watchlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."watchlist_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_vehicle_idx" ON "reservations" USING btree ("vehicle_id");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_payment_payment_checkout_session_id_idx" ON "reservations" USING btree ("payment_checkout_session_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE INDEX "customers_tenant_idx" ON "customers" USING btree ("tenant_id");
  CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_phone_idx" ON "customers" USING btree ("tenant_id","phone");
  CREATE INDEX "sign_in_codes_tenant_idx" ON "sign_in_codes" USING btree ("tenant_id");
  CREATE INDEX "sign_in_codes_updated_at_idx" ON "sign_in_codes" USING btree ("updated_at");
  CREATE INDEX "sign_in_codes_created_at_idx" ON "sign_in_codes" USING btree ("created_at");
  CREATE INDEX "tenant_phone_createdAt_idx" ON "sign_in_codes" USING btree ("tenant_id","phone","created_at");
  CREATE INDEX "ip_createdAt_idx" ON "sign_in_codes" USING btree ("ip","created_at");
  CREATE INDEX "watchlist_items_tenant_idx" ON "watchlist_items" USING btree ("tenant_id");
  CREATE INDEX "watchlist_items_customer_idx" ON "watchlist_items" USING btree ("customer_id");
  CREATE INDEX "watchlist_items_vehicle_idx" ON "watchlist_items" USING btree ("vehicle_id");
  CREATE INDEX "watchlist_items_updated_at_idx" ON "watchlist_items" USING btree ("updated_at");
  CREATE INDEX "watchlist_items_created_at_idx" ON "watchlist_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_vehicle_idx" ON "watchlist_items" USING btree ("customer_id","vehicle_id");
  CREATE INDEX "watch_alerts_tenant_idx" ON "watch_alerts" USING btree ("tenant_id");
  CREATE INDEX "watch_alerts_item_idx" ON "watch_alerts" USING btree ("item_id");
  CREATE INDEX "watch_alerts_customer_idx" ON "watch_alerts" USING btree ("customer_id");
  CREATE INDEX "watch_alerts_vehicle_idx" ON "watch_alerts" USING btree ("vehicle_id");
  CREATE INDEX "watch_alerts_updated_at_idx" ON "watch_alerts" USING btree ("updated_at");
  CREATE INDEX "watch_alerts_created_at_idx" ON "watch_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "item_changeKey_idx" ON "watch_alerts" USING btree ("item_id","change_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk" FOREIGN KEY ("sign_in_codes_id") REFERENCES "public"."sign_in_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_items_fk" FOREIGN KEY ("watchlist_items_id") REFERENCES "public"."watchlist_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watch_alerts_fk" FOREIGN KEY ("watch_alerts_id") REFERENCES "public"."watch_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_sign_in_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_codes_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_items_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_items_id");
  CREATE INDEX "payload_locked_documents_rels_watch_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("watch_alerts_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");`)
  // Hand-written: at most one active reservation per car. Payload's index option has no WHERE clause;
  // this partial index is what settles two payments racing for one car.
  await db.execute(sql`
  CREATE UNIQUE INDEX "reservations_one_active_per_vehicle" ON "reservations" USING btree ("vehicle_id") WHERE "status" = 'active';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "reservations_one_active_per_vehicle";`)
  await db.execute(sql`
   ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sign_in_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watch_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "sign_in_codes" CASCADE;
  DROP TABLE "watchlist_items" CASCADE;
  DROP TABLE "watch_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watch_alerts_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_customers_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'service', 'trade-in', 'instant-offer');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_sign_in_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_watch_alerts_id_idx";
  DROP INDEX "payload_preferences_rels_customers_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_features_garage";
  ALTER TABLE "tenants" DROP COLUMN "settings_accounts_gate_checkout";
  ALTER TABLE "tenants" DROP COLUMN "settings_accounts_gate_car_finance";
  ALTER TABLE "tenants" DROP COLUMN "settings_accounts_gate_finance_page";
  ALTER TABLE "tenants" DROP COLUMN "settings_accounts_gate_spin_to_win";
  ALTER TABLE "tenants" DROP COLUMN "settings_accounts_gate_trade_in";
  ALTER TABLE "tenants" DROP COLUMN "settings_accounts_gate_sell_my_car";
  ALTER TABLE "tenants" DROP COLUMN "settings_accounts_sms_sender";
  ALTER TABLE "tenants" DROP COLUMN "settings_reservation_reserve_path";
  ALTER TABLE "tenants" DROP COLUMN "settings_reservation_deposit_amount";
  ALTER TABLE "tenants" DROP COLUMN "settings_reservation_hold_hours";
  ALTER TABLE "tenants" DROP COLUMN "settings_reservation_money_back_guarantee";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watch_alerts_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "customers_id";
  DROP TYPE "public"."enum_tenants_settings_reservation_reserve_path";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_watch_alerts_kind";
  DROP TYPE "public"."enum_watch_alerts_channel";
  DROP TYPE "public"."enum_watch_alerts_state";`)
}
