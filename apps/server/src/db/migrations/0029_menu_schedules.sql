ALTER TABLE "menu_categories" ADD COLUMN "availability" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "availability" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_subcategories" ADD COLUMN "availability" jsonb DEFAULT '[]'::jsonb NOT NULL;