CREATE TABLE "promo_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"event_id" text NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" integer,
	"max_uses" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"ticket_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "promo_codes_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_paise" is null) and ("promo_codes"."percent_off" is null or "promo_codes"."percent_off" between 1 and 100) and ("promo_codes"."amount_off_paise" is null or "promo_codes"."amount_off_paise" > 0)),
	CONSTRAINT "promo_codes_max_uses_check" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ticket_order_items" ADD COLUMN "attendees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "promo_code_id" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "attendee_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "attendee_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_fk" FOREIGN KEY ("profile_id","event_id") REFERENCES "public"."events"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_codes_profile_event_idx" ON "promo_codes" USING btree ("profile_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_idx" ON "promo_codes" USING btree ("event_id",lower("code")) WHERE "promo_codes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_orders_promo_code_idx" ON "ticket_orders" USING btree ("profile_id","promo_code_id");--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_discount_check" CHECK ("ticket_orders"."discount_paise" >= 0);