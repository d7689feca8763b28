ALTER TABLE "activities" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "registrations_open_at" timestamp with time zone;