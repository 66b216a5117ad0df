ALTER TABLE "invoices" DROP CONSTRAINT "invoices_year_sequence_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" text DEFAULT 'SR' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "related_invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "month" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credited_idx" ON "invoices" USING btree ("related_invoice_id") WHERE "invoices"."kind" = 'credit-note';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_year_sequence_unique" UNIQUE("series","financial_year","sequence");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_check" CHECK ("invoices"."series" in ('SR', 'CN', 'PF'));