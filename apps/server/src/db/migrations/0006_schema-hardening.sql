ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_category_id_menu_categories_id_fk";--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_subcategory_id_menu_subcategories_id_fk";--> statement-breakpoint
ALTER TABLE "menu_subcategories" DROP CONSTRAINT "menu_subcategories_category_id_menu_categories_id_fk";--> statement-breakpoint
ALTER TABLE "qr_scans" DROP CONSTRAINT "qr_scans_qr_code_id_qr_codes_id_fk";--> statement-breakpoint
DROP INDEX "menu_items_subcategory_idx";--> statement-breakpoint
DROP INDEX "menu_subcategories_category_idx";--> statement-breakpoint
DROP INDEX "qr_scans_code_time_idx";--> statement-breakpoint
-- The parents' (venue, id) keys first: the venue-consistent foreign keys below point at them.
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_profile_id_unique" UNIQUE("profile_id","id");--> statement-breakpoint
ALTER TABLE "menu_subcategories" ADD CONSTRAINT "menu_subcategories_profile_category_id_unique" UNIQUE("profile_id","category_id","id");--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_profile_id_unique" UNIQUE("profile_id","id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_subcategory_fk" FOREIGN KEY ("profile_id","category_id","subcategory_id") REFERENCES "public"."menu_subcategories"("profile_id","category_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_subcategories" ADD CONSTRAINT "menu_subcategories_category_fk" FOREIGN KEY ("profile_id","category_id") REFERENCES "public"."menu_categories"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_code_fk" FOREIGN KEY ("profile_id","qr_code_id") REFERENCES "public"."qr_codes"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_categories_category_idx" ON "profile_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "profiles_owner_idx" ON "profiles" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "menu_items_subcategory_idx" ON "menu_items" USING btree ("subcategory_id","category_id","profile_id","position");--> statement-breakpoint
CREATE INDEX "menu_subcategories_category_idx" ON "menu_subcategories" USING btree ("category_id","profile_id","position");--> statement-breakpoint
CREATE INDEX "qr_scans_code_time_idx" ON "qr_scans" USING btree ("qr_code_id","profile_id","scanned_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('login', 'booking'));--> statement-breakpoint
ALTER TABLE "profile_members" ADD CONSTRAINT "profile_members_role_check" CHECK ("profile_members"."role" in ('owner', 'manager', 'staff'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_type_check" CHECK ("profiles"."profile_type" in ('personal', 'business'));--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_publish_check" CHECK ("menu_categories"."publish" in (0, 1));--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_food_type_check" CHECK ("menu_items"."food_type" in ('veg', 'non-veg', 'egg', 'vegan', 'na'));--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_media_type_check" CHECK ("menu_items"."media_type" in ('image', 'video'));--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_publish_check" CHECK ("menu_items"."publish" in (0, 1));--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_price_check" CHECK ("menu_items"."price_paise" >= 0);--> statement-breakpoint
ALTER TABLE "menu_subcategories" ADD CONSTRAINT "menu_subcategories_publish_check" CHECK ("menu_subcategories"."publish" in (0, 1));--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_theme_check" CHECK ("menus"."selected_public_theme" in ('classic', 'midnight', 'minimal'));--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_status_check" CHECK ("menus"."digital_menu_status" in ('active', 'suspended', 'digitalMenuOveruse'));--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_kind_check" CHECK ("qr_codes"."kind" in ('menu', 'table', 'links'));--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_type_check" CHECK ("media_objects"."media_type" in ('image', 'video'));
