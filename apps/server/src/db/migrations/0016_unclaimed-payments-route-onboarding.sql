CREATE TABLE "unclaimed_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"payment_link_id" text NOT NULL,
	"reference_id" text NOT NULL,
	"purpose" text NOT NULL,
	"profile_id" text,
	"amount_paise" integer NOT NULL,
	"contact" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'refund-pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "unclaimed_payments_reason_check" CHECK ("unclaimed_payments"."reason" in ('no-handler', 'not-found', 'cancelled', 'expired', 'superseded', 'amount-mismatch')),
	CONSTRAINT "unclaimed_payments_status_check" CHECK ("unclaimed_payments"."status" in ('refund-pending', 'refunded', 'refund-failed'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_links" ADD COLUMN "customer_contact" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "stakeholder_name" text;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD COLUMN "stakeholder_pan" text;--> statement-breakpoint
CREATE UNIQUE INDEX "unclaimed_payments_payment_idx" ON "unclaimed_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "unclaimed_payments_created_idx" ON "unclaimed_payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD CONSTRAINT "vendor_accounts_stakeholder_pan_check" CHECK ("vendor_accounts"."stakeholder_pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD CONSTRAINT "vendor_accounts_postal_code_check" CHECK ("vendor_accounts"."postal_code" ~ '^[1-9][0-9]{5}$');