CREATE TABLE "menu_publications" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"menu_version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "hidden_with_subcategory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_publications" ADD CONSTRAINT "menu_publications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Before drafts, "Publish Changes" only stamped the time: every edit was already live. Such
-- menus start again as never published (shown as saved, docs/decisions/0015), so what guests
-- see does not change.
UPDATE "menus" SET "published_at" = NULL;
