DROP INDEX "menu_items_profile_idx";--> statement-breakpoint
CREATE INDEX "menu_items_profile_idx" ON "menu_items" USING btree ("profile_id","position","id");