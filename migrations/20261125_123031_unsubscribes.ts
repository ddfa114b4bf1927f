import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_unsubscribes_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_unsubscribes_list" AS ENUM('alerts', 'auto-replies', 'all');
  CREATE TYPE "public"."enum_unsubscribes_method" AS ENUM('link', 'one-click', 'sms-stop');
  ALTER TYPE "public"."enum_watch_alerts_state" ADD VALUE 'skipped';
  CREATE TABLE "unsubscribes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"channel" "enum_unsubscribes_channel" NOT NULL,
  	"address" varchar NOT NULL,
  	"list" "enum_unsubscribes_list" NOT NULL,
  	"method" "enum_unsubscribes_method" NOT NULL,
  	"unsubscribed_at" timestamp(3) with time zone NOT NULL,
  	"resubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "unsubscribes_id" integer;
  ALTER TABLE "unsubscribes" ADD CONSTRAINT "unsubscribes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "unsubscribes_tenant_idx" ON "unsubscribes" USING btree ("tenant_id");
  CREATE INDEX "unsubscribes_address_idx" ON "unsubscribes" USING btree ("address");
  CREATE INDEX "unsubscribes_updated_at_idx" ON "unsubscribes" USING btree ("updated_at");
  CREATE INDEX "unsubscribes_created_at_idx" ON "unsubscribes" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_channel_address_list_idx" ON "unsubscribes" USING btree ("tenant_id","channel","address","list");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_unsubscribes_fk" FOREIGN KEY ("unsubscribes_id") REFERENCES "public"."unsubscribes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_unsubscribes_id_idx" ON "payload_locked_documents_rels" USING btree ("unsubscribes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "unsubscribes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "unsubscribes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_unsubscribes_fk";
  
  ALTER TABLE "watch_alerts" ALTER COLUMN "state" SET DATA TYPE text;
  ALTER TABLE "watch_alerts" ALTER COLUMN "state" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_watch_alerts_state";
  CREATE TYPE "public"."enum_watch_alerts_state" AS ENUM('queued', 'sent', 'failed');
  ALTER TABLE "watch_alerts" ALTER COLUMN "state" SET DEFAULT 'queued'::"public"."enum_watch_alerts_state";
  ALTER TABLE "watch_alerts" ALTER COLUMN "state" SET DATA TYPE "public"."enum_watch_alerts_state" USING "state"::"public"."enum_watch_alerts_state";
  DROP INDEX "payload_locked_documents_rels_unsubscribes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "unsubscribes_id";
  DROP TYPE "public"."enum_unsubscribes_channel";
  DROP TYPE "public"."enum_unsubscribes_list";
  DROP TYPE "public"."enum_unsubscribes_method";`)
}
