import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_search_results_filters" AS ENUM('carType', 'make', 'model', 'body', 'price', 'km', 'year', 'fuel', 'transmission', 'drive', 'colour', 'location', 'seats');
  CREATE TYPE "public"."enum_pages_blocks_search_results_car_type_options" AS ENUM('all', 'new', 'used', 'demo', 'new_demo');
  CREATE TYPE "public"."enum_pages_blocks_search_results_variant" AS ENUM('search', 'offers');
  CREATE TYPE "public"."enum_pages_blocks_search_results_default_sort" AS ENUM('vehicles', 'vehicles_latest', 'vehicles_price_desc', 'vehicles_price_asc');
  CREATE TYPE "public"."enum_pages_blocks_search_results_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum_pages_blocks_search_results_item_noun" AS ENUM('cars', 'caravans', 'auto');
  CREATE TYPE "public"."enum__pages_v_blocks_search_results_filters" AS ENUM('carType', 'make', 'model', 'body', 'price', 'km', 'year', 'fuel', 'transmission', 'drive', 'colour', 'location', 'seats');
  CREATE TYPE "public"."enum__pages_v_blocks_search_results_car_type_options" AS ENUM('all', 'new', 'used', 'demo', 'new_demo');
  CREATE TYPE "public"."enum__pages_v_blocks_search_results_variant" AS ENUM('search', 'offers');
  CREATE TYPE "public"."enum__pages_v_blocks_search_results_default_sort" AS ENUM('vehicles', 'vehicles_latest', 'vehicles_price_desc', 'vehicles_price_asc');
  CREATE TYPE "public"."enum__pages_v_blocks_search_results_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_search_results_item_noun" AS ENUM('cars', 'caravans', 'auto');
  CREATE TABLE "pages_blocks_search_results_filters" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_search_results_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_search_results_car_type_options" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_search_results_car_type_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_search_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"variant" "enum_pages_blocks_search_results_variant" DEFAULT 'search',
  	"default_sort" "enum_pages_blocks_search_results_default_sort" DEFAULT 'vehicles',
  	"layout" "enum_pages_blocks_search_results_layout" DEFAULT 'grid',
  	"promo_card" boolean DEFAULT true,
  	"show_view_count" boolean DEFAULT false,
  	"item_noun" "enum_pages_blocks_search_results_item_noun" DEFAULT 'cars',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_search_results_filters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_search_results_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_search_results_car_type_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_search_results_car_type_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_search_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"variant" "enum__pages_v_blocks_search_results_variant" DEFAULT 'search',
  	"default_sort" "enum__pages_v_blocks_search_results_default_sort" DEFAULT 'vehicles',
  	"layout" "enum__pages_v_blocks_search_results_layout" DEFAULT 'grid',
  	"promo_card" boolean DEFAULT true,
  	"show_view_count" boolean DEFAULT false,
  	"item_noun" "enum__pages_v_blocks_search_results_item_noun" DEFAULT 'cars',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_search_results_filters" ADD CONSTRAINT "pages_blocks_search_results_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_search_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_results_car_type_options" ADD CONSTRAINT "pages_blocks_search_results_car_type_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_search_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_results" ADD CONSTRAINT "pages_blocks_search_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_results_filters" ADD CONSTRAINT "_pages_v_blocks_search_results_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_search_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_results_car_type_options" ADD CONSTRAINT "_pages_v_blocks_search_results_car_type_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_search_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_results" ADD CONSTRAINT "_pages_v_blocks_search_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_search_results_filters_order_idx" ON "pages_blocks_search_results_filters" USING btree ("order");
  CREATE INDEX "pages_blocks_search_results_filters_parent_idx" ON "pages_blocks_search_results_filters" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_search_results_car_type_options_order_idx" ON "pages_blocks_search_results_car_type_options" USING btree ("order");
  CREATE INDEX "pages_blocks_search_results_car_type_options_parent_idx" ON "pages_blocks_search_results_car_type_options" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_search_results_order_idx" ON "pages_blocks_search_results" USING btree ("_order");
  CREATE INDEX "pages_blocks_search_results_parent_id_idx" ON "pages_blocks_search_results" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_search_results_path_idx" ON "pages_blocks_search_results" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_search_results_filters_order_idx" ON "_pages_v_blocks_search_results_filters" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_search_results_filters_parent_idx" ON "_pages_v_blocks_search_results_filters" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_search_results_car_type_options_order_idx" ON "_pages_v_blocks_search_results_car_type_options" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_search_results_car_type_options_parent_idx" ON "_pages_v_blocks_search_results_car_type_options" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_search_results_order_idx" ON "_pages_v_blocks_search_results" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_search_results_parent_id_idx" ON "_pages_v_blocks_search_results" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_search_results_path_idx" ON "_pages_v_blocks_search_results" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_search_results_filters" CASCADE;
  DROP TABLE "pages_blocks_search_results_car_type_options" CASCADE;
  DROP TABLE "pages_blocks_search_results" CASCADE;
  DROP TABLE "_pages_v_blocks_search_results_filters" CASCADE;
  DROP TABLE "_pages_v_blocks_search_results_car_type_options" CASCADE;
  DROP TABLE "_pages_v_blocks_search_results" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_search_results_filters";
  DROP TYPE "public"."enum_pages_blocks_search_results_car_type_options";
  DROP TYPE "public"."enum_pages_blocks_search_results_variant";
  DROP TYPE "public"."enum_pages_blocks_search_results_default_sort";
  DROP TYPE "public"."enum_pages_blocks_search_results_layout";
  DROP TYPE "public"."enum_pages_blocks_search_results_item_noun";
  DROP TYPE "public"."enum__pages_v_blocks_search_results_filters";
  DROP TYPE "public"."enum__pages_v_blocks_search_results_car_type_options";
  DROP TYPE "public"."enum__pages_v_blocks_search_results_variant";
  DROP TYPE "public"."enum__pages_v_blocks_search_results_default_sort";
  DROP TYPE "public"."enum__pages_v_blocks_search_results_layout";
  DROP TYPE "public"."enum__pages_v_blocks_search_results_item_noun";`)
}
