import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_marketing_google_ads_lead_conversion" varchar DEFAULT 'Website lead';
  ALTER TABLE "tenants" ADD COLUMN "settings_marketing_google_ads_lead_value" numeric DEFAULT 0;
  ALTER TABLE "tenants" ADD COLUMN "settings_marketing_google_ads_test_drive_conversion" varchar DEFAULT 'Test drive booked';
  ALTER TABLE "tenants" ADD COLUMN "settings_marketing_google_ads_test_drive_value" numeric DEFAULT 0;
  ALTER TABLE "tenants" ADD COLUMN "settings_marketing_google_ads_reservation_conversion" varchar DEFAULT 'Vehicle reserved';
  ALTER TABLE "tenants" ADD COLUMN "settings_marketing_google_ads_reservation_value" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "source" varchar;
  ALTER TABLE "leads" ADD COLUMN "medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch" jsonb;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch" jsonb;
  ALTER TABLE "leads" ADD COLUMN "attribution_gclid" varchar;
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
  CREATE INDEX "leads_attribution_attribution_gclid_idx" ON "leads" USING btree ("attribution_gclid");`)
  // Leads from before touches were recorded kept the visit's campaign parameters: their source,
  // medium, campaign and Google click id come from those (src/domain/marketing/touch.ts names them the
  // same way). A lead without any stays blank rather than claiming it was direct.
  await db.execute(sql`
  UPDATE "leads" SET
    "attribution_gclid" = NULLIF("attribution_linked_query_params"->>'gclid', ''),
    "campaign" = NULLIF("attribution_linked_query_params"->>'utm_campaign', ''),
    "source" = COALESCE(
      NULLIF("attribution_linked_query_params"->>'utm_source', ''),
      CASE
        WHEN "attribution_linked_query_params" ?| array['gclid', 'gbraid', 'wbraid'] THEN 'google'
        WHEN "attribution_linked_query_params" ? 'msclkid' THEN 'bing'
        WHEN "attribution_linked_query_params" ? 'fbclid' THEN 'facebook'
      END),
    "medium" = COALESCE(
      NULLIF("attribution_linked_query_params"->>'utm_medium', ''),
      CASE
        WHEN "attribution_linked_query_params" ?| array['gclid', 'gbraid', 'wbraid', 'msclkid'] THEN 'cpc'
        WHEN "attribution_linked_query_params" ? 'fbclid' THEN 'social'
        WHEN "attribution_linked_query_params" ? 'utm_source' THEN '(not set)'
      END)
  WHERE jsonb_typeof("attribution_linked_query_params") = 'object';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_source_idx";
  DROP INDEX "leads_attribution_attribution_gclid_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_marketing_google_ads_lead_conversion";
  ALTER TABLE "tenants" DROP COLUMN "settings_marketing_google_ads_lead_value";
  ALTER TABLE "tenants" DROP COLUMN "settings_marketing_google_ads_test_drive_conversion";
  ALTER TABLE "tenants" DROP COLUMN "settings_marketing_google_ads_test_drive_value";
  ALTER TABLE "tenants" DROP COLUMN "settings_marketing_google_ads_reservation_conversion";
  ALTER TABLE "tenants" DROP COLUMN "settings_marketing_google_ads_reservation_value";
  ALTER TABLE "leads" DROP COLUMN "source";
  ALTER TABLE "leads" DROP COLUMN "medium";
  ALTER TABLE "leads" DROP COLUMN "campaign";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch";
  ALTER TABLE "leads" DROP COLUMN "attribution_gclid";`)
}
