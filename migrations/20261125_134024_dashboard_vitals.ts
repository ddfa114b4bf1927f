import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_web_vitals_metric" AS ENUM('LCP', 'INP', 'CLS');
  CREATE TYPE "public"."enum_web_vitals_template" AS ENUM('home', 'page', 'search', 'vehicle', 'location', 'offers', 'form', 'checkout', 'account', 'preview', 'other');
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"metric" "enum_web_vitals_metric" NOT NULL,
  	"value" double precision NOT NULL,
  	"template" "enum_web_vitals_template" NOT NULL,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vitals_id" integer;
  ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "web_vitals_tenant_idx" ON "web_vitals" USING btree ("tenant_id");
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  CREATE INDEX "tenant_createdAt_idx" ON "web_vitals" USING btree ("tenant_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vehicles_tenant_updated_at_idx" ON "vehicles" USING btree ("tenant_id","updated_at");
  CREATE INDEX "leads_tenant_created_at_idx" ON "leads" USING btree ("tenant_id","created_at","form","location_id","status","minutes_to_first_contact");
  CREATE INDEX "leads_delivery_failed_idx" ON "leads" USING btree ("tenant_id","created_at") WHERE "leads"."status" in ('failed', 'delivering');
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  DROP INDEX "vehicles_tenant_updated_at_idx";
  DROP INDEX "leads_tenant_created_at_idx";
  DROP INDEX "leads_delivery_failed_idx";
  DROP INDEX "payload_locked_documents_rels_web_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vitals_id";
  DROP TYPE "public"."enum_web_vitals_metric";
  DROP TYPE "public"."enum_web_vitals_template";`)
}
