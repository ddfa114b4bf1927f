import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_phone_header_search_label" varchar DEFAULT 'Search stock';
  ALTER TABLE "tenants" ADD COLUMN "settings_phone_header_search_path" varchar DEFAULT '/search/new-used-and-demo-cars';
  ALTER TABLE "tenants" ADD COLUMN "settings_phone_phone_popup_delay_seconds" numeric DEFAULT 8;
  ALTER TABLE "tenants" ADD COLUMN "settings_phone_phone_popup_on_scroll" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_phone_header_search_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_phone_header_search_path";
  ALTER TABLE "tenants" DROP COLUMN "settings_phone_phone_popup_delay_seconds";
  ALTER TABLE "tenants" DROP COLUMN "settings_phone_phone_popup_on_scroll";`)
}
