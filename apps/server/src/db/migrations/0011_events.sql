CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"banner_path" text,
	"capacity" integer,
	"rsvp" boolean DEFAULT false NOT NULL,
	"publish" integer DEFAULT 0 NOT NULL,
	"is_ticketed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "events_publish_check" CHECK ("events"."publish" in (0, 1)),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'on-sale', 'paused', 'sold-out', 'cancelled', 'completed')),
	CONSTRAINT "events_time_check" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" between 1 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "ticket_order_items" (
	"profile_id" text NOT NULL,
	"order_id" text NOT NULL,
	"ticket_type_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	CONSTRAINT "ticket_order_items_order_id_ticket_type_id_pk" PRIMARY KEY("order_id","ticket_type_id"),
	CONSTRAINT "ticket_order_items_quantity_check" CHECK ("ticket_order_items"."quantity" between 1 and 100),
	CONSTRAINT "ticket_order_items_price_check" CHECK ("ticket_order_items"."unit_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"total_paise" integer NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"access_token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"payment_link_id" text,
	"payment_url" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "ticket_orders_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "ticket_orders_status_check" CHECK ("ticket_orders"."status" in ('reserved', 'paid', 'expired', 'cancelled', 'refund-pending')),
	CONSTRAINT "ticket_orders_total_check" CHECK ("ticket_orders"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sales_start" timestamp with time zone NOT NULL,
	"sales_end" timestamp with time zone NOT NULL,
	"max_per_order" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_types_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "ticket_types_price_check" CHECK ("ticket_types"."price_paise" >= 0),
	CONSTRAINT "ticket_types_quantity_check" CHECK ("ticket_types"."quantity" between 1 and 1000000),
	CONSTRAINT "ticket_types_stock_check" CHECK ("ticket_types"."sold" >= 0 and "ticket_types"."held" >= 0 and "ticket_types"."sold" + "ticket_types"."held" <= "ticket_types"."quantity"),
	CONSTRAINT "ticket_types_max_per_order_check" CHECK ("ticket_types"."max_per_order" between 1 and 100),
	CONSTRAINT "ticket_types_sales_window_check" CHECK ("ticket_types"."sales_end" > "ticket_types"."sales_start")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"event_id" text NOT NULL,
	"order_id" text NOT NULL,
	"ticket_type_id" text NOT NULL,
	"code" text NOT NULL,
	"attendee_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by_user_id" text,
	"check_in_nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'cancelled')),
	CONSTRAINT "tickets_code_check" CHECK (length("tickets"."code") >= 12)
);
--> statement-breakpoint
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
ALTER TABLE "events" ADD CONSTRAINT "events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_items" ADD CONSTRAINT "ticket_order_items_order_fk" FOREIGN KEY ("profile_id","order_id") REFERENCES "public"."ticket_orders"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_items" ADD CONSTRAINT "ticket_order_items_type_fk" FOREIGN KEY ("profile_id","ticket_type_id") REFERENCES "public"."ticket_types"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_event_fk" FOREIGN KEY ("profile_id","event_id") REFERENCES "public"."events"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_fk" FOREIGN KEY ("profile_id","event_id") REFERENCES "public"."events"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_fk" FOREIGN KEY ("profile_id","event_id") REFERENCES "public"."events"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_fk" FOREIGN KEY ("profile_id","order_id") REFERENCES "public"."ticket_orders"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_type_fk" FOREIGN KEY ("profile_id","ticket_type_id") REFERENCES "public"."ticket_types"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_accounts" ADD CONSTRAINT "vendor_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_profile_starts_idx" ON "events" USING btree ("profile_id","starts_at");--> statement-breakpoint
CREATE INDEX "ticket_order_items_type_idx" ON "ticket_order_items" USING btree ("profile_id","ticket_type_id");--> statement-breakpoint
CREATE INDEX "ticket_order_items_order_idx" ON "ticket_order_items" USING btree ("profile_id","order_id");--> statement-breakpoint
CREATE INDEX "ticket_orders_profile_event_idx" ON "ticket_orders" USING btree ("profile_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_link_idx" ON "ticket_orders" USING btree ("payment_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_payment_idx" ON "ticket_orders" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "ticket_types_profile_event_idx" ON "ticket_types" USING btree ("profile_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_idx" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tickets_profile_event_idx" ON "tickets" USING btree ("profile_id","event_id");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("profile_id","order_id");--> statement-breakpoint
CREATE INDEX "tickets_type_idx" ON "tickets" USING btree ("profile_id","ticket_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_accounts_profile_idx" ON "vendor_accounts" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_profile_idx" ON "wallet_entries" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_source_kind_idx" ON "wallet_entries" USING btree ("source_id","kind");