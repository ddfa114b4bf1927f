import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_forms_marketing_consent_label" varchar DEFAULT 'Keep me up to date with news and offers';
  ALTER TABLE "leads" ADD COLUMN "consent_marketing" boolean;
  ALTER TABLE "leads" ADD COLUMN "consent_terms_accepted" boolean;
  ALTER TABLE "leads" ADD COLUMN "consent_version" varchar;
  ALTER TABLE "leads" ADD COLUMN "consent_recorded_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "consent_marketing_wording" varchar;
  ALTER TABLE "leads" ADD COLUMN "consent_terms_wording" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_forms_marketing_consent_label";
  ALTER TABLE "leads" DROP COLUMN "consent_marketing";
  ALTER TABLE "leads" DROP COLUMN "consent_terms_accepted";
  ALTER TABLE "leads" DROP COLUMN "consent_version";
  ALTER TABLE "leads" DROP COLUMN "consent_recorded_at";
  ALTER TABLE "leads" DROP COLUMN "consent_marketing_wording";
  ALTER TABLE "leads" DROP COLUMN "consent_terms_wording";`)
}
