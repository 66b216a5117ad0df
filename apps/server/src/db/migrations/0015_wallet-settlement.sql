ALTER TABLE "wallet_entries" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "settlement_key" text;--> statement-breakpoint
CREATE INDEX "wallet_entries_settlement_idx" ON "wallet_entries" USING btree ("profile_id","settlement_key");--> statement-breakpoint
-- Rows written before settlement existed: a payout settled when it was made; a ticket sale, its fee and their refund settle 2 days (SETTLEMENT_DAYS' default) after their event's end.
UPDATE "wallet_entries" SET "available_at" = "created_at";--> statement-breakpoint
UPDATE "wallet_entries" AS "w" SET "available_at" = "e"."ends_at" + interval '2 days', "settlement_key" = "e"."id"
  FROM "ticket_orders" AS "o" JOIN "events" AS "e" ON "e"."id" = "o"."event_id"
  WHERE "w"."profile_id" = "o"."profile_id" AND ("w"."source_id" = "o"."id" OR "w"."source_id" = "o"."refund_id");
