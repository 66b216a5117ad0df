ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_sign_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_link_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meal_times" ADD COLUMN "deposit_per_cover_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_times" ADD COLUMN "deposit_from_party_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "cancellation_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "deposit_handling" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_check" CHECK ("bookings"."deposit_paise" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_status_check" CHECK ("bookings"."deposit_status" in ('awaiting', 'paid', 'refund-pending', 'refunded', 'forfeited', 'applied', 'unpaid'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('awaiting-deposit', 'pending', 'accepted', 'declined', 'arrived', 'no-show', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "meal_times" ADD CONSTRAINT "meal_times_deposit_check" CHECK ("meal_times"."deposit_per_cover_paise" >= 0 and "meal_times"."deposit_from_party_size" between 1 and 100);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_cancellation_cutoff_check" CHECK ("restaurants"."cancellation_cutoff_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_deposit_handling_check" CHECK ("restaurants"."deposit_handling" in ('refund', 'apply-to-bill'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_check" CHECK ("wallet_entries"."kind" in ('sale', 'platform-fee', 'gst-on-fee', 'refund', 'payout', 'deposit-forfeit', 'deposit-applied'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_sign_check" CHECK (("wallet_entries"."kind" in ('sale', 'deposit-forfeit', 'deposit-applied') and "wallet_entries"."amount_paise" >= 0 and not "wallet_entries"."reversal")
        or ("wallet_entries"."kind" = 'refund' and "wallet_entries"."amount_paise" <= 0 and not "wallet_entries"."reversal")
        or ("wallet_entries"."kind" in ('platform-fee', 'gst-on-fee', 'payout') and "wallet_entries"."amount_paise" <= 0 and not "wallet_entries"."reversal")
        or ("wallet_entries"."kind" in ('platform-fee', 'gst-on-fee', 'payout') and "wallet_entries"."amount_paise" >= 0 and "wallet_entries"."reversal"));