DROP TABLE "restaurant_hour_exceptions" CASCADE;--> statement-breakpoint
DROP TABLE "restaurant_weekly_hours" CASCADE;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "business_number";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "operational_hours";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP COLUMN "business_whatsapp_phone_number";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP COLUMN "contact_numbers";