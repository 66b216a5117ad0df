DROP INDEX "business_categories_name_idx";--> statement-breakpoint
ALTER TABLE "business_categories" ADD COLUMN "is_global" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded list stays global; categories users created become private to their creators.
UPDATE "business_categories" SET "is_global" = true WHERE "created_by" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_global_name_idx" ON "business_categories" USING btree (lower("name")) WHERE "business_categories"."is_global";--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_private_name_idx" ON "business_categories" USING btree ("created_by",lower("name")) WHERE not "business_categories"."is_global";