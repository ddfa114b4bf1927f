import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_custom_tags_category" AS ENUM('analytics', 'marketing');
  CREATE TABLE "tenants_settings_custom_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"category" "enum_tenants_settings_custom_tags_category" DEFAULT 'marketing' NOT NULL,
  	"paused" boolean DEFAULT false,
  	"src" varchar NOT NULL
  );
  
  ALTER TABLE "tenants_settings_custom_tags" ADD CONSTRAINT "tenants_settings_custom_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_settings_custom_tags_order_idx" ON "tenants_settings_custom_tags" USING btree ("_order");
  CREATE INDEX "tenants_settings_custom_tags_parent_id_idx" ON "tenants_settings_custom_tags" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_settings_custom_tags" CASCADE;
  DROP TYPE "public"."enum_tenants_settings_custom_tags_category";`)
}
