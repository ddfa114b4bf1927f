import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "csp_violations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"directive" varchar NOT NULL,
  	"blocked" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "csp_violations_id" integer;
  ALTER TABLE "csp_violations" ADD CONSTRAINT "csp_violations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "csp_violations_tenant_idx" ON "csp_violations" USING btree ("tenant_id");
  CREATE INDEX "csp_violations_updated_at_idx" ON "csp_violations" USING btree ("updated_at");
  CREATE INDEX "csp_violations_created_at_idx" ON "csp_violations" USING btree ("created_at");
  CREATE INDEX "tenant_createdAt_1_idx" ON "csp_violations" USING btree ("tenant_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_csp_violations_fk" FOREIGN KEY ("csp_violations_id") REFERENCES "public"."csp_violations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_csp_violations_id_idx" ON "payload_locked_documents_rels" USING btree ("csp_violations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "csp_violations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "csp_violations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_csp_violations_fk";
  
  DROP INDEX "payload_locked_documents_rels_csp_violations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "csp_violations_id";`)
}
