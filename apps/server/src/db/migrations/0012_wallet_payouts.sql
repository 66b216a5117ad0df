CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"account_number_masked" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"provider_transfer_id" text,
	"failure_reason" text,
	"requested_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('processing', 'processed', 'failed')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_accounts" RENAME COLUMN "account_holder_name" TO "account_holder";--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP CONSTRAINT "ticket_orders_status_check";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_sign_check";--> statement-breakpoint
DROP INDEX "wallet_entries_source_kind_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sold_out_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "ticket_link_secret_hash" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Accounts saved before the legal name was asked for take the account holder's name until edited.
ALTER TABLE "vendor_accounts" ADD COLUMN "legal_name" text;--> statement-breakpoint
UPDATE "vendor_accounts" SET "legal_name" = "account_holder";--> statement-breakpoint
ALTER TABLE "vendor_accounts" ALTER COLUMN "legal_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "synced_revision" integer;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "provider_product_id" text;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "reversal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_profile_idx" ON "payouts" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_transfer_idx" ON "payouts" USING btree ("provider_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_refund_idx" ON "ticket_orders" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_accounts_provider_account_idx" ON "vendor_accounts" USING btree ("provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_source_kind_idx" ON "wallet_entries" USING btree ("source_id","kind","reversal");--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_status_check" CHECK ("ticket_orders"."status" in ('reserved', 'paid', 'expired', 'cancelled', 'refund-pending', 'refunded'));--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD CONSTRAINT "vendor_accounts_status_check" CHECK ("vendor_accounts"."status" in ('pending', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_check" CHECK ("wallet_entries"."kind" in ('sale', 'platform-fee', 'gst-on-fee', 'refund', 'payout'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_sign_check" CHECK (("wallet_entries"."kind" = 'sale' and "wallet_entries"."amount_paise" >= 0 and not "wallet_entries"."reversal")
        or ("wallet_entries"."kind" = 'refund' and "wallet_entries"."amount_paise" <= 0 and not "wallet_entries"."reversal")
        or ("wallet_entries"."kind" in ('platform-fee', 'gst-on-fee', 'payout') and "wallet_entries"."amount_paise" <= 0 and not "wallet_entries"."reversal")
        or ("wallet_entries"."kind" in ('platform-fee', 'gst-on-fee', 'payout') and "wallet_entries"."amount_paise" >= 0 and "wallet_entries"."reversal"));