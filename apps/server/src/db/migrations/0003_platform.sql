CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_id" text,
	"unique_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "profile_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "entity_id" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "reason" text;--> statement-breakpoint
-- Team rows written before the one audit log kept everything in "details".
UPDATE "audit_events" SET
  "entity_type" = 'member',
  "entity_id" = coalesce("details"->>'memberId', ''),
  "before" = CASE WHEN jsonb_typeof("details"->'previous') = 'object' THEN jsonb_build_object(
    'mobileNumber', "details"->'mobileNumber', 'role', "details"->'previous'->'role', 'permissions', "details"->'previous'->'permissions') END,
  "after" = CASE WHEN jsonb_typeof("details"->'role') = 'string' THEN jsonb_build_object(
    'mobileNumber', "details"->'mobileNumber', 'role', "details"->'role', 'permissions', "details"->'permissions') END;--> statement-breakpoint
UPDATE "audit_events" SET "entity_type" = 'unknown' WHERE "entity_type" IS NULL;--> statement-breakpoint
UPDATE "audit_events" SET "entity_id" = '' WHERE "entity_id" IS NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "entity_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "entity_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" DROP COLUMN "details";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key_idx" ON "jobs" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_profile_idx" ON "jobs" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","created_at");