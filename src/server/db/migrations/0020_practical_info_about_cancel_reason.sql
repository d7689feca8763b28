ALTER TABLE "activities" ADD COLUMN "practical_hours" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "practical_daycare" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "practical_meals" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "practical_bring" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "practical_access" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "one_recognition" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason" text;