CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"parent_id" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_places" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'accepted', 'expired', 'declined', 'left', 'removed')),
	CONSTRAINT "waitlist_entries_offer_check" CHECK ("waitlist_entries"."status" <> 'offered' or ("waitlist_entries"."offer_places" >= 1 and "waitlist_entries"."offer_expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entry_children" (
	"entry_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "waitlist_entry_children_entry_id_child_id_pk" PRIMARY KEY("entry_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offer_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_settings_single_row" CHECK ("waitlist_settings"."id" = 1),
	CONSTRAINT "waitlist_settings_offer_hours_check" CHECK ("waitlist_settings"."offer_hours" between 1 and 336)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_parent_id_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry_children" ADD CONSTRAINT "waitlist_entry_children_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry_children" ADD CONSTRAINT "waitlist_entry_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry_children" ADD CONSTRAINT "waitlist_entry_children_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_activity_idx" ON "waitlist_entries" USING btree ("activity_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_parent_idx" ON "waitlist_entries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_active_per_child" ON "waitlist_entry_children" USING btree ("child_id","activity_id") WHERE "waitlist_entry_children"."active";