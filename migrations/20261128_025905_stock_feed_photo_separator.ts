import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A stock feed's photo separator (issue 33): what stands between several photo URLs in one cell
 * (src/domain/feeds/lists.ts). Existing feeds get `auto`, which also reads the `;` layout they were
 * fetching as one URL.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stock_feeds_photo_separator" AS ENUM('auto', 'pipe', 'semicolon', 'comma', 'space');
  ALTER TABLE "stock_feeds" ADD COLUMN "photo_separator" "enum_stock_feeds_photo_separator" DEFAULT 'auto' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_feeds" DROP COLUMN "photo_separator";
  DROP TYPE "public"."enum_stock_feeds_photo_separator";`)
}
