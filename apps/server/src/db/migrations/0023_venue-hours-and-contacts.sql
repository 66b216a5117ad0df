CREATE TABLE "venue_hour_exceptions" (
	"profile_id" text NOT NULL,
	"date" text NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "venue_hour_exceptions_profile_id_date_pk" PRIMARY KEY("profile_id","date")
);
--> statement-breakpoint
CREATE TABLE "venue_weekly_hours" (
	"profile_id" text NOT NULL,
	"day" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "venue_weekly_hours_profile_id_day_pk" PRIMARY KEY("profile_id","day"),
	CONSTRAINT "venue_weekly_hours_day_check" CHECK ("venue_weekly_hours"."day" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "contact_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "venue_hour_exceptions" ADD CONSTRAINT "venue_hour_exceptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_weekly_hours" ADD CONSTRAINT "venue_weekly_hours_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 35: one set of opening hours per venue. The restaurant's hours become the venue's.
INSERT INTO "venue_weekly_hours" ("profile_id", "day", "is_open", "ranges")
SELECT "profile_id", "day", "is_open", "ranges" FROM "restaurant_weekly_hours"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "venue_hour_exceptions" ("profile_id", "date", "is_open", "ranges")
SELECT "profile_id", "date", "is_open", "ranges" FROM "restaurant_hour_exceptions"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A venue without a restaurant kept its hours in the contact details' `operationalHours`
-- ({ days: [{ day: 'Monday', closed, open, close }] }): one range a day (a close at or before
-- the opening, past midnight, ends at 23:59).
INSERT INTO "venue_weekly_hours" ("profile_id", "day", "is_open", "ranges")
SELECT p."id",
  array_position(ARRAY['Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday'], d->>'day') - 1,
  coalesce(d->>'closed', 'false') <> 'true',
  CASE WHEN coalesce(d->>'closed', 'false') = 'true' THEN '[]'::jsonb
    ELSE jsonb_build_array(jsonb_build_object(
      'start', d->>'open',
      'end', CASE WHEN d->>'close' > d->>'open' THEN d->>'close' ELSE '23:59' END))
  END
FROM "profiles" p,
  jsonb_array_elements(CASE WHEN jsonb_typeof(p."operational_hours"->'days') = 'array' THEN p."operational_hours"->'days' ELSE '[]'::jsonb END) d
WHERE d->>'day' IN ('Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday')
  AND coalesce(d->>'open', '') ~ '^[0-2][0-9]:[0-5][0-9]$'
  AND coalesce(d->>'close', '') ~ '^[0-2][0-9]:[0-5][0-9]$'
  AND NOT EXISTS (SELECT 1 FROM "venue_weekly_hours" w WHERE w."profile_id" = p."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- One set of contact details per venue, on the profile. The link page's numbers and email
-- move over; its WhatsApp number (what guests saw on the link page) wins over the profile's.
UPDATE "profiles" p SET
  "contact_numbers" = s."contact_numbers",
  "email" = s."email",
  "whatsapp_phone_number" = coalesce(nullif(s."business_whatsapp_phone_number", ''), p."whatsapp_phone_number")
FROM "social_accounts" s
WHERE s."profile_id" = p."id";--> statement-breakpoint
-- The business number joins the list: as the primary "Main" number of an empty list, else
-- as a "Business" number when the list does not hold it yet and has room (5 at most).
UPDATE "profiles" SET "contact_numbers" = "contact_numbers" || jsonb_build_array(jsonb_build_object(
    'id', 'b' || "id",
    'number', "business_number",
    'isPrimary', jsonb_array_length("contact_numbers") = 0,
    'label', CASE WHEN jsonb_array_length("contact_numbers") = 0 THEN 'Main' ELSE 'Business' END))
WHERE coalesce("business_number", '') <> ''
  AND jsonb_array_length("contact_numbers") < 5
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements("profiles"."contact_numbers") n WHERE n->>'number' = "profiles"."business_number");
--> statement-breakpoint
DROP TABLE "restaurant_hour_exceptions" CASCADE;--> statement-breakpoint
DROP TABLE "restaurant_weekly_hours" CASCADE;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "business_number";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "operational_hours";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP COLUMN "business_whatsapp_phone_number";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP COLUMN "contact_numbers";