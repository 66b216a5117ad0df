CREATE TABLE "guest_activities" (
	"profile_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"party_size" integer,
	"is_visit" boolean DEFAULT false NOT NULL,
	"is_no_show" boolean DEFAULT false NOT NULL,
	"is_cancellation" boolean DEFAULT false NOT NULL,
	"spend_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_activities_kind_check" CHECK ("guest_activities"."kind" in ('booking', 'waitlist', 'ticket-order')),
	CONSTRAINT "guest_activities_spend_check" CHECK ("guest_activities"."spend_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"phone" text,
	"name" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"spend_paise" integer DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "guests_erased_check" CHECK (("guests"."phone" is null) = ("guests"."erased_at" is not null)),
	CONSTRAINT "guests_figures_check" CHECK ("guests"."visits" >= 0 and "guests"."no_shows" >= 0 and "guests"."cancellations" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_activities" ADD CONSTRAINT "guest_activities_guest_fk" FOREIGN KEY ("profile_id","guest_id") REFERENCES "public"."guests"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_activities_source_idx" ON "guest_activities" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "guest_activities_guest_idx" ON "guest_activities" USING btree ("profile_id","guest_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_profile_phone_idx" ON "guests" USING btree ("profile_id","phone");--> statement-breakpoint
CREATE INDEX "guests_profile_seen_idx" ON "guests" USING btree ("profile_id","last_seen_at");--> statement-breakpoint
-- Backfill (decisions §7 "Guest book"): existing venues get their guest book from the bookings,
-- waitlist entries and paid ticket orders already made, as lib/guest-book would have written it.
INSERT INTO "guests" ("id", "profile_id", "phone", "name", "last_seen_at")
SELECT substr(md5("profile_id" || ':' || "phone"), 1, 24), "profile_id", "phone", "name", "seen"
FROM (
	SELECT DISTINCT ON ("profile_id", "phone") "profile_id", "phone", "name", "seen"
	FROM (
		SELECT "profile_id", "mobile_number" AS "phone", "name", "created_at" AS "seen" FROM "bookings"
		UNION ALL SELECT "profile_id", "mobile_number", "name", "joined_at" FROM "waitlist_entries"
		UNION ALL SELECT "profile_id", "mobile_number", "name", "paid_at" FROM "ticket_orders" WHERE "paid_at" IS NOT NULL
	) AS "sources"
	WHERE "phone" <> ''
	ORDER BY "profile_id", "phone", "seen" DESC
) AS "latest";
--> statement-breakpoint
INSERT INTO "guest_activities" ("profile_id", "guest_id", "kind", "source_id", "status", "at", "party_size", "is_visit", "is_no_show", "is_cancellation", "spend_paise")
SELECT b."profile_id", g."id", 'booking', b."id", b."status", b."starts_at", b."party_size", b."status" = 'arrived', b."status" = 'no-show', b."status" = 'cancelled', 0
FROM "bookings" b JOIN "guests" g ON g."profile_id" = b."profile_id" AND g."phone" = b."mobile_number";
--> statement-breakpoint
INSERT INTO "guest_activities" ("profile_id", "guest_id", "kind", "source_id", "status", "at", "party_size", "is_visit", "is_no_show", "is_cancellation", "spend_paise")
SELECT w."profile_id", g."id", 'waitlist', w."id", w."status", w."joined_at", w."party_size", w."status" = 'seated', false, false, 0
FROM "waitlist_entries" w JOIN "guests" g ON g."profile_id" = w."profile_id" AND g."phone" = w."mobile_number";
--> statement-breakpoint
INSERT INTO "guest_activities" ("profile_id", "guest_id", "kind", "source_id", "status", "at", "party_size", "is_visit", "is_no_show", "is_cancellation", "spend_paise")
SELECT o."profile_id", g."id", 'ticket-order', o."id", o."status", o."paid_at",
	nullif((SELECT count(*) FROM "tickets" t WHERE t."profile_id" = o."profile_id" AND t."order_id" = o."id"), 0)::int,
	EXISTS (SELECT 1 FROM "tickets" t WHERE t."profile_id" = o."profile_id" AND t."order_id" = o."id" AND t."checked_in_at" IS NOT NULL),
	false, o."status" IN ('cancelled', 'refund-pending', 'refunded'),
	CASE WHEN o."status" = 'paid' THEN o."total_paise" ELSE 0 END
FROM "ticket_orders" o JOIN "guests" g ON g."profile_id" = o."profile_id" AND g."phone" = o."mobile_number"
WHERE o."paid_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "guests" g SET
	"visits" = f."visits", "no_shows" = f."no_shows", "cancellations" = f."cancellations",
	"spend_paise" = f."spend_paise", "last_visit_at" = f."last_visit_at"
FROM (
	SELECT "profile_id", "guest_id",
		count(*) FILTER (WHERE "is_visit")::int AS "visits",
		count(*) FILTER (WHERE "is_no_show")::int AS "no_shows",
		count(*) FILTER (WHERE "is_cancellation")::int AS "cancellations",
		coalesce(sum("spend_paise"), 0)::int AS "spend_paise",
		max("at") FILTER (WHERE "is_visit") AS "last_visit_at"
	FROM "guest_activities" GROUP BY "profile_id", "guest_id"
) AS f
WHERE g."profile_id" = f."profile_id" AND g."id" = f."guest_id";
