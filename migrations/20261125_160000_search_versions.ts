import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Change tracking for the in-memory search index (src/lib/search/memory/store.ts), written by hand
 * like vehicle_search itself. Statement triggers (one per event: transition tables allow no more)
 * bump the dealer's version and log the cars a statement changed under it. The version row is
 * updated, so its lock is held to commit: versions of one dealer commit in order, which is what lets
 * an instance apply "everything after V" and know it has it all. TRUNCATE cannot say which dealers it
 * touched, so it moves every dealer's floor: instances reload.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "search_versions" (
    "tenant_id" integer PRIMARY KEY REFERENCES "tenants"("id") ON DELETE CASCADE,
    "version" bigint NOT NULL DEFAULT 0,
    "floor_version" bigint NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS "vehicle_search_log" (
    "tenant_id" integer NOT NULL,
    "version" bigint NOT NULL,
    "vehicle_id" integer NOT NULL,
    "logged_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "vehicle_search_log_version_idx" ON "vehicle_search_log" ("tenant_id", "version");
  CREATE INDEX IF NOT EXISTS "vehicle_search_log_logged_idx" ON "vehicle_search_log" ("tenant_id", "logged_at");

  CREATE OR REPLACE FUNCTION search_log_changes(changes_tenant int[], changes_vehicle int[]) RETURNS void LANGUAGE plpgsql AS $fn$
  DECLARE
    t int;
    v bigint;
  BEGIN
    FOR t IN SELECT DISTINCT x FROM unnest(changes_tenant) AS x WHERE x IS NOT NULL ORDER BY x LOOP
      INSERT INTO search_versions AS sv (tenant_id, version) VALUES (t, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET version = sv.version + 1
        RETURNING sv.version INTO v;
      INSERT INTO vehicle_search_log (tenant_id, version, vehicle_id)
        SELECT t, v, c.vehicle_id FROM unnest(changes_tenant, changes_vehicle) AS c(tenant_id, vehicle_id) WHERE c.tenant_id = t;
    END LOOP;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION vehicle_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM search_log_changes(ARRAY(SELECT tenant_id FROM new_rows), ARRAY(SELECT vehicle_id FROM new_rows));
    RETURN NULL;
  END
  $fn$;
  CREATE OR REPLACE FUNCTION vehicle_search_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    -- Both sides: a car that moved dealer leaves the old one and joins the new one.
    PERFORM search_log_changes(
      ARRAY(SELECT tenant_id FROM new_rows UNION ALL SELECT tenant_id FROM old_rows),
      ARRAY(SELECT vehicle_id FROM new_rows UNION ALL SELECT vehicle_id FROM old_rows));
    RETURN NULL;
  END
  $fn$;
  CREATE OR REPLACE FUNCTION vehicle_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM search_log_changes(ARRAY(SELECT tenant_id FROM old_rows), ARRAY(SELECT vehicle_id FROM old_rows));
    RETURN NULL;
  END
  $fn$;
  CREATE OR REPLACE FUNCTION vehicle_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE search_versions SET version = version + 1, floor_version = version + 1;
    RETURN NULL;
  END
  $fn$;

  DROP TRIGGER IF EXISTS vehicle_search_log_insert ON vehicle_search;
  DROP TRIGGER IF EXISTS vehicle_search_log_update ON vehicle_search;
  DROP TRIGGER IF EXISTS vehicle_search_log_delete ON vehicle_search;
  DROP TRIGGER IF EXISTS vehicle_search_log_truncate ON vehicle_search;
  CREATE TRIGGER vehicle_search_log_insert AFTER INSERT ON vehicle_search
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_inserted();
  CREATE TRIGGER vehicle_search_log_update AFTER UPDATE ON vehicle_search
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_updated();
  CREATE TRIGGER vehicle_search_log_delete AFTER DELETE ON vehicle_search
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_deleted();
  CREATE TRIGGER vehicle_search_log_truncate AFTER TRUNCATE ON vehicle_search
    FOR EACH STATEMENT EXECUTE FUNCTION vehicle_search_truncated();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS vehicle_search_log_insert ON vehicle_search;
  DROP TRIGGER IF EXISTS vehicle_search_log_update ON vehicle_search;
  DROP TRIGGER IF EXISTS vehicle_search_log_delete ON vehicle_search;
  DROP TRIGGER IF EXISTS vehicle_search_log_truncate ON vehicle_search;
  DROP FUNCTION IF EXISTS vehicle_search_inserted(), vehicle_search_updated(), vehicle_search_deleted(), vehicle_search_truncated();
  DROP FUNCTION IF EXISTS search_log_changes(int[], int[]);
  DROP TABLE IF EXISTS vehicle_search_log;
  DROP TABLE IF EXISTS search_versions;
  `)
}
