import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tag_costs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"tag" varchar NOT NULL,
  	"bytes" numeric,
  	"ms" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tag_costs_id" integer;
  ALTER TABLE "tag_costs" ADD CONSTRAINT "tag_costs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tag_costs_tenant_idx" ON "tag_costs" USING btree ("tenant_id");
  CREATE INDEX "tag_costs_updated_at_idx" ON "tag_costs" USING btree ("updated_at");
  CREATE INDEX "tag_costs_created_at_idx" ON "tag_costs" USING btree ("created_at");
  CREATE INDEX "tenant_createdAt_2_idx" ON "tag_costs" USING btree ("tenant_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tag_costs_fk" FOREIGN KEY ("tag_costs_id") REFERENCES "public"."tag_costs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tag_costs_id_idx" ON "payload_locked_documents_rels" USING btree ("tag_costs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tag_costs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tag_costs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tag_costs_fk";
  
  DROP INDEX "payload_locked_documents_rels_tag_costs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tag_costs_id";`)
}
