import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Sites over a dealer group's stock: a site names the tenant whose cars it shows and the rooftops it
 * is limited to, and a lead the site it came from (Payload's part, generated). Every lead so far came
 * from its own dealer's site. The search index carries each car's dealership so a site's filter can
 * take it (written by hand, like vehicle_search itself), filled in for every car.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tenants_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"dealerships_id" integer
  );
  
  ALTER TABLE "tenants" ADD COLUMN "stock_source_id" integer;
  ALTER TABLE "leads" ADD COLUMN "site_id" integer;
  ALTER TABLE "tenants_rels" ADD CONSTRAINT "tenants_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_rels" ADD CONSTRAINT "tenants_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_rels_order_idx" ON "tenants_rels" USING btree ("order");
  CREATE INDEX "tenants_rels_parent_idx" ON "tenants_rels" USING btree ("parent_id");
  CREATE INDEX "tenants_rels_path_idx" ON "tenants_rels" USING btree ("path");
  CREATE INDEX "tenants_rels_dealerships_id_idx" ON "tenants_rels" USING btree ("dealerships_id");
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_stock_source_id_tenants_id_fk" FOREIGN KEY ("stock_source_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_tenants_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tenants_stock_source_idx" ON "tenants" USING btree ("stock_source_id");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  UPDATE "leads" SET "site_id" = "tenant_id" WHERE "site_id" IS NULL;`)
  await db.execute(sql`
  ALTER TABLE "vehicle_search" ADD COLUMN IF NOT EXISTS "dealership_id" integer;
  UPDATE "vehicle_search" vs
     SET "dealership_id" = l."dealership_id",
         "record" = vs."record" || jsonb_build_object('dealership_id', l."dealership_id")
    FROM "vehicles" v LEFT JOIN "locations" l ON l."id" = v."location_id"
   WHERE v."id" = vs."vehicle_id";
  CREATE INDEX IF NOT EXISTS "vehicle_search_dealership_idx" ON "vehicle_search" ("tenant_id", "dealership_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "vehicle_search_dealership_idx";
   ALTER TABLE "vehicle_search" DROP COLUMN IF EXISTS "dealership_id";
   UPDATE "vehicle_search" SET "record" = "record" - 'dealership_id';`)
  await db.execute(sql`
   ALTER TABLE "tenants_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tenants_rels" CASCADE;
  ALTER TABLE "tenants" DROP CONSTRAINT "tenants_stock_source_id_tenants_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_site_id_tenants_id_fk";
  
  DROP INDEX "tenants_stock_source_idx";
  DROP INDEX "leads_site_idx";
  ALTER TABLE "tenants" DROP COLUMN "stock_source_id";
  ALTER TABLE "leads" DROP COLUMN "site_id";`)
}
