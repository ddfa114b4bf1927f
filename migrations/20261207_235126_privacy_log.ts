import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_log_action" AS ENUM('searched', 'exported', 'erased', 're-applied', 'lead-opened', 'leads-exported');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'dealer-admin' BEFORE 'marketer';
  CREATE TABLE "privacy_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"action" "enum_privacy_log_action" NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"on_behalf" boolean,
  	"subject" varchar,
  	"subject_hash" varchar,
  	"count" numeric,
  	"records" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_log_id" integer;
  ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_log_tenant_idx" ON "privacy_log" USING btree ("tenant_id");
  CREATE INDEX "privacy_log_user_idx" ON "privacy_log" USING btree ("user_id");
  CREATE INDEX "privacy_log_subject_hash_idx" ON "privacy_log" USING btree ("subject_hash");
  CREATE INDEX "privacy_log_updated_at_idx" ON "privacy_log" USING btree ("updated_at");
  CREATE INDEX "privacy_log_created_at_idx" ON "privacy_log" USING btree ("created_at");
  CREATE INDEX "tenant_createdAt_3_idx" ON "privacy_log" USING btree ("tenant_id","created_at");
  CREATE INDEX "user_createdAt_idx" ON "privacy_log" USING btree ("user_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_log_fk" FOREIGN KEY ("privacy_log_id") REFERENCES "public"."privacy_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_log_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_log_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('super-admin', 'marketer', 'sales');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_privacy_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_log_id";
  DROP TYPE "public"."enum_privacy_log_action";`)
}
