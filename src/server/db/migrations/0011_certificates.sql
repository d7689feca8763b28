CREATE TABLE "certificate_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"corrected" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"archive" text,
	"error" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "certificate_runs_status_check" CHECK ("certificate_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "childcare_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"child_id" uuid NOT NULL,
	"debtor_id" text NOT NULL,
	"sheet" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrected_at" timestamp with time zone,
	CONSTRAINT "childcare_certificates_sequence_check" CHECK ("childcare_certificates"."sequence" >= 1),
	CONSTRAINT "childcare_certificates_sheet_check" CHECK ("childcare_certificates"."sheet" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "non_childcare_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "national_number" text;--> statement-breakpoint
ALTER TABLE "certificate_runs" ADD CONSTRAINT "certificate_runs_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_certificates" ADD CONSTRAINT "childcare_certificates_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "childcare_certificates" ADD CONSTRAINT "childcare_certificates_debtor_id_user_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_runs_created_idx" ON "certificate_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "childcare_certificates_sequence_idx" ON "childcare_certificates" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "childcare_certificates_sheet_idx" ON "childcare_certificates" USING btree ("year","child_id","debtor_id","sheet");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_non_childcare_check" CHECK ("activities"."non_childcare_cents" >= 0);