CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"party_size" integer NOT NULL,
	"quoted_minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"position" integer,
	"joined_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"seated_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"reason" text,
	"added_by" text,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'notified', 'seated', 'left')),
	CONSTRAINT "waitlist_entries_source_check" CHECK ("waitlist_entries"."source" in ('desk', 'remote')),
	CONSTRAINT "waitlist_entries_party_check" CHECK ("waitlist_entries"."party_size" between 1 and 100),
	CONSTRAINT "waitlist_entries_position_check" CHECK (("waitlist_entries"."position" is null) = ("waitlist_entries"."status" not in ('waiting', 'notified')))
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"remote_join" boolean DEFAULT false NOT NULL,
	"max_party_size" integer DEFAULT 10 NOT NULL,
	"max_waiting" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_settings_party_check" CHECK ("waitlist_settings"."max_party_size" between 1 and 50),
	CONSTRAINT "waitlist_settings_waiting_check" CHECK ("waitlist_settings"."max_waiting" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_settings" ADD CONSTRAINT "waitlist_settings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_reference_idx" ON "waitlist_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_phone_idx" ON "waitlist_entries" USING btree ("profile_id","mobile_number") WHERE "waitlist_entries"."status" in ('waiting', 'notified');--> statement-breakpoint
CREATE INDEX "waitlist_entries_profile_status_idx" ON "waitlist_entries" USING btree ("profile_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_profile_seated_idx" ON "waitlist_entries" USING btree ("profile_id","seated_at");