import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_tags_chat_vendor" AS ENUM('none', 'livechat', 'intercom', 'tawk');
  CREATE TYPE "public"."enum_tenants_settings_consent_consent_mode" AS ENUM('ask-first', 'notice-only');
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_gtm_id" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_gtm_paused" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_ga4_id" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_ga4_paused" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_google_ads_id" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_google_ads_lead_label" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_google_ads_test_drive_label" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_google_ads_reservation_label" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_google_ads_paused" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_meta_pixel_id" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_meta_pixel_paused" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_clarity_id" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_clarity_paused" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_chat_vendor" "enum_tenants_settings_tags_chat_vendor" DEFAULT 'none';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_chat_id" varchar DEFAULT '';
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_chat_paused" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "settings_tags_tags_start_after_seconds" numeric DEFAULT 5;
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_mode" "enum_tenants_settings_consent_consent_mode" DEFAULT 'ask-first';
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_title" varchar DEFAULT 'Your privacy choices';
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_text" varchar DEFAULT 'We use cookies to run this site, to see how it is used (analytics) and to show you relevant ads elsewhere (marketing). Choose what you allow; you can change it any time from Privacy choices at the foot of every page.';
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_notice_text" varchar DEFAULT 'We use cookies for analytics and to show you relevant ads elsewhere. You can turn them off here or any time from Privacy choices at the foot of every page.';
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_accept_label" varchar DEFAULT 'Accept all';
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_reject_label" varchar DEFAULT 'Necessary only';
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_save_label" varchar DEFAULT 'Save my choices';
  ALTER TABLE "tenants" ADD COLUMN "settings_consent_consent_link_label" varchar DEFAULT 'Privacy choices';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_tags_gtm_id";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_gtm_paused";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_ga4_id";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_ga4_paused";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_google_ads_id";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_google_ads_lead_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_google_ads_test_drive_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_google_ads_reservation_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_google_ads_paused";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_meta_pixel_id";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_meta_pixel_paused";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_clarity_id";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_clarity_paused";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_chat_vendor";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_chat_id";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_chat_paused";
  ALTER TABLE "tenants" DROP COLUMN "settings_tags_tags_start_after_seconds";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_mode";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_title";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_text";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_notice_text";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_accept_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_reject_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_save_label";
  ALTER TABLE "tenants" DROP COLUMN "settings_consent_consent_link_label";
  DROP TYPE "public"."enum_tenants_settings_tags_chat_vendor";
  DROP TYPE "public"."enum_tenants_settings_consent_consent_mode";`)
}
