import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Leads name their rooftop and keep a history; sales users may be limited to dealerships (issue 36).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_history_change" AS ENUM('stage', 'assignee', 'dealership');
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"dealerships_id" integer
  );
  
  CREATE TABLE "leads_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"change" "enum_leads_history_change" NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"by_name" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "dealership_id" integer;
  ALTER TABLE "leads" ADD COLUMN "dealership_name" varchar;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_history" ADD CONSTRAINT "leads_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_dealerships_id_idx" ON "users_rels" USING btree ("dealerships_id");
  CREATE INDEX "leads_history_order_idx" ON "leads_history" USING btree ("_order");
  CREATE INDEX "leads_history_parent_id_idx" ON "leads_history" USING btree ("_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");`)
  // Every lead already stored gets its rooftop as a new one would: its location's dealership, else the
  // dealership its form named by slug; the name beside it for the inbox. No history: nothing moved.
  await db.execute(sql`
  UPDATE "leads" l SET "dealership_id" = d."id", "dealership_name" = d."name"
    FROM "locations" loc JOIN "dealerships" d ON d."id" = loc."dealership_id"
    WHERE l."location_id" = loc."id" AND l."dealership_id" IS NULL;
  UPDATE "leads" l SET "dealership_id" = d."id", "dealership_name" = d."name"
    FROM "dealerships" d
    WHERE l."dealership_id" IS NULL AND d."tenant_id" = l."tenant_id" AND d."slug" = l."defaults_dealership_slug";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "leads_history" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_dealership_id_dealerships_id_fk";
  
  DROP INDEX "leads_dealership_idx";
  ALTER TABLE "leads" DROP COLUMN "dealership_id";
  ALTER TABLE "leads" DROP COLUMN "dealership_name";
  DROP TYPE "public"."enum_leads_history_change";`)
}
