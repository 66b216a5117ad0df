CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_links_status_check" CHECK ("sandbox_payment_links"."status" in ('created', 'paid', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "billing_details" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state_code" text NOT NULL,
	"gstin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"term_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"payment_link_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"confirmed_by" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_confirmed_by_check" CHECK ("subscription_payments"."confirmed_by" in ('callback', 'webhook', 'super-admin'))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"price_paise" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_service_check" CHECK ("subscription_plans"."service" in ('digital-menu', 'table-reservation', 'fast-social-verification')),
	CONSTRAINT "subscription_plans_interval_check" CHECK ("subscription_plans"."interval" in ('monthly', 'yearly')),
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"service" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"base_paise" integer NOT NULL,
	"late_fee_paise" integer DEFAULT 0 NOT NULL,
	"taxable_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_link_id" text,
	"payment_url" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "subscription_terms_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "subscription_terms_service_check" CHECK ("subscription_terms"."service" in ('digital-menu', 'table-reservation', 'fast-social-verification')),
	CONSTRAINT "subscription_terms_status_check" CHECK ("subscription_terms"."status" in ('pending', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "subscription_terms_total_check" CHECK ("subscription_terms"."total_paise" = "subscription_terms"."taxable_paise" + "subscription_terms"."gst_paise"),
	CONSTRAINT "subscription_terms_taxable_check" CHECK ("subscription_terms"."taxable_paise" = "subscription_terms"."base_paise" + "subscription_terms"."late_fee_paise")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"plan_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"late_fee_paise" integer DEFAULT 0 NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_service_check" CHECK ("subscriptions"."service" in ('digital-menu', 'table-reservation', 'fast-social-verification')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('inactive', 'active', 'due', 'overdue', 'suspended')),
	CONSTRAINT "subscriptions_late_fee_check" CHECK ("subscriptions"."late_fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"source_id" text NOT NULL,
	"service" text NOT NULL,
	"plan_name" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"invoice_date" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"amount_in_words" text NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_year_sequence_unique" UNIQUE("financial_year","sequence"),
	CONSTRAINT "invoices_number_length_check" CHECK (char_length("invoices"."number") <= 16),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise")
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_term_id_subscription_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."subscription_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_terms" ADD CONSTRAINT "subscription_terms_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_terms" ADD CONSTRAINT "subscription_terms_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_webhook_events_received_idx" ON "payment_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_links_reference_idx" ON "sandbox_payment_links" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_term_idx" ON "subscription_payments" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_provider_payment_idx" ON "subscription_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "subscription_payments_profile_idx" ON "subscription_payments" USING btree ("profile_id","paid_at");--> statement-breakpoint
CREATE INDEX "subscription_terms_profile_idx" ON "subscription_terms" USING btree ("profile_id","service","created_at");--> statement-breakpoint
CREATE INDEX "subscription_terms_plan_idx" ON "subscription_terms" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_terms_link_idx" ON "subscription_terms" USING btree ("payment_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_profile_service_idx" ON "subscriptions" USING btree ("profile_id","service");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_idx" ON "invoices" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "invoices_profile_year_idx" ON "invoices" USING btree ("profile_id","financial_year","sequence");--> statement-breakpoint
-- The plans every venue can buy (decisions §5 "Subscriptions"): seeded here so every database has them; super-admins edit them. Prices in paise before 18% GST.
INSERT INTO "subscription_plans" ("id", "service", "name", "interval", "price_paise", "features", "item_limit", "position") VALUES
('5e1ec7000000000000000001', 'digital-menu', 'Digital Menu Starter', 'monthly', 29900, '["Public menu with QR codes","Up to 150 menu items","Photos and videos for dishes","Menu spreadsheet import and export"]', 150, 1),
('5e1ec7000000000000000002', 'digital-menu', 'Digital Menu Starter', 'yearly', 299000, '["Public menu with QR codes","Up to 150 menu items","Photos and videos for dishes","Menu spreadsheet import and export","Two months free"]', 150, 2),
('5e1ec7000000000000000003', 'digital-menu', 'Digital Menu Pro', 'monthly', 69900, '["Everything in Starter","Unlimited menu items","Home-page carousel","Priority support"]', NULL, 3),
('5e1ec7000000000000000004', 'digital-menu', 'Digital Menu Pro', 'yearly', 699000, '["Everything in Starter","Unlimited menu items","Home-page carousel","Priority support","Two months free"]', NULL, 4),
('5e1ec7000000000000000005', 'table-reservation', 'Table Reservation', 'monthly', 99900, '["Online booking page","Slots, meal times and capacity","Accept, decline and arrivals","Booking reports by city"]', NULL, 5),
('5e1ec7000000000000000006', 'table-reservation', 'Table Reservation', 'yearly', 999000, '["Online booking page","Slots, meal times and capacity","Accept, decline and arrivals","Booking reports by city","Two months free"]', NULL, 6),
('5e1ec7000000000000000007', 'fast-social-verification', 'Fast Social Verified', 'monthly', 19900, '["Verified badge on your link page","Links with click counts","Contact card download"]', NULL, 7),
('5e1ec7000000000000000008', 'fast-social-verification', 'Fast Social Verified', 'yearly', 199000, '["Verified badge on your link page","Links with click counts","Contact card download","Two months free"]', NULL, 8);
