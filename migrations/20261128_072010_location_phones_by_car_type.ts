import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" ADD COLUMN "phone_new" varchar;
  ALTER TABLE "locations" ADD COLUMN "phone_used" varchar;
  ALTER TABLE "locations" ADD COLUMN "phone_demo" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_phone_new" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_phone_used" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_phone_demo" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" DROP COLUMN "phone_new";
  ALTER TABLE "locations" DROP COLUMN "phone_used";
  ALTER TABLE "locations" DROP COLUMN "phone_demo";
  ALTER TABLE "_locations_v" DROP COLUMN "version_phone_new";
  ALTER TABLE "_locations_v" DROP COLUMN "version_phone_used";
  ALTER TABLE "_locations_v" DROP COLUMN "version_phone_demo";`)
}
