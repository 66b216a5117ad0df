ALTER TABLE "bookings" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Walk-ins seated before this column existed carry the note walk-in-seating.ts gives them.
UPDATE "bookings" SET "walk_in" = true WHERE "note" = 'Walk-in from the waitlist' AND "status" = 'arrived';