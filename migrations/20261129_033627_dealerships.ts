import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"visible" boolean DEFAULT true,
  	"logo_id" integer,
  	"dealer_licence_number" varchar,
  	"lead_emails_sales" varchar,
  	"lead_emails_service" varchar,
  	"lead_emails_trade_in" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealerships_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  ALTER TABLE "locations" ADD COLUMN "dealership_id" integer;
  ALTER TABLE "_locations_v" ADD COLUMN "version_dealership_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealerships_id" integer;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships_rels" ADD CONSTRAINT "dealerships_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_rels" ADD CONSTRAINT "dealerships_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dealerships_tenant_idx" ON "dealerships" USING btree ("tenant_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_logo_idx" ON "dealerships" USING btree ("logo_id");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_4_idx" ON "dealerships" USING btree ("tenant_id","slug");
  CREATE INDEX "dealerships_rels_order_idx" ON "dealerships_rels" USING btree ("order");
  CREATE INDEX "dealerships_rels_parent_idx" ON "dealerships_rels" USING btree ("parent_id");
  CREATE INDEX "dealerships_rels_path_idx" ON "dealerships_rels" USING btree ("path");
  CREATE INDEX "dealerships_rels_manufacturers_id_idx" ON "dealerships_rels" USING btree ("manufacturers_id");
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_dealership_id_dealerships_id_fk" FOREIGN KEY ("version_dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "_locations_v_version_version_dealership_idx" ON "_locations_v" USING btree ("version_dealership_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");

  -- Written by hand: each dealer's free-text dealership names become dealership records (one per name and
  -- dealer, slugged as the site slugs them, so /locations/{slug} answers as before), each location and
  -- location version points at its record, and the search rows of their cars carry the record's name.
  INSERT INTO "dealerships" ("tenant_id", "name", "slug", "visible")
  SELECT DISTINCT ON ("tenant_id", "slug") "tenant_id", "name", "slug", true
  FROM (
    SELECT "tenant_id", btrim("dealership_name") AS "name", btrim(regexp_replace(replace(lower(btrim("dealership_name")), '&', ' and '), '[^a-z0-9]+', '-', 'g'), '-') AS "slug"
    FROM "locations" WHERE "tenant_id" IS NOT NULL AND btrim(coalesce("dealership_name", '')) <> ''
  ) AS named
  WHERE "slug" <> ''
  ORDER BY "tenant_id", "slug", "name";
  UPDATE "locations" AS l SET "dealership_id" = d."id" FROM "dealerships" AS d
  WHERE d."tenant_id" = l."tenant_id" AND d."slug" = btrim(regexp_replace(replace(lower(btrim(l."dealership_name")), '&', ' and '), '[^a-z0-9]+', '-', 'g'), '-');
  UPDATE "_locations_v" AS v SET "version_dealership_id" = d."id" FROM "dealerships" AS d
  WHERE d."tenant_id" = v."version_tenant_id" AND d."slug" = btrim(regexp_replace(replace(lower(btrim(v."version_dealership_name")), '&', ' and '), '[^a-z0-9]+', '-', 'g'), '-');
  UPDATE "vehicle_search" AS s SET "dealership_name" = d."name", "record" = jsonb_set(s."record", '{dealership_name}', to_jsonb(d."name"))
  FROM "vehicles" AS v JOIN "locations" AS l ON l."id" = v."location_id" JOIN "dealerships" AS d ON d."id" = l."dealership_id"
  WHERE v."id" = s."vehicle_id" AND s."dealership_name" IS DISTINCT FROM d."name";
  ALTER TABLE "locations" DROP COLUMN "dealership_name";
  ALTER TABLE "_locations_v" DROP COLUMN "version_dealership_name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  -- Written by hand: the names go back on the locations before their records go.
  ALTER TABLE "locations" ADD COLUMN "dealership_name" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_dealership_name" varchar;
  UPDATE "locations" AS l SET "dealership_name" = d."name" FROM "dealerships" AS d WHERE d."id" = l."dealership_id";
  UPDATE "_locations_v" AS v SET "version_dealership_name" = d."name" FROM "dealerships" AS d WHERE d."id" = v."version_dealership_id";
   ALTER TABLE "dealerships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "dealerships_rels" CASCADE;
  ALTER TABLE "locations" DROP CONSTRAINT "locations_dealership_id_dealerships_id_fk";
  
  ALTER TABLE "_locations_v" DROP CONSTRAINT "_locations_v_version_dealership_id_dealerships_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealerships_fk";
  
  DROP INDEX "locations_dealership_idx";
  DROP INDEX "_locations_v_version_version_dealership_idx";
  DROP INDEX "payload_locked_documents_rels_dealerships_id_idx";
  ALTER TABLE "locations" DROP COLUMN "dealership_id";
  ALTER TABLE "_locations_v" DROP COLUMN "version_dealership_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealerships_id";`)
}
