import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_search_results_filters" ADD VALUE 'dealership' BEFORE 'seats';
  ALTER TYPE "public"."enum__pages_v_blocks_search_results_filters" ADD VALUE 'dealership' BEFORE 'seats';`)
}

// The dealership panel joins the SearchResults block's filter choices (issue 36).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older type has no 'dealership': the panel leaves the blocks that chose it, and their other panels stay.
  await db.execute(sql`
  DELETE FROM "pages_blocks_search_results_filters" WHERE "value" = 'dealership';
  DELETE FROM "_pages_v_blocks_search_results_filters" WHERE "value" = 'dealership';
   ALTER TABLE "pages_blocks_search_results_filters" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_search_results_filters";
  CREATE TYPE "public"."enum_pages_blocks_search_results_filters" AS ENUM('carType', 'make', 'model', 'body', 'price', 'km', 'year', 'fuel', 'transmission', 'drive', 'colour', 'location', 'seats');
  ALTER TABLE "pages_blocks_search_results_filters" ALTER COLUMN "value" SET DATA TYPE "public"."enum_pages_blocks_search_results_filters" USING "value"::"public"."enum_pages_blocks_search_results_filters";
  ALTER TABLE "_pages_v_blocks_search_results_filters" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_search_results_filters";
  CREATE TYPE "public"."enum__pages_v_blocks_search_results_filters" AS ENUM('carType', 'make', 'model', 'body', 'price', 'km', 'year', 'fuel', 'transmission', 'drive', 'colour', 'location', 'seats');
  ALTER TABLE "_pages_v_blocks_search_results_filters" ALTER COLUMN "value" SET DATA TYPE "public"."enum__pages_v_blocks_search_results_filters" USING "value"::"public"."enum__pages_v_blocks_search_results_filters";`)
}
