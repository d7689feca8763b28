CREATE TABLE "staff_availabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_availabilities" ADD CONSTRAINT "staff_availabilities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availabilities" ADD CONSTRAINT "staff_availabilities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_availabilities_one_per_day" ON "staff_availabilities" USING btree ("activity_id","profile_id","date");--> statement-breakpoint
CREATE INDEX "staff_availabilities_profile_idx" ON "staff_availabilities" USING btree ("profile_id");