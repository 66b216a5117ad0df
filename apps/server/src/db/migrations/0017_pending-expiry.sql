ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "message_token_hash" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pending_expiry_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_restaurant_mobile_idx" ON "bookings" USING btree ("restaurant_id","mobile_number");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'accepted', 'declined', 'arrived', 'no-show', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_pending_expiry_check" CHECK ("restaurants"."pending_expiry_minutes" between 15 and 1440);