CREATE TABLE "staff_presences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"date" date NOT NULL,
	"profile_id" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"arrived_by" text,
	"left_at" timestamp with time zone,
	"left_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_presences_left_after_arrival" CHECK ("staff_presences"."left_at" is null or "staff_presences"."left_at" >= "staff_presences"."arrived_at")
);
--> statement-breakpoint
ALTER TABLE "staff_presences" ADD CONSTRAINT "staff_presences_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_presences" ADD CONSTRAINT "staff_presences_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_presences" ADD CONSTRAINT "staff_presences_arrived_by_user_id_fk" FOREIGN KEY ("arrived_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_presences" ADD CONSTRAINT "staff_presences_left_by_user_id_fk" FOREIGN KEY ("left_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_presences_one_per_day" ON "staff_presences" USING btree ("activity_id","date","profile_id");--> statement-breakpoint
CREATE INDEX "staff_presences_profile_idx" ON "staff_presences" USING btree ("profile_id");