ALTER TABLE "events" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "recurrence_by_day" integer[];--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "recurrence_until" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_until_hours_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "gst_rate_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "gst_rate_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "cancelled_by_buyer_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_profile_series_idx" ON "events" USING btree ("profile_id","series_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_gst_rate_check" CHECK ("events"."gst_rate_percent" in (0, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_refund_hours_check" CHECK ("events"."refund_until_hours_before" between 0 and 720);