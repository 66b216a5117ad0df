CREATE TABLE "booking_history" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_history_actor_check" CHECK ("booking_history"."actor" in ('guest', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"meal_time_id" text,
	"reference" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"party_size" integer NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'accepted', 'declined', 'arrived', 'no-show', 'cancelled')),
	CONSTRAINT "bookings_party_check" CHECK ("bookings"."party_size" between 1 and 100),
	CONSTRAINT "bookings_time_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "meal_times" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"slot_interval_minutes" integer NOT NULL,
	"stay_minutes" integer NOT NULL,
	"covers_per_slot" integer NOT NULL,
	"days" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_times_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "meal_times_interval_check" CHECK ("meal_times"."slot_interval_minutes" >= 5),
	CONSTRAINT "meal_times_stay_check" CHECK ("meal_times"."stay_minutes" >= "meal_times"."slot_interval_minutes"),
	CONSTRAINT "meal_times_covers_check" CHECK ("meal_times"."covers_per_slot" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "restaurant_hour_exceptions" (
	"profile_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"date" text NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "restaurant_hour_exceptions_restaurant_id_date_pk" PRIMARY KEY("restaurant_id","date")
);
--> statement-breakpoint
CREATE TABLE "restaurant_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"clause" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_weekly_hours" (
	"profile_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"day" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "restaurant_weekly_hours_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day"),
	CONSTRAINT "restaurant_weekly_hours_day_check" CHECK ("restaurant_weekly_hours"."day" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"google_place_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"party_min" integer DEFAULT 1 NOT NULL,
	"party_max" integer DEFAULT 10 NOT NULL,
	"min_notice_minutes" integer DEFAULT 60 NOT NULL,
	"max_days_ahead" integer DEFAULT 30 NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"reminder_hours_before" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_profile_id_unique" UNIQUE("profile_id","id"),
	CONSTRAINT "restaurants_party_check" CHECK ("restaurants"."party_min" >= 1 and "restaurants"."party_max" >= "restaurants"."party_min" and "restaurants"."party_max" <= 100),
	CONSTRAINT "restaurants_notice_check" CHECK ("restaurants"."min_notice_minutes" >= 0 and "restaurants"."max_days_ahead" between 1 and 365),
	CONSTRAINT "restaurants_cutoff_check" CHECK ("restaurants"."cancel_cutoff_minutes" >= 0 and "restaurants"."reminder_hours_before" between 0 and 72)
);
--> statement-breakpoint
CREATE TABLE "slot_overrides" (
	"profile_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"slot_date" text NOT NULL,
	"slot_time" text NOT NULL,
	"slot_status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_overrides_restaurant_id_slot_date_slot_time_pk" PRIMARY KEY("restaurant_id","slot_date","slot_time"),
	CONSTRAINT "slot_overrides_status_check" CHECK ("slot_overrides"."slot_status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_fk" FOREIGN KEY ("profile_id","booking_id") REFERENCES "public"."bookings"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_restaurant_fk" FOREIGN KEY ("profile_id","restaurant_id") REFERENCES "public"."restaurants"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_times" ADD CONSTRAINT "meal_times_restaurant_fk" FOREIGN KEY ("profile_id","restaurant_id") REFERENCES "public"."restaurants"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_hour_exceptions" ADD CONSTRAINT "restaurant_hour_exceptions_restaurant_fk" FOREIGN KEY ("profile_id","restaurant_id") REFERENCES "public"."restaurants"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_terms" ADD CONSTRAINT "restaurant_terms_restaurant_fk" FOREIGN KEY ("profile_id","restaurant_id") REFERENCES "public"."restaurants"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_weekly_hours" ADD CONSTRAINT "restaurant_weekly_hours_restaurant_fk" FOREIGN KEY ("profile_id","restaurant_id") REFERENCES "public"."restaurants"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_overrides" ADD CONSTRAINT "slot_overrides_restaurant_fk" FOREIGN KEY ("profile_id","restaurant_id") REFERENCES "public"."restaurants"("profile_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_profile_booking_idx" ON "booking_history" USING btree ("profile_id","booking_id");--> statement-breakpoint
CREATE INDEX "booking_history_profile_at_idx" ON "booking_history" USING btree ("profile_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_profile_restaurant_date_idx" ON "bookings" USING btree ("profile_id","restaurant_id","date","status");--> statement-breakpoint
CREATE INDEX "bookings_restaurant_starts_idx" ON "bookings" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_meal_time_idx" ON "bookings" USING btree ("meal_time_id");--> statement-breakpoint
CREATE INDEX "meal_times_profile_restaurant_idx" ON "meal_times" USING btree ("profile_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurant_hour_exceptions_profile_restaurant_idx" ON "restaurant_hour_exceptions" USING btree ("profile_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurant_terms_profile_restaurant_idx" ON "restaurant_terms" USING btree ("profile_id","restaurant_id","position");--> statement-breakpoint
CREATE INDEX "restaurant_weekly_hours_profile_restaurant_idx" ON "restaurant_weekly_hours" USING btree ("profile_id","restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_profile_idx" ON "restaurants" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "restaurants_city_idx" ON "restaurants" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "slot_overrides_profile_restaurant_idx" ON "slot_overrides" USING btree ("profile_id","restaurant_id");