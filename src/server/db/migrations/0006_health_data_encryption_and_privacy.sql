CREATE TABLE "account_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"anonymised_payments" integer NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_erasures_requested_by_check" CHECK ("account_erasures"."requested_by" in ('self', 'admin', 'inactivity'))
);
--> statement-breakpoint
CREATE TABLE "inactivity_warnings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"warned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"user_id" text,
	"account_email" text NOT NULL,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_consents_action_check" CHECK ("medical_consents"."action" in ('given', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "purge_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"purged" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"medical_months" integer NOT NULL,
	"inactive_account_months" integer NOT NULL,
	"payment_years" integer NOT NULL,
	"mail_body_days" integer NOT NULL,
	"medical_access_log_months" integer NOT NULL,
	"audit_log_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_single_row" CHECK ("retention_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "medical_access_log" DROP CONSTRAINT "medical_access_log_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "parent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "medical_file" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "has_medical_info" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "medical_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactivity_warnings" ADD CONSTRAINT "inactivity_warnings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_consents" ADD CONSTRAINT "medical_consents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_consents" ADD CONSTRAINT "medical_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_consents_child_idx" ON "medical_consents" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "purge_runs_job_idx" ON "purge_runs" USING btree ("job","ran_at");--> statement-breakpoint
ALTER TABLE "medical_access_log" ADD CONSTRAINT "medical_access_log_kind_check" CHECK ("medical_access_log"."kind" in ('sheet', 'export', 'parent-export'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parent_or_anonymised_check" CHECK ("payments"."parent_id" is not null or "payments"."anonymised_at" is not null);--> statement-breakpoint
-- Written by hand: the flag of the files kept in clear until now, which the server seals at its next start.
UPDATE "children" SET "has_medical_info" = true, "medical_updated_at" = "updated_at" WHERE coalesce("allergies", "medical_conditions", "medications", "doctor_contact") IS NOT NULL;
