CREATE TABLE "vendor_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"pan" text NOT NULL,
	"gstin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_accounts_ifsc_check" CHECK ("vendor_accounts"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	CONSTRAINT "vendor_accounts_pan_check" CHECK ("vendor_accounts"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
	CONSTRAINT "vendor_accounts_number_check" CHECK ("vendor_accounts"."account_number" ~ '^[0-9]{9,18}$')
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"source_id" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_kind_check" CHECK ("wallet_entries"."kind" in ('sale', 'platform-fee', 'gst-on-fee')),
	CONSTRAINT "wallet_entries_sign_check" CHECK (("wallet_entries"."kind" = 'sale' and "wallet_entries"."amount_paise" >= 0) or ("wallet_entries"."kind" <> 'sale' and "wallet_entries"."amount_paise" <= 0))
);
--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD CONSTRAINT "vendor_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_accounts_profile_idx" ON "vendor_accounts" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_profile_idx" ON "wallet_entries" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_source_kind_idx" ON "wallet_entries" USING btree ("source_id","kind");