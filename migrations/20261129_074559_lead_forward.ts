import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The job that emails a lead moved to another rooftop to that rooftop (src/lib/leads/forward.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forwardLead' BEFORE 'recoverLeadDeliveries';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forwardLead' BEFORE 'recoverLeadDeliveries';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older type has no such task: its queued jobs go (the moved leads stay where they were moved).
  await db.execute(sql`
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'forwardLead';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'forwardLead';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle', 'deliverLead', 'notifyAssignee', 'recoverLeadDeliveries', 'sendWatchAlert', 'expireReservation', 'refundReservation', 'sweepReservations', 'importStockFeed', 'fetchStockFeeds', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'algoliaIndexVehicle', 'algoliaDeleteVehicle', 'deliverLead', 'notifyAssignee', 'recoverLeadDeliveries', 'sendWatchAlert', 'expireReservation', 'refundReservation', 'sweepReservations', 'importStockFeed', 'fetchStockFeeds', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
