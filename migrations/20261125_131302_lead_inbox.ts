import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_sales_status" AS ENUM('new', 'contacted', 'appointment-booked', 'sold', 'lost');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'sales';
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_name" varchar,
  	"at" timestamp(3) with time zone,
  	"author_id" integer
  );
  
  ALTER TABLE "leads" ADD COLUMN "sales_status" "enum_leads_sales_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "leads" ADD COLUMN "assignee_name" varchar;
  ALTER TABLE "leads" ADD COLUMN "follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "minutes_to_first_contact" numeric;
  ALTER TABLE "leads" ADD COLUMN "location_name" varchar;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_author_idx" ON "leads_notes" USING btree ("author_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_sales_status_idx" ON "leads" USING btree ("sales_status");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_follow_up_at_idx" ON "leads" USING btree ("follow_up_at");
  -- Hand-added: existing leads get the new inbox fields filled. Their stage is 'new' (the column's
  -- default above fills every existing row); their location's name is copied in, as the lead hook does
  -- for new leads (collections/Leads/hooks/workLead.ts), so the inbox list shows it for old leads too.
  UPDATE "leads" SET "location_name" = "locations"."name" FROM "locations" WHERE "leads"."location_id" = "locations"."id" AND "leads"."location_name" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_notes" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_assignee_id_users_id_fk";
  
  -- Hand-added: the sales role goes away with this migration; its role rows cannot be cast back.
  DELETE FROM "users_roles" WHERE "value" = 'sales';
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('super-admin', 'marketer');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "leads_sales_status_idx";
  DROP INDEX "leads_assignee_idx";
  DROP INDEX "leads_follow_up_at_idx";
  ALTER TABLE "leads" DROP COLUMN "sales_status";
  ALTER TABLE "leads" DROP COLUMN "assignee_id";
  ALTER TABLE "leads" DROP COLUMN "assignee_name";
  ALTER TABLE "leads" DROP COLUMN "follow_up_at";
  ALTER TABLE "leads" DROP COLUMN "first_contacted_at";
  ALTER TABLE "leads" DROP COLUMN "minutes_to_first_contact";
  ALTER TABLE "leads" DROP COLUMN "location_name";
  DROP TYPE "public"."enum_leads_sales_status";`)
}
