CREATE TABLE "activity_age_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_months" integer NOT NULL,
	"max_months" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "activity_age_groups_range_check" CHECK ("activity_age_groups"."min_months" >= 0 and "activity_age_groups"."max_months" >= "activity_age_groups"."min_months")
);
--> statement-breakpoint
CREATE TABLE "activity_days_off" (
	"activity_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_staff_days" (
	"activity_id" uuid NOT NULL,
	"date" date NOT NULL,
	"staff_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_staff_days_count_check" CHECK ("activity_staff_days"."staff_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"arrived_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"recorded_by" text,
	"recorded_by_name" text NOT NULL,
	"last_tap_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'absent', 'left'))
);
--> statement-breakpoint
CREATE TABLE "attendance_taps" (
	"idempotency_key" uuid PRIMARY KEY NOT NULL,
	"activity_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"date" date NOT NULL,
	"action" text NOT NULL,
	"tapped_at" timestamp with time zone NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_taps_action_check" CHECK ("attendance_taps"."action" in ('arrived', 'absent', 'left', 'clear'))
);
--> statement-breakpoint
CREATE TABLE "child_group_moves" (
	"activity_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"group_name" text NOT NULL,
	"moved_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_access_log" DROP CONSTRAINT "medical_access_log_kind_check";--> statement-breakpoint
ALTER TABLE "activity_age_groups" ADD CONSTRAINT "activity_age_groups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_days_off" ADD CONSTRAINT "activity_days_off_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_staff_days" ADD CONSTRAINT "activity_staff_days_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_taps" ADD CONSTRAINT "attendance_taps_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_taps" ADD CONSTRAINT "attendance_taps_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_taps" ADD CONSTRAINT "attendance_taps_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_group_moves" ADD CONSTRAINT "child_group_moves_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_group_moves" ADD CONSTRAINT "child_group_moves_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_group_moves" ADD CONSTRAINT "child_group_moves_moved_by_user_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_age_groups_activity_idx" ON "activity_age_groups" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_days_off_pk" ON "activity_days_off" USING btree ("activity_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_staff_days_pk" ON "activity_staff_days" USING btree ("activity_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_child_day_idx" ON "attendance" USING btree ("activity_id","child_id","date");--> statement-breakpoint
CREATE INDEX "attendance_activity_day_idx" ON "attendance" USING btree ("activity_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "child_group_moves_pk" ON "child_group_moves" USING btree ("activity_id","child_id");--> statement-breakpoint
ALTER TABLE "medical_access_log" ADD CONSTRAINT "medical_access_log_kind_check" CHECK ("medical_access_log"."kind" in ('sheet', 'export', 'parent-export', 'check-in', 'day-list-pdf', 'health-forms-pdf'));