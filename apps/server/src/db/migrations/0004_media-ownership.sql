CREATE TABLE "media_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text,
	"user_id" text,
	"path" text NOT NULL,
	"bytes" integer NOT NULL,
	"media_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_objects_path_idx" ON "media_objects" USING btree ("path");--> statement-breakpoint
CREATE INDEX "media_objects_profile_idx" ON "media_objects" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "media_objects_user_idx" ON "media_objects" USING btree ("user_id");--> statement-breakpoint
-- Files stored before this table: each belongs to the venue whose row shows it. Should two
-- venues' rows show the same file (a Media URL copied across venues by an import), the older
-- row wins: the copy can only have come later. Sizes were never recorded: 0 until replaced.
INSERT INTO "media_objects" ("id", "profile_id", "user_id", "path", "bytes", "media_type", "created_at")
SELECT DISTINCT ON ("path")
	substr(md5('media-object:' || "path"), 1, 24), "profile_id", NULL, "path", 0,
	CASE WHEN "path" LIKE '%.mp4' THEN 'video' ELSE 'image' END, "created_at"
FROM (
	SELECT "profile_id", "media_path" AS "path", "created_at" FROM "menu_items"
	UNION ALL SELECT "profile_id", "image_path", "created_at" FROM "menu_categories"
	UNION ALL SELECT "profile_id", "image_path", "created_at" FROM "menu_subcategories"
	UNION ALL SELECT "profile_id", "image_path", "created_at" FROM "menu_home_images"
) AS "shown"
WHERE "path" ~ '^([a-z0-9][a-z0-9_-]{0,39}/){1,3}[0-9a-f]{24}\.(jpg|png|gif|webp|mp4)$'
ORDER BY "path", "created_at";
