import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_compare_page_compare_heading" varchar DEFAULT 'Compare cars';
  ALTER TABLE "tenants" ADD COLUMN "settings_compare_page_compare_empty_text" varchar DEFAULT 'You have not picked any cars to compare yet. Tap the compare button on up to four cars, in our search results or on a car’s own page, then choose Compare to see them side by side.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_compare_page_compare_heading";
  ALTER TABLE "tenants" DROP COLUMN "settings_compare_page_compare_empty_text";`)
}
