CREATE TABLE "social_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"email" text,
	"business_whatsapp_phone_number" text,
	"address" text DEFAULT '' NOT NULL,
	"google_maps_link" text,
	"contact_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_profile_id_unique" UNIQUE("profile_id","id")
);
--> statement-breakpoint
CREATE TABLE "social_link_clicks" (
	"profile_id" text NOT NULL,
	"link_id" text NOT NULL,
	"day" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "social_link_clicks_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_links_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "social_links_schedule_check" CHECK ("social_links"."ends_at" is null or "social_links"."starts_at" is null or "social_links"."ends_at" > "social_links"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fssai_licence" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_link_clicks" ADD CONSTRAINT "social_link_clicks_link_fk" FOREIGN KEY ("profile_id","link_id") REFERENCES "public"."social_links"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_account_fk" FOREIGN KEY ("profile_id","account_id") REFERENCES "public"."social_accounts"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_profile_idx" ON "social_accounts" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "social_link_clicks_profile_link_idx" ON "social_link_clicks" USING btree ("profile_id","link_id");--> statement-breakpoint
CREATE INDEX "social_links_profile_account_idx" ON "social_links" USING btree ("profile_id","account_id","position");