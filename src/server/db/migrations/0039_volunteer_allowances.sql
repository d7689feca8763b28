CREATE TABLE "volunteer_allowance_caps" (
	"year" integer PRIMARY KEY NOT NULL,
	"daily_cents" integer NOT NULL,
	"yearly_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_allowance_caps_positive" CHECK ("volunteer_allowance_caps"."daily_cents" > 0 and "volunteer_allowance_caps"."yearly_cents" >= "volunteer_allowance_caps"."daily_cents")
);
--> statement-breakpoint
CREATE TABLE "volunteer_allowance_people" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_allowance_people_cents_check" CHECK ("volunteer_allowance_people"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "volunteer_allowance_plaines" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_allowance_plaines_cents_check" CHECK ("volunteer_allowance_plaines"."cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "volunteer_allowance_people" ADD CONSTRAINT "volunteer_allowance_people_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_allowance_plaines" ADD CONSTRAINT "volunteer_allowance_plaines_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;