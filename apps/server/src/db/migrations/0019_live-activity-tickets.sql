CREATE TABLE "live_activity_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"profile_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_activity_tickets" ADD CONSTRAINT "live_activity_tickets_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_activity_tickets_hash_idx" ON "live_activity_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "live_activity_tickets_profile_idx" ON "live_activity_tickets" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "live_activity_tickets_expires_idx" ON "live_activity_tickets" USING btree ("expires_at");